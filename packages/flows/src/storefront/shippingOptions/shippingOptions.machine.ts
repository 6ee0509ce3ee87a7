import { assign, fromPromise, sendParent, setup } from 'xstate';
import { fetchShippingOptions, type CheckoutEndpoints } from '../../api/storefront/checkout';
import { isGuid, type ShippingOption } from '../../api/storefront/checkoutSchemas';
import type { NewMessage } from '../checkout/messageList';
import { checkoutMessages } from '../checkout/messages';

export interface ShippingOptionsInput {
  addressId: string | null;
  /** Options the page rendered with its data, shown until the load-time fetch answers. */
  options: ShippingOption[];
  endpoints?: CheckoutEndpoints;
}

export interface ShippingOptionsContext extends ShippingOptionsInput {
  selectedId: string | null;
  /** The option list is open; picking an option closes it, Change / Done toggles it. */
  expanded: boolean;
  /** After the first answer a failure reads "refreshing" rather than "retrieving". */
  hasLoaded: boolean;
}

export type ShippingOptionsReport =
  | {
      type: 'shippingOptions.changed';
      options: ShippingOption[];
      selectedId: string | null;
      isRefreshing: boolean;
    }
  | { type: 'message.add'; message: NewMessage };

export type ShippingOptionsEvent =
  | { type: 'shippingOptions.refresh'; addressId: string | null }
  | { type: 'option.select'; id: string }
  | { type: 'options.toggle' };

export interface FetchShippingOptionsInput {
  addressId: string;
  endpoints?: CheckoutEndpoints;
}

/** Keeps the chosen option when it is still offered; a single option is chosen automatically. */
function selectionAfter(options: ShippingOption[], previous: string | null): string | null {
  if (options.length === 1) return options[0]?.id ?? null;
  return options.some((o) => o.id === previous) ? previous : null;
}

const changed = (
  { context }: { context: ShippingOptionsContext },
  isRefreshing: boolean,
): ShippingOptionsReport => ({
  type: 'shippingOptions.changed',
  options: context.options,
  selectedId: context.selectedId,
  isRefreshing,
});

/**
 * The shipping method section (storefront.md §2.1, §4): options refetch when the shipping
 * address or the cart changes and on load; an address without a guid has none, without a call.
 */
export const shippingOptionsMachine = setup({
  types: {
    input: {} as ShippingOptionsInput,
    context: {} as ShippingOptionsContext,
    events: {} as ShippingOptionsEvent,
  },
  actors: {
    fetchShippingOptions: fromPromise<ShippingOption[], FetchShippingOptionsInput>(
      ({ input, signal }) =>
        fetchShippingOptions(input.addressId, { endpoints: input.endpoints, signal }),
    ),
  },
  actions: {
    report: sendParent((_, report: ShippingOptionsReport) => report),
  },
  guards: {
    hasSavedAddress: ({ context }) => context.addressId !== null && isGuid(context.addressId),
    hasLoaded: ({ context }) => context.hasLoaded,
    isOffered: ({ context }, id: string) => context.options.some((o) => o.id === id),
  },
}).createMachine({
  id: 'shippingOptions',
  context: ({ input }) => ({
    ...input,
    selectedId: selectionAfter(input.options, null),
    expanded: true,
    hasLoaded: false,
  }),
  initial: 'deciding',
  on: {
    'shippingOptions.refresh': {
      target: '.deciding',
      reenter: true,
      actions: assign({ addressId: ({ event }) => event.addressId }),
    },
  },
  states: {
    deciding: {
      always: [
        { guard: 'hasSavedAddress', target: 'loading' },
        {
          target: 'ready',
          actions: [
            assign({ options: [], selectedId: null, expanded: true }),
            { type: 'report', params: (args) => changed(args, false) },
          ],
        },
      ],
    },
    loading: {
      description: 'The shipping methods for the chosen address are being fetched.',
      entry: { type: 'report', params: (args) => changed(args, true) },
      invoke: {
        id: 'fetchShippingOptions',
        src: 'fetchShippingOptions',
        input: ({ context }) => ({
          addressId: context.addressId as string,
          endpoints: context.endpoints,
        }),
        onDone: {
          target: 'ready',
          actions: [
            assign(({ context, event }) => {
              const selectedId = selectionAfter(event.output, context.selectedId);
              return {
                options: event.output,
                selectedId,
                expanded: selectedId === null,
                hasLoaded: true,
              };
            }),
            { type: 'report', params: (args) => changed(args, false) },
          ],
        },
        onError: [
          {
            guard: 'hasLoaded',
            target: 'failed',
            actions: [
              assign({ options: [], selectedId: null, expanded: true }),
              { type: 'report', params: (args) => changed(args, false) },
              {
                type: 'report',
                params: {
                  type: 'message.add',
                  message: { type: 'error', text: checkoutMessages.shippingOptionsRefreshFailed },
                },
              },
            ],
          },
          {
            target: 'failed',
            actions: [
              assign({ options: [], selectedId: null, expanded: true, hasLoaded: true }),
              { type: 'report', params: (args) => changed(args, false) },
              {
                type: 'report',
                params: {
                  type: 'message.add',
                  message: { type: 'error', text: checkoutMessages.shippingOptionsRetrieveFailed },
                },
              },
            ],
          },
        ],
      },
    },
    ready: {
      description:
        'The shipping methods are listed (or none, for an address not saved yet); choosing one collapses the list to it.',
      on: {
        'option.select': {
          guard: { type: 'isOffered', params: ({ event }) => event.id },
          actions: [
            assign({ selectedId: ({ event }) => event.id, expanded: false }),
            { type: 'report', params: (args) => changed(args, false) },
          ],
        },
        'options.toggle': { actions: assign({ expanded: ({ context }) => !context.expanded }) },
      },
    },
    failed: {
      description: 'The shipping methods could not be fetched: none is offered, and an error message says so.',
    },
  },
});
