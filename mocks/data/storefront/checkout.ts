// Carts: ONE store (checkoutCart) holds every cart line, keyed by shopper and cart name (cartLineId: `${shopperId}:${SKU}` for Default, `${shopperId}:Quote Request:${SKU}`); read one cart with cartFor(shopperId, cartName).
import type {
  Address,
  CartItem,
  CardProviderSettings,
  PaymentOption,
  ShippingOption,
  Summary,
} from '@joinery/flows/api/storefront/checkout';
import type {
  AddressValidationReply,
  ValidatedAddress,
} from '@joinery/flows/api/storefront/addressValidation';
import type { SavedCard } from '@joinery/flows/api/storefront/payments';
import { DEFAULT_COUNTRIES } from '@joinery/flows/storefront/addressBook';
import type { CartName } from '@joinery/flows/storefront/productPage';
import { DEMO_SHOPPER_IDS, type DemoShopper } from './shoppers';
import { guid, seeded } from '../random';
import { defineTable } from '../store';

/** The page's AddressType values (storefront.md §3: "values given by the page"). */
export const ADDRESS_TYPES = { Shipping: 1, Billing: 2 } as const;

export interface StoredAddress extends Address {
  shopperId: string;
}
export interface StoredCartItem extends CartItem {
  shopperId: string;
  /** storefront.md §9 cart names; absent means Default (the seeded lines). */
  cartName?: CartName;
  /** Set on lines a product page or wish list added (not seeded). */
  addedFromProduct?: boolean;
}
export interface StoredCard extends SavedCard {
  shopperId: string;
}
export interface PlacedOrder {
  orderNumber: string;
  shopperId: string;
  kind: 'order' | 'quote';
  placedAt: string;
  total: number;
  paymentId: string;
  poValue: string;
  lines: { SKU: string; Quantity: number; Price: number }[];
  notes: string;
}

