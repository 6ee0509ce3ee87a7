import { assign, fromPromise, sendParent, setup } from 'xstate';
import {
  fetchSummary,
  type CheckoutEndpoints,
  type SummaryRequest,
} from '../../api/storefront/checkout';
import { EMPTY_SUMMARY, type Summary } from '../../api/storefront/checkoutSchemas';
import type { NewMessage } from '../checkout/messageList';
import { checkoutMessages } from '../checkout/messages';
import { SUMMARY_DEBOUNCE_MS } from '../checkout/constants';

export interface SummaryInput {
  request: SummaryRequest;
  endpoints?: CheckoutEndpoints;
}

export interface SummaryContext extends SummaryInput {
  summary: Summary;
  /** storefront.md §4: on when a refresh is requested, off when fresh data arrives. */
  isRefreshing: boolean;
}

export type SummaryReport =
  | { type: 'summary.changed'; summary: Summary; isRefreshing: boolean }
  | { type: 'message.add'; message: NewMessage };

export type SummaryEvent = { type: 'summary.request'; request: SummaryRequest };

export interface FetchSummaryInput {
  request: SummaryRequest;
  endpoints?: CheckoutEndpoints;
}

const changed = ({ context }: { context: SummaryContext }): SummaryReport => ({
  type: 'summary.changed',
  summary: context.summary,
  isRefreshing: context.isRefreshing,
});

/**
 * The order summary (storefront.md §2.1, §4): refreshed, debounced by 1000 ms, when the
 * shipping option, the shipping address or the cart changes, and on load.
 */
export const summaryMachine = setup({
  types: {
    input: {} as SummaryInput,
    context: {} as SummaryContext,
    events: {} as SummaryEvent,
  },
  actors: {
    fetchSummary: fromPromise<Summary, FetchSummaryInput>(({ input, signal }) =>
      fetchSummary(input.request, { endpoints: input.endpoints, signal }),
    ),
  },
  actions: {
    report: sendParent((_, report: SummaryReport) => report),
  },
  delays: { summaryDebounce: SUMMARY_DEBOUNCE_MS },
  guards: {
    hasServerErrors: (_, summary: Summary) => summary.ErrorMessages.length > 0,
  },
}).createMachine({
  id: 'summary',
  context: ({ input }) => ({ ...input, summary: EMPTY_SUMMARY, isRefreshing: true }),
  initial: 'debouncing',
  on: {
    'summary.request': {
      target: '.debouncing',
      // Each request restarts the wait, so a burst of changes costs one call.
      reenter: true,
      actions: [
        assign({ request: ({ event }) => event.request, isRefreshing: true }),
        { type: 'report', params: changed },
      ],
    },
  },
  states: {
    debouncing: {
      description: 'Something that changes the total was just changed: the summary waits a moment for more changes before it asks again, its spinner on.',
      after: { summaryDebounce: 'fetching' },
    },
    fetching: {
      description: 'The order summary (subtotal, shipping, tax, total) is being worked out again; the spinner shows.',
      invoke: {
        id: 'fetchSummary',
        src: 'fetchSummary',
        input: ({ context }) => ({ request: context.request, endpoints: context.endpoints }),
        onDone: [
          {
            guard: { type: 'hasServerErrors', params: ({ event }) => event.output },
            target: 'idle',
            actions: [
              assign({ summary: ({ event }) => event.output, isRefreshing: false }),
              { type: 'report', params: changed },
              {
                type: 'report',
                params: ({ event }) => ({
                  type: 'message.add',
                  message: {
                    type: 'error',
                    text: checkoutMessages.summaryServerErrors,
                    items: event.output.ErrorMessages,
                  },
                }),
              },
            ],
          },
          {
            target: 'idle',
            actions: [
              assign({ summary: ({ event }) => event.output, isRefreshing: false }),
              { type: 'report', params: changed },
            ],
          },
        ],
        onError: {
          target: 'failed',
          // The spinner stops; the last good summary stays with the error message.
          actions: [
            assign({ isRefreshing: false }),
            { type: 'report', params: changed },
            {
              type: 'report',
              params: {
                type: 'message.add',
                message: { type: 'error', text: checkoutMessages.summaryRefreshFailed },
              },
            },
          ],
        },
      },
    },
    idle: { description: 'The order summary is up to date (any server notes shown as one error message).' },
    failed: {
      description: 'The summary could not be refreshed: the last good figures stay, with an error message.',
    },
  },
});
