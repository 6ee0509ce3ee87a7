import * as v from 'valibot';

/**
 * Reply schemas of the order and quote checkout (storefront.md §3). The commerce server writes
 * PascalCase fields and sends null for empty text, so optional text reads as ''.
 */
export const text = v.nullish(v.string(), '');
const flag = v.nullish(v.boolean(), false);
const amount = v.nullish(v.number(), 0);
/** Ids arrive as strings or numbers; the client keeps strings. */
const id = v.pipe(v.union([v.string(), v.number()]), v.transform(String));

/** A guid as the commerce server writes them (any version, optional braces not accepted). */
export const GUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function isGuid(value: string): boolean {
  return GUID_PATTERN.test(value);
}

export const DEFAULT_COUNTRY_CODE = 'USA';
export const DEFAULT_CURRENCY = 'USD';

const addressFields = {
  FirstName: text,
  LastName: text,
  CompanyName: text,
  Name: text,
  AddressLine1: text,
  AddressLine2: text,
  AddressLine3: text,
  AddressType: v.nullish(v.number(), 0),
  City: text,
  State: text,
  CountryCode: v.pipe(v.nullish(v.string(), ''), v.transform((value) => value || DEFAULT_COUNTRY_CODE)),
  CountryName: text,
  PostalCode: text,
  Phone: text,
  IsResidential: flag,
  IsErpAddress: flag,
};

/** storefront.md §5: server address ids must be guids. */
export const savedAddressSchema = v.object({
  Id: v.pipe(v.string(), v.regex(GUID_PATTERN, 'must be a guid')),
  ...addressFields,
});

/** An address as the page holds it: a guid once saved, a temporary negative number before. */
export interface Address {
  Id: string;
  FirstName: string;
  LastName: string;
  CompanyName: string;
  /** The shipping nickname. */
  Name: string;
  AddressLine1: string;
  AddressLine2: string;
  AddressLine3: string;
  AddressType: number;
  City: string;
  State: string;
  CountryCode: string;
  CountryName: string;
  PostalCode: string;
  Phone: string;
  IsResidential: boolean;
  IsErpAddress: boolean;
}

export const cartItemSchema = v.object({
  Id: id,
  Name: v.string(),
  ImageUrl: text,
  BRPART: text,
  SKU: v.string(),
  Price: v.number(),
  Quantity: v.number(),
  InventoryDetails: v.nullish(v.object({ TotalInStock: v.number() }), () => ({ TotalInStock: 0 })),
});
export type CartItem = v.InferOutput<typeof cartItemSchema>;

export const paymentComponents = ['card', 'purchaseOrder'] as const;
export type PaymentComponent = (typeof paymentComponents)[number];

export const paymentOptionSchema = v.object({
  Id: id,
  Name: v.string(),
  IsSelected: flag,
  /** The extra part the option shows when chosen: card entry or a PO number; none collapses the section. */
  Component: v.nullish(v.picklist(paymentComponents), null),
});
export type PaymentOption = v.InferOutput<typeof paymentOptionSchema>;

export const shippingOptionSchema = v.pipe(
  v.object({ Id: id, NameWithPrice: v.string(), EstimatedDeliveryDate: text }),
  v.transform((o) => ({
    id: o.Id,
    nameWithPrice: o.NameWithPrice,
    estimatedDeliveryDate: o.EstimatedDeliveryDate,
  })),
);
export type ShippingOption = v.InferOutput<typeof shippingOptionSchema>;

export const summarySchema = v.object({
  Total: amount,
  SubTotal: amount,
  ShippingTotal: v.nullish(v.number(), null),
  TaxTotal: amount,
  ShippingMethod: text,
  Currency: v.pipe(v.nullish(v.string(), ''), v.transform((value) => value || DEFAULT_CURRENCY)),
  TotalRemaining: amount,
  ErrorMessages: v.nullish(v.array(v.string()), () => []),
});
export type Summary = v.InferOutput<typeof summarySchema>;

