export { ProductPage, isColourProduct } from './ProductPage';
export { CabinetProductPage, type CabinetProductPageProps, type ProductPageProps } from './CabinetProductPage';
export { ColourProductPage } from './ColourProductPage';
export type { ProductLink } from './useProductSelection';
