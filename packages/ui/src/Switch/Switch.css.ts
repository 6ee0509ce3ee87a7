import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const trackWidth = '40px';

export const track = style({
  all: 'unset',
  boxSizing: 'border-box',
  position: 'relative',
  flexShrink: 0,
  width: trackWidth,
  height: '24px',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.sunken,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fade} ${vars.motion.easing}`,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-state="checked"]': { backgroundColor: vars.color.accent, borderColor: vars.color.accent },
    '&[aria-invalid="true"]': { borderColor: vars.color.critical },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
    '&[aria-readonly="true"]': { cursor: 'default' },
  },
});

export const thumb = style({
  display: 'block',
  width: '16px',
  height: '16px',
  marginInlineStart: '2px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.borderStrong,
  transition: `transform ${vars.motion.fade} ${vars.motion.easing}`,
  selectors: {
    '&[data-state="checked"]': { transform: 'translateX(16px)', backgroundColor: vars.color.accentText },
  },
});
