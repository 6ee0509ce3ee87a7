import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const filmStripGaps = ['sm', 'md', 'lg'] as const;

export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});

export const viewport = recipe({
  base: {
    flex: '1 1 auto',
    minWidth: 0,
    overflowX: 'auto',
    overscrollBehaviorX: 'contain',
    scrollbarWidth: 'thin',
    borderRadius: vars.radius.sm,
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    },
  },
  variants: { gap: { sm: {}, md: {}, lg: {} } },
});

export const track = recipe({
  base: { display: 'flex', margin: 0, padding: `${vars.space.xs} 0`, listStyle: 'none' },
  variants: {
    gap: {
      sm: { gap: vars.space.sm },
      md: { gap: vars.space.md },
      lg: { gap: vars.space.xl },
    },
  },
  defaultVariants: { gap: 'md' },
});

export type FilmStripRecipe = NonNullable<RecipeVariants<typeof track>>;

export const item = style({ flex: '0 0 auto' });
