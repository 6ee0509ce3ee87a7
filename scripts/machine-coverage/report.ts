import { flowModel, machineShape } from '../../.storybook/flows/model';
import { flowsFrom } from '../../.storybook/flows/registry';
import { shownByIndex, storyStatesIn } from '../../.storybook/flows/storyStates';

/**
 * The machine-state coverage report (scripts/machine-coverage.mjs bundles this with every flow
 * module): per machine, its resting states, those node tests reached (recorded during the unit
 * run, scripts/machine-coverage/recordReachedStates.ts), those a story declares it shows
 * (`parameters.machineStates`), and those shown nowhere. Fails on a state shown nowhere, and on a
 * story declaring a state or machine that does not exist.
 */
export interface ReachedRecord {
  testFile: string;
  reached: Record<string, string[]>;
}

export interface CoverageReport {
  lines: string[];
  problems: string[];
  totals: { machines: number; states: number; reached: number; shown: number; nowhere: number };
}

export function coverageReport(
  modules: Record<string, Record<string, unknown>>,
  stories: { file: string; source: string }[],
  records: ReachedRecord[],
  verbose = false,
): CoverageReport {
  const flows = flowsFrom(modules);
  const declared = stories.flatMap(({ file, source }) => storyStatesIn(file, source));
  const shown = shownByIndex(declared);
  const reachedByShape = new Map<string, Set<string>>();
  for (const record of records)
    for (const [shape, leaves] of Object.entries(record.reached)) {
      if (!reachedByShape.has(shape)) reachedByShape.set(shape, new Set());
      for (const leaf of leaves) reachedByShape.get(shape)!.add(leaf);
    }

  const lines: string[] = [];
  const problems: string[] = [];
  const totals = { machines: flows.length, states: 0, reached: 0, shown: 0, nowhere: 0 };
  const pad = Math.max(...flows.map((f) => `${f.domain}/${f.key}`.length));
  for (const flow of flows) {
    const model = flowModel(flow.machine);
    const reached = reachedByShape.get(machineShape(flow.machine)) ?? new Set<string>();
    const byStory = shown.get(flow.key) ?? new Map();
    const leaves = model.leaves;
    const tested = leaves.filter((p) => reached.has(p));
    const inStory = leaves.filter((p) => byStory.has(p));
    const nowhere = leaves.filter((p) => !reached.has(p) && !byStory.has(p));
    totals.states += leaves.length;
    totals.reached += tested.length;
    totals.shown += inStory.length;
    totals.nowhere += nowhere.length;
    lines.push(
      `${`${flow.domain}/${flow.key}`.padEnd(pad)}  ${String(leaves.length).padStart(3)} states  ${String(tested.length).padStart(3)} reached by tests  ${String(inStory.length).padStart(3)} shown by stories  ${String(nowhere.length).padStart(3)} nowhere`,
    );
    if (verbose) {
      for (const leaf of leaves) {
        const where = [
          reached.has(leaf) ? 'test' : '',
          byStory.has(leaf)
            ? `${byStory.get(leaf)!.length} stor${byStory.get(leaf)!.length === 1 ? 'y' : 'ies'}`
            : '',
        ]
          .filter(Boolean)
          .join(' + ');
        lines.push(`    ${leaf.padEnd(32)} ${where || 'NOWHERE'}`);
      }
    }
    if (nowhere.length)
      problems.push(
        `${flow.domain}/${flow.key} (${flow.file}): shown by no story and reached by no node test: ${nowhere.join(', ')}`,
      );
    for (const [path, storiesOf] of byStory)
      if (!leaves.includes(path))
        problems.push(
          `${flow.key}: ${storiesOf.map((s: { name: string }) => s.name).join(', ')} declare${storiesOf.length === 1 ? 's' : ''} state "${path}", which is not a resting state of the machine (states: ${leaves.join(', ')})`,
        );
  }
  const keys = new Set(flows.map((f) => f.key));
  for (const story of declared)
    for (const key of Object.keys(story.states))
      if (!keys.has(key))
        problems.push(
          `${story.name} (${story.file}) declares states of "${key}", which is no machine's key`,
        );
  return { lines, problems, totals };
}
