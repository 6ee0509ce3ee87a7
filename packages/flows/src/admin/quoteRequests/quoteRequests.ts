import { fetchQuoteRequest, fetchQuoteRequests, type QuoteRequest } from '../../api/admin/quoteRequests';
import { createListMachine } from '../../staff/list/list.machine';
import { assign, fromPromise, setup } from 'xstate';
import { isApiError } from '../../api/errors';
import { settleUnlessAborted } from '../../staff/shell/settleUnlessAborted';

/** §9 "quotes newest first": by the request's date (MM/DD/YYYY), then the server's order. */
export function sortQuotesNewestFirst(rows: readonly QuoteRequest[]): QuoteRequest[] {
  const key = (q: QuoteRequest) => {
    const [m = '', d = '', y = ''] = q.createdDateDisplay.split('/');
    return `${y}${m.padStart(2, '0')}${d.padStart(2, '0')}`;
  };
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => key(b.row).localeCompare(key(a.row)) || a.index - b.index)
    .map(({ row }) => row);
}

/** §2: search by customer-name prefix, any case. */
export function matchesCustomerPrefix(quote: Pick<QuoteRequest, 'customerName'>, search: string): boolean {
  const prefix = search.trim().toLowerCase();
  return prefix === '' || quote.customerName.toLowerCase().startsWith(prefix);
}

/** Quotes Requested (GET QuoteRequests) on the shared list machine; read only, so never reloaded. */
export const quoteRequestsListMachine = createListMachine<QuoteRequest>({
  id: 'quoteRequestsList',
  load: (signal) => fetchQuoteRequests(signal),
  sort: sortQuotesNewestFirst,
  readOnly: true,
});

/**
 * The read-only Quote Request dialog (§2, §4 "Quote request: view only"): GET QuoteRequests/{id},
 * then open; a failure is the error dialog, and a 409 on it, once closed, re-fetches (§8).
 * States: loading → open → closed (final); failed → loading (409) | closed.
 */
export const quoteRequestDialogMachine = setup({
  types: {
    input: {} as { id: number },
    context: {} as { id: number; quote: QuoteRequest | undefined; error: unknown },
    events: {} as { type: 'quote.close' } | { type: 'error.acknowledge' },
  },
  actors: {
    loadQuote: fromPromise<QuoteRequest, { id: number }>(({ input, signal }) => settleUnlessAborted(signal, fetchQuoteRequest(input.id, signal))),
  },
  guards: {
    isConflict: ({ context }) => isApiError(context.error) && context.error.status === 409,
  },
}).createMachine({
  id: 'quoteRequestDialog',
  context: ({ input }) => ({ id: input.id, quote: undefined, error: undefined }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadQuote',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'open', actions: assign({ quote: ({ event }) => event.output, error: undefined }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    open: { on: { 'quote.close': { target: 'closed' } } },
    failed: {
      on: {
        'error.acknowledge': [
          { guard: 'isConflict', target: 'loading', actions: assign({ error: undefined }) },
          { target: 'closed', actions: assign({ error: undefined }) },
        ],
      },
    },
    closed: { type: 'final' },
  },
});
