import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FlowMap } from './FlowMap';
import { edgeText } from './layout';
import { flowModel } from './model';
import { flowsFrom, type FlowDomain, type FlowEntry } from './registry';
import { shownByIndex, storyStatesIn, type ShownBy } from './storyStates';

/**
 * Support for the Flows/<Area> stories: every machine of packages/flows, found from the flow
 * modules' exports, and the states the page stories declare they show (read from their source).
 */
const flowModules = import.meta.glob<Record<string, unknown>>(
  ['../../packages/flows/src/**/*.ts', '!**/*.test.ts', '!**/*.d.ts', '!**/testing/**'],
  { eager: true },
);
export const allFlows: FlowEntry[] = flowsFrom(flowModules);

const storySources = import.meta.glob<string>('../../packages/pages/src/**/*.stories.tsx', {
  query: '?raw',
  import: 'default',
});

/** Reads the page stories' declared states (each story file once per run of a Flows story). */
export async function loadShownBy(): Promise<ShownBy> {
  const entries = await Promise.all(
    Object.entries(storySources).map(async ([file, load]) =>
      storyStatesIn(file.replace(/^(\.\.\/)+/, ''), await load()),
    ),
  );
  return shownByIndex(entries.flat());
}

export function flowEntry(key: string): FlowEntry {
  const entry = allFlows.find((f) => f.key === key);
  if (!entry) throw new Error(`No machine exported as ${key}Machine in packages/flows`);
  return entry;
}

interface FlowStoryArgs {
  flowKey: string;
}
export type FlowStory = StoryObj<FlowStoryArgs>;

/** What every Flows/<Area> file shares (each file adds its own literal title, as CSF needs). */
export const flowsMeta = {
  // One map per machine; the docs page would lay out every one of them at once.
  tags: ['!autodocs'],
  parameters: { layout: 'padded', controls: { disable: true } },
  loaders: [async () => ({ shownBy: await loadShownBy() })],
  render: (args, { loaded }) => (
    <FlowMap
      flow={flowEntry(args.flowKey)}
      shownBy={(loaded['shownBy'] as ShownBy).get(args.flowKey) ?? new Map()}
    />
  ),
} satisfies Omit<Meta<FlowStoryArgs>, 'title'>;

/**
 * One story per machine. Its play checks the map against the machine: every state in the
 * diagram and the table, every transition's label on an arrow, each state marked with the
 * stories that declare it; and that this file has a story for every machine of its domain.
 */
export function flowStories(domain: FlowDomain, keys: readonly string[]) {
  return (flowKey: string): FlowStory => ({
    args: { flowKey },
    play: async ({ canvasElement, loaded }) => {
      const canvas = within(canvasElement);
      const flow = flowEntry(flowKey);
      await expect(
        allFlows
          .filter((f) => f.domain === domain)
          .map((f) => f.key)
          .sort(),
      ).toEqual([...keys].sort());
      const diagram = await canvas.findByRole(
        'group',
        { name: `${flow.title} statechart` },
        { timeout: 10_000 },
      );
      const model = flowModel(flow.machine);
      const shown = (loaded['shownBy'] as ShownBy).get(flowKey) ?? new Map();
      for (const state of model.states) {
        const box = diagram.querySelector(`[data-state="${state.path}"]`);
        await expect(box, `state "${state.path}" in the diagram`).not.toBeNull();
        await expect(
          canvasElement.querySelector(`[data-state-row="${state.path}"]`),
          `state "${state.path}" in the table`,
        ).not.toBeNull();
        if (state.resting) {
          const stories = shown.get(state.path) ?? [];
          await expect(box!.getAttribute('aria-label')).toContain(
            stories.length ? `shown by ${stories[0]!.name}` : 'shown by no story',
          );
        }
      }
      const labels = [...diagram.querySelectorAll('[data-edge]')].map((e) =>
        e.getAttribute('data-edge'),
      );
      for (const t of model.transitions) await expect(labels).toContain(edgeText(t.label, t.guard));
      if (model.events.length)
        await expect(canvas.getByRole('table', { name: `${flow.title} events` })).toHaveTextContent(
          model.events[0]!.type,
        );
    },
  });
}
