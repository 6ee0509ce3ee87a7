/** storefront.md §8 "Related products empty", verbatim. */
export const relatedProductsMessages = {
  empty: "Sorry, we don't stock any products in this category for the door style you've selected.",
  specialOrder: "The Door Style you selected is available through special order.",
  loadMore: 'Load More',
} as const;
