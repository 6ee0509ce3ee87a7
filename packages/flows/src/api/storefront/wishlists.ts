import * as v from 'valibot';
import { parseJsonText, sendForStatus, storefrontEndpoint, type StatusOutcome } from './replies';
import { storefrontRequest } from './request';
import { callJson, type StorefrontTableCallId } from './http';

/** storefront.md §3 Wish list item. Prices are numbers so a quantity change can re-total locally. */
export interface WishListItem {
  Id: number;
  SKU: string;
  BRPART: string;
  Name: string;
  ImageUrl: string;
  Link: string;
  Price: number;
  ListPrice: number;
  Quantity: number;
  /** Formatted as en-US currency, e.g. `$1,204.00`. */
  TotalPrice: string;
  InStock: boolean;
  TotalInStock: number;
  /** The server's stock text, e.g. `12 in stock.` or `Out of stock.` */
  StockAvailability: string;
}

/** storefront.md §3 Wish list. Lists are known by name. */
export interface WishList {
  Name: string;
  Items: WishListItem[];
  UserNotes: string;
}

/** Where a call goes (page configuration) and how to cancel it. */
export interface WishListCallOptions {
  /** The endpoint from page configuration; the call table's default path when absent. */
  endpoint?: string | undefined;
  signal?: AbortSignal | undefined;
}

/** The statuses the wish list page handles (§8 "Wish list page alerts"); others are logged. */
export type WishListPageOutcome = StatusOutcome<'ok' | 'badRequest' | 'conflict' | 'serverError'>;
const pageHandles = ['badRequest', 'conflict', 'serverError'] as const;

/** The statuses the add-to-list modal of a product handles (§8 "Wish list add from a product"). */
export type AddProductToWishListOutcome = StatusOutcome<
  'ok' | 'badRequest' | 'unauthorized' | 'serverError'
>;
const addProductHandles = ['badRequest', 'unauthorized', 'serverError'] as const;

function pageCall(
  call: StorefrontTableCallId,
  payload: unknown,
  options: WishListCallOptions,
): Promise<WishListPageOutcome> {
  return sendForStatus({ call, payload, encoding: 'json', handles: pageHandles, ...options });
}

/**
 * POST create list. The wish list page sends JSON; a product page sends the form-encoded
 * variant to WishlistModel.AddListEndpoint. OK, Conflict (name exists), BadRequest (no name).
 */
export function createWishList(
  listName: string,
  options: WishListCallOptions & { encoding?: 'json' | 'form' } = {},
): Promise<WishListPageOutcome> {
  const { encoding = 'json', ...rest } = options;
  return sendForStatus({
    call: 'wishlists.create',
    payload: { listName },
    encoding,
    handles: pageHandles,
    ...rest,
  });
}

/** POST rename list; both names are trimmed first (storefront.md §5). */
export function renameWishList(
  names: { oldListName: string; newListName: string },
  options: WishListCallOptions = {},
): Promise<WishListPageOutcome> {
  return pageCall(
    'wishlists.rename',
    { oldListName: names.oldListName.trim(), newListName: names.newListName.trim() },
    options,
  );
}

/** POST delete list; the name is trimmed first (storefront.md §5). */
export function deleteWishList(
  listName: string,
  options: WishListCallOptions = {},
): Promise<WishListPageOutcome> {
  return pageCall('wishlists.delete', { listName: listName.trim() }, options);
}

/** POST update product quantity. */
export function updateWishListQuantity(
  change: { listName: string; sku: string; newQuantity: number },
  options: WishListCallOptions = {},
): Promise<WishListPageOutcome> {
  return pageCall('wishlists.updateQuantity', change, options);
}

/** POST remove item. */
export function removeWishListItem(
  item: { listName: string; sku: string },
  options: WishListCallOptions = {},
): Promise<WishListPageOutcome> {
  return pageCall('wishlists.removeItem', item, options);
}

/** POST add items: a map of sku to quantity; the server adds to quantities already listed. */
export function addWishListItems(
  request: { listName: string; items: Record<string, number> },
  options: WishListCallOptions = {},
): Promise<WishListPageOutcome> {
  return pageCall('wishlists.addItems', request, options);
}

