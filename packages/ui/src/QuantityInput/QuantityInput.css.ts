import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

/** Wide enough for five digits (the 99999 maximum) or the word "More". */
export const control = style({ width: '7.5rem', flex: '0 0 auto' });

export const number = style({ fontVariantNumeric: 'tabular-nums' });
