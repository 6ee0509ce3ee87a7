import { assign, fromPromise, setup } from 'xstate';
import {
  fetchDemoShoppers,
  signInShopper,
  type Shopper,
  type ShopperSession,
} from '../../api/storefront/shopperSession';
import { shopperSessionMessages as messages } from './messages';

export interface ShopperSignInContext {
  shoppers: Shopper[];
  /** The shopper being signed in. */
  choosingId: string | null;
  error: string | null;
  session: ShopperSession | null;
}

export type ShopperSignInEvent =
  { type: 'shopper.signIn'; shopperId: string } | { type: 'shoppers.retry' };

/**
 * The storefront sign-in of the embedded demo: list the demo shoppers, sign one in. The real
 * store signs shoppers in on its own login page (storefront.md §2 "the login page").
 */
export const shopperSignInMachine = setup({
  types: {
    context: {} as ShopperSignInContext,
    events: {} as ShopperSignInEvent,
    output: {} as ShopperSession | null,
  },
  actors: {
    loadShoppers: fromPromise<Shopper[], void>(({ signal }) => fetchDemoShoppers(signal)),
    signIn: fromPromise<ShopperSession, string>(({ input, signal }) =>
      signInShopper(input, signal),
    ),
  },
}).createMachine({
  id: 'shopperSignIn',
  context: { shoppers: [], choosingId: null, error: null, session: null },
  initial: 'loading',
  output: ({ context }) => context.session,
  states: {
    loading: {
      invoke: {
        id: 'loadShoppers',
        src: 'loadShoppers',
        onDone: {
          target: 'choosing',
          actions: assign({ shoppers: ({ event }) => event.output, error: null }),
        },
        onError: { target: 'loadFailed', actions: assign({ error: messages.loadFailed }) },
      },
    },
    loadFailed: { on: { 'shoppers.retry': 'loading' } },
    choosing: {
      on: {
        'shopper.signIn': {
          target: 'signingIn',
          actions: assign({ choosingId: ({ event }) => event.shopperId, error: null }),
        },
      },
    },
    signingIn: {
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ context }) => context.choosingId as string,
        onDone: { target: 'signedIn', actions: assign({ session: ({ event }) => event.output }) },
        onError: {
          target: 'choosing',
          actions: assign({ error: messages.signInFailed, choosingId: null }),
        },
      },
    },
    signedIn: { type: 'final' },
  },
});
