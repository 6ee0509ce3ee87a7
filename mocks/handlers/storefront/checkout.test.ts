import { describe, expect, it } from 'vitest';
import { isApiError, type ApiErrorKind } from '@joinery/flows/api';
import {
  addAddress,
  deleteAddress,
  deleteCartItem,
  fetchCheckoutInitialData,
  fetchShippingOptions,
  fetchSummary,
  placeOrder,
  placeQuote,
  updateItemQuantity,
  type Address,
  type OrderPlacement,
} from '@joinery/flows/api/storefront/checkout';
import { validateAddress } from '@joinery/flows/api/storefront/addressValidation';
import {
  deleteSavedCard,
  fetchSavedCards,
  updateSavedCard,
} from '@joinery/flows/api/storefront/payments';
import {
  fetchDemoShoppers,
  fetchShopperSession,
  signInShopper,
  signOutShopper,
} from '@joinery/flows/api/storefront/shopperSession';
import { http, HttpResponse } from 'msw';
import { server } from '../../node';
import { injectFault, setupMockServer } from '../../test-utils';
import { DEMO_SHOPPER_IDS, signInDemoShopper } from '../../data/storefront/shoppers';
import { PAYMENT_OPTION_IDS, SUMMARY_ERROR_POSTAL_CODE } from '../../data/storefront/checkout';
import { addToStorefrontCart } from '../../data/storefront/products';

setupMockServer();

const newAddress: Omit<Address, 'Id'> = {
  FirstName: 'Ada',
  LastName: 'Lovelace',
  CompanyName: '',
  Name: 'Studio',
  AddressLine1: '12 Analytical Way',
  AddressLine2: '',
  AddressLine3: '',
  AddressType: 1,
  City: 'Columbus',
  State: 'OH',
  CountryCode: 'USA',
  CountryName: 'United States',
  PostalCode: '43215',
  Phone: '',
  IsResidential: false,
  IsErpAddress: false,
};

async function dealerData() {
  signInDemoShopper(DEMO_SHOPPER_IDS.dealer);
  return fetchCheckoutInitialData();
}

function orderFor(
  shipping: Address,
  payment: Partial<OrderPlacement['SelectedPayment']>,
  optionId = 'ground',
): OrderPlacement {
  return {
    SelectedShippingAddress: shipping,
    SelectedBillingAddress: shipping,
    SelectedShippingOption: { Id: optionId, NameWithPrice: '' },
    SelectedPayment: {
      Id: PAYMENT_OPTION_IDS.card,
      POValue: '',
      AuthorizeDotNetPaymentProfileId: '',
      AcceptJsPaymentOpaqueData: null,
      PaymentFirstName: '',
      PaymentLastName: '',
      ...payment,
    },
    BillingEqualsShipping: true,
    UserNotes: 'Leave at the loading dock',
  };
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error,
  );
}

describe('shopper session (not in spec: embedded demo)', () => {
  it('starts as a visitor, signs a demo shopper in and out', async () => {
    expect((await fetchShopperSession()).shopper).toBeNull();
    const shoppers = await fetchDemoShoppers();
    expect(shoppers.map((s) => s.id)).toEqual(Object.values(DEMO_SHOPPER_IDS));
    expect(shoppers.find((s) => s.id === DEMO_SHOPPER_IDS.retail)?.customerType).toBe('R');
    const session = await signInShopper(DEMO_SHOPPER_IDS.dealer);
    expect(session.shopper?.name).toBe('Dana Whitfield');
    expect(session.cartCount).toBe(8);
    expect((await signOutShopper()).shopper).toBeNull();
  });

  it('refuses an unknown shopper', async () => {
    const error = await failure(signInShopper('nobody'));
    expect(isApiError(error) && error.status).toBe(400);
  });
});

