import {
  flowTally,
  storyLinks,
  sumTallies,
  tallyText,
  type FlowTally,
  type NodeCoverage,
  type StoryCoverage,
} from '../../.storybook/flows/coverage';
import { flowModel, machineShape } from '../../.storybook/flows/model';
import { flowDomains, flowsFrom } from '../../.storybook/flows/registry';
import { storyStatesIn } from '../../.storybook/flows/storyStates';

/**
 * The machine coverage report (issue 21, measured since issue 30; scripts/machine-coverage.mjs
 * bundles this with every flow module). Per machine: its resting states and its transitions,
 * reached by story plays (the story coverage file the story test run writes), by node tests
 * only (recorded during the unit run, scripts/machine-coverage/recordReachedStates.ts), and by
 * nothing. Fails on:
 * - a resting state reached by no story play, unless the allow-list of states not yet shown
 *   (notYetShown.json) holds it; an allow-listed state a story now reaches, or one that is no
 *   state, fails too (the list only shrinks);
 * - a state reached by nothing at all, and (issue 45) a transition taken by nothing at all (a
 *   story's play takes each, or a node test with its reason in nodeOnly.json);
 * - a story declaring (`parameters.machineStates`) a state or machine that does not exist;
 * - a story coverage entry older than its story file, or naming states or transitions the
 *   machine no longer has (run those stories again).
 */
export interface ReachedRecord {
  testFile: string;
  reached: Record<string, string[]>;
  transitions?: Record<string, string[]>;
}

/** `<domain>/<key>` → resting states no story shows yet. */
export type AllowList = Record<string, string[]>;

/**
 * `<domain>/<key>` → transition (`source|event|target`) → why only node tests take it (a race or
 * a timing a story's play cannot stage). Issue 45: at most 20 in all, and it only shrinks.
 */
export type NodeOnlyReasons = Record<string, Record<string, string>>;
/** Issue 45's limit on transitions only node tests take. */
export const NODE_ONLY_LIMIT = 20;

export interface CoverageReport {
  lines: string[];
  summary: string[];
  problems: string[];
  tallies: FlowTally[];
  /** Flow key → what node tests reached, for the Flows/Coverage page. */
  nodeCoverage: NodeCoverage;
  /** The allow-list as it would be with every state a story now reaches removed. */
  shrunkAllowList: AllowList;
  totals: {
    machines: number;
    states: number;
    reached: number;
    shown: number;
    nowhere: number;
  };
}

export interface CoverageInputs {
  modules: Record<string, Record<string, unknown>>;
  stories: { file: string; source: string }[];
  records: ReachedRecord[];
  storyCoverage: StoryCoverage;
  /** A story file's current hash (textHash of its source); undefined when it is gone. */
  hashOf: (file: string) => string | undefined;
  allowList: AllowList;
  /** scripts/machine-coverage/nodeOnly.json. */
  nodeOnlyReasons?: NodeOnlyReasons;
  verbose?: boolean;
}

