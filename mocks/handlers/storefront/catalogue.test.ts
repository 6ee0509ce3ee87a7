import { describe, expect, it } from 'vitest';
import { fetchRelatedProducts, isApiError } from '@joinery/flows/api';
import {
  hasRelatedProducts,
  RELATED_EXPRESS_ATTRIBUTE,
  relatedCategoryMatch,
} from '@joinery/flows/api/storefront/catalogue';
import { RELATED_PRODUCT_TYPES } from '@joinery/flows/storefront/relatedProducts';
import { injectFault, setupMockServer } from '../../test-utils';

setupMockServer();

const request = {
  categoryContentLinkId: 1,
  attributesToMatch: [],
  categoryAttributesToMatch: [{ name: 'Category 1', value: 'Base Cabinets' }],
  currentPage: 1,
  pageSize: 25,
};

describe('catalogue.relatedProducts', () => {
  it('answers a page of products of the product type', async () => {
    const reply = await fetchRelatedProducts(request);
    expect(reply.products.length).toBeGreaterThan(0);
    expect(reply.products.length).toBeLessThanOrEqual(25);
    expect(reply.totalPages).toBe(Math.ceil(reply.totalCount / 25));
  });

  it('answers only the count for page size 0', async () => {
    const reply = await fetchRelatedProducts({ ...request, pageSize: 0 });
    expect(reply.products).toEqual([]);
    expect(reply.totalCount).toBeGreaterThan(0);
  });

  it.each([400, 401, 404, 409, 500] as const)(
    'turns an injected %i into a typed http error',
    async (status) => {
      injectFault('catalogue.relatedProducts', { status });
      const error = await fetchRelatedProducts(request).catch((e: unknown) => e);
      expect(isApiError(error) && error.kind).toBe('http');
      expect(isApiError(error) && error.status).toBe(status);
    },
  );

  it('turns a network failure into a network error', async () => {
    injectFault('catalogue.relatedProducts', { network: true });
    const error = await fetchRelatedProducts(request).catch((e: unknown) => e);
    expect(isApiError(error) && error.kind).toBe('network');
  });

  it('names the call and the field of a malformed reply', async () => {
    injectFault('catalogue.relatedProducts', { malformed: true });
    const error = await fetchRelatedProducts(request).catch((e: unknown) => e);
    expect(isApiError(error) && error.kind).toBe('malformed');
    expect(String(error)).toContain('catalogue.relatedProducts');
  });
});

describe('catalogue.relatedProducts matching', () => {
  const ofType = (
    productType: string,
    attributesToMatch: { name: string; value: string }[] = [],
  ) => ({
    ...request,
    attributesToMatch,
    categoryAttributesToMatch: relatedCategoryMatch(productType),
  });

  it('matches the product type on Category 1 and Category 2, each type holding a share of the 200 products', async () => {
    const counts = await Promise.all(
      RELATED_PRODUCT_TYPES.map((type) => fetchRelatedProducts(ofType(type))),
    );
    expect(counts.reduce((sum, reply) => sum + reply.totalCount, 0)).toBe(200);
    const onlyCategory2 = await fetchRelatedProducts({
      ...request,
      categoryAttributesToMatch: [{ name: 'Category 2', value: 'Panels' }],
    });
    expect(onlyCategory2.totalCount).toBe(
      counts[RELATED_PRODUCT_TYPES.indexOf('Panels')]?.totalCount,
    );
  });

  it('narrows by the door style of the current variation', async () => {
    const all = await fetchRelatedProducts(ofType('Base Cabinets'));
    const shaker = await fetchRelatedProducts(
      ofType('Base Cabinets', [{ name: 'Doorstyle', value: 'Shaker' }]),
    );
    expect(shaker.totalCount).toBeGreaterThan(0);
    expect(shaker.totalCount).toBeLessThan(all.totalCount);
  });

  it('narrows to products with an express variation when the express filter is on', async () => {
    const shaker = await fetchRelatedProducts(
      ofType('Wall Cabinets', [{ name: 'Doorstyle', value: 'Shaker' }]),
    );
    const express = await fetchRelatedProducts(
      ofType('Wall Cabinets', [{ name: 'Doorstyle', value: 'Shaker' }, RELATED_EXPRESS_ATTRIBUTE]),
    );
    expect(express.totalCount).toBeGreaterThan(0);
    expect(express.totalCount).toBeLessThanOrEqual(shaker.totalCount);
  });

  it('keeps fillers and moldings, which have no door style, for any door style', async () => {
    const fillers = await fetchRelatedProducts(
      ofType('Fillers & Moldings', [{ name: 'Doorstyle', value: 'Beadboard' }]),
    );
    expect(fillers.totalCount).toBeGreaterThan(0);
  });

  it('finds nothing for a door style a type is not made in (tall cabinets in beadboard)', async () => {
    const reply = await fetchRelatedProducts(
      ofType('Tall Cabinets', [{ name: 'Doorstyle', value: 'Beadboard' }]),
    );
    expect(reply).toEqual({ products: [], currentPage: 1, totalPages: 0, totalCount: 0 });
    await expect(
      hasRelatedProducts({
        categoryContentLinkId: 1,
        attributesToMatch: [{ name: 'Doorstyle', value: 'Beadboard' }],
        categoryAttributesToMatch: relatedCategoryMatch('Tall Cabinets'),
      }),
    ).resolves.toBe(false);
    await expect(
      hasRelatedProducts({
        categoryContentLinkId: 1,
        attributesToMatch: [],
        categoryAttributesToMatch: relatedCategoryMatch('Tall Cabinets'),
      }),
    ).resolves.toBe(true);
  });

  it('answers hits with a price and the product page link', async () => {
    const reply = await fetchRelatedProducts(ofType('Vanity Cabinets'));
    for (const hit of reply.products) {
      expect(hit.Url).toMatch(/^\/products\//);
      expect(hit.Price).toBeGreaterThanOrEqual(0);
    }
  });
});
