import { HttpResponse, type HttpHandler } from 'msw';
import type { Address } from '@joinery/flows/api/storefront/checkout';
import type { SavedCardUpdate } from '@joinery/flows/api/storefront/payments';
import { isGuid } from '@joinery/flows/api/storefront/checkout';
import {
  ADDRESS_TYPES,
  CARD_PROVIDER_SETTINGS,
  cartFor,
  checkoutAddresses,
  checkoutCart,
  checkoutCountries,
  computeSummary,
  nextOrderNumber,
  paymentOptionsFor,
  PAYMENT_OPTION_IDS,
  placedOrders,
  savedCards,
  seedCartFor,
  shippingOptionsFor,
  validationReplyFor,
  withoutStorage,
  type StoredAddress,
} from '../../data/storefront/checkout';
import {
  currentShopper,
  demoShoppers,
  storefrontSettings,
  publicShopper,
  signInDemoShopper,
  signOutDemoShopper,
  type DemoShopper,
} from '../../data/storefront/shoppers';
import { route } from '../route';

/** Form bodies of the storefront request helper (storefront.md §7): dotted names, flat. */
async function readForm(request: Request): Promise<URLSearchParams> {
  return new URLSearchParams(await request.text());
}

const flag = (value: string | null) => value === 'true';

/** An address posted as form fields, optionally under a prefix (`SelectedShippingAddress.`). */
function addressFrom(form: URLSearchParams, prefix = ''): Omit<Address, 'Id'> & { Id: string } {
  const get = (name: string) => form.get(`${prefix}${name}`) ?? '';
  return {
    Id: get('Id'),
    FirstName: get('FirstName'),
    LastName: get('LastName'),
    CompanyName: get('CompanyName'),
    Name: get('Name'),
    AddressLine1: get('AddressLine1'),
    AddressLine2: get('AddressLine2'),
    AddressLine3: get('AddressLine3'),
    AddressType: Number(get('AddressType')) || ADDRESS_TYPES.Shipping,
    City: get('City'),
    State: get('State'),
    CountryCode: get('CountryCode') || 'USA',
    CountryName: get('CountryName'),
    PostalCode: get('PostalCode'),
    Phone: get('Phone'),
    IsResidential: flag(form.get(`${prefix}IsResidential`)),
    IsErpAddress: flag(form.get(`${prefix}IsErpAddress`)),
  };
}

/** Two addresses the back end takes for one: the same type, person, lines and place. */
const ADDRESS_IDENTITY = [
  'AddressType',
  'FirstName',
  'LastName',
  'CompanyName',
  'Name',
  'AddressLine1',
  'AddressLine2',
  'AddressLine3',
  'City',
  'State',
  'PostalCode',
  'CountryCode',
] as const;
function sameAddress(a: Omit<Address, 'Id'>, b: Omit<Address, 'Id'>): boolean {
  const norm = (value: unknown) => String(value ?? '').trim().toLowerCase();
  return ADDRESS_IDENTITY.every((field) => norm(a[field]) === norm(b[field]));
}

const unauthorized = () =>
  HttpResponse.json(
    { message: 'Sign in to check out.' },
    { status: 401, statusText: 'Unauthorized' },
  );

/** Runs the resolver for the signed-in shopper; checkout requires one (storefront.md §6). */
function asShopper(resolve: (shopper: DemoShopper) => Response): Response {
  const shopper = currentShopper();
  return shopper ? resolve(shopper) : unauthorized();
}

function addressesOf(shopperId: string, type: number): Address[] {
  return checkoutAddresses
    .where((a) => a.shopperId === shopperId && a.AddressType === type)
    .map((a) => withoutStorage(a) as Address);
}

function sessionReply() {
  const shopper = currentShopper();
  const cartCount = shopper ? cartFor(shopper.id).reduce((sum, i) => sum + i.Quantity, 0) : 0;
  return {
    shopper: shopper ? publicShopper(shopper) : null,
    cartCount,
    showWishlist: storefrontSettings.get().showWishlist,
  };
}

function cardsReply(shopperId: string) {
  return {
    success: true,
    paymentMethods: savedCards.where((c) => c.shopperId === shopperId).map(withoutStorage),
    canRetry: false,
    errorMessage: '',
  };
}

