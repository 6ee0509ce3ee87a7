export { ProductPage, isColourProduct } from './ProductPage';
export type { CabinetProductPageProps, ProductPageProps } from './CabinetProductPage';
export type { ProductLink } from './useProductSelection';
export { ProductFirstView, PRODUCT_INPUTS_ELEMENT_ID } from './ProductFirstView';
