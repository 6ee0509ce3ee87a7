import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** Width of the control beside the label, so hint and error line up under the label text. */
export const controlWidth = createVar();

export const row = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

export const label = style({
  // A long unbroken label wraps instead of running out of its box.
  minWidth: 0,
  overflowWrap: 'anywhere',
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.regular,
  color: vars.color.text,
  lineHeight: vars.font.lineHeight.normal,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.muted } },
});

export const message = style({ paddingInlineStart: `calc(${controlWidth} + ${vars.space.sm})` });
