import type { Address, CartItem, Summary } from '../../api/storefront/checkoutSchemas';
import { addressLines } from '../addressBook/addressLines';

/**
 * What the order confirmation shows besides the number: the lines, the totals and where the
 * order goes. storefront.md gives the confirmation page only its address and ?orderNumber=, and
 * no call reads an order back, so the checkout keeps a receipt of what it sent in this tab's
 * sessionStorage when the order is accepted (docs/decisions.md). Opened elsewhere, or for another
 * number, the confirmation shows the number alone.
 */
export interface OrderReceipt {
  orderNumber: string;
  lines: { name: string; sku: string; quantity: number; price: number; lineTotal: number }[];
  subTotal: number;
  /** Null when the order had no shipping charge worked out. */
  shippingTotal: number | null;
  taxTotal: number;
  total: number;
  shippingMethod: string;
  /** The shipping address as printed on a label, a line each. */
  shipTo: string[];
}

export const RECEIPT_STORAGE_KEY = 'joinery.storefront.orderReceipt';

export function receiptOf(
  orderNumber: string,
  cartItems: readonly CartItem[],
  summary: Summary,
  shippingAddress: Address | undefined,
): OrderReceipt {
  return {
    orderNumber,
    lines: cartItems.map((item) => ({
      name: item.Name,
      sku: item.SKU,
      quantity: item.Quantity,
      price: item.Price,
      lineTotal: Math.round(item.Price * item.Quantity * 100) / 100,
    })),
    subTotal: summary.SubTotal,
    shippingTotal: summary.ShippingTotal,
    taxTotal: summary.TaxTotal,
    total: summary.Total,
    shippingMethod: summary.ShippingMethod,
    shipTo: shippingAddress ? addressLines(shippingAddress) : [],
  };
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;
const tabStorage = (): Storage | undefined =>
  typeof globalThis.sessionStorage === 'undefined' ? undefined : globalThis.sessionStorage;

export function keepReceipt(
  receipt: OrderReceipt,
  storage: Storage | undefined = tabStorage(),
): void {
  try {
    storage?.setItem(RECEIPT_STORAGE_KEY, JSON.stringify(receipt));
  } catch {
    // A full or refused storage only costs the confirmation its details.
  }
}

/** The receipt kept for this order number, or null (another order, another tab, unreadable data). */
export function readReceipt(
  orderNumber: string | null,
  storage: Storage | undefined = tabStorage(),
): OrderReceipt | null {
  if (!orderNumber) return null;
  try {
    const stored = JSON.parse(
      storage?.getItem(RECEIPT_STORAGE_KEY) ?? 'null',
    ) as OrderReceipt | null;
    if (
      !stored ||
      stored.orderNumber !== orderNumber ||
      !Array.isArray(stored.lines) ||
      !Array.isArray(stored.shipTo)
    )
      return null;
    return stored;
  } catch {
    return null;
  }
}
