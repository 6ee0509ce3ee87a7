import { style } from '@vanilla-extract/css';
import { vars } from '@joinery/ui/theme';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.raised,
});

export const brand = style({
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
  textDecoration: 'none',
});

export const tools = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  flexWrap: 'wrap',
  // A printed page (the wish list's print view) is a document: the brand stays, the links go.
  '@media': { print: { display: 'none' } },
});

export const cart = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.text,
  textDecoration: 'none',
});

export const count = style({
  minWidth: '1.5rem',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  textAlign: 'center',
});

export const shopper = style({ color: vars.color.muted, fontSize: vars.font.size.sm });

/** Room kept for a shopper's links while the session loads: laid out, never seen or read. */
export const reserved = style({ visibility: 'hidden' });

/** The sign-out link's room: the small link button's type, as tall as the button. */
export const signOutRoom = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '24px',
});

/** Sign out is at least 24 px tall (WCAG 2.2 target size, issue 46): the link-styled button is 19. */
export const signOut = style({ minHeight: '24px' });
