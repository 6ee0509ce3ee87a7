import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const priceSizes = ['sm', 'md', 'lg'] as const;

export const price = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'baseline',
    flexWrap: 'wrap',
    gap: `0 ${vars.space.sm}`,
    fontVariantNumeric: 'tabular-nums',
    color: vars.color.text,
  },
  variants: {
    size: {
      sm: { fontSize: vars.font.size.sm },
      md: { fontSize: vars.font.size.md },
      lg: { fontSize: vars.font.size.xl },
    },
  },
  defaultVariants: { size: 'md' },
});

export type PriceRecipe = NonNullable<RecipeVariants<typeof price>>;

export const current = style({ fontWeight: vars.font.weight.bold });
export const sale = style({ fontWeight: vars.font.weight.bold, color: vars.color.criticalText });
export const regular = style({
  color: vars.color.muted,
  fontSize: '0.85em',
  textDecoration: 'line-through',
});
