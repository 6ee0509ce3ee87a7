/** storefront.md §5, §9: purchase order number length. */
export const PO_NUMBER_MAX_LENGTH = 10;
/** storefront.md §5, §9: names on the card. */
export const CARD_NAME_MAX_LENGTH = 50;
/** storefront.md §5: card number digits once spaces are removed. */
export const CARD_NUMBER_DIGITS = { min: 13, max: 19 } as const;
/** storefront.md §5: card code digits. */
export const CARD_CODE_LENGTHS = [3, 4] as const;
/** storefront.md §2.1, §9: 16 digits in groups of four, 19 characters with the spaces. */
export const CARD_NUMBER_MASK = '0000 0000 0000 0000';
export const CARD_NUMBER_MASK_LENGTH = CARD_NUMBER_MASK.length;
/** storefront.md §2.1: expiry MM/YY. */
export const CARD_EXPIRY_MASK = '00/00';
/** storefront.md §5: the card networks accepted, by card-validator's type names. */
export const ACCEPTED_CARD_TYPES = [
  'visa',
  'mastercard',
  'american-express',
  'diners-club',
  'discover',
  'jcb',
] as const;
/** storefront.md §5, §9: saved card update limits; the country is fixed. */
export const SAVED_CARD_LIMITS = { address: 250, city: 100, zip: 5 } as const;
export const SAVED_CARD_COUNTRY = 'USA';
/**
 * storefront.md §7: the card provider's client script, from its production or its test host
 * depending on the Environment setting.
 */
export const ACCEPT_JS_URLS = {
  production: 'https://js.authorize.net/v1/Accept.js',
  test: 'https://jstest.authorize.net/v1/Accept.js',
} as const;
