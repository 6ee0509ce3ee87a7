import type { ProductPageInputs } from '@joinery/flows/api/storefront/products';
import { CabinetProductPage, type CabinetProductPageProps } from './CabinetProductPage';
import { ColourProductPage } from './ColourProductPage';

/** A colour product has a colour trait on its variations; the others are cabinet products. */
export function isColourProduct(inputs: Pick<ProductPageInputs, 'Variations'>): boolean {
  return inputs.Variations.some((v) => v.ColorTraitName !== undefined);
}

/** The product page widget: the colour product page or the cabinet product page (storefront.md §2). */
export function ProductPage(props: CabinetProductPageProps) {
  return isColourProduct(props.inputs) ? <ColourProductPage {...props} /> : <CabinetProductPage {...props} />;
}
