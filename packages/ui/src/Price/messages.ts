/** Default texts of Price, read by screen readers only (strike-through is not announced). */
export const priceMessages = {
  salePrice: 'Sale price',
  regularPrice: 'Regular price',
} as const;
