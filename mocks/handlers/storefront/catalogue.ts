import { HttpResponse } from 'msw';
import type { NameValue, RelatedProductsRequest } from '@joinery/flows/api';
import {
  catalogueProducts,
  offeredAttributes,
  relatedProductHit,
  type CatalogueProduct,
} from '../../data/storefront/catalogue';
import { route } from '../route';

const categoryAttributes = new Set(['Category 1', 'Category 2']);

/**
 * The attributes the embedded back end narrows by. Brands, species and finish are accepted but
 * not narrowed: the 200-product demo catalogue would otherwise leave most pages empty.
 */
export const NARROWING_ATTRIBUTES = new Set(['Doorstyle', 'Cabinet Door Shape', 'JoineryExpress']);

function matches(
  product: CatalogueProduct,
  categories: string[],
  attributes: NameValue[],
): boolean {
  if (categories.length > 0 && !categories.includes(product.productType)) return false;
  const offered = offeredAttributes(product);
  return attributes.every(({ name, value }) => {
    if (!NARROWING_ATTRIBUTES.has(name)) return true;
    const values = offered.get(name);
    // Express is a yes/no filter; other attributes only narrow products that describe them
    // (fillers and moldings have no door style).
    if (!values) return name !== 'JoineryExpress';
    return values.has(value);
  });
}

/** storefront.md §7 Product pages: POST /Product/RelatedProducts. */
export const catalogueHandlers = [
  route<never, RelatedProductsRequest>('catalogue.relatedProducts', async ({ request }) => {
    const body = await request.json();
    const categories = body.categoryAttributesToMatch
      .filter((a) => categoryAttributes.has(a.name))
      .map((a) => a.value);
    const found = catalogueProducts.where((p) => matches(p, categories, body.attributesToMatch));
    const { pageSize, currentPage } = body;
    const start = (currentPage - 1) * pageSize;
    return HttpResponse.json({
      // Page size 0 only asks whether any product exists.
      products: pageSize > 0 ? found.slice(start, start + pageSize).map(relatedProductHit) : [],
      currentPage,
      totalPages: pageSize > 0 ? Math.ceil(found.length / pageSize) : 0,
      totalCount: found.length,
    });
  }),
];
