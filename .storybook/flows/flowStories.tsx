import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyLinks, type MachineLinks, type NodeCoverage, type StoryCoverage } from './coverage';
import { FlowMap } from './FlowMap';
import { edgeText } from './layout';
import { flowModel } from './model';
import { textHash } from './recorder';
import { flowsFrom, type FlowDomain, type FlowEntry } from './registry';
import { storyId } from './storyStates';
import storyCoverageFile from './storyCoverage.json';
import nodeCoverageFile from './nodeCoverage.json';

/**
 * Support for the Flows/<Area> stories: every machine of packages/flows, found from the flow
 * modules' exports, and what the stories' plays really reached (issue 30): the story coverage
 * file the last story test run wrote, less the entries of story files changed since (their
 * hash no longer matches: that run did not measure the stories as they are now).
 */
const flowModules = import.meta.glob<Record<string, unknown>>(
  ['../../packages/flows/src/**/*.ts', '!**/*.test.ts', '!**/*.d.ts', '!**/testing/**'],
  { eager: true },
);
export const allFlows: FlowEntry[] = flowsFrom(flowModules);

const storySources = import.meta.glob<string>(
  ['../../packages/*/src/**/*.stories.tsx', '../../mocks/**/*.stories.tsx', '../**/*.stories.tsx'],
  { query: '?raw', import: 'default' },
);

/** A glob key (relative to this folder) as the coverage file names it (from the repository root). */
export function repoPath(key: string): string {
  if (key.startsWith('../../')) return key.slice('../../'.length);
  if (key.startsWith('../')) return `.storybook/${key.slice('../'.length)}`;
  return `.storybook/flows/${key.replace(/^\.\//, '')}`;
}

export const nodeCoverage = nodeCoverageFile as NodeCoverage;

export interface Measured {
  byMachine: Map<string, MachineLinks>;
  /** Story files changed since their run: their stories link nothing until they run again. */
  stale: string[];
}

let measured: Promise<Measured> | undefined;
/** What the stories' plays reached, as of the last run of each (still unchanged) story file. */
export const loadMeasured = (): Promise<Measured> => (measured ??= readMeasured());

async function readMeasured(): Promise<Measured> {
  const hashes = new Map(
    await Promise.all(
      Object.entries(storySources).map(
        async ([key, load]) => [repoPath(key), textHash(await load())] as const,
      ),
    ),
  );
  return storyLinks(
    (storyCoverageFile as { stories: StoryCoverage }).stories,
    (file) => hashes.get(file),
  );
}

const noLinks: MachineLinks = { states: new Map(), transitions: new Map() };
export const linksOf = (measured: Measured, key: string) => measured.byMachine.get(key) ?? noLinks;

export const domainTitles: Record<FlowDomain, string> = {
  storefront: 'Storefront',
  staff: 'Staff',
  catalogue: 'Catalogue',
  admin: 'Admin',
};

/** The map story of a machine: Flows/<Domain> › <Key>. */
export const mapStoryId = (domain: FlowDomain, key: string) =>
  storyId(`Flows/${domainTitles[domain]}`, key.charAt(0).toUpperCase() + key.slice(1));

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
  loaders: [async () => ({ measured: await loadMeasured() })],
  render: (args, { loaded }) => {
    const links = linksOf(loaded['measured'] as Measured, args.flowKey);
    return (
      <FlowMap flow={flowEntry(args.flowKey)} shownBy={links.states} takenBy={links.transitions} />
    );
  },
} satisfies Omit<Meta<FlowStoryArgs>, 'title'>;

/**
 * One story per machine. Its play checks the map against the machine: every state in the
 * diagram and the table, every transition's label on an arrow drawn as taken or not, each state
 * marked with the stories whose play reached it; and that this file has a story for every
 * machine of its domain.
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
      const links = linksOf(loaded['measured'] as Measured, flowKey);
      const shown = links.states;
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
      // Each transition is drawn as taken exactly when a story's play took it.
      for (const t of model.transitions)
        await expect(
          [...diagram.querySelectorAll('[data-transition]')].find(
            (edge) => edge.getAttribute('data-transition') === t.ref,
          )?.getAttribute('data-taken'),
          `transition ${t.ref} drawn as ${links.transitions.has(t.ref) ? 'taken' : 'not taken'}`,
        ).toBe(String(links.transitions.has(t.ref)));
      if (model.events.length)
        await expect(canvas.getByRole('table', { name: `${flow.title} events` })).toHaveTextContent(
          model.events[0]!.type,
        );
    },
  });
}
