import { keyframes, style } from '@vanilla-extract/css';
import { vars } from './contract.css';

/**
 * The class for a Radix Collapsible or Accordion content part: it grows from 0 to its height
 * when it opens and shrinks back when it closes, over the specifications' 200 ms fade.
 * `heightVar` is the variable Radix measures the content into. Call it from a `.css.ts` file.
 */
export function revealHeight(
  heightVar: '--radix-collapsible-content-height' | '--radix-accordion-content-height',
) {
  const open = keyframes({ from: { height: 0 }, to: { height: `var(${heightVar})` } });
  const close = keyframes({ from: { height: `var(${heightVar})` }, to: { height: 0 } });
  return style({
    overflow: 'hidden',
    selectors: {
      '&[data-state="open"]': { animation: `${open} ${vars.motion.fade} ${vars.motion.easing}` },
      '&[data-state="closed"]': { animation: `${close} ${vars.motion.fade} ${vars.motion.easing}` },
    },
  });
}
