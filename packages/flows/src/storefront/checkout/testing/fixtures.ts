import type {
  Address,
  CartItem,
  CheckoutInitialData,
  PaymentOption,
} from '../../../api/storefront/checkoutSchemas';
import type { SavedCard } from '../../../api/storefront/payments';
import { DEFAULT_COUNTRIES } from '../../addressBook/countries';

/** Test fixtures shared by the checkout flows' tests. */
export const GUIDS = {
  home: '11111111-1111-4111-8111-111111111111',
  warehouse: '22222222-2222-4222-8222-222222222222',
  billing: '33333333-3333-4333-8333-333333333333',
  saved: '44444444-4444-4444-8444-444444444444',
} as const;

export function address(overrides: Partial<Address> = {}): Address {
  return {
    Id: GUIDS.home,
    FirstName: 'Dana',
    LastName: 'Whitfield',
    CompanyName: '',
    Name: 'Home',
    AddressLine1: '418 Maple Grove Ln',
    AddressLine2: '',
    AddressLine3: '',
    AddressType: 1,
    City: 'Columbus',
    State: 'OH',
    CountryCode: 'USA',
    CountryName: 'United States',
    PostalCode: '43215',
    Phone: '',
    IsResidential: true,
    IsErpAddress: false,
    ...overrides,
  };
}

export function cartItem(overrides: Partial<CartItem> = {}): CartItem {
  return {
    Id: 'line-1',
    Name: 'Base Cabinet 24"',
    ImageUrl: '',
    BRPART: 'B24',
    SKU: 'SW-B24',
    Price: 289,
    Quantity: 2,
    InventoryDetails: { TotalInStock: 10 },
    ...overrides,
  };
}

export const paymentOptions: PaymentOption[] = [
  { Id: 'card', Name: 'Credit Card', IsSelected: false, Component: 'card' },
  { Id: 'po', Name: 'Purchase Order', IsSelected: false, Component: 'purchaseOrder' },
  { Id: 'call', Name: 'Call Me for Payment', IsSelected: false, Component: null },
];

export const cardSettings = {
  ApiLoginId: 'login',
  ClientKey: 'key',
  Environment: 'SANDBOX',
  AuthorizePaymentOptionId: 'card',
};

export function savedCard(overrides: Partial<SavedCard> = {}): SavedCard {
  return {
    customerPaymentProfileId: 'profile-1',
    maskedCardNumber: 'XXXX1111',
    cardType: 'Visa',
    expirationDate: '2029-08',
    billToFirstName: 'Dana',
    billToLastName: 'Whitfield',
    billToAddressLine: '120 Commerce St',
    billToAddressCity: 'Columbus',
    billToAddressState: 'OH',
    billToAddressZip: '43215',
    ...overrides,
  };
}

export function initialData(overrides: Partial<CheckoutInitialData> = {}): CheckoutInitialData {
  return {
    BillingAddresses: [
      address({
        Id: GUIDS.billing,
        AddressType: 2,
        Name: '',
        IsResidential: false,
        AddressLine1: '120 Commerce St',
      }),
    ],
    ShippingAddresses: [
      address(),
      address({
        Id: GUIDS.warehouse,
        Name: 'Warehouse',
        AddressLine1: '2200 Industrial Pkwy',
        City: 'Dayton',
        IsResidential: false,
      }),
    ],
    CartItems: [
      cartItem(),
      cartItem({ Id: 'line-2', SKU: 'SW-W3030', Name: 'Wall Cabinet', Price: 219, Quantity: 1 }),
    ],
    PaymentOptions: paymentOptions,
    ShippingOptions: [],
    AllowBillingEqualsShipping: true,
    UserNotes: '',
    CartAnnouncement: 'Ships next day',
    PhoneNumber: '',
    PhoneText: '',
    ReceiptUrl: '/order-confirmation',
    completeCheckoutButtonText: '',
    QuantityDropdownThreshold: null,
    TermsUrl: '/terms',
    CardProvider: cardSettings,
    PurchaseOrderAvailableCredit: 5000,
    PurchaseOrderStatusOnHold: false,
    Countries: [...DEFAULT_COUNTRIES],
    AddressTypes: { Shipping: 1, Billing: 2 },
    ...overrides,
  };
}
