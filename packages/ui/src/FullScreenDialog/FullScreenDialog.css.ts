import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { mediaQueries, vars } from '../theme/contract.css';
import { fadeInOut } from '../Dialog/overlay.css';

export const fullScreenInsets = ['none', 'gutter'] as const;

export const content = recipe({
  base: [
    fadeInOut,
    {
      position: 'fixed',
      zIndex: vars.zIndex.modal,
      display: 'flex',
      flexDirection: 'column',
      backgroundColor: vars.color.surface,
      color: vars.color.text,
      fontFamily: vars.font.family.body,
      boxShadow: vars.shadow.lg,
      // Clipped, not hidden: an overflow-hidden box is still a scroll container, and the browser
      // scrolled the whole frame (header out, footer mid-screen) when it brought a field into view
      // past absolutely positioned, visually hidden text. Only the body scrolls.
      overflow: 'clip',
      selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}` } },
    },
  ],
  variants: {
    inset: {
      // Edge to edge.
      none: { inset: 0 },
      // A margin of page showing around it on wider screens, so it still reads as a layer.
      gutter: {
        inset: 0,
        '@media': {
          [mediaQueries.desktop]: { inset: vars.space.xl, borderRadius: vars.radius.lg },
        },
      },
    },
  },
  defaultVariants: { inset: 'gutter' },
});

export type FullScreenDialogRecipe = NonNullable<RecipeVariants<typeof content>>;

const bar = {
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.xl}`,
  backgroundColor: vars.color.raised,
} as const;

export const header = style({ ...bar, borderBottom: `1px solid ${vars.color.border}` });
export const headings = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: '1 1 16rem',
  minWidth: 0,
});
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});
export const body = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  padding: vars.space.xl,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});
export const footer = style({
  ...bar,
  justifyContent: 'flex-end',
  borderTop: `1px solid ${vars.color.border}`,
});
