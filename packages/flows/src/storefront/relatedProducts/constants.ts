/** storefront.md §9: related products page size default 25. */
export const RELATED_PRODUCTS_PAGE_SIZE = 25;
/** storefront.md §2.5: the product-type tiles, in the order the specification lists them. */
export const RELATED_PRODUCT_TYPES = [
  'Samples',
  'Base Cabinets',
  'Wall Cabinets',
  'Panels',
  'Fillers & Moldings',
  'Tall Cabinets',
  'Vanity Cabinets',
] as const;
export type RelatedProductType = (typeof RELATED_PRODUCT_TYPES)[number];
/** storefront.md §9: attributes matched for related products. */
export const RELATED_MATCH_ATTRIBUTES = ['Brands', 'Species', 'Doorstyle', 'Cabinet Door Shape', 'Cabinet Finish'] as const;
