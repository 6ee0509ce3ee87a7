import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWishList, deleteWishList, renameWishList, toWishListQuantity } from './wishlists';

describe('toWishListQuantity', () => {
  it.each([
    [3, 3],
    ['4', 4],
    [' 12 ', 12],
    ['2.5', 1],
    [2.5, 1],
    ['', 1],
    ['abc', 1],
    [undefined, 1],
  ] as const)('reads %j as %i (non-integers become 1)', (raw, expected) => {
    expect(toWishListQuantity(raw)).toBe(expected);
  });
});

describe('wish list requests', () => {
  afterEach(() => vi.unstubAllGlobals());

  function capture() {
    const sent: { url: string; init: RequestInit }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      sent.push({ url, init });
      return new Response('OK');
    });
    return sent;
  }

  it('trims the names before rename and delete', async () => {
    const sent = capture();
    await renameWishList({ oldListName: '  Kitchen ', newListName: ' Kitchen 2  ' });
    await deleteWishList('  Kitchen 2 ');
    expect(sent.map((s) => s.init.body)).toEqual([
      '{"oldListName":"Kitchen","newListName":"Kitchen 2"}',
      '{"listName":"Kitchen 2"}',
    ]);
  });

  it('creates a list form-encoded from a product page, JSON from the wish list page', async () => {
    const sent = capture();
    await createWishList('Deck', { encoding: 'form', endpoint: '/WishList/CreateList' });
    await createWishList('Deck');
    expect(String(sent[0]?.init.body)).toBe('listName=Deck');
    expect(sent[0]?.init.headers).toHaveProperty(
      'Content-Type',
      'application/x-www-form-urlencoded; charset=UTF-8',
    );
    expect(sent[1]?.init.body).toBe('{"listName":"Deck"}');
  });
});
