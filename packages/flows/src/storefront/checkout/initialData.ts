import type { CheckoutInitialData } from '../../api/storefront/checkoutSchemas';

export type IdCollection = 'ShippingOptions' | 'CartItems' | 'PaymentOptions';

function hasDuplicates(ids: readonly string[]): boolean {
  return new Set(ids).size !== ids.length;
}

/**
 * storefront.md §5: initial data is rejected when ids are not unique among shipping options,
 * cart items or payment options. Returns the collections at fault (empty when the data is sound).
 */
export function collectionsWithDuplicateIds(data: CheckoutInitialData): IdCollection[] {
  const collections: Record<IdCollection, string[]> = {
    ShippingOptions: data.ShippingOptions.map((o) => o.id),
    CartItems: data.CartItems.map((i) => i.Id),
    PaymentOptions: data.PaymentOptions.map((o) => o.Id),
  };
  return (Object.keys(collections) as IdCollection[]).filter((name) =>
    hasDuplicates(collections[name]),
  );
}
