import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { toneStyles } from '../theme/tones.css';

export const statusBadgeTones = [
  'neutral',
  'accent',
  'info',
  'positive',
  'caution',
  'critical',
] as const;
export const statusBadgeSizes = ['sm', 'md'] as const;

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    borderRadius: vars.radius.full,
    border: '1px solid',
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      neutral: {
        backgroundColor: vars.color.sunken,
        color: vars.color.text,
        borderColor: vars.color.border,
      },
      accent: {
        backgroundColor: vars.color.accentSoft,
        color: vars.color.text,
        borderColor: vars.color.accent,
      },
      ...toneStyles,
    },
    size: {
      sm: { fontSize: vars.font.size.xs, padding: `${vars.space.xxs} ${vars.space.sm}` },
      md: { fontSize: vars.font.size.sm, padding: `${vars.space.xs} ${vars.space.md}` },
    },
  },
  defaultVariants: { tone: 'neutral', size: 'md' },
});

export type StatusBadgeRecipe = NonNullable<RecipeVariants<typeof badge>>;

/** A dot in the tone's strong colour, so the state does not rest on the fill alone. */
export const dot = style({
  width: '8px',
  height: '8px',
  borderRadius: vars.radius.full,
  backgroundColor: 'currentColor',
  flexShrink: 0,
});
