import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const fileFieldSizes = ['sm', 'md'] as const;

export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const input = recipe({
  base: {
    width: '100%',
    padding: vars.space.xs,
    border: `1px dashed ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.raised,
    color: vars.color.text,
    fontFamily: vars.font.family.body,
    cursor: 'pointer',
    selectors: {
      '&::file-selector-button': {
        marginInlineEnd: vars.space.md,
        padding: `${vars.space.xs} ${vars.space.md}`,
        border: `1px solid ${vars.color.accent}`,
        borderRadius: vars.radius.sm,
        backgroundColor: vars.color.raised,
        color: vars.color.accent,
        fontFamily: vars.font.family.body,
        fontWeight: vars.font.weight.semibold,
        cursor: 'pointer',
      },
      '&:hover::file-selector-button': { backgroundColor: vars.color.accentSoft },
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
      '&:disabled': {
        cursor: 'not-allowed',
        backgroundColor: vars.color.sunken,
        color: vars.color.muted,
      },
      '&:disabled::file-selector-button': {
        cursor: 'not-allowed',
        borderColor: vars.color.border,
        color: vars.color.muted,
      },
      '&[aria-invalid="true"]': { borderColor: vars.color.critical, borderStyle: 'solid' },
    },
  },
  variants: {
    size: {
      sm: { fontSize: vars.font.size.sm },
      md: { fontSize: vars.font.size.md, padding: vars.space.sm },
    },
  },
  defaultVariants: { size: 'md' },
});

export type FileFieldRecipe = NonNullable<RecipeVariants<typeof input>>;
