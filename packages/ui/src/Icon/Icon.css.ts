import { style } from '@vanilla-extract/css';

export const icon = style({
  width: '1.25em',
  height: '1.25em',
  flexShrink: 0,
  verticalAlign: 'middle',
});
