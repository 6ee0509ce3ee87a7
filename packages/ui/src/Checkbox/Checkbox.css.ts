import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const boxSize = '20px';

export const box = style({
  all: 'unset',
  boxSizing: 'border-box',
  flexShrink: 0,
  width: boxSize,
  height: boxSize,
  // Centre the box on the first line of the label (line height 1.5 × 16 px = 24 px).
  marginTop: '2px',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.sm,
  border: `2px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.raised,
  color: vars.color.accentText,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fade} ${vars.motion.easing}`,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-state="checked"], &[data-state="indeterminate"]': { backgroundColor: vars.color.accent, borderColor: vars.color.accent },
    '&[aria-invalid="true"]': { borderColor: vars.color.critical },
    '&[data-disabled]': { cursor: 'not-allowed', backgroundColor: vars.color.sunken, borderColor: vars.color.border, color: vars.color.muted },
    '&[aria-readonly="true"]': { cursor: 'default' },
  },
  // Forced colours paint every background as Canvas: a ticked box keeps the system's highlight
  // colour and its mark the highlight text colour, so ticked and not ticked still differ (issue 46).
  '@media': {
    '(forced-colors: active)': {
      selectors: {
        '&[data-state="checked"], &[data-state="indeterminate"]': {
          forcedColorAdjust: 'none',
          backgroundColor: 'Highlight',
          borderColor: 'Highlight',
          color: 'HighlightText',
        },
      },
    },
  },
});

export const indicator = style({ display: 'inline-flex' });
export const icon = style({ width: '14px', height: '14px', strokeWidth: 3 });
