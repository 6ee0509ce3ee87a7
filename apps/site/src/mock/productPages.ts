import { catalogueProducts } from '@joinery/mocks/data/storefront/catalogue';
import { getProductPageModel } from '@joinery/mocks/data/storefront/products';
import type { ProductPageInputs } from '@joinery/flows/api/storefront/products';

/** Mock mode: the product page inputs the server would render into /products/{url}. */
export function demoProductPage(
  productUrl: string,
  options: { site: 'Dealer' | 'Retail'; customerType: string | undefined; signedIn: boolean },
): ProductPageInputs | null {
  const wanted = productUrl.toLowerCase();
  const product = catalogueProducts.where((p) => p.ProductUrl.toLowerCase() === wanted)[0];
  if (!product) return null;
  return getProductPageModel(product.Code, {
    site: options.site,
    ...(options.customerType ? { customerType: options.customerType } : {}),
    signedIn: options.signedIn,
  });
}
