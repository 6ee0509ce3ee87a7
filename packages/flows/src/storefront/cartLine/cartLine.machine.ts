import { assign, enqueueActions, fromPromise, sendParent, setup } from 'xstate';
import {
  deleteCartItem,
  updateItemQuantity,
  type CheckoutEndpoints,
} from '../../api/storefront/checkout';
import type { CartItem, CartReply } from '../../api/storefront/checkoutSchemas';
import type { NewMessage } from '../checkout/messageList';
import { checkoutMessages } from '../checkout/messages';

export interface CartLineInput {
  item: CartItem;
  /** The quote checkout names its cart (storefront.md §7). */
  cartName?: string;
  endpoints?: CheckoutEndpoints;
}

export interface CartLineContext extends CartLineInput {
  /** What the shopper has typed; Update shows while it differs from the saved quantity. */
  draft: number;
}

export type CartLineReport =
  | { type: 'cart.quantityChanged'; id: string; quantity: number }
  | { type: 'cart.itemRemoved'; id: string }
  | { type: 'message.add'; message: NewMessage };

export type CartLineEvent =
  | { type: 'quantity.edit'; quantity: number }
  | { type: 'quantity.update' }
  | { type: 'item.delete' }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' };

export interface UpdateQuantityInput {
  id: string;
  qty: number;
  cartName?: string;
  endpoints?: CheckoutEndpoints;
}
export interface DeleteItemInput {
  id: string;
  cartName?: string;
  endpoints?: CheckoutEndpoints;
}

const message = (text: string): CartLineReport => ({
  type: 'message.add',
  message: { type: 'error', text },
});

/**
 * storefront.md §7, §8: a notification that is not an error shows as an info (blue) alert. A
 * successful reply that carries a message from the server is such a notice (docs/decisions.md).
 */
const hasServerNotice = (reply: CartReply) => !reply.error && reply.message.trim() !== '';
const serverNotice = (reply: CartReply): CartLineReport => ({
  type: 'message.add',
  message: { type: 'info', text: reply.message.trim() },
});

/**
 * One line of the checkout cart (storefront.md §4): a quantity change calls the server, then
 * the local quantity follows; 0 or less asks "Delete this item?" and, refused, the box goes
 * back to the old quantity (or 1).
 */
export const cartLineMachine = setup({
  types: {
    input: {} as CartLineInput,
    context: {} as CartLineContext,
    events: {} as CartLineEvent,
  },
  actors: {
    updateQuantity: fromPromise<CartReply, UpdateQuantityInput>(({ input, signal }) =>
      updateItemQuantity(
        { id: input.id, qty: input.qty, ...(input.cartName ? { cartName: input.cartName } : {}) },
        { endpoints: input.endpoints, signal },
      ),
    ),
    deleteItem: fromPromise<CartReply, DeleteItemInput>(({ input, signal }) =>
      deleteCartItem(
        { id: input.id, ...(input.cartName ? { cartName: input.cartName } : {}) },
        { endpoints: input.endpoints, signal },
      ),
    ),
  },
  actions: {
    report: sendParent((_, report: CartLineReport) => report),
    revertDraft: assign({
      draft: ({ context }) => (context.item.Quantity > 0 ? context.item.Quantity : 1),
    }),
  },
  guards: {
    asksToDelete: ({ context }) => context.draft <= 0,
    isUnchanged: ({ context }) => context.draft === context.item.Quantity,
    serverRefused: (_, reply: CartReply) => reply.error,
  },
}).createMachine({
  id: 'cartLine',
  context: ({ input }) => ({ ...input, draft: input.item.Quantity }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'quantity.edit': { actions: assign({ draft: ({ event }) => event.quantity }) },
        'quantity.update': [
          { guard: 'asksToDelete', target: 'confirmingDelete' },
          { guard: 'isUnchanged' },
          { target: 'updating' },
        ],
        'item.delete': { target: 'confirmingDelete' },
      },
    },
    confirmingDelete: {
      on: {
        'delete.confirm': { target: 'deleting' },
        'delete.cancel': { target: 'idle', actions: 'revertDraft' },
      },
    },
    updating: {
      invoke: {
        id: 'updateQuantity',
        src: 'updateQuantity',
        input: ({ context }) => ({
          id: context.item.Id,
          qty: context.draft,
          cartName: context.cartName,
          endpoints: context.endpoints,
        }),
        onDone: [
          {
            guard: { type: 'serverRefused', params: ({ event }) => event.output },
            target: 'idle',
            actions: [
              'revertDraft',
              { type: 'report', params: message(checkoutMessages.quantityUpdateFailed) },
            ],
          },
          {
            target: 'idle',
            actions: [
              assign({ item: ({ context }) => ({ ...context.item, Quantity: context.draft }) }),
              {
                type: 'report',
                params: ({ context }) => ({
                  type: 'cart.quantityChanged',
                  id: context.item.Id,
                  quantity: context.item.Quantity,
                }),
              },
              enqueueActions(({ event, enqueue }) => {
                if (hasServerNotice(event.output))
                  enqueue({ type: 'report', params: serverNotice(event.output) });
              }),
            ],
          },
        ],
        onError: {
          target: 'idle',
          actions: [
            'revertDraft',
            { type: 'report', params: message(checkoutMessages.quantityUpdateNetworkError) },
          ],
        },
      },
    },
    deleting: {
      invoke: {
        id: 'deleteItem',
        src: 'deleteItem',
        input: ({ context }) => ({
          id: context.item.Id,
          cartName: context.cartName,
          endpoints: context.endpoints,
        }),
        onDone: [
          {
            guard: { type: 'serverRefused', params: ({ event }) => event.output },
            target: 'idle',
            actions: [
              'revertDraft',
              { type: 'report', params: message(checkoutMessages.deleteItemFailed) },
            ],
          },
          {
            target: 'removed',
            actions: [
              enqueueActions(({ event, enqueue }) => {
                if (hasServerNotice(event.output))
                  enqueue({ type: 'report', params: serverNotice(event.output) });
              }),
              {
                type: 'report',
                params: ({ context }) => ({ type: 'cart.itemRemoved', id: context.item.Id }),
              },
            ],
          },
        ],
        onError: {
          target: 'idle',
          actions: [
            'revertDraft',
            { type: 'report', params: message(checkoutMessages.deleteItemNetworkError) },
          ],
        },
      },
    },
    removed: { type: 'final' },
  },
});
