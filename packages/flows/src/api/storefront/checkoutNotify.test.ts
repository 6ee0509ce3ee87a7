import { afterEach, describe, expect, it, vi } from 'vitest';
import { validateAddress } from './addressValidation';
import {
  addAddress,
  deleteAddress,
  deleteCartItem,
  fetchShippingOptions,
  fetchSummary,
  placeOrder,
  placeQuote,
  updateItemQuantity,
  type Address,
  type OrderPlacement,
  type QuotePlacement,
} from './checkout';
import { onStorefrontNotify } from './request';

const address = {} as Address;

/** Every checkout request the screens make, each through the storefront request helper. */
const checkoutRequests: [string, () => Promise<unknown>][] = [
  ['checkout.updateItemQuantity', () => updateItemQuantity({ id: 'line-1', qty: 2 })],
  ['checkout.deleteCartItem', () => deleteCartItem({ id: 'line-1' })],
  ['checkout.addAddress', () => addAddress(address)],
  ['checkout.deleteAddress', () => deleteAddress('address-1')],
  ['checkout.shippingOptions', () => fetchShippingOptions('address-1')],
  ['checkout.summary', () => fetchSummary({ ShippingAddress: null, ShippingOptionId: null })],
  ['checkout.placeOrder', () => placeOrder({} as OrderPlacement)],
  ['checkout.placeQuote', () => placeQuote({} as QuotePlacement)],
  ['addressValidation.validate', () => validateAddress({} as never)],
];

describe('the checkout request helper (storefront.md §7: "dispatches a notify action first")', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each(checkoutRequests)('%s dispatches notify before it is sent', async (call, send) => {
    const order: string[] = [];
    const stop = onStorefrontNotify((action) => order.push(`${action.type} ${action.call}`));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        order.push('fetch');
        return new Response('', { status: 500, statusText: 'Internal Server Error' });
      }),
    );
    try {
      await send().catch(() => undefined);
    } finally {
      stop();
    }
    expect(order).toEqual([`notify ${call}`, 'fetch']);
  });

  it('stops dispatching to a listener that stopped listening', async () => {
    const heard = vi.fn();
    onStorefrontNotify(heard)();
    vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 500 })));
    await deleteCartItem({ id: 'line-1' }).catch(() => undefined);
    expect(heard).not.toHaveBeenCalled();
  });
});
