import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_IMAGE_HOST } from '@joinery/flows/catalogue/productView';

/** The setting is read when the module loads: each case loads it afresh. */
async function imageHostWith(value: string | undefined) {
  vi.resetModules();
  if (value !== undefined) vi.stubEnv('VITE_PRODUCT_IMAGE_HOST', value);
  return (await import('./config')).productImageHost;
}

describe('the product image host (back-office-products.md §2 Image, a live build setting)', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('is the configured VITE_PRODUCT_IMAGE_HOST', async () => {
    expect(await imageHostWith('https://images.example.com/products/')).toBe('https://images.example.com/products/');
  });

  it("is the embedded back end's path when unset or empty", async () => {
    expect(await imageHostWith(undefined)).toBe(DEFAULT_IMAGE_HOST);
    expect(await imageHostWith('')).toBe(DEFAULT_IMAGE_HOST);
  });
});
