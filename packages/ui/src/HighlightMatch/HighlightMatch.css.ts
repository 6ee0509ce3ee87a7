import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const highlightEmphases = ['highlight', 'bold'] as const;

export const mark = recipe({
  base: { color: 'inherit', borderRadius: vars.radius.sm },
  variants: {
    emphasis: {
      highlight: {
        backgroundColor: vars.color.highlight,
        color: vars.color.text,
        padding: `0 1px`,
      },
      bold: {
        backgroundColor: 'transparent',
        fontWeight: vars.font.weight.bold,
        textDecoration: 'underline',
      },
    },
  },
  defaultVariants: { emphasis: 'highlight' },
});

export type HighlightMatchRecipe = NonNullable<RecipeVariants<typeof mark>>;
