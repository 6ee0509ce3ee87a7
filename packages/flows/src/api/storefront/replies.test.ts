import { afterEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { isApiError } from '../errors';
import { parseJsonText, sendForStatus } from './replies';

function answer(body: string, status = 200, statusText = 'OK') {
  vi.stubGlobal('fetch', async () => new Response(body, { status, statusText }));
}

const request = {
  call: 'wishlists.rename' as const,
  payload: { oldListName: 'A', newListName: 'B' },
  encoding: 'json' as const,
  handles: ['badRequest', 'conflict', 'serverError'] as const,
};

describe('sendForStatus', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each(['', 'OK', '"OK"', 'ok', '{"success":true}'])(
    'reads a 200 with body %j as ok',
    async (body) => {
      answer(body);
      await expect(sendForStatus(request)).resolves.toMatchObject({ kind: 'ok', status: 200 });
    },
  );

  it.each([
    [400, 'badRequest'],
    [409, 'conflict'],
    [500, 'serverError'],
  ] as const)('reads a handled %i as %s, not as an exception', async (status, kind) => {
    answer('', status, 'x');
    await expect(sendForStatus(request)).resolves.toEqual({ kind, status, body: '' });
  });

  it('reads a status the call does not handle as unhandled, keeping the status text', async () => {
    answer('Unauthorized', 401, 'Unauthorized');
    await expect(sendForStatus(request)).resolves.toEqual({
      kind: 'unhandled',
      status: 401,
      statusText: 'Unauthorized',
      body: 'Unauthorized',
    });
  });

  it('treats a 200 that is neither a status nor JSON (a login page) as malformed', async () => {
    answer('<html><body>Sign in</body></html>');
    const error = await sendForStatus(request).catch((e: unknown) => e);
    expect(isApiError(error) && error.kind).toBe('malformed');
    expect(isApiError(error) && error.details.field).toBe('(reply)');
    expect(String(error)).toContain('wishlists.rename');
  });

  it('sends the query, JSON body and XMLHttpRequest marker to the configured endpoint', async () => {
    const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
      expect(url).toBe('http://localhost/en/wish/add?listName=Kitchen+Remodel');
      expect(init.body).toBe('{"JNY-1001-01":2}');
      expect(init.headers).toHaveProperty('X-Requested-With', 'XMLHttpRequest');
      return new Response('OK');
    });
    vi.stubGlobal('fetch', fetchMock);
    await sendForStatus({
      call: 'wishlists.addProduct',
      endpoint: '/en/wish/add',
      query: { listName: 'Kitchen Remodel' },
      payload: { 'JNY-1001-01': 2 },
      encoding: 'json',
      handles: ['badRequest'],
    });
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('turns a network failure into a network error', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await sendForStatus(request).catch((e: unknown) => e);
    expect(isApiError(error) && error.kind).toBe('network');
  });
});

describe('parseJsonText', () => {
  const schema = v.object({ hasError: v.boolean() });

  it('parses and validates', () => {
    expect(parseJsonText('products.addToCart', schema, '{"hasError":true}')).toEqual({
      hasError: true,
    });
  });

  it('names the call and the field at fault', () => {
    let error: unknown;
    try {
      parseJsonText('products.addToCart', schema, '{"hasError":"no"}');
    } catch (e) {
      error = e;
    }
    expect(isApiError(error) && error.kind).toBe('malformed');
    expect(isApiError(error) && error.details.field).toBe('hasError');
    expect(String(error)).toContain('products.addToCart');
  });

  it('reports text that is not JSON as a malformed reply', () => {
    expect(() => parseJsonText('products.addToCart', schema, '{"this is": not json')).toThrow(
      /products\.addToCart.*not JSON/,
    );
  });
});
