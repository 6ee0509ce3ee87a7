import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

/** Wide enough for five digits (the 99999 maximum) or the word "More". */
export const control = style({ width: '7.5rem', flex: '0 0 auto' });

export const number = style({ fontVariantNumeric: 'tabular-nums' });

/** Holds the native select and its chevron (the chevron is drawn over the select's end). */
export const selectFrame = style({ position: 'relative', display: 'inline-flex' });

/**
 * The native select, drawn like the Select's closed trigger: the browser's arrow is removed and
 * room is kept at the end for the chevron (the trigger's padding, icon and gap).
 */
export const select = style({
  appearance: 'none',
  paddingInlineEnd: `calc(${vars.space.md} + 1.25em + ${vars.space.sm})`,
  cursor: 'pointer',
  // A disabled select keeps the control look's colours and not-allowed cursor, without the
  // browser's own fading (Chromium's stylesheet fades a disabled select with opacity).
  selectors: {
    '&:disabled': { opacity: 1 },
    '&[aria-readonly="true"]': { cursor: 'default' },
  },
});

/** The Select trigger's chevron, over the select; clicks go through to the select. */
export const chevron = style({
  position: 'absolute',
  // The trigger's end padding inside its 1px border.
  insetInlineEnd: `calc(${vars.space.md} + 1px)`,
  top: '50%',
  transform: 'translateY(-50%)',
  fontSize: vars.font.size.md,
  color: vars.color.muted,
  pointerEvents: 'none',
});
