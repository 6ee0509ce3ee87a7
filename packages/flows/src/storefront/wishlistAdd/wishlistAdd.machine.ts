import { assign, fromPromise, setup } from 'xstate';
import {
  addProductToWishList,
  createWishList,
  toWishListQuantity,
  type AddProductToWishListOutcome,
  type WishListPageOutcome,
} from '../../api/storefront/wishlists';
import type { WishListLocalizationItems } from '../../api/storefront/products';
import { wishListLogMessages } from '../wishlists/messages';

export interface WishlistAddInput {
  /** The names of the shopper's lists. */
  lists: string[];
  addItemEndpoint: string;
  addListEndpoint: string;
  texts: WishListLocalizationItems;
}

export interface WishlistAddAlert {
  tone: 'critical' | 'positive';
  text: string;
}

export interface WishlistAddContext extends WishlistAddInput {
  alert: WishlistAddAlert | null;
  pendingAdd: { listName: string; sku: string; quantity: number } | null;
  pendingList: string | null;
}

export type WishlistAddEvent =
  | { type: 'list.choose'; listName: string; sku: string; quantity: unknown }
  | { type: 'list.create'; listName: string }
  | { type: 'alert.dismiss' }
  | { type: 'variation.change' };

type AddOutput = AddProductToWishListOutcome;

/**
 * Add to a wish list from a product (storefront.md §2.4, §5, §8). The `button` region is the add
 * button's four looks (normal, spinner, check with added text, error icon with default label);
 * a variation change resets it. The `create` region creates a list (form-encoded).
 */
export const wishlistAddMachine = setup({
  types: {
    input: {} as WishlistAddInput,
    context: {} as WishlistAddContext,
    events: {} as WishlistAddEvent,
  },
  actors: {
    addProduct: fromPromise<AddOutput, { listName: string; sku: string; quantity: number; endpoint: string }>(
      ({ input, signal }) =>
        addProductToWishList(
          { listName: input.listName, sku: input.sku, quantity: input.quantity },
          { endpoint: input.endpoint, signal },
        ),
    ),
    createList: fromPromise<WishListPageOutcome, { listName: string; endpoint: string }>(({ input, signal }) =>
      createWishList(input.listName, { encoding: 'form', endpoint: input.endpoint, signal }),
    ),
  },
  actions: {
    /** §8: failures and unhandled replies are logged. */
    log: (_, params: { message: string }) => {
      console.warn(params.message);
    },
  },
  guards: {
    added: ({ event }) => (event as unknown as { output: AddOutput }).output.kind === 'ok',
    addRetry: ({ event }) => {
      const kind = (event as unknown as { output: AddOutput }).output.kind;
      return kind === 'badRequest' || kind === 'serverError';
    },
    addUnauthorized: ({ event }) => (event as unknown as { output: AddOutput }).output.kind === 'unauthorized',
    created: ({ event }) => (event as unknown as { output: WishListPageOutcome }).output.kind === 'ok',
    createConflict: ({ event }) => (event as unknown as { output: WishListPageOutcome }).output.kind === 'conflict',
    createBadRequest: ({ event }) =>
      (event as unknown as { output: WishListPageOutcome }).output.kind === 'badRequest',
    nameGiven: ({ event }) => event.type === 'list.create' && event.listName.trim() !== '',
  },
}).createMachine({
  id: 'wishlistAdd',
  context: ({ input }) => ({ ...input, alert: null, pendingAdd: null, pendingList: null }),
  type: 'parallel',
  on: {
    'alert.dismiss': { actions: assign({ alert: null }) },
  },
  states: {
    button: {
      initial: 'normal',
      on: {
        'variation.change': { target: '.normal', actions: assign({ alert: null }) },
        'list.choose': {
          target: '.adding',
          actions: assign({
            alert: null,
            pendingAdd: ({ event }) => ({
              listName: event.listName,
              sku: event.sku,
              quantity: toWishListQuantity(event.quantity),
            }),
          }),
        },
      },
      states: {
        normal: {},
        adding: {
          on: { 'list.choose': {}, 'variation.change': {} },
          invoke: {
            src: 'addProduct',
            input: ({ context }) => ({
              listName: context.pendingAdd?.listName ?? '',
              sku: context.pendingAdd?.sku ?? '',
              quantity: context.pendingAdd?.quantity ?? 1,
              endpoint: context.addItemEndpoint,
            }),
            onDone: [
              { guard: 'added', target: 'added' },
              {
                guard: 'addRetry',
                target: 'failed',
                actions: [
                  assign({ alert: ({ context }) => ({ tone: 'critical' as const, text: context.texts.RetryMessage }) }),
                  { type: 'log', params: ({ event }) => ({ message: `Add to wish list failed (${event.output.status})` }) },
                ],
              },
              {
                guard: 'addUnauthorized',
                target: 'normal',
                actions: assign({ alert: ({ context }) => ({ tone: 'critical' as const, text: context.texts.PleaseLogin }) }),
              },
              {
                target: 'normal',
                actions: { type: 'log', params: { message: wishListLogMessages.unhandledResponse } },
              },
            ],
            // A network failure: error icon, label restored.
            onError: { target: 'failed' },
          },
        },
        added: {},
        failed: {},
      },
    },
    create: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'list.create': {
              guard: 'nameGiven',
              target: 'creating',
              actions: assign({ alert: null, pendingList: ({ event }) => event.listName.trim() }),
            },
          },
        },
        creating: {
          invoke: {
            src: 'createList',
            input: ({ context }) => ({ listName: context.pendingList ?? '', endpoint: context.addListEndpoint }),
            onDone: [
              {
                guard: 'created',
                target: 'idle',
                // §5: a new list is only added locally if its name is not already present.
                actions: assign({
                  lists: ({ context }) =>
                    context.pendingList && !context.lists.includes(context.pendingList)
                      ? [...context.lists, context.pendingList]
                      : context.lists,
                  pendingList: null,
                }),
              },
              {
                guard: 'createConflict',
                target: 'idle',
                actions: assign({ alert: ({ context }) => ({ tone: 'critical' as const, text: context.texts.ListNameExists }) }),
              },
              {
                guard: 'createBadRequest',
                target: 'idle',
                actions: assign({ alert: ({ context }) => ({ tone: 'critical' as const, text: context.texts.ListNameRequired }) }),
              },
              { target: 'idle', actions: { type: 'log', params: { message: wishListLogMessages.unhandledResponse } } },
            ],
            onError: {
              target: 'idle',
              actions: { type: 'log', params: { message: wishListLogMessages.unhandledResponse } },
            },
          },
        },
      },
    },
  },
});
