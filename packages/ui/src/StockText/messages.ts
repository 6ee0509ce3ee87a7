/** Stock texts, verbatim from storefront.md §5 ("{n} in stock.", "Out of stock.", "Inventory not available."). */
export const stockMessages = {
  inStock: (quantity: number) => `${quantity} in stock.`,
  outOfStock: 'Out of stock.',
  notAvailable: 'Inventory not available.',
} as const;