/** The checkout page's initial data for a shopper (storefront.md §3 "Initial checkout data"). */
export function initialDataFor(shopper: DemoShopper) {
  return {
    BillingAddresses: addressesOf(shopper.id, ADDRESS_TYPES.Billing),
    ShippingAddresses: addressesOf(shopper.id, ADDRESS_TYPES.Shipping),
    CartItems: cartFor(shopper.id).map(withoutStorage),
    PaymentOptions: paymentOptionsFor(shopper),
    AllowBillingEqualsShipping: true,
    UserNotes: '',
    CartAnnouncement:
      'Orders placed by 2 pm ET ship the next business day. Cabinets ship fully assembled.',
    PhoneNumber: '+1-800-555-0142',
    PhoneText: 'Questions about your order? Call 1-800-555-0142',
    ReceiptUrl: '/order-confirmation',
    completeCheckoutButtonText: '',
    // The embedded back end's own terms page (mocks/public), which the demo site serves (issue 45).
    TermsUrl: '/terms-and-conditions.html',
    CardProvider: CARD_PROVIDER_SETTINGS,
    PurchaseOrderAvailableCredit: shopper.purchaseOrderAvailableCredit,
    PurchaseOrderStatusOnHold: shopper.purchaseOrderStatusOnHold,
    Countries: checkoutCountries,
    AddressTypes: ADDRESS_TYPES,
  };
}

/** The quote cart's name (storefront.md §9). */
const QUOTE_CART = 'Quote Request' as const;

/**
 * The quote checkout's initial data (storefront.md §2.2): the Quote Request cart, the saved
 * addresses, and only the purchase order option, named by its configured id.
 */
export function quoteInitialDataFor(shopper: DemoShopper) {
  return {
    ...initialDataFor(shopper),
    CartItems: cartFor(shopper.id, QUOTE_CART).map(withoutStorage),
    PaymentOptions: [
      {
        Id: PAYMENT_OPTION_IDS.purchaseOrder,
        Name: 'Purchase Order',
        IsSelected: true,
        Component: 'purchaseOrder' as const,
      },
    ],
    CartAnnouncement: '',
    CardProvider: null,
    PurchaseOrderPaymentOptionId: PAYMENT_OPTION_IDS.purchaseOrder,
  };
}

