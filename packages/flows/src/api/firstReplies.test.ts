import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isApiError } from './errors';
import { FIRST_REPLIES_ID, firstReplyKey, resetFirstReplies } from './firstReplies';
import { callJson, send } from './storefront/http';
import { storefrontRequest } from './storefront/request';
import { fetchShopperSession, shopperSessionSchema } from './storefront/shopperSession';

/** Issue 47: the replies a host renders into the page (#first-replies), read by the request layer once. */
const dana = {
  shopper: { id: 'dealer', name: 'Dana Whitfield', email: 'dana@example.com', customerType: 'D', siteName: 'Dealer', description: 'A dealer' },
  cartCount: 8,
};
const fetched = { shopper: null, cartCount: 0 };

/** A page holding `text` in its #first-replies block (none for undefined). */
function page(text: string | undefined) {
  vi.stubGlobal('document', {
    getElementById: (id: string) => (id === FIRST_REPLIES_ID && text !== undefined ? { textContent: text } : null),
  });
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

describe('first replies in the page (issue 47)', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    resetFirstReplies();
    fetchMock = vi.fn(async () => new Response(JSON.stringify(fetched), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keys a call by GET, its path and its query, as the layer sends it', () => {
    expect(firstReplyKey('https://shop.example.com/Checkout/InitialData')).toBe('GET /Checkout/InitialData');
    expect(firstReplyKey('https://shop.example.com/api/WishList/PageData?list=A%20B&x=1')).toBe('GET /api/WishList/PageData?list=A%20B&x=1');
  });

  it('without the block, the call is fetched as before', async () => {
    page(undefined);
    await expect(fetchShopperSession()).resolves.toEqual(fetched);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("takes a matching entry instead of fetching, once: the next call fetches", async () => {
    page(JSON.stringify({ 'GET /Account/Session': dana }));
    await expect(fetchShopperSession()).resolves.toEqual(dana);
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(fetchShopperSession()).resolves.toEqual(fetched);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('an entry for another path or query is not taken', async () => {
    page(JSON.stringify({ 'GET /Account/Session?x=1': dana, 'GET /Account/Other': dana, 'POST /Account/Session': dana }));
    await expect(fetchShopperSession()).resolves.toEqual(fetched);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // The same call with that query takes it.
    await expect(callJson('shopperSession.current', shopperSessionSchema, { query: { x: 1 } })).resolves.toEqual(dana);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("checks an entry with the call's reply schema: one that does not match fails as a malformed reply, and a retry fetches", async () => {
    page(JSON.stringify({ 'GET /Account/Session': { shopper: null, cartCount: 'eight' } }));
    const error = await failure(fetchShopperSession());
    expect(isApiError(error) && [error.kind, error.call, error.details.field]).toEqual(['malformed', 'shopperSession.current', 'cartCount']);
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(fetchShopperSession()).resolves.toEqual(fetched);
  });

  it('a block that is not a JSON object fails the call that reads it as a malformed reply; then it is dropped and calls fetch', async () => {
    for (const text of ['{"GET /Account/Session": ', '[1, 2]', 'null', '"text"', '']) {
      resetFirstReplies();
      fetchMock.mockClear();
      page(text);
      const error = await failure(fetchShopperSession());
      expect(isApiError(error) && [error.kind, error.call, error.details.field]).toEqual(['malformed', 'shopperSession.current', `(${FIRST_REPLIES_ID})`]);
      expect(String(error)).toContain("The page's first replies could not be read");
      await expect(fetchShopperSession()).resolves.toEqual(fetched);
      expect(fetchMock).toHaveBeenCalledTimes(1);
    }
  });

  it('a write drops what the page still holds: its replies may be out of date', async () => {
    page(JSON.stringify({ 'GET /Account/Session': dana }));
    await storefrontRequest({ call: 'products.addToCart', endpoint: '/Cart/AddToCart', payload: { code: 'A', quantity: 1 } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(fetchShopperSession()).resolves.toEqual(fetched);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // A write through the call table's functions too.
    resetFirstReplies();
    await send('payments.delete', { params: { customerPaymentProfileId: '1' } });
    await expect(fetchShopperSession()).resolves.toEqual(fetched);
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('a call already abandoned does not take the entry', async () => {
    page(JSON.stringify({ 'GET /Account/Session': dana }));
    const controller = new AbortController();
    controller.abort();
    fetchMock.mockImplementationOnce(async () => {
      throw new DOMException('aborted', 'AbortError');
    });
    // An abandoned call never settles (abandoned.ts): only what it took matters.
    void fetchShopperSession(controller.signal);
    await expect(fetchShopperSession()).resolves.toEqual(dana);
  });
});
