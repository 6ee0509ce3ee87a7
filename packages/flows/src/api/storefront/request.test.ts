import { afterEach, describe, expect, it, vi } from 'vitest';
import { isApiError } from '../errors';
import {
  formHeaders,
  jsonHeaders,
  requestHelperMessages,
  storefrontRequest,
  toFormFields,
} from './request';

describe('toFormFields', () => {
  it('names nested objects with dots and array items with indexes', () => {
    const fields = toFormFields({
      SelectedShippingAddress: { FirstName: 'Dana', Lines: ['12 Mill Rd', 'Unit 4'] },
      Items: [
        { Id: 1, Quantity: 2 },
        { Id: 2, Quantity: 1 },
      ],
      BillingEqualsShipping: true,
    });
    expect([...fields.entries()]).toEqual([
      ['SelectedShippingAddress.FirstName', 'Dana'],
      ['SelectedShippingAddress.Lines[0]', '12 Mill Rd'],
      ['SelectedShippingAddress.Lines[1]', 'Unit 4'],
      ['Items[0].Id', '1'],
      ['Items[0].Quantity', '2'],
      ['Items[1].Id', '2'],
      ['Items[1].Quantity', '1'],
      ['BillingEqualsShipping', 'true'],
    ]);
  });

  it('writes dates as UTC strings, null as empty and leaves undefined out', () => {
    const fields = toFormFields({
      placed: new Date(Date.UTC(2025, 2, 14, 9, 30)),
      note: null,
      po: undefined,
    });
    expect(fields.get('placed')).toBe('Fri, 14 Mar 2025 09:30:00 GMT');
    expect(fields.get('note')).toBe('');
    expect(fields.has('po')).toBe(false);
  });

  it('rejects a binary blob with a typed error naming the call and the field', () => {
    let error: unknown;
    try {
      toFormFields({ upload: { file: new Blob(['x']) } }, 'products.addToCart');
    } catch (e) {
      error = e;
    }
    expect(isApiError(error) && error.kind).toBe('rejected');
    expect(isApiError(error) && error.call).toBe('products.addToCart');
    expect(String(error)).toContain('upload.file');
  });
});

describe('storefrontRequest', () => {
  const endpoint = 'http://localhost/Cart/AddToCart';
  afterEach(() => vi.unstubAllGlobals());

  it('notifies first, then posts form fields with the XMLHttpRequest marker and returns the text', async () => {
    const order: string[] = [];
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
      order.push('fetch');
      expect(init.headers).toEqual(formHeaders);
      expect(String(init.body)).toBe('code=JNY-1001-01&quantity=2');
      expect(init.credentials).toBe('same-origin');
      return new Response('{"hasError":false}', { status: 200 });
    });
    vi.stubGlobal('fetch', fetchMock);
    const text = await storefrontRequest({
      call: 'products.addToCart',
      endpoint,
      payload: { code: 'JNY-1001-01', quantity: 2 },
      notify: () => order.push('notify'),
    });
    expect(text).toBe('{"hasError":false}');
    expect(order).toEqual(['notify', 'fetch']);
  });

  it('sends JSON with the JSON preset when asked', async () => {
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
      expect(init.headers).toEqual(jsonHeaders);
      expect(init.headers).toHaveProperty('X-Requested-With', 'XMLHttpRequest');
      expect(init.body).toBe('{"listName":"Kitchen"}');
      return new Response('', { status: 200 });
    });
    vi.stubGlobal('fetch', fetchMock);
    await storefrontRequest({
      call: 'wishlists.addListToCart',
      endpoint,
      payload: { listName: 'Kitchen' },
      encoding: 'json',
    });
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('turns a non-ok reply into "Got server error when calling {endpoint}: ({status}): {statusText}"', async () => {
    vi.stubGlobal(
      'fetch',
      async () => new Response('nope', { status: 503, statusText: 'Service Unavailable' }),
    );
    const error = await storefrontRequest({
      call: 'products.addToCart',
      endpoint,
      payload: {},
    }).catch((e: unknown) => e);
    expect(isApiError(error) && error.kind).toBe('http');
    expect(isApiError(error) && error.status).toBe(503);
    expect(isApiError(error) && error.details.statusText).toBe('Service Unavailable');
    expect(isApiError(error) && error.message).toBe(
      `Got server error when calling ${endpoint}: (503): Service Unavailable`,
    );
    expect(requestHelperMessages.serverError(endpoint, 503, 'Service Unavailable')).toBe(
      `Got server error when calling ${endpoint}: (503): Service Unavailable`,
    );
  });

  it('turns a network failure into "Got network error when calling {endpoint}: {error}"', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await storefrontRequest({
      call: 'products.addToCart',
      endpoint,
      payload: {},
    }).catch((e: unknown) => e);
    expect(isApiError(error) && error.kind).toBe('network');
    expect(isApiError(error) && error.message).toBe(
      `Got network error when calling ${endpoint}: TypeError: Failed to fetch`,
    );
  });

  it('turns an unreadable body into "Error getting response: {error}"', async () => {
    const broken = new Response('body', { status: 200 });
    vi.spyOn(broken, 'text').mockRejectedValue(new Error('connection reset'));
    vi.stubGlobal('fetch', async () => broken);
    const error = await storefrontRequest({
      call: 'products.addToCart',
      endpoint,
      payload: {},
    }).catch((e: unknown) => e);
    expect(isApiError(error) && error.kind).toBe('malformed');
    expect(isApiError(error) && error.message).toBe(
      'Error getting response: Error: connection reset',
    );
  });
});

describe('checkout replies that cannot be read', () => {
  afterEach(() => void vi.unstubAllGlobals());

  it('read "Error getting response: {error}" (storefront.md §8)', async () => {
    const { placeOrder } = await import('./checkout');
    vi.stubGlobal('fetch', async () => new Response('<html>Down</html>', { status: 200 }));
    const error = await placeOrder({} as never).catch((e: unknown) => e);
    expect(isApiError(error) && error.kind).toBe('malformed');
    expect((error as Error).message).toMatch(/^Error getting response: SyntaxError: /);
  });
});
