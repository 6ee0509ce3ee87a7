/** storefront.md §4, §9: the summary refresh waits this long after the last change. */
export const SUMMARY_DEBOUNCE_MS = 1000;
/** storefront.md §5, §9: order notes length limit. */
export const NOTES_MAX_LENGTH = 300;
/** storefront.md §9: the page that receives `?orderNumber=` after an order, when the page names none. */
export const DEFAULT_RECEIPT_URL = '/order-confirmation';
/** storefront.md §9: cart names. */
export const CART_NAMES = { order: 'Default', quote: 'Quote Request' } as const;
/** storefront.md §9: "a North American number with display text" (docs/decisions.md). */
export const DEFAULT_SUPPORT_PHONE = {
  number: '+1-800-555-0142',
  text: 'Questions about your order? Call 1-800-555-0142',
} as const;
/** storefront.md §5: quantity input of the checkout list. */
export const CART_QUANTITY_MIN = 0;
/** storefront.md §5, §9: the quantity dropdown's last number before More, unless the page supplies its own. */
export const CART_QUANTITY_DROPDOWN_LIMIT = 10;

/**
 * storefront.md §2.1, §9: the support phone number and its display text are one pair. A page
 * that supplies its own number shows its own text, or the number itself when it gives none;
 * without a number the default pair is used.
 */
export function supportPhone(number: string, text: string): { number: string; text: string } {
  if (number.trim() === '') return { ...DEFAULT_SUPPORT_PHONE };
  return { number, text: text.trim() === '' ? number : text };
}
