import { style } from '@vanilla-extract/css';

/**
 * Read by a screen reader, not shown: a hidden label, a table's caption, a copy of news spoken
 * where the page shows it elsewhere. One class for the design system and its screens (it was
 * written five times). A class, not an inline style: the live site's policy forbids style attributes.
 */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
