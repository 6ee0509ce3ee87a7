import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { NameValue, RelatedProductsReply } from '../../api/storefront/catalogue';
import { relatedProductsMachine, type LoadPageInput } from './relatedProducts.machine';

const product = (i: number) => ({
  HitId: `h${i}`,
  Name: `Base Cabinet ${i}`,
  Url: `/p/${i}`,
  ImageUrl: `/i/${i}.jpg`,
  BRPART: `B${i}`,
  Price: 100 + i,
});

function start(pages: RelatedProductsReply[], anyForDoorStyle = true) {
  const requested: LoadPageInput[] = [];
  const actor = createActor(
    relatedProductsMachine.provide({
      actors: {
        loadPage: fromPromise<RelatedProductsReply, LoadPageInput>(async ({ input }) => {
          requested.push(input);
          const page = pages[input.page - 1];
          if (!page) throw new Error(`no page ${input.page}`);
          return page;
        }),
        checkAny: fromPromise<boolean, { categoryContentLinkId: number; attributesToMatch: NameValue[] }>(async () => anyForDoorStyle),
      },
    }),
    { input: { categoryContentLinkId: 7, attributesToMatch: [{ name: 'Doorstyle', value: 'Shaker' }], productType: 'Base Cabinets' } },
  );
  actor.start();
  return { actor, requested };
}

describe('relatedProductsMachine', () => {
  it('loads the first page, then appends the next on Load More until the last page', async () => {
    const { actor, requested } = start([
      { products: [product(1), product(2)], currentPage: 1, totalPages: 2, totalCount: 3 },
      { products: [product(3)], currentPage: 2, totalPages: 2, totalCount: 3 },
    ]);
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(actor.getSnapshot().context.products.map((p) => p.HitId)).toEqual(['h1', 'h2']);

    actor.send({ type: 'products.loadMore' });
    expect(actor.getSnapshot().value).toBe('loading');
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(actor.getSnapshot().context.products.map((p) => p.HitId)).toEqual(['h1', 'h2', 'h3']);
    expect(requested.map((r) => r.page)).toEqual([1, 2]);

    // On the last page Load More does nothing.
    actor.send({ type: 'products.loadMore' });
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(requested).toHaveLength(2);
  });

  it('reaches the empty state when the product type has nothing', async () => {
    const { actor } = start([{ products: [], currentPage: 1, totalPages: 0, totalCount: 0 }]);
    expect(actor.getSnapshot().value).toBe('loading');
    await waitFor(actor, (s) => s.matches('checking'));
    await waitFor(actor, (s) => s.matches('empty'));
    expect(actor.getSnapshot().context).toMatchObject({ totalCount: 0, anyForDoorStyle: true });
  });

  it('nothing at all for the door style (page-size-0 check): special order', async () => {
    const { actor } = start([{ products: [], currentPage: 1, totalPages: 0, totalCount: 0 }], false);
    await waitFor(actor, (s) => s.matches('empty'));
    expect(actor.getSnapshot().context.anyForDoorStyle).toBe(false);
  });

  it('reloads when the current variation changes', async () => {
    const { actor, requested } = start([{ products: [product(1)], currentPage: 1, totalPages: 1, totalCount: 1 }]);
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'variation.change', attributesToMatch: [{ name: 'Doorstyle', value: 'Slab' }] });
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(requested.at(-1)?.attributesToMatch).toEqual([{ name: 'Doorstyle', value: 'Slab' }]);
  });

  it('starts over when the product type changes', async () => {
    const { actor, requested } = start([
      { products: [product(1)], currentPage: 1, totalPages: 1, totalCount: 1 },
      { products: [product(9)], currentPage: 1, totalPages: 1, totalCount: 1 },
    ]);
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'productType.select', productType: 'Wall Cabinets' });
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(requested.at(-1)).toMatchObject({ productType: 'Wall Cabinets', page: 1 });
    expect(actor.getSnapshot().context.products).toHaveLength(1);
  });
});