describe('checkout.initialData', () => {
  it('requires a signed-in shopper', async () => {
    const error = await failure(fetchCheckoutInitialData());
    expect(isApiError(error) && error.status).toBe(401);
  });

  it("answers the dealer's addresses, cart, payment options and credit", async () => {
    const data = await dealerData();
    expect(data.ShippingAddresses).toHaveLength(3);
    expect(data.BillingAddresses).toHaveLength(1);
    expect(data.CartItems.map((i) => i.SKU)).toEqual(['SW-B24', 'SW-W3030', 'SW-SB36', 'SW-TK8']);
    expect(data.CartItems.some((i) => i.InventoryDetails.TotalInStock <= 3)).toBe(true);
    expect(data.PaymentOptions.map((o) => o.Component)).toEqual(['card', 'purchaseOrder', null]);
    expect(data.PurchaseOrderAvailableCredit).toBe(25000);
    expect(data.PurchaseOrderStatusOnHold).toBe(false);
    expect(data.CardProvider?.AuthorizePaymentOptionId).toBe(PAYMENT_OPTION_IDS.card);
  });

  it('offers a retail customer no purchase order, and flags an account on hold', async () => {
    signInDemoShopper(DEMO_SHOPPER_IDS.retail);
    expect(
      (await fetchCheckoutInitialData()).PaymentOptions.some(
        (o) => o.Component === 'purchaseOrder',
      ),
    ).toBe(false);
    signInDemoShopper(DEMO_SHOPPER_IDS.onHold);
    expect((await fetchCheckoutInitialData()).PurchaseOrderStatusOnHold).toBe(true);
  });
});

describe('cart lines', () => {
  it('updates a quantity, and refuses one above stock', async () => {
    const data = await dealerData();
    const base = data.CartItems[0]!;
    expect(await updateItemQuantity({ id: base.Id, qty: 5 })).toEqual({
      error: false,
      message: '',
    });
    expect((await fetchCheckoutInitialData()).CartItems[0]?.Quantity).toBe(5);
    const lowStock = data.CartItems.find((i) => i.SKU === 'SW-W3030')!;
    expect(await updateItemQuantity({ id: lowStock.Id, qty: 4 })).toEqual({
      error: true,
      message: 'Only 3 in stock.',
    });
  });

  it('deletes an item', async () => {
    const data = await dealerData();
    expect((await deleteCartItem({ id: data.CartItems[3]!.Id })).error).toBe(false);
    expect((await fetchCheckoutInitialData()).CartItems).toHaveLength(3);
    expect((await deleteCartItem({ id: 'gone' })).error).toBe(true);
  });
});

describe('addresses', () => {
  it('saves a new address under a guid, first in its list', async () => {
    await dealerData();
    const id = await addAddress(newAddress);
    expect(id).toMatch(/^[0-9a-f-]{36}$/i);
    expect((await fetchCheckoutInitialData()).ShippingAddresses[0]).toMatchObject({
      Id: id,
      AddressLine1: '12 Analytical Way',
    });
  });

  it('keeps the guid of an edited address', async () => {
    const data = await dealerData();
    const first = data.ShippingAddresses[0]!;
    expect(await addAddress({ ...first, City: 'Dublin' })).toBe(first.Id);
    expect((await fetchCheckoutInitialData()).ShippingAddresses[0]?.City).toBe('Dublin');
  });

  it('answers a repeated new address with the saved one\'s guid, stored once (the temporary-id clash)', async () => {
    await dealerData();
    const first = await addAddress(newAddress);
    const again = await addAddress({ ...newAddress, City: ` ${newAddress.City.toUpperCase()} ` });
    expect(again).toBe(first);
    const listed = (await fetchCheckoutInitialData()).ShippingAddresses.filter((a) => a.Id === first);
    expect(listed).toHaveLength(1);
    expect(await addAddress({ ...newAddress, AddressLine1: '13 Analytical Way' })).not.toBe(first);
  });

  it('deletes with OK and refuses an unknown id', async () => {
    const data = await dealerData();
    await expect(deleteAddress(data.ShippingAddresses[2]!.Id)).resolves.toBeUndefined();
    const error = await failure(deleteAddress('00000000-0000-0000-0000-000000000000'));
    expect(isApiError(error) && error.kind).toBe('rejected');
  });
});

describe('the storefront request helper texts (storefront.md §8)', () => {
  it('names the endpoint, status and status text of a server error', async () => {
    await dealerData();
    injectFault('checkout.summary', { status: 500 });
    const error = await failure(fetchSummary({ ShippingAddress: null, ShippingOptionId: null }));
    expect(String((error as Error).message)).toMatch(
      /^Got server error when calling http:\/\/localhost\/Checkout\/Summary: \(500\): Internal Server Error$/,
    );
  });

  it('names the endpoint of a network error', async () => {
    await dealerData();
    injectFault('checkout.shippingOptions', { network: true });
    const error = await failure(fetchShippingOptions('00000000-0000-0000-0000-000000000000'));
    expect(String((error as Error).message)).toMatch(
      /^Got network error when calling http:\/\/localhost\/Checkout\/ShippingOptions: /,
    );
  });
});

