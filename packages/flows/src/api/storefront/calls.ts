import { defineCalls } from '../call';

const productPages = 'storefront.md §7 Product pages';
const wishLists = 'storefront.md §7 Wish lists';

/**
 * storefront.md §7 "Product pages" and "Wish lists". Ids are `<domain>.<call>`; the mock
 * handlers are keyed by the same ids. Endpoints the page configuration supplies are
 * `configurable`: the paths here are the defaults the embedded back end answers.
 */
export const storefrontCalls = defineCalls({
  'catalogue.relatedProducts': {
    method: 'POST',
    path: '/Product/RelatedProducts',
    spec: productPages,
  },
  /** POST {AddToCartEndpoint}: code, quantity, cartName, form-encoded. */
  'products.addToCart': {
    method: 'POST',
    path: '/Cart/AddToCart',
    spec: productPages,
    configurable: true,
  },
  'media.metadata': {
    method: 'POST',
    path: '/episerverapi/media/metadata',
    spec: productPages,
  },

  /** code, quantity → hasError, errorMessage. */
  'wishlists.addItemToCart': {
    method: 'POST',
    path: '/WishList/AddItemToCart',
    spec: wishLists,
    configurable: true,
  },
  /** listName → hasError, errorMessage. */
  'wishlists.addListToCart': {
    method: 'POST',
    path: '/WishList/AddListToCart',
    spec: wishLists,
    configurable: true,
  },
  /** listName, sku, newQuantity → status. */
  'wishlists.updateQuantity': {
    method: 'POST',
    path: '/WishList/UpdateQuantity',
    spec: wishLists,
    configurable: true,
  },
  /** listName, sku → status. */
  'wishlists.removeItem': {
    method: 'POST',
    path: '/WishList/RemoveItem',
    spec: wishLists,
    configurable: true,
  },
  /** listName (form-encoded from a product page: WishlistModel.AddListEndpoint) → OK, Conflict, BadRequest. */
  'wishlists.create': {
    method: 'POST',
    path: '/WishList/CreateList',
    spec: wishLists,
    configurable: true,
  },
  /** oldListName, newListName → status. */
  'wishlists.rename': {
    method: 'POST',
    path: '/WishList/RenameList',
    spec: wishLists,
    configurable: true,
  },
  /** listName → status. */
  'wishlists.delete': {
    method: 'POST',
    path: '/WishList/DeleteList',
    spec: wishLists,
    configurable: true,
  },
  /** listName with a map of sku to quantity → status. */
  'wishlists.addItems': {
    method: 'POST',
    path: '/WishList/AddItems',
    spec: wishLists,
    configurable: true,
  },
  /** cartName, userNotes → hasError, message. */
  'wishlists.saveNotes': {
    method: 'POST',
    path: '/WishList/SaveNotes',
    spec: wishLists,
    configurable: true,
  },
  /** The wish list page's lists (the real page renders them into the page; the demo asks). */
  'wishlists.pageData': {
    method: 'GET',
    path: '/WishList/PageData',
    spec: 'not in spec: embedded demo',
  },
  /** From a product: POST {WishlistModel.AddItemEndpoint}?listName=…, JSON { [sku]: quantity } → status. */
  'wishlists.addProduct': {
    method: 'POST',
    path: '/WishList/AddItem',
    spec: wishLists,
    configurable: true,
  },
});

export type StorefrontCallId = keyof typeof storefrontCalls;
