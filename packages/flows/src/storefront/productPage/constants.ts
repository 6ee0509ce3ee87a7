/** storefront.md §9 and §5: the product pages' numbers, named once. */

/** §9: gallery page sizes for the media metadata call. */
export const GALLERY_IMAGE_PAGE_SIZE = 15;
export const GALLERY_VIDEO_PAGE_SIZE = 20;

/** §2.5: media tabs by format. */
export const GALLERY_IMAGE_FORMATS = ['JPG', 'PNG'] as const;
export const GALLERY_VIDEO_FORMATS = ['YOUTUBE'] as const;
export const GALLERY_DOCUMENT_FORMATS = ['PDF'] as const;

/** §5, §9: the product quantity input's maximum when stock does not cap it, and the quote-only cap. */
export const PRODUCT_QUANTITY_MAX_DEFAULT = 99999;
export const QUOTE_ONLY_QUANTITY_CAP = 99999;

/** §5: at most two trait selectors are shown. */
export const MAX_TRAIT_SELECTORS = 2;

/** §9: film-strip scroll step and the width at which the tabbed details collapse, in px. */
export const FILM_STRIP_SCROLL_STEP = 500;
export const TAB_LAYOUT_COLLAPSE_WIDTH = 500;

/** §9: the two cart names. */
export const CART_NAMES = ['Default', 'Quote Request'] as const;
export type CartName = (typeof CART_NAMES)[number];
