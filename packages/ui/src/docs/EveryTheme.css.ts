import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 240px), 1fr))',
  gap: vars.space.lg,
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
  // The panel's own theme, whatever the page around it (a docs page sets its own text colour).
  backgroundColor: vars.color.surface,
  color: vars.color.text,
});

export const caption = style({
  margin: 0,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.muted,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});
