/** Default texts of ProductTile; screens may pass their own. */
export const productTileMessages = {
  itemNumber: (itemNumber: string) => `Item # ${itemNumber}`,
  noImage: 'No image available',
} as const;
