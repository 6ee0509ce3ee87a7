import { beforeEach, describe, expect, it } from 'vitest';
import { isApiError } from '@joinery/flows/api';
import {
  addProductToWishList,
  addWishListItems,
  addWishListItemToCart,
  addWishListToCart,
  createWishList,
  deleteWishList,
  removeWishListItem,
  renameWishList,
  saveWishListNotes,
  updateWishListQuantity,
  type WishListItem,
} from '@joinery/flows/api/storefront/wishlists';
import { productPageMessages } from '@joinery/flows/storefront/productPage';
import { catalogueProducts, findVariation } from '../../data/storefront/catalogue';
import { demoProductCodes, storefrontCarts } from '../../data/storefront/products';
import { findWishList, wishListsForShopper } from '../../data/storefront/wishlists';
import { DEMO_SHOPPER_IDS, signInDemoShopper, signOutDemoShopper } from '../../data/storefront/shoppers';
import { injectFault, setupMockServer } from '../../test-utils';

setupMockServer();
// The wish lists belong to a signed-in shopper (the store is reset before each test).
beforeEach(() => {
  signInDemoShopper(DEMO_SHOPPER_IDS.dealer);
});

function list(name: string) {
  const found = findWishList(name);
  if (!found) throw new Error(`no list ${name}`);
  return found;
}
function firstItem(name: string): WishListItem {
  const item = list(name).Items[0];
  if (!item) throw new Error(`list ${name} is empty`);
  return item;
}
/** A variation of the catalogue with at least `quantity` in stock and a buy button. */
function stockedVariation(quantity = 1) {
  for (const product of catalogueProducts.all()) {
    for (const v of product.Variations) {
      if (v.Code && v.ShowBuyButton && (v.InventoryDetails?.TotalInStock ?? 0) >= quantity)
        return v;
    }
  }
  throw new Error('no stocked variation');
}
function outOfStockVariation() {
  const variation = catalogueProducts.find(demoProductCodes.outOfStock)?.Variations[0];
  if (!variation?.Code) throw new Error('no out-of-stock showcase');
  return { ...variation, Code: variation.Code };
}

describe('wish lists per shopper (storefront.md §1, §6)', () => {
  it('shows and changes only the signed-in shopper’s own lists', async () => {
    const dealerLists = wishListsForShopper().map((l) => l.Name);
    signInDemoShopper(DEMO_SHOPPER_IDS.retail);
    expect(wishListsForShopper().map((l) => l.Name)).toEqual(['Master Bath']);
    expect(findWishList('Kitchen Remodel')).toBeUndefined();
    await expect(createWishList('Kitchen Remodel')).resolves.toMatchObject({ kind: 'ok' });
    await expect(renameWishList({ oldListName: 'Master Bath', newListName: 'Riley’s Bath' })).resolves.toMatchObject({ kind: 'ok' });
    signInDemoShopper(DEMO_SHOPPER_IDS.dealer);
    expect(wishListsForShopper().map((l) => l.Name)).toEqual(dealerLists);
    expect(list('Kitchen Remodel').Items.length).toBeGreaterThan(0);
    expect(findWishList('Riley’s Bath')).toBeUndefined();
  });
});

describe('the demo shopper’s wish lists', () => {
  it('holds several lists with items carrying every field of storefront.md §3', () => {
    const lists = wishListsForShopper();
    expect(lists.length).toBeGreaterThanOrEqual(4);
    const items = lists.flatMap((l) => l.Items);
    expect(items.length).toBeGreaterThan(10);
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual(
        [
          'BRPART',
          'Id',
          'ImageUrl',
          'InStock',
          'Link',
          'ListPrice',
          'Name',
          'Price',
          'Quantity',
          'SKU',
          'StockAvailability',
          'TotalInStock',
          'TotalPrice',
        ].sort(),
      );
      expect(item.TotalPrice).toMatch(/^\$[\d,]+\.\d\d$/);
      expect(findVariation(item.SKU)).toBeDefined();
    }
    expect(new Set(items.map((i) => i.Id)).size).toBe(items.length);
    expect(
      items.some((i) => !i.InStock && i.StockAvailability === productPageMessages.outOfStock),
    ).toBe(true);
  });
});

