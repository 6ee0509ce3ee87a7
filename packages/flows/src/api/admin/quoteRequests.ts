import { z } from 'zod/mini';
import { staffJson } from '../staff/request';
import { text } from './common';

/** §3 Quote request item ({product}SKU, product name, quantity). */
export const quoteRequestItemSchema = z.object({
  JoinerySKU: z.string(),
  productName: z.string(),
  quantity: z.number(),
});
export type QuoteRequestItem = z.infer<typeof quoteRequestItemSchema>;

/** back-office-admin.md §3 Quote request. View only: there are no writes (§4). */
export const quoteRequestSchema = z.object({
  id: z.number(),
  requestNumber: z.string(),
  createdDateDisplay: z.string(),
  customerNumber: z.string(),
  customerName: z.string(),
  poNumber: text,
  orderedBy: text,
  orderKey: text,
  quoteRequestItems: z.array(quoteRequestItemSchema),
});
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

/** GET QuoteRequests: newest first (§9). */
export function fetchQuoteRequests(signal?: AbortSignal): Promise<QuoteRequest[]> {
  return staffJson('quoteRequests.list', z.array(quoteRequestSchema), { signal });
}

/** GET QuoteRequests/{id}. */
export function fetchQuoteRequest(id: number, signal?: AbortSignal): Promise<QuoteRequest> {
  return staffJson('quoteRequests.get', quoteRequestSchema, { params: { id }, signal });
}
