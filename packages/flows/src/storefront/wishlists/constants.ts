/** §9: printing with prices hidden waits this long before printing. */
export const WISH_LIST_PRINT_DELAY_MS = 10;
/** Quantity box of a wish list line: 0 asks to remove (storefront.md §4), the top is the product maximum. */
export const WISH_LIST_QUANTITY = { min: 0, max: 99999 } as const;
/**
 * Issue 36: a list name has at most this many characters (the spec gives none; docs/decisions.md
 * "Text limits (issue 36)"). A copy's name is cut to fit with its " - Copy" suffix.
 */
export const WISH_LIST_NAME_MAX_LENGTH = 100;