/** storefront.md §5: the add quantity comes from the page's quantity field; non-integers become 1. */
export function toWishListQuantity(value: unknown): number {
  const quantity =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : Number.NaN;
  return Number.isInteger(quantity) ? quantity : 1;
}

/**
 * Add a product to a list from a product page: POST {AddItemEndpoint}?listName={name} with
 * JSON `{ [sku]: quantity }`. OK, BadRequest, Unauthorized, InternalServerError.
 */
export function addProductToWishList(
  request: { listName: string; sku: string; quantity: number },
  options: WishListCallOptions = {},
): Promise<AddProductToWishListOutcome> {
  return sendForStatus({
    call: 'wishlists.addProduct',
    query: { listName: request.listName },
    payload: { [request.sku]: request.quantity },
    encoding: 'json',
    handles: addProductHandles,
    ...options,
  });
}

const cartReplySchema = v.object({
  hasError: v.boolean(),
  errorMessage: v.optional(v.nullable(v.string())),
});
/** The reply of the two wish-list add-to-cart calls. */
export interface WishListCartReply {
  hasError: boolean;
  /** Empty when there is no error. */
  errorMessage: string;
}

const notesReplySchema = v.object({
  hasError: v.boolean(),
  message: v.optional(v.nullable(v.string())),
});
export interface WishListNotesReply {
  hasError: boolean;
  message: string;
}

async function jsonCall(
  call: StorefrontTableCallId,
  payload: Record<string, unknown>,
  options: WishListCallOptions,
): Promise<string> {
  return storefrontRequest({
    call,
    endpoint: storefrontEndpoint(call, options.endpoint),
    payload,
    encoding: 'json',
    signal: options.signal,
  });
}

/** POST add item to cart: code, quantity → hasError, errorMessage. Non-OK replies throw `http`. */
export async function addWishListItemToCart(
  request: { code: string; quantity: number },
  options: WishListCallOptions = {},
): Promise<WishListCartReply> {
  const reply = parseJsonText(
    'wishlists.addItemToCart',
    cartReplySchema,
    await jsonCall('wishlists.addItemToCart', request, options),
  );
  return { hasError: reply.hasError, errorMessage: reply.errorMessage ?? '' };
}

/** POST add whole list to cart: listName → hasError, errorMessage (the items that could not be added). */
export async function addWishListToCart(
  listName: string,
  options: WishListCallOptions = {},
): Promise<WishListCartReply> {
  const reply = parseJsonText(
    'wishlists.addListToCart',
    cartReplySchema,
    await jsonCall('wishlists.addListToCart', { listName }, options),
  );
  return { hasError: reply.hasError, errorMessage: reply.errorMessage ?? '' };
}

/** POST save notes: cartName (the list's name), userNotes → hasError, message. */
export async function saveWishListNotes(
  request: { cartName: string; userNotes: string },
  options: WishListCallOptions = {},
): Promise<WishListNotesReply> {
  const reply = parseJsonText(
    'wishlists.saveNotes',
    notesReplySchema,
    await jsonCall('wishlists.saveNotes', request, options),
  );
  return { hasError: reply.hasError, message: reply.message ?? '' };
}

const wishListItemSchema = v.object({
  Id: v.number(),
  SKU: v.string(),
  BRPART: v.string(),
  Name: v.string(),
  ImageUrl: v.string(),
  Link: v.string(),
  Price: v.number(),
  ListPrice: v.number(),
  Quantity: v.number(),
  TotalPrice: v.string(),
  InStock: v.boolean(),
  TotalInStock: v.number(),
  StockAvailability: v.string(),
});
const wishListSchema = v.object({
  Name: v.string(),
  Items: v.array(wishListItemSchema),
  UserNotes: v.nullish(v.string(), ''),
});

/** What the wish list page is rendered with (storefront.md §2.3, §6: ShowWishlist, the lists). */
export const wishListPageDataSchema = v.object({
  ShowWishlist: v.boolean(),
  Wishlists: v.array(wishListSchema),
});
export type WishListPageData = v.InferOutput<typeof wishListPageDataSchema>;

/** The page's lists (the real page renders them; the embedded demo asks). 401 for a visitor. */
export function fetchWishListPageData(signal?: AbortSignal): Promise<WishListPageData> {
  return callJson('wishlists.pageData', wishListPageDataSchema, { signal });
}
