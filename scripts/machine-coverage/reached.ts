import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AnyStateMachine, InspectionEvent, Observer } from 'xstate';
import { machineShape } from '../../.storybook/flows/model';

/**
 * The states node tests reach, as they reach them: every actor a test creates reports its
 * snapshots (and those of the actors it invokes or spawns) here, and each test file writes what
 * it saw to REACHED_DIR when it ends. scripts/machine-coverage.mjs reads the files after the unit run.
 */
export const REACHED_DIR = 'node_modules/.cache/joinery/machine-states';

/** Machine shape (id and state paths, see machineShape) → resting leaf paths reached. */
const reached = new Map<string, Set<string>>();
const shapes = new WeakMap<AnyStateMachine, string>();

interface NodeLike {
  type: string;
  path: string[];
}

function recordSnapshot(logic: AnyStateMachine | undefined, snapshot: unknown) {
  const nodes = (snapshot as { _nodes?: NodeLike[] } | undefined)?._nodes;
  if (!logic || !nodes || !('root' in logic)) return;
  let shape = shapes.get(logic);
  if (!shape) {
    shape = machineShape(logic);
    shapes.set(logic, shape);
  }
  let leaves = reached.get(shape);
  if (!leaves) reached.set(shape, (leaves = new Set()));
  for (const node of nodes)
    if (node.type === 'atomic' || node.type === 'final') leaves.add(node.path.join('.'));
}

function record(event: InspectionEvent) {
  if (event.type !== '@xstate.snapshot') return;
  recordSnapshot(
    (event.actorRef as { logic?: unknown }).logic as AnyStateMachine | undefined,
    event.snapshot,
  );
}

/** A graph walk (xstate/graph) reaches the state each of its paths ends in. */
export function recordPaths<T>(logic: unknown, paths: T): T {
  if (Array.isArray(paths))
    for (const path of paths)
      recordSnapshot(logic as AnyStateMachine, (path as { state?: unknown }).state);
  return paths;
}

/** Adds the recorder to an actor's inspection, keeping the test's own inspector. */
export function withRecorder<
  T extends { inspect?: Observer<InspectionEvent> | ((e: InspectionEvent) => void) },
>(options: T | undefined): T {
  const own = options?.inspect;
  return {
    ...(options as T),
    inspect: (event: InspectionEvent) => {
      record(event);
      if (typeof own === 'function') own(event);
      else own?.next?.(event);
    },
  };
}

/** Writes this test file's record (one JSON file per test file, replaced on each run). */
export function flushReached(testFile: string) {
  if (reached.size === 0) return;
  mkdirSync(REACHED_DIR, { recursive: true });
  const name = path.relative(process.cwd(), testFile).replace(/[^\w.-]+/g, '_');
  const json = Object.fromEntries(
    [...reached].map(([shape, leaves]) => [shape, [...leaves].sort()]),
  );
  writeFileSync(
    path.join(REACHED_DIR, `${name}.json`),
    `${JSON.stringify({ testFile, reached: json }, null, 1)}\n`,
  );
}
