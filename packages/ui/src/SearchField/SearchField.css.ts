import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const searchFieldSizes = ['sm', 'md'] as const;

export const wrapper = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  minWidth: 0,
});

export const icon = style({
  position: 'absolute',
  insetInlineStart: vars.space.md,
  color: vars.color.muted,
  pointerEvents: 'none',
});

export const input = recipe({
  base: {
    paddingInlineStart: `calc(${vars.space.md} + 1.25em + ${vars.space.sm})`,
    paddingInlineEnd: `calc(${vars.space.sm} + 28px)`,
    selectors: {
      // The clear button replaces the browser's own.
      '&::-webkit-search-cancel-button': { appearance: 'none' },
    },
  },
  variants: { size: { sm: {}, md: {} } },
});

export type SearchFieldRecipe = NonNullable<RecipeVariants<typeof input>>;

export const clear = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xs,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '28px',
  height: '28px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.muted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text, backgroundColor: vars.color.sunken },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}` },
  },
});