describe('delete address reply (storefront.md §5)', () => {
  it('must be OK; the quote checkout also takes it in any case', async () => {
    await dealerData();
    server.use(http.post('*/Checkout/DeleteAddress', () => HttpResponse.text('ok')));
    const strict = await failure(deleteAddress('00000000-0000-0000-0000-000000000000'));
    expect(isApiError(strict) && strict.kind).toBe('rejected');
    await expect(
      deleteAddress('00000000-0000-0000-0000-000000000000', { caseInsensitive: true }),
    ).resolves.toBeUndefined();
  });

  it('refuses an add-address reply that is not a guid', async () => {
    await dealerData();
    server.use(http.post('*/Checkout/AddAddress', () => HttpResponse.text('not-a-guid')));
    const error = await failure(addAddress(newAddress));
    expect(isApiError(error) && error.kind).toBe('malformed');
  });
});

describe('shipping options and summary', () => {
  it('offers one method for a residential address, three for a commercial one, none in Alaska', async () => {
    const data = await dealerData();
    const [residential, warehouse, alaska] = data.ShippingAddresses;
    expect(await fetchShippingOptions(residential!.Id)).toHaveLength(1);
    const options = await fetchShippingOptions(warehouse!.Id);
    expect(options.map((o) => o.nameWithPrice)).toEqual([
      'Standard Freight ($95.00)',
      'Expedited Freight ($185.00)',
      'White Glove Delivery ($350.00)',
    ]);
    expect(options[0]?.estimatedDeliveryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await fetchShippingOptions(alaska!.Id)).toEqual([]);
  });

  it('computes the summary from the cart, shipping and tax', async () => {
    const data = await dealerData();
    const warehouse = data.ShippingAddresses[1]!;
    const summary = await fetchSummary({ ShippingAddress: warehouse, ShippingOptionId: 'ground' });
    expect(summary.SubTotal).toBe(1967.5);
    expect(summary.ShippingTotal).toBe(95);
    expect(summary.TaxTotal).toBe(137.73);
    expect(summary.Total).toBe(2200.23);
    expect(summary.ShippingMethod).toBe('Standard Freight');
    expect(summary.ErrorMessages).toEqual([]);
    const none = await fetchSummary({ ShippingAddress: null, ShippingOptionId: null });
    expect(none.ShippingTotal).toBeNull();
  });

  it(`lists server errors for postal code ${SUMMARY_ERROR_POSTAL_CODE}`, async () => {
    const data = await dealerData();
    const summary = await fetchSummary({
      ShippingAddress: { ...data.ShippingAddresses[1]!, PostalCode: SUMMARY_ERROR_POSTAL_CODE },
      ShippingOptionId: 'ground',
    });
    expect(summary.ErrorMessages.length).toBeGreaterThan(0);
  });
});

describe('addressValidation.validate', () => {
  const entered = {
    AddressLine1: '12 Oak St',
    AddressLine2: '',
    City: 'Columbus',
    State: 'OH',
    PostalCode: '43215',
    CountryCode: 'USA',
  };

  it('resolves an ordinary address to itself', async () => {
    const reply = await validateAddress(entered);
    expect(reply.IsResolved).toBe(true);
    expect(reply.ResolvedAddress).toEqual(entered);
  });

  it('suggests a different address for "Suggest"', async () => {
    const reply = await validateAddress({ ...entered, AddressLine1: '12 Suggest St' });
    expect(reply.ResolvedAddress).toMatchObject({
      AddressLine1: '12 SUGGEST STREET',
      PostalCode: '43215-1234',
    });
  });

  it('suggests an address in PR for "Unapproved"', async () => {
    const reply = await validateAddress({ ...entered, AddressLine1: '12 Unapproved Rd' });
    expect(reply.ResolvedAddress?.State).toBe('PR');
  });

  it('does not resolve "Unknown", and resolves "Missing" without an address', async () => {
    expect((await validateAddress({ ...entered, AddressLine1: '1 Unknown Rd' })).IsResolved).toBe(
      false,
    );
    const missing = await validateAddress({ ...entered, AddressLine1: '1 Missing Rd' });
    expect(missing.IsResolved).toBe(true);
    expect(missing.ResolvedAddress).toBeNull();
  });
});

