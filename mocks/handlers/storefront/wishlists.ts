import { HttpResponse, type HttpHandler } from 'msw';
import type { WishList } from '@joinery/flows/api/storefront/wishlists';
import { findVariation } from '../../data/storefront/catalogue';
import { addToStorefrontCart, cartRefusal } from '../../data/storefront/products';
import {
  findWishList,
  nextWishListItemId,
  toWishListItem,
  wishListKey,
  wishLists,
  wishListsForShopper,
  type StoredWishList,
  withQuantity,
} from '../../data/storefront/wishlists';
import { currentShopper, storefrontSettings } from '../../data/storefront/shoppers';
import { statusTexts } from '../../faults';
import { route } from '../route';

/**
 * storefront.md §7 Wish lists. Most replies are read as a status: OK, BadRequest (a parameter
 * is missing or names nothing), Conflict (a list of that name exists); the cart and notes calls
 * answer JSON with hasError. List names are trimmed and compared without case.
 */

const ok = () => new HttpResponse('OK', { status: 200, statusText: 'OK' });
const badRequest = () =>
  new HttpResponse('Bad Request', { status: 400, statusText: statusTexts[400] });
const unauthorized = () =>
  new HttpResponse('Unauthorized', { status: 401, statusText: statusTexts[401] });
const conflict = () => new HttpResponse('Conflict', { status: 409, statusText: statusTexts[409] });

type Payload = Record<string, unknown>;

/** The body as fields: JSON from the wish list page, form fields from a product page. */
async function readPayload(request: Request): Promise<Payload | undefined> {
  const type = request.headers.get('Content-Type') ?? '';
  if (type.includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(await request.text()));
  }
  try {
    const body: unknown = await request.json();
    return typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Payload)
      : undefined;
  } catch {
    return undefined;
  }
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function isQuantity(value: unknown, minimum: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= minimum;
}

/** A map of sku to a positive quantity, every sku known to the catalogue; else undefined. */
function readItemMap(value: unknown): Map<string, number> | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return undefined;
  const items = new Map<string, number>();
  for (const [sku, quantity] of entries) {
    if (!isQuantity(quantity, 1) || !findVariation(sku)) return undefined;
    items.set(sku, quantity);
  }
  return items;
}

function saveItems(list: StoredWishList, items: WishList['Items']): void {
  wishLists.update(wishListKey(list), { Items: items });
}

/** Adds each sku to the list; a sku already listed has its quantity increased. */
function mergeItems(list: StoredWishList, additions: Map<string, number>): void {
  let id = nextWishListItemId();
  const items = [...list.Items];
  for (const [sku, quantity] of additions) {
    const index = items.findIndex((item) => item.SKU === sku);
    const existing = items[index];
    if (existing) {
      items[index] = withQuantity(existing, existing.Quantity + quantity);
      continue;
    }
    const found = findVariation(sku);
    if (found) items.push(toWishListItem(id++, found.product, found.variation, quantity));
  }
  saveItems(list, items);
}

const create = route('wishlists.create', async ({ request }) => {
  const payload = await readPayload(request);
  const name = text(payload?.['listName']);
  const shopper = currentShopper();
  if (!shopper) return unauthorized();
  if (!name) return badRequest();
  if (findWishList(name)) return conflict();
  wishLists.insert({ shopperId: shopper.id, Name: name, Items: [], UserNotes: '' });
  return ok();
});

const rename = route('wishlists.rename', async ({ request }) => {
  const payload = await readPayload(request);
  const list = findWishList(text(payload?.['oldListName']));
  const newName = text(payload?.['newListName']);
  if (!list || !newName) return badRequest();
  const clash = findWishList(newName);
  if (clash && clash.Name !== list.Name) return conflict();
  wishLists.update(wishListKey(list), { Name: newName });
  return ok();
});

const remove = route('wishlists.delete', async ({ request }) => {
  const payload = await readPayload(request);
  const list = findWishList(text(payload?.['listName']));
  if (!list) return badRequest();
  wishLists.remove(wishListKey(list));
  return ok();
});

