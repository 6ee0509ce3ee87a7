import { style } from '@vanilla-extract/css';
import { vars } from '@joinery/ui/theme';

/** The help icon beside a question or option: a small, quiet button that shows its tooltip on hover and focus. */
export const help = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 24,
  minHeight: 24,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.muted,
  cursor: 'help',
  alignSelf: 'flex-start',
  selectors: {
    '&:hover': { color: vars.color.accent },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

/** A greyed tab of a reopened project (§4: after the last completed one). */
export const greyed = style({ background: vars.color.sunken });

/** The asterisk of a required checkbox group: the one every field label of the design system shows. */
export const required = style({ color: vars.color.criticalText, marginInlineStart: vars.space.xxs });
