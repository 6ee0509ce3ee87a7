import type { AnyStateMachine, AnyStateNode } from 'xstate';

/** Every state node under `node`, in document order (as xstate/graph's getStateNodes; not imported
 * from there, so the unit run's recorder may wrap xstate/graph without a cycle). */
function getStateNodes(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states ?? {}).flatMap((child) => [
    child as AnyStateNode,
    ...getStateNodes(child as AnyStateNode),
  ]);
}

/**
 * What the flow maps draw, read from a machine's own definition (no hand-drawn diagram to drift):
 * its states as nested, the transitions between them with their event and guard, the events each
 * state handles, the actors it invokes. Pure: used by the Storybook maps and by
 * scripts/machine-coverage.mjs alike.
 */
export type StateKind = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export interface FlowState {
  /** Dotted path from the machine's root (`ready.placing`); the root itself is ''. */
  path: string;
  key: string;
  kind: StateKind;
  description: string | undefined;
  parent: string | null;
  children: string[];
  /** The child a compound state starts in. */
  initial: string | undefined;
  /** Atomic or final, and not passed straight through (no unguarded `always`): a state a screen can show. */
  resting: boolean;
  /** Events handled here without leaving the state (actions only). */
  handles: FlowTransition[];
  invokes: FlowInvoke[];
}

export interface FlowTransition {
  id: string;
  /** `source|event|target,target`: how a run records the transition (.storybook/flows/recorder.ts). */
  ref: string;
  source: string;
  targets: string[];
  /** The event type as the machine names it (`order.place`, `xstate.done.actor.placeOrder`, ''). */
  event: string;
  /** What the diagram writes: `order.place`, `done: placeOrder`, `error: placeOrder`, `after 300 ms`, `always`. */
  label: string;
  guard: string | undefined;
}

export interface FlowInvoke {
  state: string;
  id: string;
  src: string;
}

export interface FlowModel {
  id: string;
  states: FlowState[];
  /** Transitions that go somewhere (a target). */
  transitions: FlowTransition[];
  /** Events from outside the machine (user, screen, parent or child actors), with the states that accept them. */
  events: { type: string; acceptedIn: string[] }[];
  invokes: FlowInvoke[];
  /** Resting states, the ones coverage counts. */
  leaves: string[];
}

const pathOf = (node: AnyStateNode) => node.path.join('.');

/** A transition as runs record it and maps match it: source path, event type and target paths. */
export const transitionRef = (source: string, event: string, targets: string[]) =>
  `${source}|${event}|${targets.join(',')}`;

/** The ref of one of xstate's transition definitions (as an inspected microstep reports it). */
export function definitionRef(t: {
  source: AnyStateNode;
  eventType: string;
  target?: readonly AnyStateNode[] | undefined;
}): string {
  return transitionRef(pathOf(t.source), String(t.eventType ?? ''), (t.target ?? []).map(pathOf));
}

function kindOf(node: AnyStateNode): StateKind {
  return node.type as StateKind;
}

/** A guard's name: `hasPreSubmitFailures`, `not(termsAccepted)`, `inline guard`. */
export function guardName(guard: unknown): string | undefined {
  if (guard == null) return undefined;
  if (typeof guard === 'string') return guard;
  if (
    typeof guard === 'object' &&
    'type' in guard &&
    typeof (guard as { type: unknown }).type === 'string'
  )
    return (guard as { type: string }).type;
  if (typeof guard === 'function') {
    const fn = guard as { name?: string; guards?: unknown[]; stateValue?: unknown };
    // xstate's and / or / not / stateIn helpers keep their operands.
    if (Array.isArray(fn.guards)) {
      const names = fn.guards.map((g) => guardName(g) ?? '?');
      if (fn.name === 'not') return `not ${names[0]}`;
      return names.join(fn.name === 'or' ? ' or ' : ' and ');
    }
    if (fn.stateValue !== undefined) return `in ${JSON.stringify(fn.stateValue)}`;
    return fn.name && !/^(guard|anonymous)$/.test(fn.name) ? fn.name : 'inline guard';
  }
  return 'guard';
}

const autoActorId = /^\d+\.[^.]+\./;

