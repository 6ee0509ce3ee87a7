import * as v from 'valibot';
import { ApiError } from '../errors';
import { callJson, urlFor } from './http';
import { parseReply, type ReplyOf, type ReplySchema } from '../reply';
import type { CheckoutCallId } from './checkoutCalls';
import {
  cartReplySchema,
  checkoutInitialDataSchema,
  isGuid,
  text,
  placeOrderReplySchema,
  placeQuoteReplySchema,
  shippingOptionsReplySchema,
  summaryReplySchema,
  type Address,
  type CartReply,
  type CheckoutInitialData,
  type PlaceOrderReply,
  type PlaceQuoteReply,
  type ShippingOption,
  type Summary,
} from './checkoutSchemas';
import { requestHelperMessages, storefrontRequest } from './request';

export * from './checkoutSchemas';

/**
 * Endpoints the page configuration supplies (storefront.md §7: "All endpoint addresses for cart,
 * address, order and wish list actions come from page configuration"). Unset ones use the
 * call table's default path.
 */
export type CheckoutEndpoints = Partial<Record<CheckoutCallId, string>>;

export interface CheckoutRequestOptions {
  endpoints?: CheckoutEndpoints;
  signal?: AbortSignal;
}

function endpointFor(call: CheckoutCallId, endpoints: CheckoutEndpoints | undefined): string {
  const configured = endpoints?.[call];
  return urlFor(call, configured ? { url: configured } : {});
}

function readJsonText(call: string, body: string): unknown {
  if (body.trim() === '') return undefined;
  try {
    return JSON.parse(body);
  } catch (cause) {
    // storefront.md §8: the request helper's "Error getting response: {error}".
    throw new ApiError('malformed', call, requestHelperMessages.responseError(cause), {
      field: '(reply)',
      body,
      cause,
    });
  }
}

/** Sends one checkout call through the storefront request helper and validates its JSON reply. */
export async function checkoutJson<S extends ReplySchema>(
  call: CheckoutCallId,
  schema: S,
  payload: Record<string, unknown>,
  options: CheckoutRequestOptions & { encoding?: 'form' | 'json'; notify?: () => void } = {},
): Promise<ReplyOf<S>> {
  const body = await storefrontRequest({
    call,
    endpoint: endpointFor(call, options.endpoints),
    payload,
    encoding: options.encoding ?? 'form',
    notify: options.notify,
    signal: options.signal,
  });
  return parseReply(call, schema, readJsonText(call, body));
}

/** Replies that are plain text (a guid, OK) may come JSON-quoted; both read the same. */
function plainText(body: string): string {
  const trimmed = body.trim();
  if (trimmed.startsWith('"') && trimmed.endsWith('"')) {
    try {
      return String(JSON.parse(trimmed));
    } catch {
      return trimmed;
    }
  }
  return trimmed;
}

/** The checkout page's initial data (the real page renders it; the demo asks for it). */
export function fetchCheckoutInitialData(signal?: AbortSignal): Promise<CheckoutInitialData> {
  return callJson('checkout.initialData', checkoutInitialDataSchema, { signal });
}

/** POST update item quantity: JSON id, qty (quote also cartName); reply error, message. */
export function updateItemQuantity(
  request: { id: string; qty: number; cartName?: string },
  options?: CheckoutRequestOptions,
): Promise<CartReply> {
  return checkoutJson('checkout.updateItemQuantity', cartReplySchema, request, {
    ...options,
    encoding: 'json',
  });
}

/** POST delete cart item: id (quote also cartName); reply error, message. */
export function deleteCartItem(
  request: { id: string; cartName?: string },
  options?: CheckoutRequestOptions,
): Promise<CartReply> {
  return checkoutJson('checkout.deleteCartItem', cartReplySchema, request, options);
}

/** The address as it is posted: every field, without the temporary id. */
export type AddressPayload = Omit<Address, 'Id'> & { Id?: string };

/** POST add address: the address fields; reply the new address's guid as plain text (§5: else an error). */
export async function addAddress(
  address: AddressPayload,
  options: CheckoutRequestOptions = {},
): Promise<string> {
  const call = 'checkout.addAddress';
  const body = await storefrontRequest({
    call,
    endpoint: endpointFor(call, options.endpoints),
    payload: { ...address },
    signal: options.signal,
  });
  const saved = plainText(body);
  if (!isGuid(saved)) {
    throw new ApiError(
      'malformed',
      call,
      `The server's reply to ${call} could not be read: (reply) is not a guid.`,
      {
        field: '(reply)',
        body,
      },
    );
  }
  return saved;
}

