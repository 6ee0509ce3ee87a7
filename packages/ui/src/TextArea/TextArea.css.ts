import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const textArea = style({ resize: 'vertical', minHeight: '96px', lineHeight: vars.font.lineHeight.normal });

export const counter = style({
  alignSelf: 'flex-end',
  fontSize: vars.font.size.xs,
  color: vars.color.muted,
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&[data-over-limit]': { color: vars.color.criticalText, fontWeight: vars.font.weight.semibold } },
});
