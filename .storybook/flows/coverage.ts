import { flowModel } from './model';
import type { FlowDomain, FlowEntry } from './registry';
import type { MachineRun } from './recorder';

/**
 * Flow coverage (issue 30), pure, shared by the flow maps, the Flows/Coverage page and
 * scripts/machine-coverage.mjs so all three count alike: which stories' plays reached each
 * state and took each transition (the story coverage file, written by the story test run),
 * and which ones node tests reached (the node coverage file, written by machine-coverage.mjs
 * from the unit run's records).
 */
export interface StoryLink {
  storyId: string;
  /** `Pages/Storefront/Checkout › Place Order` */
  name: string;
  file: string;
}

/** As scripts/machine-coverage/storyRuns.ts writes it. */
export interface StoryCoverageEntry {
  name: string;
  file: string;
  fileHash: string;
  run: Record<string, MachineRun>;
}
export type StoryCoverage = Record<string, StoryCoverageEntry>;

/** Flow key → what node tests reached (written by scripts/machine-coverage.mjs). */
export type NodeCoverage = Record<string, MachineRun>;

export interface MachineLinks {
  states: Map<string, StoryLink[]>;
  transitions: Map<string, StoryLink[]>;
}

/**
 * Story links per machine, from the entries whose story file is unchanged since their run
 * (`hashOf(file)` is the file's current hash; an entry of a changed or deleted file is stale
 * and links nothing: the last run did not measure the story as it is now).
 */
export function storyLinks(
  coverage: StoryCoverage,
  hashOf: (file: string) => string | undefined,
): { byMachine: Map<string, MachineLinks>; stale: string[] } {
  const byMachine = new Map<string, MachineLinks>();
  const stale = new Set<string>();
  const push = (map: Map<string, StoryLink[]>, key: string, link: StoryLink) => {
    const list = map.get(key);
    if (list) list.push(link);
    else map.set(key, [link]);
  };
  for (const storyId of Object.keys(coverage).sort()) {
    const entry = coverage[storyId]!;
    if (hashOf(entry.file) !== entry.fileHash) {
      stale.add(entry.file);
      continue;
    }
    const link = { storyId, name: entry.name, file: entry.file };
    for (const [machine, run] of Object.entries(entry.run)) {
      let links = byMachine.get(machine);
      if (!links) byMachine.set(machine, (links = { states: new Map(), transitions: new Map() }));
      for (const state of run.states) push(links.states, state, link);
      for (const t of run.transitions) push(links.transitions, t, link);
    }
  }
  return { byMachine, stale: [...stale].sort() };
}

export interface Tally {
  total: number;
  byStories: number;
  /** Reached by a node test and by no story. */
  nodeOnly: number;
  nowhere: number;
}

export interface FlowTally {
  key: string;
  title: string;
  domain: FlowDomain;
  file: string;
  states: Tally;
  transitions: Tally;
  /** Resting states no story reaches. */
  statesWithoutStory: string[];
  /** Resting states nothing reaches. */
  statesNowhere: string[];
  /** Transitions only node tests take. */
  transitionsNodeOnly: string[];
  /** Transitions nothing takes. */
  transitionsNowhere: string[];
  /** States or transitions recorded that the machine does not have (a run of an older machine). */
  unknown: string[];
}

const tally = (all: string[], stories: (x: string) => boolean, node: (x: string) => boolean) => ({
  total: all.length,
  byStories: all.filter(stories).length,
  nodeOnly: all.filter((x) => !stories(x) && node(x)).length,
  nowhere: all.filter((x) => !stories(x) && !node(x)).length,
});

export function flowTally(
  flow: FlowEntry,
  links: MachineLinks | undefined,
  node: MachineRun | undefined,
): FlowTally {
  const model = flowModel(flow.machine);
  const byStoryState = (p: string) => (links?.states.get(p)?.length ?? 0) > 0;
  const byStoryTransition = (r: string) => (links?.transitions.get(r)?.length ?? 0) > 0;
  const nodeStates = new Set(node?.states ?? []);
  const nodeTransitions = new Set(node?.transitions ?? []);
  const refs = [...new Set(model.transitions.map((t) => t.ref))];
  const known = new Set([...model.states.map((s) => s.path), ...refs]);
  return {
    key: flow.key,
    title: flow.title,
    domain: flow.domain,
    file: flow.file,
    states: tally(model.leaves, byStoryState, (p) => nodeStates.has(p)),
    transitions: tally(refs, byStoryTransition, (r) => nodeTransitions.has(r)),
    statesWithoutStory: model.leaves.filter((p) => !byStoryState(p)),
    statesNowhere: model.leaves.filter((p) => !byStoryState(p) && !nodeStates.has(p)),
    transitionsNodeOnly: refs.filter((r) => !byStoryTransition(r) && nodeTransitions.has(r)),
    transitionsNowhere: refs.filter((r) => !byStoryTransition(r) && !nodeTransitions.has(r)),
    unknown: [...(links?.states.keys() ?? []), ...(links?.transitions.keys() ?? [])].filter(
      (x) => !known.has(x),
    ),
  };
}

export function sumTallies(tallies: Tally[]): Tally {
  return tallies.reduce(
    (sum, t) => ({
      total: sum.total + t.total,
      byStories: sum.byStories + t.byStories,
      nodeOnly: sum.nodeOnly + t.nodeOnly,
      nowhere: sum.nowhere + t.nowhere,
    }),
    { total: 0, byStories: 0, nodeOnly: 0, nowhere: 0 },
  );
}

/** `123 states: 80 by stories, 40 by node tests only, 3 by nothing` */
export const tallyText = (t: Tally, what: string) =>
  `${t.total} ${what}: ${t.byStories} by stories, ${t.nodeOnly} by node tests only, ${t.nowhere} by nothing`;
