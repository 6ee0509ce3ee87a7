export { RelatedProducts } from './RelatedProducts';
export type { RelatedProductsProps } from './RelatedProducts';
