import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const backLinkSizes = ['sm', 'md'] as const;

export const backLink = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    padding: `${vars.space.xxs} ${vars.space.xs}`,
    marginInlineStart: `calc(-1 * ${vars.space.xs})`,
    border: 'none',
    borderRadius: vars.radius.sm,
    background: 'transparent',
    color: vars.color.accent,
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.semibold,
    textDecoration: 'none',
    cursor: 'pointer',
    selectors: {
      '&:hover': { textDecoration: 'underline' },
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    },
  },
  variants: {
    size: {
      sm: { fontSize: vars.font.size.sm },
      md: { fontSize: vars.font.size.md },
    },
  },
  defaultVariants: { size: 'md' },
});

export type BackLinkRecipe = NonNullable<RecipeVariants<typeof backLink>>;
