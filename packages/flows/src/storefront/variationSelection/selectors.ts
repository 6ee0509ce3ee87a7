import type { ProductVariation } from '../../api/storefront/products';
import { productPageMessages } from '../productPage/messages';
import { allChosen, isMasked, type SelectionState } from './selection';

/** `$0.00` (or an empty price) is no price (storefront.md §5). */
export function isNoPrice(formatted: string | undefined): boolean {
  if (!formatted) return true;
  const amount = Number(formatted.replace(/[^0-9.-]/g, ''));
  return !Number.isFinite(amount) || amount === 0;
}

export function currentVariation(state: Pick<SelectionState, 'variations' | 'current'>): ProductVariation | undefined {
  return state.variations[state.current];
}

/** The price the page shows: only with every trait chosen, and never $0.00. */
export function shownPrice(
  state: Pick<SelectionState, 'variations' | 'current' | 'selected'>,
): { regular: string; sale: string | null } | null {
  const variation = currentVariation(state);
  if (!variation || !allChosen(state)) return null;
  const { IsSalePrice, SalePrice, RegularPrice } = variation.PriceViewModel;
  const price = IsSalePrice ? SalePrice : RegularPrice;
  if (isNoPrice(price)) return null;
  return { regular: RegularPrice, sale: IsSalePrice ? SalePrice : null };
}

/** §5 stock text of a variation: "{n} in stock.", "Out of stock." or "Inventory not available.". */
export function stockTextOf(variation: Pick<ProductVariation, 'InventoryDetails'>): string {
  const stock = variation.InventoryDetails?.TotalInStock;
  if (typeof stock !== 'number') return productPageMessages.inventoryNotAvailable;
  return stock > 0 ? productPageMessages.inStock(stock) : productPageMessages.outOfStock;
}

/** The stock line: shown with the price (all traits chosen, not $0.00). */
export function shownStockText(state: Pick<SelectionState, 'variations' | 'current' | 'selected'>): string | null {
  const variation = currentVariation(state);
  return variation && shownPrice(state) ? stockTextOf(variation) : null;
}

/** For each selector, which of its values are masked as unavailable. */
export function maskedValues(state: SelectionState): boolean[][] {
  return state.table.selectors.map((selector, s) => selector.values.map((_, v) => isMasked(state, s, v)));
}
