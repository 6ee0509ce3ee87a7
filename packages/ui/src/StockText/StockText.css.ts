import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const stockStates = ['inStock', 'outOfStock', 'unknown'] as const;
export const stockTextSizes = ['sm', 'md'] as const;

export const stockText = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    fontWeight: vars.font.weight.medium,
  },
  variants: {
    state: {
      inStock: { color: vars.color.positiveText },
      outOfStock: { color: vars.color.criticalText },
      unknown: { color: vars.color.muted },
    },
    size: {
      sm: { fontSize: vars.font.size.sm },
      md: { fontSize: vars.font.size.md },
    },
  },
  defaultVariants: { state: 'unknown', size: 'md' },
});

export type StockTextRecipe = NonNullable<RecipeVariants<typeof stockText>>;
