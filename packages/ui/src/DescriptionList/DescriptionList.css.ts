import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { mediaQueries, vars } from '../theme/contract.css';

export const descriptionListLayouts = ['stacked', 'inline', 'columns'] as const;
export const descriptionListSizes = ['sm', 'md'] as const;

export const list = recipe({
  base: { margin: 0, display: 'grid', minWidth: 0 },
  variants: {
    layout: {
      // Term above value.
      stacked: { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: vars.space.md },
      // Term beside value, the terms in a column of their own.
      inline: {
        gridTemplateColumns: 'max-content minmax(0, 1fr)',
        columnGap: vars.space.xl,
        rowGap: vars.space.sm,
      },
      // Term above value, pairs flowing into as many columns as fit (wider screens).
      columns: {
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: `${vars.space.md} ${vars.space.xl}`,
        '@media': {
          [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))' },
        },
      },
    },
    size: {
      sm: { fontSize: vars.font.size.sm },
      md: { fontSize: vars.font.size.md },
    },
  },
  defaultVariants: { layout: 'columns', size: 'md' },
});

export type DescriptionListRecipe = NonNullable<RecipeVariants<typeof list>>;

/** In the inline layout a pair's wrapper disappears so term and value share the grid. */
export const pair = recipe({
  base: { minWidth: 0 },
  variants: {
    layout: {
      stacked: { display: 'flex', flexDirection: 'column', gap: vars.space.xxs },
      inline: { display: 'contents' },
      columns: { display: 'flex', flexDirection: 'column', gap: vars.space.xxs },
    },
  },
});

export const term = style({
  fontWeight: vars.font.weight.semibold,
  color: vars.color.muted,
  fontSize: '0.875em',
});
export const description = style({ margin: 0, color: vars.color.text, overflowWrap: 'anywhere' });
export const empty = style({ color: vars.color.muted });
