import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { centredPanel } from './overlay.css';

export const dialogSizes = ['sm', 'md', 'lg'] as const;

export const content = recipe({
  base: [
    centredPanel,
    {
      maxHeight: `calc(100dvh - 2 * ${vars.space.xl})`,
      selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}` } },
    },
  ],
  variants: {
    size: {
      sm: { maxWidth: '420px' },
      md: { maxWidth: '600px' },
      lg: { maxWidth: '880px' },
    },
  },
  defaultVariants: { size: 'md' },
});

export type DialogRecipe = NonNullable<RecipeVariants<typeof content>>;

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});
export const headings = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});
export const body = style({ overflowY: 'auto', minHeight: 0, flex: '1 1 auto' });
