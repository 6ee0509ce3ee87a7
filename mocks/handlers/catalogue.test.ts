import { describe, expect, it } from 'vitest';
import { fetchRelatedProducts, isApiError } from '@joinery/flows/api';
import { injectFault, setupMockServer } from '../test-utils';

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

  it.each([400, 401, 404, 409, 500] as const)('turns an injected %i into a typed http error', async (status) => {
    injectFault('catalogue.relatedProducts', { status });
    const error = await fetchRelatedProducts(request).catch((e: unknown) => e);
    expect(isApiError(error) && error.kind).toBe('http');
    expect(isApiError(error) && error.status).toBe(status);
  });

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
