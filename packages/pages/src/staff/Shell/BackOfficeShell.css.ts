import { style } from '@vanilla-extract/css';
import { vars } from '@joinery/ui/theme';

export const logo = style({
  color: 'inherit',
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'none',
});
