import { style } from '@vanilla-extract/css';
import { vars } from '@joinery/ui/theme';

export const page = style({
  maxWidth: 720,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
export const text = style({ margin: 0, overflowWrap: 'break-word' });
export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
