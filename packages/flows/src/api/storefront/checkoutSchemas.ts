import { z } from 'zod/mini';

/**
 * Reply schemas of the order and quote checkout (storefront.md §3). The commerce server writes
 * PascalCase fields and sends null for empty text, so optional text reads as ''.
 */
export const text = z.pipe(
  z.optional(z.nullable(z.string())),
  z.transform((value) => value ?? ''),
);
const flag = z.pipe(
  z.optional(z.nullable(z.boolean())),
  z.transform((value) => value ?? false),
);
const amount = z.pipe(
  z.optional(z.nullable(z.number())),
  z.transform((value) => value ?? 0),
);
/** Ids arrive as strings or numbers; the client keeps strings. */
const id = z.pipe(z.union([z.string(), z.number()]), z.transform(String));

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
  AddressType: z.pipe(
    z.optional(z.nullable(z.number())),
    z.transform((value) => value ?? 0),
  ),
  City: text,
  State: text,
  CountryCode: z.pipe(
    z.optional(z.nullable(z.string())),
    z.transform((value) => value || DEFAULT_COUNTRY_CODE),
  ),
  CountryName: text,
  PostalCode: text,
  Phone: text,
  IsResidential: flag,
  IsErpAddress: flag,
};

/** storefront.md §5: server address ids must be guids. */
export const savedAddressSchema = z.object({
  Id: z.string().check(z.regex(GUID_PATTERN, 'must be a guid')),
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

export const cartItemSchema = z.object({
  Id: id,
  Name: z.string(),
  ImageUrl: text,
  BRPART: text,
  SKU: z.string(),
  Price: z.number(),
  Quantity: z.number(),
  InventoryDetails: z.pipe(
    z.optional(z.nullable(z.object({ TotalInStock: z.number() }))),
    z.transform((value) => value ?? { TotalInStock: 0 }),
  ),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const paymentComponents = ['card', 'purchaseOrder'] as const;
export type PaymentComponent = (typeof paymentComponents)[number];

export const paymentOptionSchema = z.object({
  Id: id,
  Name: z.string(),
  IsSelected: flag,
  /** The extra part the option shows when chosen: card entry or a PO number; none collapses the section. */
  Component: z.pipe(
    z.optional(z.nullable(z.enum(paymentComponents))),
    z.transform((value) => value ?? null),
  ),
});
export type PaymentOption = z.infer<typeof paymentOptionSchema>;

export const shippingOptionSchema = z.pipe(
  z.object({ Id: id, NameWithPrice: z.string(), EstimatedDeliveryDate: text }),
  z.transform((o) => ({
    id: o.Id,
    nameWithPrice: o.NameWithPrice,
    estimatedDeliveryDate: o.EstimatedDeliveryDate,
  })),
);
export type ShippingOption = z.infer<typeof shippingOptionSchema>;

export const summarySchema = z.object({
  Total: amount,
  SubTotal: amount,
  ShippingTotal: z.pipe(
    z.optional(z.nullable(z.number())),
    z.transform((value) => value ?? null),
  ),
  TaxTotal: amount,
  ShippingMethod: text,
  Currency: z.pipe(
    z.optional(z.nullable(z.string())),
    z.transform((value) => value || DEFAULT_CURRENCY),
  ),
  TotalRemaining: amount,
  ErrorMessages: z.pipe(
    z.optional(z.nullable(z.array(z.string()))),
    z.transform((value) => value ?? []),
  ),
});
export type Summary = z.infer<typeof summarySchema>;

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

export const stateOptionSchema = z.object({ Code: z.string(), Name: z.string() });
export type StateOption = z.infer<typeof stateOptionSchema>;
export const countrySchema = z.object({
  Code: z.string(),
  Name: z.string(),
  States: z.pipe(
    z.optional(z.nullable(z.array(stateOptionSchema))),
    z.transform((value) => value ?? []),
  ),
});
export type Country = z.infer<typeof countrySchema>;

export const cardProviderSettingsSchema = z.object({
  ApiLoginId: z.string(),
  ClientKey: z.string(),
  /** PRODUCTION loads the provider's production host; anything else its test host. */
  Environment: z.string(),
  AuthorizePaymentOptionId: id,
});
export type CardProviderSettings = z.infer<typeof cardProviderSettingsSchema>;

/** storefront.md §3 "Address" AddressType: the page gives the values for shipping and billing. */
export const addressTypesSchema = z.object({ Shipping: z.number(), Billing: z.number() });
export type AddressTypes = z.infer<typeof addressTypesSchema>;
export const DEFAULT_ADDRESS_TYPES: AddressTypes = { Shipping: 1, Billing: 2 };

export const checkoutInitialDataSchema = z.object({
  BillingAddresses: z.array(savedAddressSchema),
  ShippingAddresses: z.array(savedAddressSchema),
  CartItems: z.array(cartItemSchema),
  PaymentOptions: z.array(paymentOptionSchema),
  /** Options the page may render with the data; otherwise fetched on load. */
  ShippingOptions: z.pipe(
    z.optional(z.nullable(z.array(shippingOptionSchema))),
    z.transform((value) => value ?? []),
  ),
  AllowBillingEqualsShipping: flag,
  UserNotes: text,
  CartAnnouncement: text,
  PhoneNumber: text,
  PhoneText: text,
  ReceiptUrl: text,
  completeCheckoutButtonText: text,
  /** storefront.md §9: the quantity dropdown threshold the page supplies (null: the default 10). */
  QuantityDropdownThreshold: z.pipe(
    z.optional(z.nullable(z.number())),
    z.transform((value) => value ?? null),
  ),
  TermsUrl: text,
  CardProvider: z.optional(z.nullable(cardProviderSettingsSchema)),
  PurchaseOrderAvailableCredit: z.pipe(
    z.optional(z.nullable(z.number())),
    z.transform((value) => value ?? null),
  ),
  PurchaseOrderStatusOnHold: flag,
  Countries: z.pipe(
    z.optional(z.nullable(z.array(countrySchema))),
    z.transform((value) => value ?? []),
  ),
  AddressTypes: z.pipe(
    z.optional(z.nullable(addressTypesSchema)),
    z.transform((value) => value ?? DEFAULT_ADDRESS_TYPES),
  ),
});
export type CheckoutInitialData = z.infer<typeof checkoutInitialDataSchema>;

export const cartReplySchema = z.object({
  error: flag,
  message: text,
});
export type CartReply = z.infer<typeof cartReplySchema>;

export const shippingOptionsReplySchema = z.object({
  shippingOptions: z.array(shippingOptionSchema),
});
export const summaryReplySchema = z.object({ result: summarySchema });

export const placeOrderReplySchema = z.object({
  success: z.boolean(),
  message: text,
  order: z.optional(z.nullable(z.object({ epiOrderNumber: id }))),
});
export type PlaceOrderReply = z.infer<typeof placeOrderReplySchema>;

export const placeQuoteReplySchema = z.object({
  Success: z.boolean(),
  Message: text,
  confirmationUrl: text,
  quoteDetails: z.optional(z.nullable(z.object({ OrderNumber: id }))),
});
export type PlaceQuoteReply = z.infer<typeof placeQuoteReplySchema>;

/** storefront.md §8: a failed checkout may carry a diagnostic body that asks to show its message. */
export const checkoutDiagnosticSchema = z.object({
  ShowMessageToUser: z.boolean(),
  Message: text,
});
