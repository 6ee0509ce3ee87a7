/** storefront.md §2.2, §9: above this width the summary and submit button sit in a sticky right column. */
export const QUOTE_DESKTOP_BREAKPOINT_PX = 767;
/** storefront.md §9: the quote checkout's cart. */
export const QUOTE_CART_NAME = 'Quote Request';
/** storefront.md §9: a quote's quantity has no stock cap, only this one (issue 45). */
export const QUOTE_QUANTITY_MAX = 99999;
