import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { CartReply } from '../../api/storefront/checkoutSchemas';
import { cartItem } from '../checkout/testing/fixtures';
import { replay, walkStates } from '../checkout/testing/stateCoverage';
import {
  cartLineMachine,
  type CartLineReport,
  type DeleteItemInput,
  type UpdateQuantityInput,
} from './cartLine.machine';

const ok: CartReply = { error: false, message: '' };
const refused: CartReply = { error: true, message: 'Only 3 in stock.' };

function start(
  replies: { update?: CartReply | Error; remove?: CartReply | Error } = {},
  quantity = 2,
) {
  const updates: UpdateQuantityInput[] = [];
  const deletes: DeleteItemInput[] = [];
  const reports: CartLineReport[] = [];
  const answer = (reply: CartReply | Error | undefined) => {
    if (reply instanceof Error) throw reply;
    return reply ?? ok;
  };
  const actor = createActor(
    cartLineMachine.provide({
      actions: { report: (_, report: CartLineReport) => void reports.push(report) },
      actors: {
        updateQuantity: fromPromise<CartReply, UpdateQuantityInput>(async ({ input }) => {
          updates.push(input);
          return answer(replies.update);
        }),
        deleteItem: fromPromise<CartReply, DeleteItemInput>(async ({ input }) => {
          deletes.push(input);
          return answer(replies.remove);
        }),
      },
    }),
    { input: { item: cartItem({ Quantity: quantity }) } },
  );
  actor.start();
  const messages = () => reports.flatMap((r) => (r.type === 'message.add' ? [r.message.text] : []));
  return { actor, updates, deletes, reports, messages };
}

describe('cartLineMachine', () => {
  it('calls the server, then changes the local quantity', async () => {
    const { actor, updates, reports } = start();
    actor.send({ type: 'quantity.edit', quantity: 5 });
    actor.send({ type: 'quantity.update' });
    expect(actor.getSnapshot().value).toBe('updating');
    expect(actor.getSnapshot().context.item.Quantity).toBe(2);
    await waitFor(actor, (s) => s.matches('idle'));
    expect(updates[0]).toMatchObject({ id: 'line-1', qty: 5 });
    expect(actor.getSnapshot().context.item.Quantity).toBe(5);
    expect(reports).toEqual([{ type: 'cart.quantityChanged', id: 'line-1', quantity: 5 }]);
  });

  it('passes a message the server sends with a success on as an info notice', async () => {
    const notice: CartReply = { error: false, message: 'Ships in two weeks.' };
    const updated = start({ update: notice });
    updated.actor.send({ type: 'quantity.edit', quantity: 5 });
    updated.actor.send({ type: 'quantity.update' });
    await waitFor(updated.actor, (s) => s.matches('idle'));
    expect(updated.reports).toContainEqual({
      type: 'message.add',
      message: { type: 'info', text: 'Ships in two weeks.' },
    });
    const removed = start({ remove: { error: false, message: 'Removed.' } });
    removed.actor.send({ type: 'item.delete' });
    removed.actor.send({ type: 'delete.confirm' });
    await waitFor(removed.actor, (s) => s.status === 'done');
    expect(removed.reports[0]).toEqual({
      type: 'message.add',
      message: { type: 'info', text: 'Removed.' },
    });
  });

  it('does nothing when the quantity is unchanged', () => {
    const { actor, updates } = start();
    actor.send({ type: 'quantity.update' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(updates).toEqual([]);
  });

  it('asks "Delete this item?" at 0 or less and reverts to the old quantity when refused', () => {
    const { actor, updates } = start();
    actor.send({ type: 'quantity.edit', quantity: -1 });
    actor.send({ type: 'quantity.update' });
    expect(actor.getSnapshot().value).toBe('confirmingDelete');
    actor.send({ type: 'delete.cancel' });
    expect(actor.getSnapshot().context.draft).toBe(2);
    expect(updates).toEqual([]);
  });

  it('reverts to 1 when there is no old quantity', () => {
    const { actor } = start({}, 0);
    actor.send({ type: 'item.delete' });
    actor.send({ type: 'delete.cancel' });
    expect(actor.getSnapshot().context.draft).toBe(1);
  });

  it('deletes the item when confirmed', async () => {
    const { actor, deletes, reports } = start();
    actor.send({ type: 'quantity.edit', quantity: 0 });
    actor.send({ type: 'quantity.update' });
    actor.send({ type: 'delete.confirm' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(deletes[0]).toMatchObject({ id: 'line-1' });
    expect(reports).toEqual([{ type: 'cart.itemRemoved', id: 'line-1' }]);
  });

  it.each([
    [
      'update',
      'refused',
      { update: refused },
      'Updating the quantity failed. Please try again or contact customer service.',
    ],
    [
      'update',
      'failed',
      { update: new Error('network') },
      'An error occurred updating the quantity for your item.',
    ],
    [
      'delete',
      'refused',
      { remove: refused },
      'Deleting the item failed. Please try again or contact customer service.',
    ],
    [
      'delete',
      'failed',
      { remove: new Error('network') },
      'An error occurred updating the for your item.',
    ],
  ] as const)(
    'a %s the server %s says so and keeps the old quantity',
    async (kind, _how, replies, text) => {
      const { actor, messages } = start(replies);
      if (kind === 'update') {
        actor.send({ type: 'quantity.edit', quantity: 3 });
        actor.send({ type: 'quantity.update' });
      } else {
        actor.send({ type: 'item.delete' });
        actor.send({ type: 'delete.confirm' });
      }
      await waitFor(actor, (s) => s.matches('idle'));
      expect(messages()).toEqual([text]);
      expect(actor.getSnapshot().context).toMatchObject({ draft: 2, item: { Quantity: 2 } });
    },
  );

  it('reaches every state by a path, and each path replays on a live actor', () => {
    const never = <T, I>() => fromPromise<T, I>(() => new Promise(() => {}));
    const machine = cartLineMachine.provide({
      actions: { report: () => undefined },
      actors: { updateQuantity: never(), deleteItem: never() },
    });
    const input = { item: cartItem() };
    const walk = walkStates(machine, {
      input,
      events: [
        { type: 'quantity.edit', quantity: 3 },
        { type: 'quantity.update' },
        { type: 'xstate.done.actor.updateQuantity', output: ok },
        { type: 'item.delete' },
        { type: 'delete.confirm' },
        { type: 'delete.cancel' },
        { type: 'xstate.done.actor.deleteItem', output: ok },
      ],
      serialize: (s) => JSON.stringify([s.value, s.context.draft, s.context.item.Quantity]),
    });
    expect(walk.unreached).toEqual([]);
    for (const [leaf, path] of walk.pathTo) expect(replay(machine, input, path)).toContain(leaf);
  });
});
