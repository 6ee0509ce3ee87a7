import { assign, fromPromise, setup } from 'xstate';
import { isApiError } from '../../api/errors';
import { addToCart, type AddToCartReply, type AddToCartRequest } from '../../api/storefront/products';
import type { CartName } from './constants';
import { addToCartFailure, productPageMessages } from './messages';
import { overStockMessage } from './purchase';

export interface AddToCartInput {
  /** The page's AddToCartEndpoint. */
  endpoint: string;
  /** The colour page words its failure differently (storefront.md §8). */
  page: 'colour' | 'default';
}

export interface AddToCartMessage {
  tone: 'critical' | 'positive';
  text: string;
}

export interface AddToCartContext extends AddToCartInput {
  message: AddToCartMessage | null;
  request: AddToCartRequest | null;
}

export type AddToCartEvent =
  | { type: 'cart.add'; code: string; quantity: number; cartName: CartName; stock: number | null }
  | { type: 'message.dismiss' }
  | { type: 'variation.change' };

function failureText(page: AddToCartInput['page'], message: string): string {
  return page === 'colour' ? productPageMessages.colourAddToCartFailure(message) : addToCartFailure(message);
}

/**
 * Product add to cart (storefront.md §4, §8): stock check, post with cartName Default or
 * Quote Request, success message and cart refresh (`cartChanged`); failures keep the page and say why.
 */
export const addToCartMachine = setup({
  types: {
    input: {} as AddToCartInput,
    context: {} as AddToCartContext,
    events: {} as AddToCartEvent,
  },
  actors: {
    addToCart: fromPromise<AddToCartReply, { request: AddToCartRequest; endpoint: string }>(
      ({ input, signal }) => addToCart(input.request, { endpoint: input.endpoint, signal }),
    ),
  },
  actions: {
    /** The page refreshes the header's cart count. */
    cartChanged: () => {},
  },
  guards: {
    overStock: ({ event }) =>
      event.type === 'cart.add' && overStockMessage(event.quantity, event.stock, event.cartName) !== null,
    replyHasError: ({ event }) => (event as unknown as { output: AddToCartReply }).output.hasError,
  },
}).createMachine({
  id: 'addToCart',
  context: ({ input }) => ({ ...input, message: null, request: null }),
  initial: 'idle',
  states: {
    idle: {},
    adding: {
      // The add runs to its end: a message shows for it whatever the shopper does meanwhile.
      on: { 'cart.add': {}, 'message.dismiss': {}, 'variation.change': {} },
      invoke: {
        src: 'addToCart',
        input: ({ context }) => ({ request: context.request as AddToCartRequest, endpoint: context.endpoint }),
        onDone: [
          {
            guard: 'replyHasError',
            target: 'failed',
            actions: assign({
              message: ({ context, event }) => ({
                tone: 'critical' as const,
                text: failureText(context.page, event.output.message),
              }),
            }),
          },
          {
            target: 'added',
            actions: [
              assign({
                message: ({ context }) => ({
                  tone: 'positive' as const,
                  text: productPageMessages.addedToCart(context.request?.code ?? ''),
                }),
              }),
              'cartChanged',
            ],
          },
        ],
        onError: {
          target: 'failed',
          actions: assign({
            message: ({ context, event }) => {
              const error = event.error;
              const message =
                isApiError(error) && error.kind === 'http'
                  ? productPageMessages.addToCartServerError(error.details.statusText ?? '')
                  : error instanceof Error
                    ? error.message
                    : String(error);
              return { tone: 'critical' as const, text: failureText(context.page, message) };
            },
          }),
        },
      },
    },
    /** Over stock: refused before any call. */
    refused: {},
    added: {},
    failed: {},
  },
  on: {
    'cart.add': [
              {
                guard: 'overStock',
                target: '.refused',
                actions: assign({
                  message: ({ event }) => ({
                    tone: 'critical' as const,
                    text: overStockMessage(event.quantity, event.stock, event.cartName) ?? '',
                  }),
                }),
              },
              {
                target: '.adding',
                actions: assign({
                  message: null,
                  request: ({ event }) => ({ code: event.code, quantity: event.quantity, cartName: event.cartName }),
                }),
              },
            ],
    'message.dismiss': { target: '.idle', actions: assign({ message: null }) },
    'variation.change': { target: '.idle', actions: assign({ message: null }) },
  },
});
