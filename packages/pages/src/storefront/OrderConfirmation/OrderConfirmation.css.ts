import { style } from '@vanilla-extract/css';
import { vars } from '@joinery/ui/theme';

export const page = style({
  maxWidth: 1200,
  margin: '0 auto',
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
export const heading = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
});
