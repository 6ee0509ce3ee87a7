import { style } from '@vanilla-extract/css';
import { vars } from '@joinery/ui/theme';

/**
 * The demo panel's collapsed tab: flush with the bottom-start corner, below every sticky footer,
 * header and dialog (z-index under `sticky`), so it never covers a page's controls, and never printed.
 */
export const corner = style({
  position: 'fixed',
  insetInlineStart: 0,
  insetBlockEnd: 0,
  zIndex: `calc(${vars.zIndex.sticky} - 1)`,
  '@media': { print: { display: 'none' } },
});

export const tab = style({
  // Small, yet a 24 px target (WCAG 2.5.8).
  minHeight: '24px',
  height: 'auto',
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderStartStartRadius: 0,
  borderEndStartRadius: 0,
  borderEndEndRadius: 0,
  fontSize: vars.font.size.xs,
});
