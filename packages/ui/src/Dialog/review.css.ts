import { globalStyle, style } from '@vanilla-extract/css';

/**
 * Stories only: lays an open overlay out in the flow of the page so a Matrix story can show
 * several side by side for visual review (a real overlay is fixed to the viewport).
 */
export const inlineForReview = style({
  position: 'static !important' as 'static',
  transform: 'none !important',
  inset: 'auto !important',
  maxHeight: 'none !important',
  margin: '8px',
  animation: 'none !important',
});

// Radix positions popovers and menus through a wrapper; lay that wrapper out inline too.
globalStyle(`[data-radix-popper-content-wrapper]:has(> .${inlineForReview})`, {
  position: 'static !important' as 'static',
  transform: 'none !important',
  minWidth: '0 !important',
});

/**
 * For an overlay whose own class sets a margin (the toast viewport): keeps it at none. Which of two
 * equal classes wins depends on which stylesheet loaded first, and a test run loads every story
 * file into one page in its own order, so the screenshot must not depend on it.
 */
export const noMarginForReview = style({ margin: '0 !important' });
