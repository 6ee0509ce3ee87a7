export { relatedProductsMachine } from './relatedProducts.machine';
export type { RelatedProductsInput, RelatedProductsContext, RelatedProductsEvent } from './relatedProducts.machine';
export * from './constants';
export * from './messages';
export * from './catalogue';
