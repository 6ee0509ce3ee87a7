import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ShippingOption } from '../../api/storefront/checkoutSchemas';
import { GUIDS } from '../checkout/testing/fixtures';
import { replay, walkStates } from '../checkout/testing/stateCoverage';
import {
  shippingOptionsMachine,
  type FetchShippingOptionsInput,
  type ShippingOptionsReport,
} from './shippingOptions.machine';

const option = (id: string): ShippingOption => ({
  id,
  nameWithPrice: `${id} ($10.00)`,
  estimatedDeliveryDate: '2030-01-02',
});
const three = [option('ground'), option('expedited'), option('white-glove')];

function start(addressId: string | null, answers: Record<string, ShippingOption[] | Error>) {
  const requested: string[] = [];
  const reports: ShippingOptionsReport[] = [];
  const actor = createActor(
    shippingOptionsMachine.provide({
      actions: { report: (_, report: ShippingOptionsReport) => void reports.push(report) },
      actors: {
        fetchShippingOptions: fromPromise<ShippingOption[], FetchShippingOptionsInput>(
          async ({ input }) => {
            requested.push(input.addressId);
            const answer = answers[input.addressId];
            if (!answer || answer instanceof Error) throw answer ?? new Error('unknown');
            return answer;
          },
        ),
      },
    }),
    { input: { addressId, options: [] } },
  );
  actor.start();
  const messages = () => reports.flatMap((r) => (r.type === 'message.add' ? [r.message.text] : []));
  const changes = () => reports.filter((r) => r.type === 'shippingOptions.changed');
  return { actor, requested, reports, messages, changes };
}

describe('shippingOptionsMachine', () => {
  it('fetches on load, reporting refreshing until the options arrive', async () => {
    const { actor, changes } = start(GUIDS.warehouse, { [GUIDS.warehouse]: three });
    expect(changes()[0]).toMatchObject({ isRefreshing: true });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(changes().at(-1)).toMatchObject({
      options: three,
      selectedId: null,
      isRefreshing: false,
    });
    expect(actor.getSnapshot().context.expanded).toBe(true);
  });

  it('selects a single option automatically and collapses the list', async () => {
    const { actor } = start(GUIDS.home, { [GUIDS.home]: [option('residential')] });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context).toMatchObject({
      selectedId: 'residential',
      expanded: false,
    });
  });

  it('collapses on a pick; Change / Done toggles the list', async () => {
    const { actor, changes } = start(GUIDS.warehouse, { [GUIDS.warehouse]: three });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'option.select', id: 'expedited' });
    expect(actor.getSnapshot().context).toMatchObject({ selectedId: 'expedited', expanded: false });
    expect(changes().at(-1)?.selectedId).toBe('expedited');
    actor.send({ type: 'options.toggle' });
    expect(actor.getSnapshot().context.expanded).toBe(true);
    actor.send({ type: 'option.select', id: 'not-offered' });
    expect(actor.getSnapshot().context.selectedId).toBe('expedited');
  });

  it('gives no options without a call for an address that has no guid', async () => {
    const { actor, requested, changes } = start('-1', {});
    expect(actor.getSnapshot().value).toBe('ready');
    expect(requested).toEqual([]);
    expect(changes().at(-1)).toMatchObject({ options: [], selectedId: null });
  });

  it('refetches when the address changes, keeping a selection that is still offered', async () => {
    const { actor, requested } = start(GUIDS.warehouse, {
      [GUIDS.warehouse]: three,
      [GUIDS.saved]: three.slice(0, 2),
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'option.select', id: 'ground' });
    actor.send({ type: 'shippingOptions.refresh', addressId: GUIDS.saved });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(requested).toEqual([GUIDS.warehouse, GUIDS.saved]);
    expect(actor.getSnapshot().context.selectedId).toBe('ground');
  });

  it('says "retrieving" when the first fetch fails and "refreshing" on later ones', async () => {
    const { actor, messages } = start(GUIDS.warehouse, { [GUIDS.home]: three });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(messages()).toEqual(['An error occurred retrieving shipping options.']);
    actor.send({ type: 'shippingOptions.refresh', addressId: GUIDS.home });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'shippingOptions.refresh', addressId: GUIDS.warehouse });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(messages().at(-1)).toBe('An error occurred refreshing the shipping methods.');
  });

  it('reaches every state by a path, and each path replays on a live actor', () => {
    const machine = shippingOptionsMachine.provide({
      actions: { report: () => undefined },
      actors: {
        fetchShippingOptions: fromPromise<ShippingOption[], FetchShippingOptionsInput>(
          () => new Promise(() => {}),
        ),
      },
    });
    const input = { addressId: GUIDS.home, options: [] };
    const walk = walkStates(machine, {
      input,
      events: [
        { type: 'xstate.done.actor.fetchShippingOptions', output: three },
        { type: 'xstate.error.actor.fetchShippingOptions', error: new Error('x') },
        { type: 'option.select', id: 'ground' },
        { type: 'options.toggle' },
        { type: 'shippingOptions.refresh', addressId: '-1' },
      ],
    });
    expect(walk.unreached).toEqual([]);
    for (const [leaf, path] of walk.pathTo) expect(replay(machine, input, path)).toContain(leaf);
  });
});