describe('wishlists.create', () => {
  it('creates an empty list with the trimmed name', async () => {
    await expect(createWishList('  Deck Project ')).resolves.toMatchObject({
      kind: 'ok',
      status: 200,
    });
    expect(list('Deck Project')).toMatchObject({ Name: 'Deck Project', Items: [], UserNotes: '' });
  });

  it('accepts the form-encoded request of a product page', async () => {
    await expect(createWishList('From a product', { encoding: 'form' })).resolves.toMatchObject({
      kind: 'ok',
    });
    expect(findWishList('From a product')).toBeDefined();
  });

  it('answers 409 Conflict when a list of that name exists, whatever its case', async () => {
    await expect(createWishList('kitchen remodel')).resolves.toMatchObject({
      kind: 'conflict',
      status: 409,
    });
  });

  it('answers 400 BadRequest for an empty name', async () => {
    await expect(createWishList('   ')).resolves.toMatchObject({ kind: 'badRequest', status: 400 });
  });
});

describe('wishlists.rename', () => {
  it('renames with trimmed names', async () => {
    await expect(
      renameWishList({ oldListName: ' Master Bath ', newListName: '  Guest Bath ' }),
    ).resolves.toMatchObject({ kind: 'ok' });
    expect(findWishList('Master Bath')).toBeUndefined();
    expect(list('Guest Bath').Items.length).toBeGreaterThan(0);
  });

  it('answers 409 when the new name belongs to another list', async () => {
    await expect(
      renameWishList({ oldListName: 'Master Bath', newListName: 'Sample Orders' }),
    ).resolves.toMatchObject({
      kind: 'conflict',
    });
  });

  it('answers 400 for an unknown list or an empty new name', async () => {
    await expect(
      renameWishList({ oldListName: 'Nope', newListName: 'Yes' }),
    ).resolves.toMatchObject({ kind: 'badRequest' });
    await expect(
      renameWishList({ oldListName: 'Master Bath', newListName: ' ' }),
    ).resolves.toMatchObject({ kind: 'badRequest' });
  });
});

describe('wishlists.delete', () => {
  it('deletes the list named, trimmed', async () => {
    await expect(deleteWishList('  Garage Storage  ')).resolves.toMatchObject({ kind: 'ok' });
    expect(findWishList('Garage Storage')).toBeUndefined();
  });

  it('answers 400 for an unknown list', async () => {
    await expect(deleteWishList('Nope')).resolves.toMatchObject({ kind: 'badRequest' });
  });
});

describe('wishlists.updateQuantity', () => {
  it('sets the quantity and re-totals the line', async () => {
    const item = firstItem('Master Bath');
    await expect(
      updateWishListQuantity({ listName: 'Master Bath', sku: item.SKU, newQuantity: 10 }),
    ).resolves.toMatchObject({ kind: 'ok' });
    const updated = list('Master Bath').Items.find((i) => i.SKU === item.SKU);
    expect(updated?.Quantity).toBe(10);
    expect(updated?.TotalPrice).toBe(
      new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(
        item.Price * 10,
      ),
    );
  });

  it('removes the line at quantity 0', async () => {
    const item = firstItem('Master Bath');
    await updateWishListQuantity({ listName: 'Master Bath', sku: item.SKU, newQuantity: 0 });
    expect(list('Master Bath').Items.some((i) => i.SKU === item.SKU)).toBe(false);
  });

  it('answers 400 for an unknown sku or a negative quantity', async () => {
    const item = firstItem('Master Bath');
    await expect(
      updateWishListQuantity({ listName: 'Master Bath', sku: 'NOPE', newQuantity: 1 }),
    ).resolves.toMatchObject({ kind: 'badRequest' });
    await expect(
      updateWishListQuantity({ listName: 'Master Bath', sku: item.SKU, newQuantity: -1 }),
    ).resolves.toMatchObject({ kind: 'badRequest' });
  });
});

describe('wishlists.removeItem', () => {
  it('removes the line', async () => {
    const item = firstItem('Sample Orders');
    await expect(
      removeWishListItem({ listName: 'Sample Orders', sku: item.SKU }),
    ).resolves.toMatchObject({ kind: 'ok' });
    expect(list('Sample Orders').Items.some((i) => i.SKU === item.SKU)).toBe(false);
  });

  it('answers 400 when the list does not hold the sku', async () => {
    await expect(
      removeWishListItem({ listName: 'Sample Orders', sku: 'NOPE' }),
    ).resolves.toMatchObject({ kind: 'badRequest' });
  });
});