/**
 * POST delete address: addressId; the reply must be OK (storefront.md §5). The quote checkout
 * accepts it in any case (`caseInsensitive`).
 */
export async function deleteAddress(
  addressId: string,
  options: CheckoutRequestOptions & { caseInsensitive?: boolean } = {},
): Promise<void> {
  const call = 'checkout.deleteAddress';
  const body = await storefrontRequest({
    call,
    endpoint: endpointFor(call, options.endpoints),
    payload: { addressId },
    signal: options.signal,
  });
  const reply = plainText(body);
  const ok = options.caseInsensitive ? reply.toUpperCase() === 'OK' : reply === 'OK';
  if (!ok) {
    throw new ApiError(
      'rejected',
      call,
      `The server did not confirm deleting address ${addressId}.`,
      { body },
    );
  }
}

/** POST refresh shipping options: addressId; reply shippingOptions. */
export async function fetchShippingOptions(
  addressId: string,
  options?: CheckoutRequestOptions,
): Promise<ShippingOption[]> {
  const reply = await checkoutJson(
    'checkout.shippingOptions',
    shippingOptionsReplySchema,
    { addressId },
    options,
  );
  return reply.shippingOptions;
}

/** What the summary is computed from ("order details"). */
export interface SummaryRequest {
  ShippingAddress: Address | null;
  ShippingOptionId: string | null;
}

/** POST cart summary: order details; reply result (the summary). */
export async function fetchSummary(
  request: SummaryRequest,
  options?: CheckoutRequestOptions,
): Promise<Summary> {
  const reply = await checkoutJson('checkout.summary', summaryReplySchema, { ...request }, options);
  return reply.result;
}

/** The card provider's opaque payment data (storefront.md §7). */
export interface OpaqueData {
  dataDescriptor: string;
  dataValue: string;
}

/** storefront.md §3 "Order placement payload (order checkout)". */
export interface OrderPlacement {
  SelectedShippingAddress: Address;
  SelectedBillingAddress: Address;
  SelectedShippingOption: { Id: string; NameWithPrice: string };
  SelectedPayment: {
    Id: string;
    POValue: string;
    AuthorizeDotNetPaymentProfileId: string;
    AcceptJsPaymentOpaqueData: OpaqueData | null;
    PaymentFirstName: string;
    PaymentLastName: string;
  };
  BillingEqualsShipping: boolean;
  UserNotes: string;
}

/** POST place order: the placement payload; reply success, message, order.epiOrderNumber. */
export function placeOrder(
  order: OrderPlacement,
  options?: CheckoutRequestOptions,
): Promise<PlaceOrderReply> {
  return checkoutJson('checkout.placeOrder', placeOrderReplySchema, { ...order }, options);
}

/** storefront.md §3 "Quote order submission". */
export interface QuotePlacement {
  SelectedShippingAddress: Address;
  SelectedBillingAddress: Address;
  SelectedPayment: { Id: string; POValue: string };
  BillingEqualsShipping: boolean;
}

/** POST place quote; reply Success, Message, confirmationUrl, quoteDetails.OrderNumber. */
export function placeQuote(
  quote: QuotePlacement,
  options?: CheckoutRequestOptions,
): Promise<PlaceQuoteReply> {
  return checkoutJson('checkout.placeQuote', placeQuoteReplySchema, { ...quote }, options);
}

/**
 * The quote checkout's initial data (storefront.md §2.2, §3): the order checkout's, for the
 * Quote Request cart, plus the configured id of the purchase order option (§9: the only
 * payment the quote checkout offers).
 */
export const quoteInitialDataSchema = v.object({
  ...checkoutInitialDataSchema.entries,
  PurchaseOrderPaymentOptionId: text,
});
export type QuoteInitialData = v.InferOutput<typeof quoteInitialDataSchema>;

export function fetchQuoteInitialData(signal?: AbortSignal): Promise<QuoteInitialData> {
  return callJson('checkout.quoteInitialData', quoteInitialDataSchema, { signal });
}
