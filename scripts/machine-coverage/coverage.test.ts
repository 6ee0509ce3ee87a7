import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise } from 'xstate';
import { storyLinks } from '../../.storybook/flows/coverage';
import { createRecorder, textHash, unreachedDeclarations } from '../../.storybook/flows/recorder';
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

  it('records the states and transitions a watched actor reaches, and what a declaration misses', () => {
    const recorder = createRecorder();
    const actor = createActor(
      chart('thing').provide({
        guards: { termsAccepted: () => true },
        actors: { placeOrder: fromPromise(() => new Promise(() => undefined)) },
      } as never),
      { inspect: recorder.inspect },
    ).start();
    actor.send({ type: 'order.place' });
    expect(recorder.run()).toEqual({
      thing: { states: ['busy', 'idle'], transitions: ['idle|order.place|busy'] },
    });
    expect(unreachedDeclarations({ thing: ['busy', 'done'] }, recorder.run())).toEqual([
      'thing: "done" (reached: busy, idle)',
    ]);
    expect(flowModel(chart('thing')).transitions.map((t) => t.ref)).toContain('idle|order.place|busy');
  });

  const modules = {
    'packages/flows/src/storefront/thing/thing.machine.ts': { thingMachine: chart('thing') },
  };
  const source = 'Thing.stories.tsx';
  const storyCoverage = {
    'pages-storefront-thing--default': {
      name: 'Pages/Storefront/Thing › Default',
      file: source,
      fileHash: textHash(storySource),
      run: { thing: { states: ['idle', 'busy'], transitions: ['idle|order.place|busy'] } },
    },
  };
  /** The chart's two transitions neither the story nor the node test below takes. */
  const UNTAKEN = ['busy|xstate.done.actor.placeOrder|checking', 'busy|xstate.error.actor.placeOrder|idle'];
  const inputs = {
    modules,
    stories: [{ file: source, source: storySource }],
    records: [
      {
        testFile: 'thing.test.ts',
        reached: { [machineShape(chart('thing'))]: ['idle', 'done'] },
        transitions: { [machineShape(chart('thing'))]: ['checking||done'] },
      },
    ],
    storyCoverage,
    hashOf: (file: string) => (file === source ? textHash(storySource) : undefined),
    allowList: { 'storefront/thing': ['done'] },
  };

  it('counts states and transitions by stories, by node tests only and by nothing', () => {
    const report = coverageReport(inputs);
    expect(report.tallies[0]!.states).toEqual({ total: 3, byStories: 2, nodeOnly: 1, nowhere: 0 });
    expect(report.tallies[0]!.transitions).toEqual({ total: 4, byStories: 1, nodeOnly: 1, nowhere: 2 });
    expect(report.summary[1]).toBe('  3 resting states: 2 by stories, 1 by node tests only, 0 by nothing');
    expect(report.problems).toEqual([
      `storefront/thing (packages/flows/src/storefront/thing/thing.machine.ts): taken by no story and no node test (take each in a story's play, or drop it from the machine if no screen sends it): ${UNTAKEN.join(', ')}`,
      'Pages/Storefront/Thing › Place Order Pending (Thing.stories.tsx) declares states of "other", which is no machine\'s key',
    ]);
  });

  it('fails a transition taken by nothing (issue 45), until a story or a node test with its reason takes it', () => {
    const shape = machineShape(chart('thing'));
    const nodeTaking = (refs: string[]) => [{ ...inputs.records[0]!, transitions: { [shape]: ['checking||done', ...refs] } }];
    const untaken = (report: ReturnType<typeof coverageReport>) =>
      report.problems.filter((p) => p.includes('taken by no story and no node test'));
    const one = coverageReport({
      ...inputs,
      records: nodeTaking([UNTAKEN[0]!]),
      nodeOnlyReasons: { 'storefront/thing': { 'checking||done': 'a race', [UNTAKEN[0]!]: 'another race' } },
    });
    expect(untaken(one)).toEqual([expect.stringMatching(new RegExp(`: ${UNTAKEN[1]!.replace(/[.|]/g, '\\$&')}$`))]);
    const none = coverageReport({
      ...inputs,
      records: nodeTaking(UNTAKEN),
      nodeOnlyReasons: { 'storefront/thing': { 'checking||done': 'a race', [UNTAKEN[0]!]: 'another race', [UNTAKEN[1]!]: 'a third' } },
    });
    expect(none.tallies[0]!.transitions.nowhere).toBe(0);
    expect(untaken(none)).toEqual([]);
  });

  it('fails a state no story reaches unless allow-listed, and an allow-listed state a story reaches', () => {
    expect(coverageReport({ ...inputs, allowList: {} }).problems).toContain(
      'storefront/thing (packages/flows/src/storefront/thing/thing.machine.ts): reached by no story\'s play (add a story that reaches it): done',
    );
    const report = coverageReport({ ...inputs, allowList: { 'storefront/thing': ['done', 'busy'] } });
    expect(report.problems).toContainEqual(expect.stringMatching(/a story now reaches busy: remove it/));
    expect(report.shrunkAllowList).toEqual({ 'storefront/thing': ['done'] });
  });

  it('links nothing from a story file changed since its run, and says to run it again', () => {
    const changed = coverageReport({ ...inputs, hashOf: () => 'other' });
    expect(changed.tallies[0]!.states.byStories).toBe(0);
    expect(changed.problems).toContain(
      'Thing.stories.tsx changed (or is gone) since its stories\' machine runs were recorded: run it again (npx vitest run --project storybook Thing.stories.tsx)',
    );
    const { byMachine } = storyLinks(storyCoverage, inputs.hashOf);
    expect(byMachine.get('thing')!.states.get('busy')!.map((l) => l.storyId)).toEqual([
      'pages-storefront-thing--default',
    ]);
  });
});
