import * as v from 'valibot';
import { callJson } from './http';
import { text } from './checkoutSchemas';

/** storefront.md §3 "Saved card": a payment profile kept by the card provider. */
export const savedCardSchema = v.object({
  customerPaymentProfileId: v.string(),
  maskedCardNumber: v.string(),
  cardType: text,
  /** YYYY-MM */
  expirationDate: text,
  billToFirstName: text,
  billToLastName: text,
  billToAddressLine: text,
  billToAddressCity: text,
  billToAddressState: text,
  billToAddressZip: text,
});
export type SavedCard = v.InferOutput<typeof savedCardSchema>;

/** Every /AuthorizeDotNet/PaymentMethods reply has this shape (storefront.md §7). */
export const paymentMethodsReplySchema = v.object({
  success: v.boolean(),
  paymentMethods: v.nullish(v.array(savedCardSchema), () => []),
  canRetry: v.nullish(v.boolean(), false),
  errorMessage: text,
});
export type PaymentMethodsReply = v.InferOutput<typeof paymentMethodsReplySchema>;

/** PUT body (storefront.md §7); the country is fixed to USA (§5). */
export interface SavedCardUpdate {
  CustomerPaymentProfileId: string;
  CardNumber: string;
  ExpirationDate: string;
  BillToFirstName: string;
  BillToLastName: string;
  BillToAddressLine: string;
  BillToAddressCity: string;
  BillToAddressState: string;
  BillToAddressZip: string;
  BillToAddressCountry: 'USA';
}

/** GET /AuthorizeDotNet/PaymentMethods */
export function fetchSavedCards(signal?: AbortSignal): Promise<PaymentMethodsReply> {
  return callJson('payments.list', paymentMethodsReplySchema, {
    signal,
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
}

/** PUT /AuthorizeDotNet/PaymentMethods/{customerPaymentProfileId} */
export function updateSavedCard(
  update: SavedCardUpdate,
  signal?: AbortSignal,
): Promise<PaymentMethodsReply> {
  return callJson('payments.update', paymentMethodsReplySchema, {
    params: { customerPaymentProfileId: update.CustomerPaymentProfileId },
    json: update,
    signal,
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
}

/** DELETE /AuthorizeDotNet/PaymentMethods/{customerPaymentProfileId} */
export function deleteSavedCard(
  customerPaymentProfileId: string,
  signal?: AbortSignal,
): Promise<PaymentMethodsReply> {
  return callJson('payments.delete', paymentMethodsReplySchema, {
    params: { customerPaymentProfileId },
    signal,
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
}
