import { http, HttpResponse, type HttpHandler } from 'msw';
import type { MediaMetadataRequest } from '@joinery/flows/api/storefront/media';
import { CART_NAMES, QUOTE_ONLY_QUANTITY_CAP, type CartName } from '@joinery/flows/storefront/productPage';
import { cabinetFinishes, colours, findVariation, slug } from '../../data/storefront/catalogue';
import { mediaFormat, mediaObjects, plainMedia } from '../../data/storefront/media';
import { addToStorefrontCart, cartRefusal } from '../../data/storefront/products';
import { statusTexts } from '../../faults';
import { route } from '../route';

const badRequest = () =>
  new HttpResponse('Bad Request', { status: 400, statusText: statusTexts[400] });

function isCartName(value: string | null): value is CartName {
  return (CART_NAMES as readonly (string | null)[]).includes(value);
}

/** A positive whole number within the input's maximum, else undefined. */
function positiveQuantity(raw: unknown): number | undefined {
  const quantity = Number(raw);
  return Number.isInteger(quantity) && quantity >= 1 && quantity <= QUOTE_ONLY_QUANTITY_CAP
    ? quantity
    : undefined;
}

/**
 * POST {AddToCartEndpoint}: form fields code, quantity, cartName. Fields the model binder
 * cannot read are a 400; business refusals (stock) are a 200 with hasError and a message.
 */
const addToCart = route('products.addToCart', async ({ request }) => {
  const form = new URLSearchParams(await request.text());
  const code = form.get('code') ?? '';
  const cartName = form.get('cartName');
  const quantity = positiveQuantity(form.get('quantity'));
  if (!code || quantity === undefined || !isCartName(cartName)) return badRequest();
  const found = findVariation(code);
  if (!found)
    return HttpResponse.json({
      hasError: true,
      message: `The item ${code} is no longer available.`,
    });
  const refusal = cartRefusal(found.variation, quantity, cartName);
  if (refusal) return HttpResponse.json({ hasError: true, message: refusal });
  addToStorefrontCart(cartName, code, quantity);
  return HttpResponse.json({ hasError: false, message: '' });
});

/** A media object matches a filter when its attribute of that name holds one of the values. */
function matchesFilters(
  attributes: { name: string; value: string }[],
  filters: MediaMetadataRequest['filters'],
): boolean {
  return filters.every(
    (filter) =>
      filter.values.length === 0 ||
      attributes.some((a) => a.name === filter.name && filter.values.includes(a.value)),
  );
}

/** POST /episerverapi/media/metadata: one page of the media in the requested formats. */
const mediaMetadata = route<never, MediaMetadataRequest>('media.metadata', async ({ request }) => {
  const body = await request.json();
  if (
    !Array.isArray(body.format) ||
    !Number.isInteger(body.page) ||
    body.page < 1 ||
    !Number.isInteger(body.pageSize) ||
    body.pageSize < 0
  ) {
    return badRequest();
  }
  const formats = body.format.map((f) => f.toUpperCase());
  const found = mediaObjects.where(
    (m) => formats.includes(mediaFormat(m)) && matchesFilters(m.attributes, body.filters ?? []),
  );
  const start = (body.page - 1) * body.pageSize;
  return HttpResponse.json({
    mediaObjects: {
      '@totalCount': found.length,
      mediaObject: found.slice(start, start + body.pageSize).map(plainMedia),
    },
  });
});

// ---------------------------------------------------------------------------------------------
// Pictures: the fixtures' image addresses answer with drawn placeholders, so stories and the
// site show a product photo, a swatch or a project picture rather than a broken image.

const finishHex = new Map<string, string>(
  cabinetFinishes.map((f) => [f.code.toLowerCase(), f.hex]),
);
const colourHex = new Map<string, string>(colours.map((c) => [slug(c.name), c.hex]));

function toneOf(text: string): string {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `hsl(${hash % 360} 18% 82%)`;
}

function swatchSvg(name: string): string {
  const hex = colourHex.get(name) ?? finishHex.get(name.split('-').pop() ?? '') ?? '#C8C2B8';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" fill="${hex}"/><rect x="14" y="14" width="68" height="68" fill="none" stroke="rgba(0,0,0,0.18)" stroke-width="3"/></svg>`;
}

function pictureSvg(name: string): string {
  const label = name
    .replace(/[^a-z0-9]+/gi, ' ')
    .trim()
    .toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600"><rect width="800" height="600" fill="${toneOf(name)}"/><g fill="none" stroke="rgba(0,0,0,0.28)" stroke-width="6"><rect x="250" y="110" width="300" height="360" rx="4"/><rect x="280" y="140" width="240" height="80"/><rect x="280" y="250" width="240" height="190"/></g><text x="400" y="540" font-family="sans-serif" font-size="26" text-anchor="middle" fill="rgba(0,0,0,0.55)">${label}</text></svg>`;
}

const pictures = http.get('*/media/:folder/:file', ({ params }) => {
  const folder = String(params['folder']);
  const file = String(params['file']);
  const match = /^(.+)\.(jpe?g|png)$/i.exec(file);
  if (!match?.[1] || !['catalog', 'swatches', 'gallery'].includes(folder)) return undefined;
  const svg = folder === 'swatches' ? swatchSvg(match[1]) : pictureSvg(match[1]);
  return new HttpResponse(svg, {
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'max-age=3600' },
  });
});

/** storefront.md §7 Product pages (related products live in the `catalogue` group). */
export const productPageHandlers: HttpHandler[] = [addToCart, mediaMetadata, pictures];