describe('checkout.placeOrder', () => {
  it('places a card order, returns its number and empties the cart', async () => {
    const data = await dealerData();
    const reply = await placeOrder(
      orderFor(data.ShippingAddresses[1]!, {
        AcceptJsPaymentOpaqueData: {
          dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT',
          dataValue: 'mock-token-1111',
        },
        PaymentFirstName: 'Dana',
        PaymentLastName: 'Whitfield',
      }),
    );
    expect(reply).toEqual({ success: true, message: '', order: { epiOrderNumber: 'JN-104201' } });
    expect((await fetchCheckoutInitialData()).CartItems).toEqual([]);
    // Signing in again refills the demo cart.
    expect((await signInShopper(DEMO_SHOPPER_IDS.dealer)).cartCount).toBe(8);
  });

  it('places a purchase order with a saved PO number', async () => {
    const data = await dealerData();
    const reply = await placeOrder(
      orderFor(data.ShippingAddresses[1]!, {
        Id: PAYMENT_OPTION_IDS.purchaseOrder,
        POValue: 'PO-7781',
      }),
    );
    expect(reply.success).toBe(true);
  });

  it('refuses a purchase order above the credit limit or on hold', async () => {
    signInDemoShopper(DEMO_SHOPPER_IDS.nearCreditLimit);
    const near = await fetchCheckoutInitialData();
    await updateItemQuantity({ id: near.CartItems[0]!.Id, qty: 4 });
    const above = await placeOrder(
      orderFor(near.ShippingAddresses[0]!, {
        Id: PAYMENT_OPTION_IDS.purchaseOrder,
        POValue: 'PO-1',
      }),
    );
    expect(above).toMatchObject({
      success: false,
      message: 'The order total is above your available credit.',
    });

    signInDemoShopper(DEMO_SHOPPER_IDS.onHold);
    const held = await fetchCheckoutInitialData();
    const onHold = await placeOrder(
      orderFor(held.ShippingAddresses[0]!, {
        Id: PAYMENT_OPTION_IDS.purchaseOrder,
        POValue: 'PO-2',
      }),
    );
    expect(onHold).toMatchObject({ success: false, message: 'Your account is on hold.' });
  });

  it('refuses a card payment without a token or a saved card', async () => {
    const data = await dealerData();
    expect((await placeOrder(orderFor(data.ShippingAddresses[1]!, {}))).success).toBe(false);
    const saved = await placeOrder(
      orderFor(data.ShippingAddresses[1]!, { AuthorizeDotNetPaymentProfileId: '905311742' }),
    );
    expect(saved.success).toBe(true);
  });
});

describe('checkout.placeQuote', () => {
  it('answers a confirmation URL and the quote number', async () => {
    const data = await dealerData();
    // The quote is placed from the Quote Request cart (storefront.md §9).
    addToStorefrontCart('Quote Request', data.CartItems[0]!.SKU, 2);
    const reply = await placeQuote({
      SelectedShippingAddress: data.ShippingAddresses[0]!,
      SelectedBillingAddress: data.BillingAddresses[0]!,
      SelectedPayment: { Id: PAYMENT_OPTION_IDS.purchaseOrder, POValue: '' },
      BillingEqualsShipping: false,
    });
    expect(reply).toMatchObject({
      Success: true,
      confirmationUrl: '/order-confirmation',
      quoteDetails: { OrderNumber: 'JQ-104201' },
    });
  });
});

describe('saved cards', () => {
  it("lists, updates and deletes the shopper's cards", async () => {
    await dealerData();
    const list = await fetchSavedCards();
    expect(list.success).toBe(true);
    expect(list.paymentMethods.map((c) => c.maskedCardNumber)).toEqual(['XXXX1111', 'XXXX0005']);
    const updated = await updateSavedCard({
      CustomerPaymentProfileId: '905311742',
      CardNumber: 'XXXX1111',
      ExpirationDate: '2031-01',
      BillToFirstName: 'Dana',
      BillToLastName: 'Whitfield',
      BillToAddressLine: '1 New St',
      BillToAddressCity: 'Columbus',
      BillToAddressState: 'OH',
      BillToAddressZip: '43215',
      BillToAddressCountry: 'USA',
    });
    expect(updated.paymentMethods[0]).toMatchObject({
      expirationDate: '2031-01',
      billToAddressLine: '1 New St',
    });
    const afterDelete = await deleteSavedCard('905311798');
    expect(afterDelete.paymentMethods).toHaveLength(1);
    const missing = await deleteSavedCard('nope');
    expect(missing).toMatchObject({
      success: false,
      errorMessage: 'The saved card was not found.',
    });
  });
});