/** An inline picture for a cart line, so the demo shows images without a media server. */
function swatch(label: string, colour: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" rx="8" fill="${colour}"/><text x="48" y="56" font-family="sans-serif" font-size="20" text-anchor="middle" fill="#1f2933">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** What the demo carts hold: cabinets and parts, two of them low on stock. */
export const cartProducts = [
  {
    SKU: 'SW-B24',
    BRPART: 'B24',
    Name: 'Shaker White Base Cabinet 24"',
    Price: 289,
    stock: 42,
    colour: '#e8ecef',
  },
  {
    SKU: 'SW-W3030',
    BRPART: 'W3030',
    Name: 'Shaker White Wall Cabinet 30" x 30"',
    Price: 219,
    stock: 3,
    colour: '#dfe6ea',
  },
  {
    SKU: 'SW-SB36',
    BRPART: 'SB36',
    Name: 'Shaker White Sink Base 36"',
    Price: 349,
    stock: 12,
    colour: '#d5dde2',
  },
  {
    SKU: 'SW-TK8',
    BRPART: 'TK8',
    Name: "Shaker White Toe Kick 8'",
    Price: 24.5,
    stock: 1,
    colour: '#cbd4da',
  },
  {
    SKU: 'SW-SAMPLE',
    BRPART: 'DS-SW',
    Name: 'Door Sample - Shaker White',
    Price: 15,
    stock: 200,
    colour: '#f4f6f7',
  },
] as const;
type CartProductSku = (typeof cartProducts)[number]['SKU'];

/** Each demo shopper's cart when it is seeded or refilled after an order. */
const seedCarts: Record<string, [CartProductSku, number][]> = {
  [DEMO_SHOPPER_IDS.dealer]: [
    ['SW-B24', 4],
    ['SW-W3030', 2],
    ['SW-SB36', 1],
    ['SW-TK8', 1],
  ],
  [DEMO_SHOPPER_IDS.retail]: [
    ['SW-SB36', 1],
    ['SW-SAMPLE', 3],
  ],
  [DEMO_SHOPPER_IDS.onHold]: [['SW-B24', 2]],
  [DEMO_SHOPPER_IDS.nearCreditLimit]: [
    ['SW-B24', 2],
    ['SW-W3030', 2],
  ],
};

export function seedCartFor(shopperId: string): StoredCartItem[] {
  return (seedCarts[shopperId] ?? []).map(([sku, quantity]) => {
    const product = cartProducts.find((p) => p.SKU === sku) ?? cartProducts[0];
    return {
      shopperId,
      Id: `${shopperId}:${product.SKU}`,
      Name: product.Name,
      ImageUrl: swatch(product.BRPART, product.colour),
      BRPART: product.BRPART,
      SKU: product.SKU,
      Price: product.Price,
      Quantity: quantity,
      InventoryDetails: { TotalInStock: product.stock },
    };
  });
}

export const checkoutCart = defineTable<StoredCartItem, string>(
  'checkoutCart',
  (i) => i.Id,
  () => Object.keys(seedCarts).flatMap(seedCartFor),
);

function address(
  faker: ReturnType<typeof seeded>,
  shopperId: string,
  type: number,
  fields: Partial<Address> & Pick<Address, 'AddressLine1' | 'City' | 'State' | 'PostalCode'>,
): StoredAddress {
  return {
    shopperId,
    Id: guid(faker),
    FirstName: '',
    LastName: '',
    CompanyName: '',
    Name: '',
    AddressLine2: '',
    AddressLine3: '',
    AddressType: type,
    CountryCode: 'USA',
    CountryName: 'United States',
    Phone: '',
    IsResidential: false,
    IsErpAddress: false,
    ...fields,
  };
}

/**
 * Saved addresses. The dealer's first shipping address is residential (one shipping method),
 * the warehouse commercial (three), the Anchorage branch outside the delivery area (none).
 */
export const checkoutAddresses = defineTable<StoredAddress, string>(
  'checkoutAddresses',
  (a) => a.Id,
  () => {
    const faker = seeded(5150);
    const { dealer, retail, onHold, nearCreditLimit } = DEMO_SHOPPER_IDS;
    const S = ADDRESS_TYPES.Shipping;
    const B = ADDRESS_TYPES.Billing;
    return [
      address(faker, dealer, S, {
        Name: 'Hartley job site',
        FirstName: 'Dana',
        LastName: 'Whitfield',
        AddressLine1: '418 Maple Grove Ln',
        City: 'Columbus',
        State: 'OH',
        PostalCode: '43215',
        Phone: '614-555-0148',
        IsResidential: true,
      }),
      address(faker, dealer, S, {
        Name: 'Main warehouse',
        FirstName: 'Dana',
        LastName: 'Whitfield',
        CompanyName: 'Whitfield Cabinets & Design',
        AddressLine1: '2200 Industrial Pkwy',
        AddressLine2: 'Dock 4',
        City: 'Dayton',
        State: 'OH',
        PostalCode: '45414',
        Phone: '937-555-0190',
        IsErpAddress: true,
      }),
      address(faker, dealer, S, {
        Name: 'Anchorage branch',
        FirstName: 'Dana',
        LastName: 'Whitfield',
        CompanyName: 'Whitfield Cabinets & Design',
        AddressLine1: '700 W 5th Ave',
        City: 'Anchorage',
        State: 'AK',
        PostalCode: '99501',
      }),
      address(faker, dealer, B, {
        FirstName: 'Dana',
        LastName: 'Whitfield',
        CompanyName: 'Whitfield Cabinets & Design',
        AddressLine1: '120 Commerce St',
        AddressLine2: 'Suite 300',
        City: 'Columbus',
        State: 'OH',
        PostalCode: '43215',
        Phone: '614-555-0100',
        IsErpAddress: true,
      }),
      address(faker, retail, S, {
        FirstName: 'Riley',
        LastName: 'Chen',
        AddressLine1: '55 Birch Hollow Rd',
        City: 'Ann Arbor',
        State: 'MI',
        PostalCode: '48104',
        Phone: '734-555-0117',
        IsResidential: true,
      }),
      address(faker, onHold, S, {
        Name: 'Yard',
        FirstName: 'Marcus',
        LastName: 'Ortega',
        CompanyName: 'Ortega Builders',
        AddressLine1: '9 Foundry Rd',
        City: 'Pittsburgh',
        State: 'PA',
        PostalCode: '15201',
      }),
      address(faker, onHold, B, {
        FirstName: 'Marcus',
        LastName: 'Ortega',
        CompanyName: 'Ortega Builders',
        AddressLine1: '9 Foundry Rd',
        City: 'Pittsburgh',
        State: 'PA',
        PostalCode: '15201',
      }),
      address(faker, nearCreditLimit, S, {
        Name: 'Showroom',
        FirstName: 'Priya',
        LastName: 'Nair',
        CompanyName: 'Nair Kitchen & Bath',
        AddressLine1: '31 Harbor St',
        City: 'Portland',
        State: 'ME',
        PostalCode: '04101',
      }),
      address(faker, nearCreditLimit, B, {
        FirstName: 'Priya',
        LastName: 'Nair',
        CompanyName: 'Nair Kitchen & Bath',
        AddressLine1: '31 Harbor St',
        City: 'Portland',
        State: 'ME',
        PostalCode: '04101',
      }),
    ];
  },
);

/** Saved cards with the card provider (storefront.md §3 "Saved card"). */
export const savedCards = defineTable<StoredCard, string>(
  'savedCards',
  (c) => c.customerPaymentProfileId,
  () => [
    {
      shopperId: DEMO_SHOPPER_IDS.dealer,
      customerPaymentProfileId: '905311742',
      maskedCardNumber: 'XXXX1111',
      cardType: 'Visa',
      expirationDate: '2029-08',
      billToFirstName: 'Dana',
      billToLastName: 'Whitfield',
      billToAddressLine: '120 Commerce St Suite 300',
      billToAddressCity: 'Columbus',
      billToAddressState: 'OH',
      billToAddressZip: '43215',
    },
    {
      shopperId: DEMO_SHOPPER_IDS.dealer,
      customerPaymentProfileId: '905311798',
      maskedCardNumber: 'XXXX0005',
      cardType: 'AmericanExpress',
      expirationDate: '2027-02',
      billToFirstName: 'Dana',
      billToLastName: 'Whitfield',
      billToAddressLine: '418 Maple Grove Ln',
      billToAddressCity: 'Columbus',
      billToAddressState: 'OH',
      billToAddressZip: '43215',
    },
  ],
);

export const placedOrders = defineTable<PlacedOrder, string>(
  'placedOrders',
  (o) => o.orderNumber,
  () => [],
);

/** Payment option ids (storefront.md §3 "Payment option"). */
export const PAYMENT_OPTION_IDS = {
  card: 'credit-card',
  purchaseOrder: 'purchase-order',
  callMe: 'call-me',
} as const;

export const CARD_PROVIDER_SETTINGS: CardProviderSettings = {
  ApiLoginId: '5KP3u95bQpv',
  ClientKey: 'demo-client-key-not-secret',
  Environment: 'SANDBOX',
  AuthorizePaymentOptionId: PAYMENT_OPTION_IDS.card,
};

/** Dealers may pay on account; a retail customer pays by card. */
export function paymentOptionsFor(shopper: DemoShopper): PaymentOption[] {
  const card: PaymentOption = {
    Id: PAYMENT_OPTION_IDS.card,
    Name: 'Credit Card',
    IsSelected: false,
    Component: 'card',
  };
  const callMe: PaymentOption = {
    Id: PAYMENT_OPTION_IDS.callMe,
    Name: 'Call Me for Payment',
    IsSelected: false,
    Component: null,
  };
  if (shopper.purchaseOrderAvailableCredit === null) return [card, callMe];
  return [
    card,
    {
      Id: PAYMENT_OPTION_IDS.purchaseOrder,
      Name: 'Purchase Order',
      IsSelected: false,
      Component: 'purchaseOrder',
    },
    callMe,
  ];
}

/** The shipping methods the demo carrier offers, with their prices and lead times. */
export const shippingMethods = {
  residential: { name: 'Residential Liftgate Delivery', price: 129, days: 6 },
  ground: { name: 'Standard Freight', price: 95, days: 5 },
  expedited: { name: 'Expedited Freight', price: 185, days: 3 },
  whiteGlove: { name: 'White Glove Delivery', price: 350, days: 8 },
} as const;
type ShippingMethodId = keyof typeof shippingMethods;

/** States the demo carrier does not deliver to: no shipping methods there. */
export const UNDELIVERABLE_STATES = ['AK', 'HI', 'PR', 'GU', 'VI'];

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

function addBusinessDays(from: Date, days: number): string {
  const date = new Date(from);
  let left = days;
  while (left > 0) {
    date.setDate(date.getDate() + 1);
    if (date.getDay() !== 0 && date.getDay() !== 6) left -= 1;
  }
  return date.toISOString().slice(0, 10);
}

/** Residential addresses get one method; commercial ones three; outside the delivery area, none. */
export function shippingMethodIdsFor(
  address: Pick<Address, 'State' | 'CountryCode' | 'IsResidential'>,
): ShippingMethodId[] {
  if (
    !['USA', 'US'].includes(address.CountryCode.toUpperCase()) ||
    UNDELIVERABLE_STATES.includes(address.State.toUpperCase())
  )
    return [];
  return address.IsResidential ? ['residential'] : ['ground', 'expedited', 'whiteGlove'];
}

export interface ShippingOptionReply {
  Id: string;
  NameWithPrice: string;
  EstimatedDeliveryDate: string;
}

export function shippingOptionsFor(
  address: Pick<Address, 'State' | 'CountryCode' | 'IsResidential'>,
  today = new Date(),
): ShippingOptionReply[] {
  return shippingMethodIdsFor(address).map((id) => ({
    Id: id,
    NameWithPrice: `${shippingMethods[id].name} (${usd.format(shippingMethods[id].price)})`,
    EstimatedDeliveryDate: addBusinessDays(today, shippingMethods[id].days),
  }));
}
export type { ShippingOption };

/** Sales tax by state: none in the states without one, 7% elsewhere. */
const TAX_FREE_STATES = ['AK', 'DE', 'MT', 'NH', 'OR'];
export const SALES_TAX_RATE = 0.07;

/** A shipping address with this postal code makes the summary carry ErrorMessages (the server's list). */
export const SUMMARY_ERROR_POSTAL_CODE = '00000';

const cents = (value: number) => Math.round(value * 100) / 100;

/** The shopper key of a visitor's cart (storefront.md §1: visitors may browse and add). */
export const VISITOR_CART_OWNER = 'visitor';

/** The key of a cart line: one line per shopper, cart name and SKU. */
export function cartLineId(shopperId: string, cartName: CartName, sku: string): string {
  return cartName === 'Default' ? `${shopperId}:${sku}` : `${shopperId}:${cartName}:${sku}`;
}

/** One of the shopper's carts (Default unless named); /checkout shows Default. */
export function cartFor(shopperId: string, cartName: CartName = 'Default'): StoredCartItem[] {
  return checkoutCart.where(
    (i) => i.shopperId === shopperId && (i.cartName ?? 'Default') === cartName,
  );
}

/** The summary the server computes from the cart, the shipping method and tax. */
export function computeSummary(
  shopperId: string,
  shippingAddress: Pick<Address, 'State' | 'CountryCode' | 'IsResidential' | 'PostalCode'> | null,
  shippingOptionId: string | null,
): Summary {
  const subTotal = cents(cartFor(shopperId).reduce((sum, i) => sum + i.Price * i.Quantity, 0));
  const offered = shippingAddress ? shippingMethodIdsFor(shippingAddress) : [];
  const method = offered.find((id) => id === shippingOptionId);
  const shippingTotal = method ? shippingMethods[method].price : null;
  const state = shippingAddress?.State.toUpperCase() ?? '';
  const taxTotal =
    shippingAddress && !TAX_FREE_STATES.includes(state) ? cents(subTotal * SALES_TAX_RATE) : 0;
  const total = cents(subTotal + (shippingTotal ?? 0) + taxTotal);
  const errors =
    shippingAddress?.PostalCode.trim() === SUMMARY_ERROR_POSTAL_CODE
      ? [
          `No tax rate was found for postal code ${SUMMARY_ERROR_POSTAL_CODE}.`,
          'Tax is not included in the total.',
        ]
      : [];
  return {
    SubTotal: subTotal,
    TaxTotal: taxTotal,
    ShippingTotal: shippingTotal,
    ShippingMethod: method ? shippingMethods[method].name : '',
    Total: total,
    Currency: 'USD',
    TotalRemaining: total,
    ErrorMessages: errors,
  };
}

/**
 * The address validation service's answers, chosen by the address itself so a story or a demo
 * user can pick a case by what they type in Address Line 1 (any case):
 * - "Unknown": not resolved (the notice with Continue);
 * - "Suggest": resolved but different (the street spelled out in capitals, a ZIP+4);
 * - "Unapproved": resolved to San Juan, PR, outside the approved US states (suggestion disabled);
 * - "Missing": resolved without a suggested address ("The selected address could not be found");
 * - anything else: resolved and equal (saved at once).
 */
export const ADDRESS_VALIDATION_TRIGGERS = {
  unresolved: 'Unknown',
  suggestion: 'Suggest',
  unapprovedState: 'Unapproved',
  missingSuggestion: 'Missing',
} as const;

export function validationReplyFor(entered: ValidatedAddress): AddressValidationReply {
  const line = entered.AddressLine1.toLowerCase();
  const has = (trigger: string) => line.includes(trigger.toLowerCase());
  if (has(ADDRESS_VALIDATION_TRIGGERS.unresolved))
    return { IsResolved: false, OriginalAddress: entered, ResolvedAddress: null };
  if (has(ADDRESS_VALIDATION_TRIGGERS.missingSuggestion))
    return { IsResolved: true, OriginalAddress: entered, ResolvedAddress: null };
  if (has(ADDRESS_VALIDATION_TRIGGERS.unapprovedState)) {
    return {
      IsResolved: true,
      OriginalAddress: entered,
      ResolvedAddress: {
        ...entered,
        AddressLine1: '1 Calle Fortaleza',
        City: 'San Juan',
        State: 'PR',
        PostalCode: '00901',
      },
    };
  }
  if (has(ADDRESS_VALIDATION_TRIGGERS.suggestion)) {
    const street = entered.AddressLine1.replace(/\bst\b\.?/i, 'Street')
      .replace(/\bave\b\.?/i, 'Avenue')
      .toUpperCase();
    const zip = entered.PostalCode.trim().slice(0, 5) || '43215';
    return {
      IsResolved: true,
      OriginalAddress: entered,
      ResolvedAddress: {
        ...entered,
        AddressLine1: street,
        City: entered.City.toUpperCase(),
        PostalCode: `${zip}-1234`,
      },
    };
  }
  return { IsResolved: true, OriginalAddress: entered, ResolvedAddress: entered };
}

/** The page's countries (the flows' defaults: the US, Canada and a country without states). */
export const checkoutCountries = DEFAULT_COUNTRIES;

/** A number for a placed order or quote. */
export function nextOrderNumber(kind: 'order' | 'quote'): string {
  const prefix = kind === 'order' ? 'JN' : 'JQ';
  const count = placedOrders.where((o) => o.kind === kind).length;
  return `${prefix}-${String(104_200 + count + 1)}`;
}

export function withoutStorage<T extends { shopperId: string; version?: number }>(
  record: T,
): Omit<T, 'shopperId' | 'version'> {
  const { shopperId: _shopper, version: _version, ...rest } = record;
  return rest;
}
