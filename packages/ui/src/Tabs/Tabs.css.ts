import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const tabsVariants = ['line', 'enclosed'] as const;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

export const list = recipe({
  base: { display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs },
  variants: {
    variant: {
      line: { borderBottom: `1px solid ${vars.color.border}` },
      enclosed: {
        padding: vars.space.xxs,
        borderRadius: vars.radius.md,
        backgroundColor: vars.color.sunken,
        alignSelf: 'flex-start',
      },
    },
  },
  defaultVariants: { variant: 'line' },
});

export const trigger = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    padding: `${vars.space.sm} ${vars.space.lg}`,
    border: 'none',
    background: 'transparent',
    color: vars.color.muted,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.semibold,
    cursor: 'pointer',
    selectors: {
      '&:hover:not([data-disabled])': { color: vars.color.text },
      '&[data-state="active"]': { color: vars.color.text },
      '&[data-disabled]': { cursor: 'not-allowed', fontWeight: vars.font.weight.regular },
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    },
  },
  variants: {
    variant: {
      line: {
        marginBottom: '-1px',
        borderBottom: '3px solid transparent',
        selectors: { '&[data-state="active"]': { borderBottomColor: vars.color.accent } },
      },
      enclosed: {
        borderRadius: vars.radius.sm,
        selectors: {
          '&[data-state="active"]': {
            backgroundColor: vars.color.raised,
            boxShadow: vars.shadow.sm,
          },
        },
      },
    },
  },
  defaultVariants: { variant: 'line' },
});

export type TabsRecipe = NonNullable<RecipeVariants<typeof list>>;

export const panel = style({
  minWidth: 0,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
export const select = style({ maxWidth: '100%' });
