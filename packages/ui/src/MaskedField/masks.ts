import { IMask } from 'react-imask';
import type { FactoryOpts } from 'imask';

/** Card number: 16 digits in groups of four, a 19-character mask (storefront.md §2.1, §9). */
export const CARD_NUMBER_MASK = { mask: '0000 0000 0000 0000' } satisfies FactoryOpts;
export const CARD_NUMBER_MASK_LENGTH = 19;

/** Card expiry as MM/YY; the month only takes 01 to 12 (storefront.md §5). */
export const CARD_EXPIRY_MASK = {
  mask: 'MM/YY',
  blocks: {
    MM: { mask: IMask.MaskedRange, from: 1, to: 12, maxLength: 2, autofix: 'pad' },
    YY: { mask: IMask.MaskedRange, from: 0, to: 99, maxLength: 2 },
  },
} satisfies FactoryOpts;

/** A date typed as MM-DD-YYYY (back-office date filters). */
export const DATE_MASK = {
  mask: 'MM-DD-YYYY',
  blocks: {
    MM: { mask: IMask.MaskedRange, from: 1, to: 12, maxLength: 2, autofix: 'pad' },
    DD: { mask: IMask.MaskedRange, from: 1, to: 31, maxLength: 2, autofix: 'pad' },
    YYYY: { mask: IMask.MaskedRange, from: 1900, to: 2999, maxLength: 4 },
  },
} satisfies FactoryOpts;

/** The presets by name, for story controls and docs. */
export const maskPresets = { cardNumber: CARD_NUMBER_MASK, cardExpiry: CARD_EXPIRY_MASK, date: DATE_MASK } as const;
export type MaskPreset = keyof typeof maskPresets;
export const maskPresetNames = Object.keys(maskPresets) as MaskPreset[];
