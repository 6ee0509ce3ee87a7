import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { isApiError } from '@joinery/flows/api';
import {
  fetchGalleryPage,
  fetchMediaMetadata,
  mediaAttribute,
} from '@joinery/flows/api/storefront/media';
import { addToCart, variationCode } from '@joinery/flows/api/storefront/products';
import { productPageMessages } from '@joinery/flows/storefront/productPage';
import { catalogueProducts } from '../../data/storefront/catalogue';
import { MEDIA_COUNTS } from '../../data/storefront/media';
import { demoProductCodes, storefrontCarts } from '../../data/storefront/products';
import { server } from '../../node';
import { cartFor } from '../../data/storefront/checkout';
import { DEMO_SHOPPER_IDS, signInDemoShopper } from '../../data/storefront/shoppers';
import { initialDataFor } from './checkout';
import { injectFault, setupMockServer } from '../../test-utils';

setupMockServer();

function variationsOf(code: string) {
  const product = catalogueProducts.find(code);
  if (!product) throw new Error(`no product ${code}`);
  return product.Variations;
}
function stocked() {
  const variation = variationsOf(demoProductCodes.cabinet).find(
    (v) => (v.InventoryDetails?.TotalInStock ?? 0) > 1,
  );
  if (!variation) throw new Error('no stocked variation');
  return { code: variationCode(variation), inStock: variation.InventoryDetails?.TotalInStock ?? 0 };
}

describe('products.addToCart', () => {
  it('writes into the cart the checkout shows (one cart store, keyed by shopper and cart name)', async () => {
    const shopper = signInDemoShopper(DEMO_SHOPPER_IDS.retail);
    const { code } = stocked();
    await addToCart({ code, quantity: 2, cartName: 'Default' });
    await addToCart({ code, quantity: 3, cartName: 'Quote Request' });
    expect(cartFor(shopper.id).find((line) => line.SKU === code)?.Quantity).toBe(2);
    expect(cartFor(shopper.id, 'Quote Request').map((line) => [line.SKU, line.Quantity])).toEqual([[code, 3]]);
    expect(initialDataFor(shopper).CartItems.some((item) => item.SKU === code)).toBe(true);
  });

  it('adds to the default cart', async () => {
    const { code } = stocked();
    await expect(addToCart({ code, quantity: 1, cartName: 'Default' })).resolves.toEqual({
      hasError: false,
      message: '',
    });
    expect(storefrontCarts.get().Default).toEqual([{ code, quantity: 1 }]);
  });

  it('refuses a quantity above stock with "Only {n} in stock."', async () => {
    const { code, inStock } = stocked();
    await expect(addToCart({ code, quantity: inStock + 1, cartName: 'Default' })).resolves.toEqual({
      hasError: true,
      message: productPageMessages.onlyInStock(inStock),
    });
    expect(productPageMessages.onlyInStock(inStock)).toBe(`Only ${inStock} in stock.`);
    expect(storefrontCarts.get().Default).toEqual([]);
  });

  it('refuses an item out of stock with "Out of stock."', async () => {
    const code = variationCode(variationsOf(demoProductCodes.outOfStock)[0] ?? {});
    await expect(addToCart({ code, quantity: 1, cartName: 'Default' })).resolves.toEqual({
      hasError: true,
      message: 'Out of stock.',
    });
  });

  it('lets a quote request exceed stock (quote-only items have no stock cap)', async () => {
    const code = variationCode(variationsOf(demoProductCodes.quoteOnly)[0] ?? {});
    await expect(
      addToCart({ code, quantity: 500, cartName: 'Quote Request' }),
    ).resolves.toMatchObject({ hasError: false });
    expect(storefrontCarts.get()['Quote Request']).toEqual([{ code, quantity: 500 }]);
  });

  it('answers 400 when the form cannot be read (no quantity), as an http error with the status text', async () => {
    const error = await addToCart({ code: stocked().code, quantity: 0, cartName: 'Default' }).catch(
      (e: unknown) => e,
    );
    expect(isApiError(error) && error.status).toBe(400);
    expect(isApiError(error) && error.details.statusText).toBe('Bad Request');
  });

  it.each([400, 401, 404, 409, 500] as const)(
    'turns an injected %i into an http error carrying the status text',
    async (status) => {
      injectFault('products.addToCart', { status });
      const error = await addToCart({
        code: stocked().code,
        quantity: 1,
        cartName: 'Default',
      }).catch((e: unknown) => e);
      expect(isApiError(error) && error.kind).toBe('http');
      expect(isApiError(error) && error.status).toBe(status);
      expect(isApiError(error) && error.details.statusText).toBeTruthy();
      expect(isApiError(error) && error.message).toMatch(
        new RegExp(`^Got server error when calling .*/Cart/AddToCart: \\(${status}\\): `),
      );
    },
  );

  it('turns a network failure into a network error', async () => {
    injectFault('products.addToCart', { network: true });
    const error = await addToCart({ code: stocked().code, quantity: 1, cartName: 'Default' }).catch(
      (e: unknown) => e,
    );
    expect(isApiError(error) && error.kind).toBe('network');
    expect(String(error)).toContain('Got network error when calling');
  });

  it('names the call of a malformed reply', async () => {
    injectFault('products.addToCart', { malformed: true });
    const error = await addToCart({ code: stocked().code, quantity: 1, cartName: 'Default' }).catch(
      (e: unknown) => e,
    );
    expect(isApiError(error) && error.kind).toBe('malformed');
    expect(isApiError(error) && error.call).toBe('products.addToCart');
  });

  it('names the field of a reply of the wrong shape', async () => {
    server.use(http.post('*/Cart/AddToCart', () => HttpResponse.json({ hasError: 'no' })));
    const error = await addToCart({ code: stocked().code, quantity: 1, cartName: 'Default' }).catch(
      (e: unknown) => e,
    );
    expect(isApiError(error) && error.details.field).toBe('hasError');
  });
});