describe('wishlists.addItems', () => {
  it('merges quantities of listed skus and adds new lines with every field', async () => {
    const existing = firstItem('Kitchen Remodel');
    const fresh = stockedVariation();
    const before = list('Kitchen Remodel').Items.length;
    await expect(
      addWishListItems({
        listName: 'Kitchen Remodel',
        items: { [existing.SKU]: 2, [fresh.Code ?? '']: 3 },
      }),
    ).resolves.toMatchObject({ kind: 'ok' });
    const items = list('Kitchen Remodel').Items;
    expect(items).toHaveLength(before + 1);
    expect(items.find((i) => i.SKU === existing.SKU)?.Quantity).toBe(existing.Quantity + 2);
    expect(items.find((i) => i.SKU === fresh.Code)).toMatchObject({
      Quantity: 3,
      BRPART: fresh.BRPART,
      InStock: true,
    });
  });

  it('answers 400 for an unknown sku or an empty map, changing nothing', async () => {
    const before = list('Kitchen Remodel').Items.length;
    await expect(
      addWishListItems({ listName: 'Kitchen Remodel', items: { NOPE: 1 } }),
    ).resolves.toMatchObject({ kind: 'badRequest' });
    await expect(
      addWishListItems({ listName: 'Kitchen Remodel', items: {} }),
    ).resolves.toMatchObject({ kind: 'badRequest' });
    expect(list('Kitchen Remodel').Items).toHaveLength(before);
  });
});

describe('wishlists.addProduct', () => {
  it('answers 401 Unauthorized to a visitor, changing nothing', async () => {
    signOutDemoShopper();
    const variation = stockedVariation();
    await expect(
      addProductToWishList({ listName: 'Garage Storage', sku: variation.Code ?? '', quantity: 1 }),
    ).resolves.toMatchObject({ kind: 'unauthorized' });
    expect(findWishList('Garage Storage', DEMO_SHOPPER_IDS.dealer)?.Items).toEqual([]);
  });

  it('adds the product to the list named in the query', async () => {
    const variation = stockedVariation();
    await expect(
      addProductToWishList({ listName: 'Garage Storage', sku: variation.Code ?? '', quantity: 2 }),
    ).resolves.toMatchObject({
      kind: 'ok',
    });
    await addProductToWishList({
      listName: 'Garage Storage',
      sku: variation.Code ?? '',
      quantity: 1,
    });
    expect(list('Garage Storage').Items).toEqual([
      expect.objectContaining({ SKU: variation.Code, Quantity: 3 }),
    ]);
  });

  it('answers 400 for a list that does not exist', async () => {
    await expect(
      addProductToWishList({ listName: 'Nope', sku: stockedVariation().Code ?? '', quantity: 1 }),
    ).resolves.toMatchObject({
      kind: 'badRequest',
    });
  });
});

describe('wishlists.addItemToCart', () => {
  it('adds the item to the default cart', async () => {
    const variation = stockedVariation(2);
    await expect(
      addWishListItemToCart({ code: variation.Code ?? '', quantity: 2 }),
    ).resolves.toEqual({ hasError: false, errorMessage: '' });
    expect(storefrontCarts.get().Default).toEqual([{ code: variation.Code, quantity: 2 }]);
  });

  it('refuses an item out of stock, and a quantity above stock with "Only {n} in stock."', async () => {
    await expect(
      addWishListItemToCart({ code: outOfStockVariation().Code, quantity: 1 }),
    ).resolves.toEqual({
      hasError: true,
      errorMessage: 'Out of stock.',
    });
    const variation = stockedVariation();
    const inStock = variation.InventoryDetails?.TotalInStock ?? 0;
    await expect(
      addWishListItemToCart({ code: variation.Code ?? '', quantity: inStock + 1 }),
    ).resolves.toEqual({
      hasError: true,
      errorMessage: `Only ${inStock} in stock.`,
    });
    expect(storefrontCarts.get().Default).toEqual([]);
  });
});

describe('wishlists.addListToCart', () => {
  it('adds a list whose items are all in stock', async () => {
    const variation = stockedVariation();
    await createWishList('All in stock');
    await addProductToWishList({
      listName: 'All in stock',
      sku: variation.Code ?? '',
      quantity: 1,
    });
    await expect(addWishListToCart('All in stock')).resolves.toEqual({
      hasError: false,
      errorMessage: '',
    });
    expect(storefrontCarts.get().Default).toEqual([{ code: variation.Code, quantity: 1 }]);
  });

  it('reports hasError naming each item out of stock, and adds the rest', async () => {
    const kitchen = list('Kitchen Remodel');
    const reply = await addWishListToCart('Kitchen Remodel');
    expect(reply.hasError).toBe(true);
    const refused = kitchen.Items.filter((i) => !i.InStock || i.Quantity > i.TotalInStock);
    expect(refused.length).toBeGreaterThan(0);
    for (const item of refused) expect(reply.errorMessage).toContain(item.BRPART);
    expect(reply.errorMessage).toContain('Out of stock.');
    expect(storefrontCarts.get().Default).toHaveLength(kitchen.Items.length - refused.length);
  });
});

