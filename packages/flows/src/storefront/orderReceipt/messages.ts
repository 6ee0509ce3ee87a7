/** The order confirmation's details (not in storefront.md: Joinery's own words, docs/decisions.md). */
export const orderReceiptMessages = {
  itemsHeading: 'What you ordered',
  item: 'Item',
  sku: 'SKU',
  quantity: 'Qty',
  price: 'Price',
  lineTotal: 'Total',
  subTotal: 'Subtotal',
  shipping: 'Shipping',
  tax: 'Tax',
  total: 'Order total',
  shipToHeading: 'Shipping to',
  notCalculated: 'Not calculated',
} as const;
