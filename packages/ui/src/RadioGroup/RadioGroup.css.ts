import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const radioGroupOrientations = ['vertical', 'horizontal'] as const;

export const group = recipe({
  base: { display: 'flex', gap: vars.space.sm, border: 0, padding: 0, margin: 0 },
  variants: {
    orientation: {
      vertical: { flexDirection: 'column' },
      horizontal: { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.lg },
    },
  },
  defaultVariants: { orientation: 'vertical' },
});

export const radioSize = '20px';

/** The round control; OptionRow uses it too. */
export const circle = style({
  all: 'unset',
  boxSizing: 'border-box',
  flexShrink: 0,
  width: radioSize,
  height: radioSize,
  marginTop: '2px',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.raised,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-state="checked"]': { borderColor: vars.color.accent },
    '[aria-invalid="true"] &': { borderColor: vars.color.critical },
    '&[data-disabled]': { cursor: 'not-allowed', backgroundColor: vars.color.sunken, borderColor: vars.color.border },
    '[aria-readonly="true"] &': { cursor: 'default' },
  },
});

export const dot = style({
  width: '10px',
  height: '10px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent,
  selectors: { '&[data-disabled]': { backgroundColor: vars.color.muted } },
  // Forced colours (Windows High Contrast) paint every background as Canvas: the chosen option's
  // dot would vanish. It keeps the system's highlight colour instead (issue 46).
  '@media': { '(forced-colors: active)': { forcedColorAdjust: 'none', backgroundColor: 'Highlight' } },
});

export const radio = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

export const radioLabel = style({
  // A long unbroken option name (a pasted URL, hostile text) wraps instead of running out of its box.
  minWidth: 0,
  overflowWrap: 'anywhere',
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { [`${circle}[data-disabled] + &`]: { color: vars.color.muted, cursor: 'not-allowed' } },
});

export { visuallyHidden } from '../theme/visuallyHidden.css';
