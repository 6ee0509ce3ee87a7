/**
 * Texts of the wish lists, verbatim from storefront.md (typos included: the real back end and
 * its users expect them). Texts the page localises (retry, please-login, list exists on a
 * product page) arrive in the page's WishlistModel.LocalizationItems instead.
 */

/** §8 "Wish list page alerts". */
export const wishListPageAlerts = {
  invalidParameters: 'Invalid parameters',
  somethingWentWrong: 'Something went wrong',
  listExists: 'There is the list with the same name',
  checkListName: 'Please check list name',
  unableToAddProductToCart: 'Unable to add product to cart',
  unableToSaveNotes: 'Unable to save user notes to cart',
  errorAddingItemsToCart: 'There was an error adding items to cart',
} as const;

/** §8 "Wish list add from a product": statuses the modal does not handle are logged with this. */
export const wishListLogMessages = {
  unhandledResponse: 'Unhandled Response.',
} as const;

/** §2.3 and §4 "Wish list page" texts. */
export const wishListPageMessages = {
  addListToCartErrorTitle: 'Could not add all items to cart',
  copyOrMoveTitle: 'Select a List',
  /** §4: a copied list is named `{name} - Copy`, plus a counter if that name exists. */
  copySuffix: ' - Copy',
} as const;

/** §2.3: the print options. */
export const WISH_LIST_PRINT_OPTIONS = ['ShowPrice', 'HidePrice'] as const;
export type WishListPrintOption = (typeof WISH_LIST_PRINT_OPTIONS)[number];