/** storefront.md §3: totals 0 with ShippingTotal null until the first summary arrives. */
export const EMPTY_SUMMARY: Summary = {
  Total: 0,
  SubTotal: 0,
  ShippingTotal: null,
  TaxTotal: 0,
  ShippingMethod: '',
  Currency: DEFAULT_CURRENCY,
  TotalRemaining: 0,
  ErrorMessages: [],
};

export const stateOptionSchema = v.object({ Code: v.string(), Name: v.string() });
export type StateOption = v.InferOutput<typeof stateOptionSchema>;
export const countrySchema = v.object({
  Code: v.string(),
  Name: v.string(),
  States: v.nullish(v.array(stateOptionSchema), () => []),
});
export type Country = v.InferOutput<typeof countrySchema>;

export const cardProviderSettingsSchema = v.object({
  ApiLoginId: v.string(),
  ClientKey: v.string(),
  /** PRODUCTION loads the provider's production host; anything else its test host. */
  Environment: v.string(),
  AuthorizePaymentOptionId: id,
});
export type CardProviderSettings = v.InferOutput<typeof cardProviderSettingsSchema>;

/** storefront.md §3 "Address" AddressType: the page gives the values for shipping and billing. */
export const addressTypesSchema = v.object({ Shipping: v.number(), Billing: v.number() });
export type AddressTypes = v.InferOutput<typeof addressTypesSchema>;
export const DEFAULT_ADDRESS_TYPES: AddressTypes = { Shipping: 1, Billing: 2 };

export const checkoutInitialDataSchema = v.object({
  BillingAddresses: v.array(savedAddressSchema),
  ShippingAddresses: v.array(savedAddressSchema),
  CartItems: v.array(cartItemSchema),
  PaymentOptions: v.array(paymentOptionSchema),
  /** Options the page may render with the data; otherwise fetched on load. */
  ShippingOptions: v.nullish(v.array(shippingOptionSchema), () => []),
  AllowBillingEqualsShipping: flag,
  UserNotes: text,
  CartAnnouncement: text,
  PhoneNumber: text,
  PhoneText: text,
  ReceiptUrl: text,
  completeCheckoutButtonText: text,
  /** storefront.md §9: the quantity dropdown threshold the page supplies (null: the default 10). */
  QuantityDropdownThreshold: v.nullish(v.number(), null),
  TermsUrl: text,
  CardProvider: v.optional(v.nullable(cardProviderSettingsSchema)),
  PurchaseOrderAvailableCredit: v.nullish(v.number(), null),
  PurchaseOrderStatusOnHold: flag,
  Countries: v.nullish(v.array(countrySchema), () => []),
  AddressTypes: v.nullish(addressTypesSchema, DEFAULT_ADDRESS_TYPES),
});
export type CheckoutInitialData = v.InferOutput<typeof checkoutInitialDataSchema>;

export const cartReplySchema = v.object({
  error: flag,
  message: text,
});
export type CartReply = v.InferOutput<typeof cartReplySchema>;

export const shippingOptionsReplySchema = v.object({
  shippingOptions: v.array(shippingOptionSchema),
});
export const summaryReplySchema = v.object({ result: summarySchema });

export const placeOrderReplySchema = v.object({
  success: v.boolean(),
  message: text,
  order: v.optional(v.nullable(v.object({ epiOrderNumber: id }))),
});
export type PlaceOrderReply = v.InferOutput<typeof placeOrderReplySchema>;

export const placeQuoteReplySchema = v.object({
  Success: v.boolean(),
  Message: text,
  confirmationUrl: text,
  quoteDetails: v.optional(v.nullable(v.object({ OrderNumber: id }))),
});
export type PlaceQuoteReply = v.InferOutput<typeof placeQuoteReplySchema>;

/** storefront.md §8: a failed checkout may carry a diagnostic body that asks to show its message. */
export const checkoutDiagnosticSchema = v.object({
  ShowMessageToUser: v.boolean(),
  Message: text,
});

/** The diagnostic a failed checkout's body carries, when it carries one (checkoutDiagnosticSchema). */
export function readCheckoutDiagnostic(body: unknown): v.InferOutput<typeof checkoutDiagnosticSchema> | undefined {
  const diagnostic = v.safeParse(checkoutDiagnosticSchema, body);
  return diagnostic.success ? diagnostic.output : undefined;
}