export function coverageReport({
  modules,
  stories,
  records,
  storyCoverage,
  hashOf,
  allowList,
  nodeOnlyReasons = {},
  verbose = false,
}: CoverageInputs): CoverageReport {
  const flows = flowsFrom(modules);
  const declared = stories.flatMap(({ file, source }) => storyStatesIn(file, source));
  const { byMachine, stale } = storyLinks(storyCoverage, hashOf);

  const union = (pick: (r: ReachedRecord) => Record<string, string[]> | undefined) => {
    const byShape = new Map<string, Set<string>>();
    for (const record of records)
      for (const [shape, values] of Object.entries(pick(record) ?? {})) {
        if (!byShape.has(shape)) byShape.set(shape, new Set());
        for (const value of values) byShape.get(shape)!.add(value);
      }
    return byShape;
  };
  const nodeStates = union((r) => r.reached);
  const nodeTransitions = union((r) => r.transitions);

  const lines: string[] = [];
  const problems: string[] = [];
  const tallies: FlowTally[] = [];
  const nodeCoverage: NodeCoverage = {};
  const shrunkAllowList: AllowList = {};
  const pad = Math.max(...flows.map((f) => `${f.domain}/${f.key}`.length));
  const allowed = new Set(Object.keys(allowList));
  /** Transitions only node tests take, with their reason (nodeOnly.json), and those without one. */
  const explained: string[] = [];
  const reasonless: string[] = [];
  const flowNames = new Set(flows.map((f) => `${f.domain}/${f.key}`));
  for (const name of Object.keys(nodeOnlyReasons))
    if (!flowNames.has(name)) problems.push(`nodeOnly.json lists ${name}, which is no machine: remove it`);

  for (const flow of flows) {
    const shape = machineShape(flow.machine);
    const node = {
      states: [...(nodeStates.get(shape) ?? [])].sort(),
      transitions: [...(nodeTransitions.get(shape) ?? [])].sort(),
    };
    nodeCoverage[flow.key] = node;
    const links = byMachine.get(flow.key);
    const t = flowTally(flow, links, node);
    tallies.push(t);
    const name = `${flow.domain}/${flow.key}`;
    lines.push(
      `${name.padEnd(pad)}  states ${String(t.states.byStories).padStart(3)}/${String(t.states.total).padEnd(3)} by stories, ${String(t.states.nodeOnly).padStart(3)} node only, ${String(t.states.nowhere).padStart(2)} nothing   transitions ${String(t.transitions.byStories).padStart(3)}/${String(t.transitions.total).padEnd(3)} by stories, ${String(t.transitions.nodeOnly).padStart(3)} node only, ${String(t.transitions.nowhere).padStart(3)} nothing`,
    );
    if (verbose) {
      const model = flowModel(flow.machine);
      for (const leaf of model.leaves) {
        const storiesOf = links?.states.get(leaf) ?? [];
        const where = [
          storiesOf.length ? `${storiesOf.length} stor${storiesOf.length === 1 ? 'y' : 'ies'}` : '',
          node.states.includes(leaf) ? 'node test' : '',
        ]
          .filter(Boolean)
          .join(' + ');
        lines.push(`    ${leaf.padEnd(32)} ${where || 'NOTHING'}`);
      }
      for (const ref of t.transitionsNodeOnly) lines.push(`    transition ${ref}  node tests only`);
      for (const ref of t.transitionsNowhere) lines.push(`    transition ${ref}  NOTHING`);
    }
    if (t.statesNowhere.length)
      problems.push(
        `${name} (${flow.file}): reached by no story and no node test: ${t.statesNowhere.join(', ')}`,
      );
    if (t.transitionsNowhere.length)
      problems.push(
        `${name} (${flow.file}): taken by no story and no node test (take each in a story's play, or drop it from the machine if no screen sends it): ${t.transitionsNowhere.join(', ')}`,
      );
    allowed.delete(name);
    const allow = new Set(allowList[name] ?? []);
    const unlisted = t.statesWithoutStory.filter((p) => !allow.has(p));
    if (unlisted.length)
      problems.push(
        `${name} (${flow.file}): reached by no story's play (add a story that reaches it): ${unlisted.join(', ')}`,
      );
    const nowShown = [...allow].filter(
      (p) => model(flow).leaves.includes(p) && !t.statesWithoutStory.includes(p),
    );
    const notStates = [...allow].filter((p) => !model(flow).leaves.includes(p));
    if (nowShown.length)
      problems.push(
        `${name}: a story now reaches ${nowShown.join(', ')}: remove ${nowShown.length === 1 ? 'it' : 'them'} from scripts/machine-coverage/notYetShown.json (node scripts/machine-coverage.mjs --shrink-allow-list)`,
      );
    if (notStates.length)
      problems.push(
        `${name}: notYetShown.json lists ${notStates.join(', ')}, which ${notStates.length === 1 ? 'is not a resting state' : 'are not resting states'}: remove ${notStates.length === 1 ? 'it' : 'them'}`,
      );
    const kept = [...allow].filter((p) => t.statesWithoutStory.includes(p)).sort();
    if (kept.length) shrunkAllowList[name] = kept;
    const reasons = nodeOnlyReasons[name] ?? {};
    reasonless.push(...t.transitionsNodeOnly.filter((ref) => !(ref in reasons)).map((ref) => `${name}: ${ref}`));
    for (const [ref, reason] of Object.entries(reasons)) {
      if (t.transitionsNodeOnly.includes(ref)) explained.push(`    ${name}: ${ref}: ${reason}`);
      else
        problems.push(
          `${name}: nodeOnly.json gives a reason for ${ref}, which ${t.transitionsNowhere.includes(ref) ? 'nothing takes' : refsOf(flow).includes(ref) ? 'a story now takes' : 'is no transition of the machine'}: remove it`,
        );
    }
    if (t.unknown.length)
      problems.push(
        `${name}: the story coverage file records ${t.unknown.join(', ')}, which the machine no longer has: run its stories again`,
      );
    for (const story of declared) {
      for (const path of story.states[flow.key] ?? [])
        if (!model(flow).leaves.includes(path))
          problems.push(
            `${flow.key}: ${story.name} declares state "${path}", which is not a resting state of the machine (states: ${model(flow).leaves.join(', ')})`,
          );
    }
  }
  for (const name of allowed)
    problems.push(`notYetShown.json lists ${name}, which is no machine: remove it`);
  const keys = new Set(flows.map((f) => f.key));
  for (const story of declared)
    for (const key of Object.keys(story.states))
      if (!keys.has(key))
        problems.push(
          `${story.name} (${story.file}) declares states of "${key}", which is no machine's key`,
        );
  for (const file of stale)
    problems.push(
      `${file} changed (or is gone) since its stories' machine runs were recorded: run it again (npx vitest run --project storybook ${file})`,
    );

  const states = sumTallies(tallies.map((t) => t.states));
  const transitions = sumTallies(tallies.map((t) => t.transitions));
  const summary = [
    `Machine coverage, ${flows.length} machines (stories: what their plays reached in the story test run):`,
    `  ${tallyText(states, 'resting states')}`,
    `  ${tallyText(transitions, 'transitions')}`,
    ...flowDomains.map((domain) => {
      const ofDomain = tallies.filter((t) => t.domain === domain);
      return `  ${domain.padEnd(10)} ${tallyText(sumTallies(ofDomain.map((t) => t.states)), 'states')}; ${tallyText(sumTallies(ofDomain.map((t) => t.transitions)), 'transitions')}`;
    }),
    `  not yet shown by a story, allowed for now (notYetShown.json): ${Object.values(allowList).flat().length} states`,
    `  transitions only node tests take, each with its reason (nodeOnly.json, at most ${NODE_ONLY_LIMIT}): ${explained.length}`,
    ...explained,
    ...(reasonless.length ? [`  transitions only node tests take, with no reason yet: ${reasonless.length}`] : []),
  ];
  if (explained.length > NODE_ONLY_LIMIT)
    problems.push(`nodeOnly.json explains ${explained.length} transitions only node tests take: at most ${NODE_ONLY_LIMIT} (issue 45); bring the rest into stories`);
  return {
    lines,
    summary,
    problems,
    tallies,
    nodeCoverage,
    shrunkAllowList,
    totals: {
      machines: flows.length,
      states: states.total,
      reached: states.total - states.nowhere,
      shown: states.byStories,
      nowhere: states.nowhere,
    },
  };
}

function refsOf(flow: { machine: Parameters<typeof flowModel>[0] }): string[] {
  return model(flow).transitions.map((t) => t.ref);
}

const models = new WeakMap<object, ReturnType<typeof flowModel>>();
function model(flow: { machine: Parameters<typeof flowModel>[0] }) {
  let m = models.get(flow.machine);
  if (!m) models.set(flow.machine, (m = flowModel(flow.machine)));
  return m;
}
