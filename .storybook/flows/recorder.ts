import type { AnyStateNode, InspectionEvent } from 'xstate';
import { definitionRef } from './model';

/**
 * Records what machines a run really reaches (issue 30), from xstate's own inspection: every
 * actor started under a `MachineInspector` (@joinery/flows/react) reports its snapshots and
 * microsteps, those of the actors it invokes or spawns included. Per machine id (a flow's key,
 * see registry.ts): the atomic and final states its actors were in, and the transitions they took
 * (`source|event|targets`, model.ts `transitionRef`). Storybook's preview starts one per story;
 * the story test run sends it to scripts/machine-coverage/storyRuns.ts when the play has passed.
 */
export interface MachineRun {
  states: string[];
  transitions: string[];
}
/** Machine id → what its actors reached in one story. */
export type StoryRun = Record<string, MachineRun>;

interface NodeLike {
  type: string;
  path: string[];
}

interface TransitionLike {
  source: AnyStateNode;
  eventType: string;
  target?: readonly AnyStateNode[];
}

const refs = new WeakMap<object, string>();
function refOf(t: TransitionLike): string {
  let ref = refs.get(t);
  if (ref === undefined) refs.set(t, (ref = definitionRef(t)));
  return ref;
}

export interface Recorder {
  inspect: (event: InspectionEvent) => void;
  run: () => StoryRun;
}

export function createRecorder(): Recorder {
  const states = new Map<string, Set<string>>();
  const transitions = new Map<string, Set<string>>();
  const add = (map: Map<string, Set<string>>, id: string, value: string) => {
    let set = map.get(id);
    if (!set) map.set(id, (set = new Set()));
    set.add(value);
  };

  const inspect = (event: InspectionEvent) => {
    if (event.type !== '@xstate.snapshot' && event.type !== '@xstate.microstep') return;
    const logic = (event.actorRef as { logic?: { id?: unknown; root?: unknown } }).logic;
    // Machines only (promises and callbacks have no states).
    if (!logic || typeof logic.id !== 'string' || !logic.root) return;
    const nodes = (event.snapshot as { _nodes?: NodeLike[] } | undefined)?._nodes ?? [];
    for (const node of nodes)
      if (node.type === 'atomic' || node.type === 'final') add(states, logic.id, node.path.join('.'));
    if (event.type === '@xstate.microstep')
      for (const t of event._transitions as unknown as TransitionLike[])
        if (t.target?.length) add(transitions, logic.id, refOf(t));
  };

  const run = (): StoryRun => {
    const ids = [...new Set([...states.keys(), ...transitions.keys()])].sort();
    return Object.fromEntries(
      ids.map((id) => [
        id,
        {
          states: [...(states.get(id) ?? [])].sort(),
          transitions: [...(transitions.get(id) ?? [])].sort(),
        },
      ]),
    );
  };
  return { inspect, run };
}

/**
 * The states a story declares it shows (`parameters.machineStates`, machine key → state paths)
 * that its run did not reach: a declaration is a claim the run must back.
 */
export function unreachedDeclarations(
  declared: Record<string, string[]> | undefined,
  run: StoryRun,
): string[] {
  const missing: string[] = [];
  for (const [key, paths] of Object.entries(declared ?? {}))
    for (const path of paths)
      if (!run[key]?.states.includes(path))
        missing.push(
          `${key}: "${path}" (reached: ${run[key]?.states.join(', ') || 'no state of this machine'})`,
        );
  return missing;
}

/** A short, stable fingerprint of a text (a story file's source when its run was recorded). */
export function textHash(text: string): string {
  let hash = 5381;
  for (let i = 0; i < text.length; i += 1) hash = ((hash * 33) ^ text.charCodeAt(i)) >>> 0;
  return `${hash.toString(36)}:${text.length.toString(36)}`;
}
