import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { flowModel, machineShape } from '../../.storybook/flows/model';
import { storyStatesIn } from '../../.storybook/flows/storyStates';
import { coverageReport } from './report';

const chart = (id: string) =>
  createMachine({
    id,
    initial: 'idle',
    states: {
      idle: {
        description: 'Waiting for the shopper.',
        on: { 'order.place': { guard: 'termsAccepted', target: 'busy' } },
      },
      busy: {
        invoke: { id: 'placeOrder', src: 'placeOrder', onDone: 'checking', onError: 'idle' },
      },
      checking: { always: 'done' },
      done: { type: 'final' },
    },
  });

const storySource = `
const meta = { title: 'Pages/Storefront/Thing' } satisfies Meta;
export default meta;
export const Default: Story = { play: async () => {} };
export const PlaceOrderPending: Story = {
  parameters: {
    faults: { 'x.y': { status: 500 } },
    machineStates: { thing: ['busy'], other: ['a.b', "c"] },
  },
};
`;

describe('machine maps and coverage (issue 21)', () => {
  it('reads states, guarded transitions, invoked actors and final states from the machine', () => {
    const model = flowModel(chart('thing'));
    expect(model.leaves).toEqual(['idle', 'busy', 'done']);
    expect(model.states.find((s) => s.path === 'idle')?.description).toBe(
      'Waiting for the shopper.',
    );
    expect(model.states.find((s) => s.path === 'done')?.kind).toBe('final');
    expect(model.transitions.map((t) => [t.source, t.label, t.guard, t.targets])).toEqual([
      ['idle', 'order.place', 'termsAccepted', ['busy']],
      ['busy', 'done: placeOrder', undefined, ['checking']],
      ['busy', 'error: placeOrder', undefined, ['idle']],
      ['checking', 'always', undefined, ['done']],
    ]);
    expect(model.events).toEqual([{ type: 'order.place', acceptedIn: ['idle'] }]);
    expect(model.invokes).toEqual([{ state: 'busy', id: 'placeOrder', src: 'placeOrder' }]);
  });

  it('gives machines with one chart one shape, whatever their ids', () => {
    expect(machineShape(chart('a'))).toBe(machineShape(chart('b')));
    expect(machineShape(chart('a'))).not.toBe(
      machineShape(createMachine({ id: 'a', initial: 'idle', states: { idle: {} } })),
    );
  });

  it('reads the states a story declares, with its Storybook id', () => {
    expect(storyStatesIn('Thing.stories.tsx', storySource)).toEqual([
      {
        storyId: 'pages-storefront-thing--place-order-pending',
        name: 'Pages/Storefront/Thing › Place Order Pending',
        file: 'Thing.stories.tsx',
        states: { thing: ['busy'], other: ['a.b', 'c'] },
      },
    ]);
  });

  it('reports states shown nowhere, and stories declaring states that do not exist', () => {
    const modules = {
      'packages/flows/src/storefront/thing/thing.machine.ts': { thingMachine: chart('thing') },
    };
    const reached = [
      { testFile: 'thing.test.ts', reached: { [machineShape(chart('thing'))]: ['idle'] } },
    ];
    const report = coverageReport(
      modules,
      [{ file: 'Thing.stories.tsx', source: storySource }],
      reached,
    );
    expect(report.totals).toEqual({ machines: 1, states: 3, reached: 1, shown: 1, nowhere: 1 });
    expect(report.problems).toEqual([
      'storefront/thing (packages/flows/src/storefront/thing/thing.machine.ts): shown by no story and reached by no node test: done',
      'Pages/Storefront/Thing › Place Order Pending (Thing.stories.tsx) declares states of "other", which is no machine\'s key',
    ]);
  });
});