/** Each call with a fault: the client's typed error. */
const clients: Record<string, () => Promise<unknown>> = {
  'checkout.initialData': () => fetchCheckoutInitialData(),
  'checkout.updateItemQuantity': () => updateItemQuantity({ id: 'dealer:SW-B24', qty: 2 }),
  'checkout.deleteCartItem': () => deleteCartItem({ id: 'dealer:SW-B24' }),
  'checkout.addAddress': () => addAddress(newAddress),
  'checkout.deleteAddress': () => deleteAddress('00000000-0000-0000-0000-000000000000'),
  'checkout.placeOrder': () => placeOrder(orderFor({ ...newAddress, Id: 'x' }, {})),
  'checkout.placeQuote': () =>
    placeQuote({
      SelectedShippingAddress: { ...newAddress, Id: 'x' },
      SelectedBillingAddress: { ...newAddress, Id: 'x' },
      SelectedPayment: { Id: 'po', POValue: '' },
      BillingEqualsShipping: true,
    }),
  'checkout.summary': () => fetchSummary({ ShippingAddress: null, ShippingOptionId: null }),
  'checkout.shippingOptions': () => fetchShippingOptions('00000000-0000-0000-0000-000000000000'),
  'addressValidation.validate': () =>
    validateAddress({
      AddressLine1: '1 Main St',
      AddressLine2: '',
      City: 'X',
      State: 'OH',
      PostalCode: '1',
      CountryCode: 'USA',
    }),
  'payments.list': () => fetchSavedCards(),
  'payments.update': () =>
    updateSavedCard({
      CustomerPaymentProfileId: '905311742',
      CardNumber: 'XXXX1111',
      ExpirationDate: '2031-01',
      BillToFirstName: 'A',
      BillToLastName: 'B',
      BillToAddressLine: '',
      BillToAddressCity: '',
      BillToAddressState: '',
      BillToAddressZip: '',
      BillToAddressCountry: 'USA',
    }),
  'payments.delete': () => deleteSavedCard('905311742'),
  'shopperSession.current': () => fetchShopperSession(),
  'shopperSession.shoppers': () => fetchDemoShoppers(),
  'shopperSession.signIn': () => signInShopper(DEMO_SHOPPER_IDS.dealer),
  'shopperSession.signOut': () => signOutShopper(),
};

/** Text replies that are not JSON: a malformed body is refused as not a guid, or not OK. */
const malformedKind: Record<string, ApiErrorKind> = {
  'checkout.addAddress': 'malformed',
  'checkout.deleteAddress': 'rejected',
};

describe.each(Object.entries(clients))('%s with a fault', (call, invoke) => {
  it.each([400, 401, 404, 409, 500] as const)(
    'turns an injected %i into a typed http error',
    async (status) => {
      signInDemoShopper(DEMO_SHOPPER_IDS.dealer);
      injectFault(call, { status });
      const error = await failure(invoke());
      expect(isApiError(error) && error.kind).toBe('http');
      expect(isApiError(error) && error.status).toBe(status);
      expect(isApiError(error) && error.call).toBe(call);
    },
  );

  it('turns a network failure into a network error', async () => {
    signInDemoShopper(DEMO_SHOPPER_IDS.dealer);
    injectFault(call, { network: true });
    const error = await failure(invoke());
    expect(isApiError(error) && error.kind).toBe('network');
  });

  it('turns a malformed reply into a typed error naming the call', async () => {
    signInDemoShopper(DEMO_SHOPPER_IDS.dealer);
    injectFault(call, { malformed: true });
    const error = await failure(invoke());
    expect(isApiError(error) && error.kind).toBe(malformedKind[call] ?? 'malformed');
    expect(isApiError(error) && error.call).toBe(call);
  });
});
