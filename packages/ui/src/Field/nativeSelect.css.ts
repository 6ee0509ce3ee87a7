import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/*
 * A native <select> drawn like the Select's closed box (with `fieldControl`), for the choosers a
 * phone should show its own picker for and whose opening must cost the page nothing (no popper,
 * no aria-hidden over the page): QuantityInput's dropdown, the product page's trait choosers.
 */

/** Holds the native select and its chevron (the chevron is drawn over the select's end). */
export const nativeSelectFrame = style({ position: 'relative', display: 'inline-flex' });

/**
 * The native select, drawn like the Select's closed trigger: the browser's arrow is removed and
 * room is kept at the end for the chevron (the trigger's padding, icon and gap).
 */
export const nativeSelect = style({
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
export const nativeSelectChevron = style({
  position: 'absolute',
  // The trigger's end padding inside its 1px border.
  insetInlineEnd: `calc(${vars.space.md} + 1px)`,
  top: '50%',
  transform: 'translateY(-50%)',
  fontSize: vars.font.size.md,
  color: vars.color.muted,
  pointerEvents: 'none',
});
