import type { ProductVariation } from '../../api/storefront/products';
import { PRODUCT_QUANTITY_MAX_DEFAULT, QUOTE_ONLY_QUANTITY_CAP, type CartName } from './constants';
import { productPageMessages } from './messages';

/** The site name of the dealer site (storefront.md §1). */
export const DEALER_SITE_NAME = 'Dealer';
/** The customer type of a retail-type customer (storefront.md §1). */
export const RETAIL_CUSTOMER_TYPE = 'R';

/**
 * §5: the product quantity box. A value under 1 or not a number counts as 0 (and disables the
 * add button).
 */
export function productQuantity(raw: unknown): number {
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : Number.NaN;
  return Number.isFinite(value) && value >= 1 ? Math.floor(value) : 0;
}

/** Units in stock, or null when the inventory is not available. */
export function stockOf(variation: Pick<ProductVariation, 'InventoryDetails'> | undefined): number | null {
  const stock = variation?.InventoryDetails?.TotalInStock;
  return typeof stock === 'number' ? stock : null;
}

/** A quote-only item: it can be quoted but not bought. */
export function isQuoteOnly(variation: Pick<ProductVariation, 'ShowBuyButton' | 'ShowQuoteButton'>): boolean {
  return !variation.ShowBuyButton && variation.ShowQuoteButton;
}

/**
 * §5, §9: the quantity box's maximum: stock (at least 1), 99999 without inventory, and 99999 with
 * no stock cap for a quote request.
 */
export function quantityMax(
  variation: Pick<ProductVariation, 'InventoryDetails'> | undefined,
  cartName: CartName,
): number {
  if (cartName === 'Quote Request') return QUOTE_ONLY_QUANTITY_CAP;
  const stock = stockOf(variation);
  return stock === null ? PRODUCT_QUANTITY_MAX_DEFAULT : Math.max(stock, 1);
}

export interface ButtonRuleInput {
  siteName: string;
  customerType: string;
  variation: Pick<ProductVariation, 'ShowBuyButton' | 'ShowQuoteButton' | 'InventoryDetails'> | undefined;
}

/** §6: on the Dealer site the quote button follows ShowQuoteButton; elsewhere only customer type R. */
export function showsQuoteButton({ siteName, customerType, variation }: ButtonRuleInput): boolean {
  if (!variation?.ShowQuoteButton) return false;
  return siteName === DEALER_SITE_NAME || customerType === RETAIL_CUSTOMER_TYPE;
}

/** §6: the buy button needs the variation's ShowBuyButton and inventory details. */
export function showsBuyButton({ variation }: ButtonRuleInput): boolean {
  return Boolean(variation?.ShowBuyButton && variation.InventoryDetails);
}

export interface AddBlockInput {
  allTraitsChosen: boolean;
  quantity: number;
  stock: number | null;
  cartName: CartName;
}

/**
 * §5: why the add button is disabled (its tooltip), or null when it is enabled. A trait not chosen
 * or a quantity under 1 asks for the required fields; stock 0 or less is out of stock (the quote
 * request has no stock cap).
 */
export function addBlockedReason({ allTraitsChosen, quantity, stock, cartName }: AddBlockInput): string | null {
  if (!allTraitsChosen || quantity < 1) return productPageMessages.selectRequiredTooltip;
  if (cartName === 'Default' && stock !== null && stock <= 0) return productPageMessages.outOfStockTooltip;
  return null;
}

/** §5: a default-cart quantity above stock gives "Only {n} in stock.". */
export function overStockMessage(quantity: number, stock: number | null, cartName: CartName): string | null {
  if (cartName !== 'Default' || stock === null || quantity <= stock) return null;
  return productPageMessages.onlyInStock(stock);
}
