import { lazy, Suspense } from 'react';
import type { ProductPageInputs } from '@joinery/flows/api/storefront/products';
import type { CabinetProductPageProps } from './CabinetProductPage';
import { ProductFirstView } from './ProductFirstView';

/** Each page widget is its own chunk: a shopper loads only the layout the product needs. */
const CabinetProductPage = lazy(() => import('./CabinetProductPage').then((m) => ({ default: m.CabinetProductPage })));
const ColourProductPage = lazy(() => import('./ColourProductPage').then((m) => ({ default: m.ColourProductPage })));

/** A colour product has a colour trait on its variations; the others are cabinet products. */
export function isColourProduct(inputs: Pick<ProductPageInputs, 'Variations'>): boolean {
  return inputs.Variations.some((v) => v.ColorTraitName !== undefined);
}

/**
 * The product page widget: the colour product page or the cabinet product page (storefront.md §2);
 * its first view (title, the picture's room) while the widget's chunk loads.
 */
export function ProductPage(props: CabinetProductPageProps) {
  return (
    <Suspense fallback={<ProductFirstView name={props.inputs.Name} />}>
      {isColourProduct(props.inputs) ? <ColourProductPage {...props} /> : <CabinetProductPage {...props} />}
    </Suspense>
  );
}