const updateQuantity = route('wishlists.updateQuantity', async ({ request }) => {
  const payload = await readPayload(request);
  const list = findWishList(text(payload?.['listName']));
  const sku = text(payload?.['sku']);
  const quantity = payload?.['newQuantity'];
  const item = list?.Items.find((i) => i.SKU === sku);
  if (!list || !item || !isQuantity(quantity, 0)) return badRequest();
  saveItems(
    list,
    quantity === 0
      ? list.Items.filter((i) => i !== item)
      : list.Items.map((i) => (i === item ? withQuantity(i, quantity) : i)),
  );
  return ok();
});

const removeItem = route('wishlists.removeItem', async ({ request }) => {
  const payload = await readPayload(request);
  const list = findWishList(text(payload?.['listName']));
  const sku = text(payload?.['sku']);
  if (!list || !list.Items.some((i) => i.SKU === sku)) return badRequest();
  saveItems(
    list,
    list.Items.filter((i) => i.SKU !== sku),
  );
  return ok();
});

const addItems = route('wishlists.addItems', async ({ request }) => {
  const payload = await readPayload(request);
  const list = findWishList(text(payload?.['listName']));
  const items = readItemMap(payload?.['items']);
  if (!list || !items) return badRequest();
  mergeItems(list, items);
  return ok();
});

/** From a product page: POST {AddItemEndpoint}?listName=…, JSON { [sku]: quantity }. */
const addProduct = route('wishlists.addProduct', async ({ request }) => {
  // §7: the add from a product answers Unauthorized/401 when nobody is signed in.
  if (!currentShopper()) return unauthorized();
  const list = findWishList(new URL(request.url).searchParams.get('listName') ?? '');
  const items = readItemMap(await readPayload(request));
  if (!list || !items) return badRequest();
  mergeItems(list, items);
  return ok();
});

const addItemToCart = route('wishlists.addItemToCart', async ({ request }) => {
  const payload = await readPayload(request);
  const code = text(payload?.['code']);
  const quantity = payload?.['quantity'];
  if (!code || !isQuantity(quantity, 1)) return badRequest();
  const found = findVariation(code);
  const refusal = found
    ? cartRefusal(found.variation, quantity, 'Default')
    : `The item ${code} is no longer available.`;
  if (refusal) return HttpResponse.json({ hasError: true, errorMessage: refusal });
  addToStorefrontCart('Default', code, quantity);
  return HttpResponse.json({ hasError: false, errorMessage: null });
});

/** Adds every item it can; the ones it cannot (out of stock, too few) are listed in errorMessage. */
const addListToCart = route('wishlists.addListToCart', async ({ request }) => {
  const payload = await readPayload(request);
  const list = findWishList(text(payload?.['listName']));
  if (!list) return badRequest();
  const refused: string[] = [];
  for (const item of list.Items) {
    const found = findVariation(item.SKU);
    const refusal = found
      ? cartRefusal(found.variation, item.Quantity, 'Default')
      : 'No longer available.';
    if (refusal) refused.push(`${item.BRPART} (${item.Name}): ${refusal}`);
    else addToStorefrontCart('Default', item.SKU, item.Quantity);
  }
  return refused.length
    ? HttpResponse.json({ hasError: true, errorMessage: refused.join('\n') })
    : HttpResponse.json({ hasError: false, errorMessage: null });
});

const saveNotes = route('wishlists.saveNotes', async ({ request }) => {
  const payload = await readPayload(request);
  const name = text(payload?.['cartName']);
  const notes = payload?.['userNotes'];
  if (!name || typeof notes !== 'string') return badRequest();
  const list = findWishList(name);
  if (!list)
    return HttpResponse.json({ hasError: true, message: `There is no list named ${name}.` });
  wishLists.update(wishListKey(list), { UserNotes: notes });
  return HttpResponse.json({ hasError: false, message: null });
});

/** The page's lists for the signed-in shopper; a visitor is refused (storefront.md §6). */
const pageData = route('wishlists.pageData', () =>
  currentShopper()
    ? HttpResponse.json({
        ShowWishlist: storefrontSettings.get().showWishlist,
        Wishlists: wishListsForShopper(),
      })
    : HttpResponse.json(
        { message: 'Sign in to see your wish lists.' },
        { status: 401, statusText: statusTexts[401] },
      ),
);

export const wishlistHandlers: HttpHandler[] = [
  pageData,
  create,
  rename,
  remove,
  updateQuantity,
  removeItem,
  addItems,
  addProduct,
  addItemToCart,
  addListToCart,
  saveNotes,
];
