import { describe, expect, it } from 'vitest';
import { address, cartItem } from '../checkout/testing/fixtures';
import { EMPTY_SUMMARY } from '../../api/storefront/checkoutSchemas';
import { addressLines } from '../addressBook/addressLines';
import { keepReceipt, readReceipt, receiptOf, RECEIPT_STORAGE_KEY } from './orderReceipt';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

describe('order receipt', () => {
  const summary = {
    ...EMPTY_SUMMARY,
    SubTotal: 200,
    ShippingTotal: 25,
    TaxTotal: 14.5,
    Total: 239.5,
    ShippingMethod: 'Ground',
  };

  it('keeps the lines, totals and shipping address of the order it was made for', () => {
    const storage = memoryStorage();
    const receipt = receiptOf(
      'JN-1',
      [cartItem({ Price: 33.33, Quantity: 3 })],
      summary,
      address(),
    );
    keepReceipt(receipt, storage);
    const read = readReceipt('JN-1', storage);
    expect(read?.lines).toEqual([
      expect.objectContaining({ quantity: 3, price: 33.33, lineTotal: 99.99 }),
    ]);
    expect(read).toMatchObject({ total: 239.5, shippingTotal: 25, shippingMethod: 'Ground' });
    expect(read?.shipTo).toEqual(addressLines(address()));
  });

  it('gives nothing for another order number, no number, or unreadable data', () => {
    const storage = memoryStorage();
    keepReceipt(receiptOf('JN-1', [cartItem()], summary, address()), storage);
    expect(readReceipt('JN-2', storage)).toBeNull();
    expect(readReceipt(null, storage)).toBeNull();
    storage.items.set(RECEIPT_STORAGE_KEY, '{not json');
    expect(readReceipt('JN-1', storage)).toBeNull();
    storage.items.set(RECEIPT_STORAGE_KEY, JSON.stringify({ orderNumber: 'JN-1' }));
    expect(readReceipt('JN-1', storage)).toBeNull();
  });
});
