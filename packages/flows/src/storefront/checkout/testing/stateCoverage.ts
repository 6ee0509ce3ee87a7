import {
  createActor,
  type AnyStateMachine,
  type EventObject,
  type SnapshotFrom,
  type StateNode,
} from 'xstate';
import { getShortestPaths, getStateNodes, type StatePath } from 'xstate/graph';

/**
 * Test support: walks a machine's graph (xstate/graph) with a given set of events and checks
 * that every atomic and final state is reached by some path, then replays each path on a live
 * actor. Machines are given fake actors that never settle, so only the path's own events
 * (user events and `xstate.done.actor.*` / `xstate.error.actor.*`) move them.
 */
type Snapshot = SnapshotFrom<AnyStateMachine>;
/** An event of the walk: a user event or an actor's done / error event, with its payload. */
export type GraphEvent = { type: string } & Record<string, unknown>;

function activeLeaves(snapshot: Snapshot): string[] {
  const nodes = (snapshot as unknown as { _nodes: StateNode[] })._nodes;
  return nodes.filter((n) => n.type === 'atomic' || n.type === 'final').map((n) => n.id);
}

/** Atomic and final states, less transient ones (eventless `always` states are only passed through). */
export function leafStateIds(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root)
    .filter(
      (n) => (n.type === 'atomic' || n.type === 'final') && !(n.always && n.always.length > 0),
    )
    .map((n) => n.id);
}

export interface Walk {
  /** One shortest path per leaf state reached, keyed by the leaf's id. */
  pathTo: Map<string, StatePath<Snapshot, EventObject>>;
  unreached: string[];
}

export function walkStates(
  machine: AnyStateMachine,
  options: {
    input?: unknown;
    events: GraphEvent[] | ((snapshot: Snapshot) => GraphEvent[]);
    /** What makes two snapshots the same node of the graph; the state value by default. */
    serialize?: (snapshot: Snapshot) => string;
  },
): Walk {
  const paths = getShortestPaths(machine, {
    input: options.input,
    events: options.events as never,
    serializeState: options.serialize ?? ((snapshot: Snapshot) => JSON.stringify(snapshot.value)),
  } as never) as StatePath<Snapshot, EventObject>[];
  const pathTo = new Map<string, StatePath<Snapshot, EventObject>>();
  for (const path of paths) {
    for (const leaf of activeLeaves(path.state)) {
      const known = pathTo.get(leaf);
      if (!known || known.steps.length > path.steps.length) pathTo.set(leaf, path);
    }
  }
  return { pathTo, unreached: leafStateIds(machine).filter((id) => !pathTo.has(id)) };
}

/** Replays a path's events on a started actor; returns the leaves it ends in. */
export function replay(
  machine: AnyStateMachine,
  input: unknown,
  path: StatePath<Snapshot, EventObject>,
): string[] {
  const actor = createActor(machine, { input });
  actor.start();
  for (const step of path.steps) {
    if (step.event.type === 'xstate.init') continue;
    actor.send(step.event);
  }
  const leaves = activeLeaves(actor.getSnapshot());
  actor.stop();
  return leaves;
}
