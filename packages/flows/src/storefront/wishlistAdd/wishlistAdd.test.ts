import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { AddProductToWishListOutcome, WishListPageOutcome } from '../../api/storefront/wishlists';
import { wishlistAddMachine } from './wishlistAdd.machine';

const texts = {
  AddToWishList: 'Add to Wish List',
  AddedToWishList: 'Added to Wish List',
  RetryMessage: 'Retry please',
  PleaseLogin: 'Please log in',
  ListNameExists: 'Exists',
  ListNameRequired: 'Name needed',
  CreateList: 'Create List',
  ListNameLabel: 'List name',
};
const outcome = <K extends string>(kind: K, status: number) => ({ kind, status, body: '' });

function start(add: () => Promise<AddProductToWishListOutcome>, create: () => Promise<WishListPageOutcome> = async () => outcome('ok', 200)) {
  const log = vi.fn();
  const adds: unknown[] = [];
  const actor = createActor(
    wishlistAddMachine.provide({
      actors: {
        addProduct: fromPromise(({ input }) => {
          adds.push(input);
          return add();
        }),
        createList: fromPromise(() => create()),
      },
      actions: { log: (_, params) => log((params as { message: string }).message) },
    }),
    { input: { lists: ['Kitchen'], addItemEndpoint: '/wl/add', addListEndpoint: '/wl/create', texts } },
  ).start();
  return { actor, log, adds };
}
const settle = () => new Promise((r) => setTimeout(r, 0));
const choose = { type: 'list.choose', listName: 'Kitchen', sku: 'S1', quantity: '2.5' } as const;
const button = (actor: ReturnType<typeof start>['actor']) => (actor.getSnapshot().value as { button: string }).button;

describe('wishlistAddMachine', () => {
  it('adds with the page quantity (non-integers become 1): spinner, then check; a variation change resets', async () => {
    const { actor, adds } = start(async () => outcome('ok', 200));
    actor.send(choose);
    expect(button(actor)).toBe('adding');
    await settle();
    expect(button(actor)).toBe('added');
    expect(adds).toEqual([{ listName: 'Kitchen', sku: 'S1', quantity: 1, endpoint: '/wl/add' }]);
    actor.send({ type: 'variation.change' });
    expect(button(actor)).toBe('normal');
  });

  it('400 / 500: retry alert, error icon, logged', async () => {
    for (const status of [400, 500]) {
      const { actor, log } = start(async () => outcome(status === 400 ? 'badRequest' : 'serverError', status));
      actor.send(choose);
      await settle();
      expect(button(actor)).toBe('failed');
      expect(actor.getSnapshot().context.alert?.text).toBe('Retry please');
      expect(log).toHaveBeenCalled();
    }
  });

  it('401: the please-login alert', async () => {
    const { actor } = start(async () => outcome('unauthorized', 401));
    actor.send(choose);
    await settle();
    expect(actor.getSnapshot().context.alert?.text).toBe('Please log in');
  });

  it('other status: Unhandled Response. logged', async () => {
    const { actor, log } = start(async () => ({ kind: 'unhandled', status: 418, statusText: '', body: '' }));
    actor.send(choose);
    await settle();
    expect(button(actor)).toBe('normal');
    expect(log).toHaveBeenCalledWith('Unhandled Response.');
  });

  it('network failure: error icon, label restored', async () => {
    const { actor } = start(async () => {
      throw new Error('offline');
    });
    actor.send(choose);
    await settle();
    expect(button(actor)).toBe('failed');
    actor.send({ type: 'alert.dismiss' });
  });

  it('creates a list (added once), 409 and 400 alerts, other results logged', async () => {
    const replies: WishListPageOutcome[] = [
      outcome('ok', 200),
      outcome('conflict', 409),
      outcome('badRequest', 400),
      { kind: 'unhandled', status: 418, statusText: '', body: '' },
    ];
    const { actor, log } = start(async () => outcome('ok', 200), async () => replies.shift() as WishListPageOutcome);
    actor.send({ type: 'list.create', listName: ' Bath ' });
    expect((actor.getSnapshot().value as { create: string }).create).toBe('creating');
    await settle();
    expect(actor.getSnapshot().context.lists).toEqual(['Kitchen', 'Bath']);
    actor.send({ type: 'list.create', listName: 'Bath' });
    await settle();
    expect(actor.getSnapshot().context.alert?.text).toBe('Exists');
    expect(actor.getSnapshot().context.lists).toEqual(['Kitchen', 'Bath']);
    actor.send({ type: 'list.create', listName: 'x' });
    await settle();
    expect(actor.getSnapshot().context.alert?.text).toBe('Name needed');
    actor.send({ type: 'list.create', listName: 'y' });
    await settle();
    expect(log).toHaveBeenCalledWith('Unhandled Response.');
    actor.send({ type: 'list.create', listName: '  ' });
    expect((actor.getSnapshot().value as { create: string }).create).toBe('idle');
  });
});
