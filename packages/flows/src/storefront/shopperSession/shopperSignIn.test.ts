import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Shopper, ShopperSession } from '../../api/storefront/shopperSession';
import { replay, walkStates } from '../checkout/testing/stateCoverage';
import { shopperSignInMachine } from './shopperSignIn.machine';

const dealer: Shopper = {
  id: 'dealer',
  name: 'Dana',
  email: 'd@x',
  customerType: 'D',
  siteName: 'Dealer',
  description: '',
};
const session: ShopperSession = { shopper: dealer, cartCount: 3 };

function start(load: () => Promise<Shopper[]>, signIn: (id: string) => Promise<ShopperSession>) {
  const actor = createActor(
    shopperSignInMachine.provide({
      actors: {
        loadShoppers: fromPromise(load),
        signIn: fromPromise<ShopperSession, string>(({ input }) => signIn(input)),
      },
    }),
  );
  actor.start();
  return actor;
}

describe('shopperSignInMachine', () => {
  it('lists the demo shoppers and signs one in', async () => {
    const signedIn: string[] = [];
    const actor = start(
      async () => [dealer],
      async (id) => {
        signedIn.push(id);
        return session;
      },
    );
    await waitFor(actor, (s) => s.matches('choosing'));
    expect(actor.getSnapshot().context.shoppers).toEqual([dealer]);
    actor.send({ type: 'shopper.signIn', shopperId: 'dealer' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(signedIn).toEqual(['dealer']);
    expect(actor.getSnapshot().output).toEqual(session);
  });

  it('says so when the shoppers cannot be loaded, and retries', async () => {
    let calls = 0;
    const actor = start(
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('500');
        return [dealer];
      },
      async () => session,
    );
    await waitFor(actor, (s) => s.matches('loadFailed'));
    expect(actor.getSnapshot().context.error).toBe(
      'The demo shoppers could not be loaded. Please reload the page and try again.',
    );
    actor.send({ type: 'shoppers.retry' });
    await waitFor(actor, (s) => s.matches('choosing'));
  });

  it('goes back to the list when signing in fails', async () => {
    const actor = start(
      async () => [dealer],
      async () => Promise.reject(new Error('401')),
    );
    await waitFor(actor, (s) => s.matches('choosing'));
    actor.send({ type: 'shopper.signIn', shopperId: 'dealer' });
    await waitFor(actor, (s) => s.matches('choosing') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('Signing in did not work. Please try again.');
  });

  it('reaches every state by a path, and each path replays on a live actor', () => {
    const never = <T, I>() => fromPromise<T, I>(() => new Promise(() => {}));
    const machine = shopperSignInMachine.provide({
      actors: { loadShoppers: never(), signIn: never() },
    });
    const walk = walkStates(machine, {
      events: [
        { type: 'xstate.done.actor.loadShoppers', output: [dealer] },
        { type: 'xstate.error.actor.loadShoppers', error: new Error('x') },
        { type: 'shopper.signIn', shopperId: 'dealer' },
        { type: 'xstate.done.actor.signIn', output: session },
      ],
    });
    expect(walk.unreached).toEqual([]);
    for (const [leaf, path] of walk.pathTo)
      expect(replay(machine, undefined, path)).toContain(leaf);
  });
});