/** `xstate.done.actor.placeOrder` → `done: placeOrder`; `xstate.after.300.checkout.x` → `after 300 ms`. */
export function eventLabel(event: string): string {
  if (event === '') return 'always';
  // An invoke without an id gets `<n>.<machine id>.<state path>`: its state says which actor it is.
  const done = /^xstate\.done\.actor\.(.+)$/.exec(event);
  if (done) return autoActorId.test(done[1]!) ? 'done' : `done: ${done[1]}`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(event);
  if (error) return autoActorId.test(error[1]!) ? 'error' : `error: ${error[1]}`;
  const after = /^xstate\.after\.([^.]+)\./.exec(event);
  if (after) return /^\d+$/.test(after[1]!) ? `after ${after[1]} ms` : `after ${after[1]}`;
  const doneState = /^xstate\.done\.state\.(.+)$/.exec(event);
  if (doneState) return `done: ${doneState[1]!.split('.').slice(1).join('.') || 'machine'}`;
  return event;
}

const internal = (event: string) => event === '' || event.startsWith('xstate.');

/**
 * A compact fingerprint of a machine's statechart: its states (path and kind), transitions (source,
 * event, guard, targets) and invoked actors, without the machine's id. Two machines made by one
 * factory (createListMachine) with the same chart share it, so a node test that walks one reaches
 * the other's states; `.provide()` (other implementations) keeps it.
 */
export function machineShape(machine: AnyStateMachine): string {
  const model = flowModel(machine);
  const text = JSON.stringify([
    model.states.map((s) => [
      s.path,
      s.kind,
      s.initial ?? '',
      s.handles.map((t) => [t.label, t.guard ?? '']),
    ]),
    model.transitions.map((t) => [t.source, t.label, t.guard ?? '', t.targets]),
    model.invokes.map((i) => [i.state, i.id.replace(autoActorId, '#.'), i.src]),
  ]);
  let hash = 5381;
  for (let i = 0; i < text.length; i += 1) hash = ((hash * 33) ^ text.charCodeAt(i)) >>> 0;
  return `${hash.toString(36)}:${text.length.toString(36)}`;
}

/** Resting states (atomic or final, not transient): the ones a screen can show and a test can reach. */
export function restingLeaves(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root).filter(isResting).map(pathOf);
}

function isResting(node: AnyStateNode): boolean {
  if (node.type !== 'atomic' && node.type !== 'final') return false;
  return !(node.always ?? []).some((t) => !t.guard);
}

export function flowModel(machine: AnyStateMachine): FlowModel {
  const nodes = [machine.root, ...getStateNodes(machine.root)];
  const transitions: FlowTransition[] = [];
  const invokes: FlowInvoke[] = [];
  const accepted = new Map<string, Set<string>>();
  const states: FlowState[] = nodes.map((node) => {
    const path = pathOf(node);
    const handles: FlowTransition[] = [];
    const all = [...node.transitions.values()].flat().concat(node.always ?? []);
    for (const t of all) {
      const event = String(t.eventType ?? '');
      const targets = (t.target ?? []).map(pathOf);
      const transition: FlowTransition = {
        id: `${path}:${transitions.length + handles.length}:${event}`,
        ref: transitionRef(path, event, targets),
        source: path,
        targets,
        event,
        label: eventLabel(event),
        guard: guardName(t.guard),
      };
      if (transition.targets.length > 0) transitions.push(transition);
      else handles.push(transition);
      if (!internal(event)) {
        if (!accepted.has(event)) accepted.set(event, new Set());
        accepted.get(event)!.add(path);
      }
    }
    const own = node.invoke.map((inv) => ({
      state: path,
      id: inv.id,
      src: typeof inv.src === 'string' ? inv.src : inv.id,
    }));
    invokes.push(...own);
    const initialTarget = node.type === 'compound' ? node.initial?.target?.[0] : undefined;
    return {
      path,
      key: node.key,
      kind: kindOf(node),
      description: node.description,
      parent: node.parent ? pathOf(node.parent) : null,
      children: Object.values(node.states ?? {}).map((c) => pathOf(c as AnyStateNode)),
      initial: initialTarget ? pathOf(initialTarget) : undefined,
      resting: isResting(node),
      handles,
      invokes: own,
    };
  });
  return {
    id: machine.id,
    states,
    transitions,
    events: [...accepted.entries()]
      .map(([type, where]) => ({ type, acceptedIn: [...where] }))
      .sort((a, b) => a.type.localeCompare(b.type)),
    invokes,
    leaves: states.filter((s) => s.resting).map((s) => s.path),
  };
}

/** The events a live snapshot accepts from outside: those of its active states and their ancestors. */
export function acceptedEvents(model: FlowModel, activeLeaves: string[]): string[] {
  const active = new Set<string>();
  for (const leaf of activeLeaves) {
    let path: string | null = leaf;
    while (path !== null) {
      active.add(path);
      path = model.states.find((s) => s.path === path)?.parent ?? null;
    }
  }
  return model.events.filter((e) => e.acceptedIn.some((p) => active.has(p))).map((e) => e.type);
}
