/** storefront.md §8 "Related products empty", verbatim. */
export const relatedProductsMessages = {
  empty: "Sorry, we don't stock any products in this category for the door style you've selected.",
  specialOrder: "The Door Style you selected is available through special order.",
  loadMore: 'Load More',
  /** §8: the invitation to call the representative that follows the first empty text (wording decided). */
  callInvitation: (phoneText: string) => `Call your representative at ${phoneText} to order it.`,
  heading: 'Related products',
  loading: 'Loading related products',
  count: (shown: number, total: number) => `${shown} of ${total}`,
} as const;
