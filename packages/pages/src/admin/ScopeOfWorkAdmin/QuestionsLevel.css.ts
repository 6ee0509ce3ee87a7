import { style } from '@vanilla-extract/css';

/** Read by a screen reader, not shown: the sighted reader sees the same news in the row it concerns. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