describe('wishlists.saveNotes', () => {
  it('saves the notes of the list named by cartName', async () => {
    await expect(
      saveWishListNotes({ cartName: 'Master Bath', userNotes: 'Brushed nickel pulls.' }),
    ).resolves.toEqual({
      hasError: false,
      message: '',
    });
    expect(list('Master Bath').UserNotes).toBe('Brushed nickel pulls.');
  });

  it('answers hasError with a message for an unknown list', async () => {
    const reply = await saveWishListNotes({ cartName: 'Nope', userNotes: 'x' });
    expect(reply.hasError).toBe(true);
    expect(reply.message).not.toBe('');
  });
});

// ---------------------------------------------------------------------------------------------
// Faults: status-read calls answer outcomes; JSON calls throw typed errors.

const sku = () => stockedVariation().Code ?? '';

const pageCalls = {
  'wishlists.create': () => createWishList('Deck'),
  'wishlists.rename': () =>
    renameWishList({ oldListName: 'Master Bath', newListName: 'Guest Bath' }),
  'wishlists.delete': () => deleteWishList('Master Bath'),
  'wishlists.updateQuantity': () =>
    updateWishListQuantity({
      listName: 'Master Bath',
      sku: firstItem('Master Bath').SKU,
      newQuantity: 2,
    }),
  'wishlists.removeItem': () =>
    removeWishListItem({ listName: 'Master Bath', sku: firstItem('Master Bath').SKU }),
  'wishlists.addItems': () => addWishListItems({ listName: 'Master Bath', items: { [sku()]: 1 } }),
} as const;

describe.each(Object.entries(pageCalls))('%s faults', (call, send) => {
  it.each([
    [400, 'badRequest'],
    [401, 'unhandled'],
    [404, 'unhandled'],
    [409, 'conflict'],
    [500, 'serverError'],
  ] as const)('reads an injected %i as %s', async (status, kind) => {
    injectFault(call, { status });
    await expect(send()).resolves.toMatchObject({ kind, status });
  });

  it('throws a network error on a network failure', async () => {
    injectFault(call, { network: true });
    const error = await send().catch((e: unknown) => e);
    expect(isApiError(error) && error.kind).toBe('network');
    expect(isApiError(error) && error.call).toBe(call);
  });

  it('throws a malformed error naming the call for an unreadable body', async () => {
    injectFault(call, { malformed: true });
    const error = await send().catch((e: unknown) => e);
    expect(isApiError(error) && error.kind).toBe('malformed');
    expect(isApiError(error) && error.details.field).toBe('(reply)');
    expect(String(error)).toContain(call);
  });
});

describe('wishlists.addProduct faults', () => {
  const send = () => addProductToWishList({ listName: 'Master Bath', sku: sku(), quantity: 1 });

  it.each([
    [400, 'badRequest'],
    [401, 'unauthorized'],
    [404, 'unhandled'],
    [409, 'unhandled'],
    [500, 'serverError'],
  ] as const)('reads an injected %i as %s', async (status, kind) => {
    injectFault('wishlists.addProduct', { status });
    await expect(send()).resolves.toMatchObject({ kind, status });
  });

  it('throws typed network and malformed errors', async () => {
    injectFault('wishlists.addProduct', { network: true, times: 1 });
    expect(await send().catch((e: unknown) => isApiError(e) && e.kind)).toBe('network');
    injectFault('wishlists.addProduct', { malformed: true, times: 1 });
    expect(await send().catch((e: unknown) => isApiError(e) && e.kind)).toBe('malformed');
  });
});

const jsonCalls = {
  'wishlists.addItemToCart': () => addWishListItemToCart({ code: sku(), quantity: 1 }),
  'wishlists.addListToCart': () => addWishListToCart('Master Bath'),
  'wishlists.saveNotes': () => saveWishListNotes({ cartName: 'Master Bath', userNotes: 'x' }),
} as const;

describe.each(Object.entries(jsonCalls))('%s faults', (call, send) => {
  it.each([400, 401, 404, 409, 500] as const)(
    'turns an injected %i into a typed http error',
    async (status) => {
      injectFault(call, { status });
      const error = await send().catch((e: unknown) => e);
      expect(isApiError(error) && error.kind).toBe('http');
      expect(isApiError(error) && error.status).toBe(status);
      expect(isApiError(error) && error.call).toBe(call);
    },
  );

  it('turns a network failure into a network error', async () => {
    injectFault(call, { network: true });
    const error = await send().catch((e: unknown) => e);
    expect(isApiError(error) && error.kind).toBe('network');
  });

  it('names the call of a malformed reply', async () => {
    injectFault(call, { malformed: true });
    const error = await send().catch((e: unknown) => e);
    expect(isApiError(error) && error.kind).toBe('malformed');
    expect(String(error)).toContain(call);
  });
});
