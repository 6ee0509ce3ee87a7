import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AnyStateMachine, InspectionEvent, Observer } from 'xstate';
import { definitionRef, machineShape } from '../../.storybook/flows/model';

/**
 * The states node tests reach, as they reach them: every actor a test creates reports its
 * snapshots (and those of the actors it invokes or spawns) here, and each test file writes what
 * it saw to REACHED_DIR when it ends. scripts/machine-coverage.mjs reads the files after the unit run.
 */
export const REACHED_DIR = 'node_modules/.cache/joinery/machine-states';

/** Machine shape (id and state paths, see machineShape) → resting leaf paths reached. */
const reached = new Map<string, Set<string>>();
/** Machine shape → transitions taken (`source|event|targets`, model.ts transitionRef). */
const taken = new Map<string, Set<string>>();
const shapes = new WeakMap<AnyStateMachine, string>();

function shapeOf(logic: AnyStateMachine): string {
  let shape = shapes.get(logic);
  if (!shape) {
    shape = machineShape(logic);
    shapes.set(logic, shape);
  }
  return shape;
}

type Definition = Parameters<typeof definitionRef>[0];

function recordTransitions(logic: AnyStateMachine | undefined, transitions: unknown) {
  if (!logic || !('root' in logic) || !Array.isArray(transitions)) return;
  const shape = shapeOf(logic);
  let refs = taken.get(shape);
  if (!refs) taken.set(shape, (refs = new Set()));
  for (const t of transitions as Definition[]) if (t.target?.length) refs.add(definitionRef(t));
}

interface NodeLike {
  type: string;
  path: string[];
}

function recordSnapshot(logic: AnyStateMachine | undefined, snapshot: unknown) {
  const nodes = (snapshot as { _nodes?: NodeLike[] } | undefined)?._nodes;
  if (!logic || !nodes || !('root' in logic)) return;
  const shape = shapeOf(logic);
  let leaves = reached.get(shape);
  if (!leaves) reached.set(shape, (leaves = new Set()));
  for (const node of nodes)
    if (node.type === 'atomic' || node.type === 'final') leaves.add(node.path.join('.'));
}

function record(event: InspectionEvent) {
  if (event.type !== '@xstate.snapshot' && event.type !== '@xstate.microstep') return;
  const logic = (event.actorRef as { logic?: unknown }).logic as AnyStateMachine | undefined;
  recordSnapshot(logic, event.snapshot);
  if (event.type === '@xstate.microstep') recordTransitions(logic, event._transitions);
}

/** A graph walk (xstate/graph) reaches the state each of its paths ends in. */
export function recordPaths<T>(logic: unknown, paths: T): T {
  if (!Array.isArray(paths)) return paths;
  const machine = logic as AnyStateMachine;
  for (const path of paths) {
    recordSnapshot(machine, (path as { state?: unknown }).state);
    // Each step's event, taken from the state before it: the transitions the walk takes.
    const steps = (path as { steps?: { state: unknown; event: unknown }[] }).steps ?? [];
    for (let i = 1; i < steps.length; i += 1) {
      try {
        const data = (
          machine as unknown as { getTransitionData?: (s: unknown, e: unknown) => unknown }
        ).getTransitionData?.(steps[i - 1]!.state, steps[i]!.event);
        recordTransitions(machine, data);
      } catch {
        // A step the machine cannot replay outside its actor adds nothing.
      }
    }
  }
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
  if (reached.size === 0 && taken.size === 0) return;
  mkdirSync(REACHED_DIR, { recursive: true });
  const name = path.relative(process.cwd(), testFile).replace(/[^\w.-]+/g, '_');
  const json = Object.fromEntries(
    [...reached].map(([shape, leaves]) => [shape, [...leaves].sort()]),
  );
  writeFileSync(
    path.join(REACHED_DIR, `${name}.json`),
    `${JSON.stringify({ testFile, reached: json, transitions: Object.fromEntries([...taken].map(([shape, refs]) => [shape, [...refs].sort()])) }, null, 1)}\n`,
  );
}
