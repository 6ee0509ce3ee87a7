/** The storefront prices in US dollars, formatted the en-US way ($1,240.00). */
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function formatUsd(amount: number): string {
  return usd.format(amount);
}

/** storefront.md §5: a price of $0.00 means "no price", and none is shown. */
export function hasPrice(amount: number | null | undefined): amount is number {
  return typeof amount === 'number' && Number.isFinite(amount) && Math.round(amount * 100) !== 0;
}
