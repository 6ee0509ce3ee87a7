import { HttpResponse } from 'msw';
import type { RelatedProductsRequest } from '@joinery/flows/api';
import { catalogueProducts } from '../data/catalogue';
import { route } from './route';

/** storefront.md §7 Product pages. */
export const catalogueHandlers = [
  route<never, RelatedProductsRequest>('catalogue.relatedProducts', async ({ request }) => {
    const body = await request.json();
    const type = body.categoryAttributesToMatch.find((a) => a.name === 'Category 1')?.value;
    const doorStyle = body.attributesToMatch.find((a) => a.name === 'Doorstyle')?.value;
    const matches = catalogueProducts.where(
      (p) => (!type || p.productType === type) && (!doorStyle || p.doorStyle === doorStyle),
    );
    const pageSize = body.pageSize;
    const totalPages = pageSize > 0 ? Math.ceil(matches.length / pageSize) : 0;
    const start = (body.currentPage - 1) * pageSize;
    const products = pageSize > 0 ? matches.slice(start, start + pageSize) : [];
    return HttpResponse.json({
      products: products.map(({ HitId, Name, Url, ImageUrl, BRPART, Price }) => ({ HitId, Name, Url, ImageUrl, BRPART, Price })),
      currentPage: body.currentPage,
      totalPages,
      totalCount: matches.length,
    });
  }),
];