describe('media.metadata', () => {
  it('answers 15 images per page with the total count', async () => {
    const first = await fetchGalleryPage('images', []);
    expect(first.mediaObjects).toHaveLength(15);
    expect(first.totalCount).toBe(MEDIA_COUNTS.images);
    expect(
      first.mediaObjects.every((m) => ['JPG', 'PNG'].includes(mediaAttribute(m, 'Format') ?? '')),
    ).toBe(true);
    expect(
      first.mediaObjects.every((m) => /^P-\d+$/.test(mediaAttribute(m, 'Proposal') ?? '')),
    ).toBe(true);
    const second = await fetchGalleryPage('images', [], 2);
    expect(second.mediaObjects[0]?.code).not.toBe(first.mediaObjects[0]?.code);
  });

  it('answers 20 videos per page, only YOUTUBE', async () => {
    const page = await fetchGalleryPage('videos', []);
    expect(page.mediaObjects).toHaveLength(20);
    expect(page.totalCount).toBe(MEDIA_COUNTS.videos);
    expect(page.mediaObjects.every((m) => m.url.startsWith('https://www.youtube.com/embed/'))).toBe(
      true,
    );
  });

  it('narrows by filter lists', async () => {
    const page = await fetchMediaMetadata({
      format: ['JPG', 'PNG'],
      filters: [{ name: 'Doorstyle', values: ['Shaker'] }],
      page: 1,
      pageSize: 15,
    });
    expect(page.totalCount).toBeGreaterThan(0);
    expect(page.totalCount).toBeLessThan(MEDIA_COUNTS.images);
    expect(page.mediaObjects.every((m) => mediaAttribute(m, 'Doorstyle') === 'Shaker')).toBe(true);
  });

  it('answers documents by the PDF format', async () => {
    const page = await fetchGalleryPage('documents', []);
    expect(page.totalCount).toBe(MEDIA_COUNTS.documents);
    expect(page.mediaObjects.every((m) => m.url.endsWith('.pdf'))).toBe(true);
  });

  it('reads the metadata.mediaObjects variant of the reply', async () => {
    server.use(
      http.post('*/episerverapi/media/metadata', () =>
        HttpResponse.json({
          metadata: {
            mediaObjects: { '@totalCount': '1', mediaObject: { code: 'IMG-9', url: '/a.jpg' } },
          },
        }),
      ),
    );
    await expect(fetchGalleryPage('images', [])).resolves.toMatchObject({
      totalCount: 1,
      mediaObjects: [{ code: 'IMG-9' }],
    });
  });

  it.each([400, 401, 404, 409, 500] as const)(
    'turns an injected %i into a typed http error',
    async (status) => {
      injectFault('media.metadata', { status });
      const error = await fetchGalleryPage('images', []).catch((e: unknown) => e);
      expect(isApiError(error) && error.kind).toBe('http');
      expect(isApiError(error) && error.status).toBe(status);
    },
  );

  it('turns a network failure into a network error', async () => {
    injectFault('media.metadata', { network: true });
    const error = await fetchGalleryPage('videos', []).catch((e: unknown) => e);
    expect(isApiError(error) && error.kind).toBe('network');
  });

  it('names the call of a malformed reply', async () => {
    injectFault('media.metadata', { malformed: true });
    const error = await fetchGalleryPage('images', []).catch((e: unknown) => e);
    expect(isApiError(error) && error.kind).toBe('malformed');
    expect(String(error)).toContain('media.metadata');
  });
});

describe('product pictures', () => {
  it('draws a placeholder for a catalogue image and a swatch in its colour', async () => {
    const image = await fetch('http://localhost/media/catalog/b1d24-sh-mn.jpg');
    expect(image.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(await image.text()).toContain('B1D24 SH MN');
    const swatch = await fetch('http://localhost/media/swatches/dove-white.png');
    expect(await swatch.text()).toContain('#EEEAE0');
  });
});