/** storefront.md §7 "Order and quote checkout", over the embedded store. */
export const checkoutHandlers: HttpHandler[] = [
  route('checkout.initialData', () =>
    asShopper((shopper) => HttpResponse.json(initialDataFor(shopper))),
  ),

  route('checkout.quoteInitialData', () =>
    asShopper((shopper) => HttpResponse.json(quoteInitialDataFor(shopper))),
  ),

  route('checkout.updateItemQuantity', async ({ request }) => {
    const body = (await request.json()) as { id?: string; qty?: number };
    return asShopper((shopper) => {
      const item = checkoutCart.find(String(body.id));
      if (!item || item.shopperId !== shopper.id)
        return HttpResponse.json({ error: true, message: 'The item is no longer in your cart.' });
      const qty = Number(body.qty);
      if (!Number.isInteger(qty) || qty < 1)
        return HttpResponse.json({ error: true, message: 'Enter a quantity of at least 1.' });
      // A quote request is not capped by stock (storefront.md §5).
      if (item.cartName !== QUOTE_CART && qty > item.InventoryDetails.TotalInStock) {
        return HttpResponse.json({
          error: true,
          message: `Only ${item.InventoryDetails.TotalInStock} in stock.`,
        });
      }
      checkoutCart.update(item.Id, { Quantity: qty });
      return HttpResponse.json({ error: false, message: '' });
    });
  }),

  route('checkout.deleteCartItem', async ({ request }) => {
    const form = await readForm(request);
    return asShopper((shopper) => {
      const item = checkoutCart.find(form.get('id') ?? '');
      if (!item || item.shopperId !== shopper.id)
        return HttpResponse.json({ error: true, message: 'The item is no longer in your cart.' });
      checkoutCart.remove(item.Id);
      return HttpResponse.json({ error: false, message: '' });
    });
  }),

  route('checkout.addAddress', async ({ request }) => {
    const form = await readForm(request);
    return asShopper((shopper) => {
      const posted = addressFrom(form);
      const existing = isGuid(posted.Id) ? checkoutAddresses.find(posted.Id) : undefined;
      if (existing && existing.shopperId === shopper.id) {
        checkoutAddresses.update(existing.Id, { ...posted, Id: existing.Id });
        return HttpResponse.text(existing.Id);
      }
      // A new address that repeats one the shopper has is not stored twice: the reply is the saved
      // one's guid, which the page already lists (storefront.md §8's temporary-id clash, issue 45).
      if (!existing) {
        const same = checkoutAddresses.where(
          (a) => a.shopperId === shopper.id && sameAddress(a, posted),
        )[0];
        if (same) return HttpResponse.text(same.Id);
      }
      const stored: StoredAddress = { ...posted, Id: crypto.randomUUID(), shopperId: shopper.id };
      checkoutAddresses.insert(stored, 'start');
      return HttpResponse.text(stored.Id);
    });
  }),

  route('checkout.deleteAddress', async ({ request }) => {
    const form = await readForm(request);
    return asShopper((shopper) => {
      const found = checkoutAddresses.find(form.get('addressId') ?? '');
      if (!found || found.shopperId !== shopper.id) return HttpResponse.text('NotFound');
      checkoutAddresses.remove(found.Id);
      return HttpResponse.text('OK');
    });
  }),

  route('checkout.shippingOptions', async ({ request }) => {
    const form = await readForm(request);
    return asShopper((shopper) => {
      const found = checkoutAddresses.find(form.get('addressId') ?? '');
      const options = found && found.shopperId === shopper.id ? shippingOptionsFor(found) : [];
      return HttpResponse.json({ shippingOptions: options });
    });
  }),

  route('checkout.summary', async ({ request }) => {
    const form = await readForm(request);
    return asShopper((shopper) => {
      const hasAddress = form.has('ShippingAddress.AddressLine1');
      const summary = computeSummary(
        shopper.id,
        hasAddress ? addressFrom(form, 'ShippingAddress.') : null,
        form.get('ShippingOptionId') || null,
      );
      return HttpResponse.json({ result: summary });
    });
  }),

  route('addressValidation.validate', async ({ request }) => {
    const form = await readForm(request);
    const get = (name: string) => form.get(name) ?? '';
    return HttpResponse.json(
      validationReplyFor({
        AddressLine1: get('AddressLine1'),
        AddressLine2: get('AddressLine2'),
        City: get('City'),
        State: get('State'),
        PostalCode: get('PostalCode'),
        CountryCode: get('CountryCode'),
      }),
    );
  }),

  route('checkout.placeOrder', async ({ request }) => {
    const form = await readForm(request);
    return asShopper((shopper) => {
      const lines = cartFor(shopper.id);
      if (lines.length === 0)
        return HttpResponse.json({ success: false, message: 'Your cart is empty.' });
      const shipping = addressFrom(form, 'SelectedShippingAddress.');
      const summary = computeSummary(shopper.id, shipping, form.get('SelectedShippingOption.Id'));
      if (summary.ShippingTotal === null) {
        return HttpResponse.json({
          success: false,
          message: 'The shipping method is not available for this address.',
        });
      }
      const paymentId = form.get('SelectedPayment.Id') ?? '';
      const poValue = form.get('SelectedPayment.POValue') ?? '';
      if (paymentId === PAYMENT_OPTION_IDS.purchaseOrder) {
        if (shopper.purchaseOrderStatusOnHold)
          return HttpResponse.json({ success: false, message: 'Your account is on hold.' });
        if (
          shopper.purchaseOrderAvailableCredit === null ||
          summary.Total > shopper.purchaseOrderAvailableCredit
        ) {
          return HttpResponse.json({
            success: false,
            message: 'The order total is above your available credit.',
          });
        }
        if (!poValue)
          return HttpResponse.json({ success: false, message: 'A PO number is required.' });
      }
      if (paymentId === PAYMENT_OPTION_IDS.card) {
        const token = form.get('SelectedPayment.AcceptJsPaymentOpaqueData.dataValue') ?? '';
        const profile = form.get('SelectedPayment.AuthorizeDotNetPaymentProfileId') ?? '';
        const knownProfile = savedCards.find(profile)?.shopperId === shopper.id;
        if (!token && !knownProfile)
          return HttpResponse.json({ success: false, message: 'The card payment is missing.' });
      }
      const orderNumber = nextOrderNumber('order');
      placedOrders.insert({
        orderNumber,
        shopperId: shopper.id,
        kind: 'order',
        placedAt: new Date().toISOString(),
        total: summary.Total,
        paymentId,
        poValue,
        lines: lines.map(({ SKU, Quantity, Price }) => ({ SKU, Quantity, Price })),
        notes: form.get('UserNotes') ?? '',
      });
      for (const line of lines) checkoutCart.remove(line.Id);
      return HttpResponse.json({
        success: true,
        message: '',
        order: { epiOrderNumber: orderNumber },
      });
    });
  }),

  route('checkout.placeQuote', async ({ request }) => {
    const form = await readForm(request);
    return asShopper((shopper) => {
      const lines = cartFor(shopper.id, QUOTE_CART);
      if (lines.length === 0)
        return HttpResponse.json({
          Success: false,
          Message: 'Your cart is empty.',
          confirmationUrl: '',
        });
      if (form.get('SelectedPayment.Id') !== PAYMENT_OPTION_IDS.purchaseOrder)
        return HttpResponse.json({
          Success: false,
          Message: 'Invalid payment method Id or payment method missing',
          confirmationUrl: '',
        });
      if (!addressFrom(form, 'SelectedShippingAddress.').AddressLine1)
        return HttpResponse.json({
          Success: false,
          Message: 'A shipping address is required.',
          confirmationUrl: '',
        });
      const orderNumber = nextOrderNumber('quote');
      placedOrders.insert({
        orderNumber,
        shopperId: shopper.id,
        kind: 'quote',
        placedAt: new Date().toISOString(),
        total: lines.reduce((sum, line) => sum + line.Price * line.Quantity, 0),
        paymentId: form.get('SelectedPayment.Id') ?? '',
        poValue: form.get('SelectedPayment.POValue') ?? '',
        lines: lines.map(({ SKU, Quantity, Price }) => ({ SKU, Quantity, Price })),
        notes: '',
      });
      for (const line of lines) checkoutCart.remove(line.Id);
      return HttpResponse.json({
        Success: true,
        Message: '',
        confirmationUrl: '/order-confirmation',
        quoteDetails: { OrderNumber: orderNumber },
      });
    });
  }),

  route('payments.list', () => asShopper((shopper) => HttpResponse.json(cardsReply(shopper.id)))),

  route<{ customerPaymentProfileId: string }>('payments.update', async ({ request, params }) => {
    const body = (await request.json()) as SavedCardUpdate;
    return asShopper((shopper) => {
      const card = savedCards.find(params.customerPaymentProfileId);
      if (!card || card.shopperId !== shopper.id) {
        return HttpResponse.json({
          ...cardsReply(shopper.id),
          success: false,
          errorMessage: 'The saved card was not found.',
        });
      }
      const [year = '', month = ''] = body.ExpirationDate.split('-');
      if (Number(month) < 1 || Number(month) > 12 || year.length !== 4) {
        return HttpResponse.json({
          ...cardsReply(shopper.id),
          success: false,
          errorMessage: 'The expiration date is not valid.',
        });
      }
      savedCards.update(card.customerPaymentProfileId, {
        expirationDate: body.ExpirationDate,
        billToFirstName: body.BillToFirstName,
        billToLastName: body.BillToLastName,
        billToAddressLine: body.BillToAddressLine,
        billToAddressCity: body.BillToAddressCity,
        billToAddressState: body.BillToAddressState,
        billToAddressZip: body.BillToAddressZip,
      });
      return HttpResponse.json(cardsReply(shopper.id));
    });
  }),

  route<{ customerPaymentProfileId: string }>('payments.delete', ({ params }) =>
    asShopper((shopper) => {
      const card = savedCards.find(params.customerPaymentProfileId);
      if (!card || card.shopperId !== shopper.id) {
        return HttpResponse.json({
          ...cardsReply(shopper.id),
          success: false,
          errorMessage: 'The saved card was not found.',
        });
      }
      savedCards.remove(card.customerPaymentProfileId);
      return HttpResponse.json(cardsReply(shopper.id));
    }),
  ),

  route('shopperSession.current', () => HttpResponse.json(sessionReply())),

  route('shopperSession.shoppers', () => HttpResponse.json(demoShoppers.all().map(publicShopper))),

  route('shopperSession.signIn', async ({ request }) => {
    const { shopperId } = (await request.json()) as { shopperId?: string };
    if (!shopperId || !demoShoppers.find(shopperId)) {
      return HttpResponse.json(
        { message: 'No such demo shopper.' },
        { status: 400, statusText: 'Bad Request' },
      );
    }
    signInDemoShopper(shopperId);
    // The demo refills an emptied cart on sign-in, so an order can be placed again.
    if (cartFor(shopperId).length === 0)
      for (const item of seedCartFor(shopperId)) checkoutCart.insert(item);
    return HttpResponse.json(sessionReply());
  }),

  route('shopperSession.signOut', () => {
    signOutDemoShopper();
    return HttpResponse.json(sessionReply());
  }),
];
