import { Fragment, useCallback, useId, useMemo, useState, type ReactNode } from 'react';
import type { AnyActorRef, InspectionEvent, StateValue } from 'xstate';
import { MachineInspector } from '@joinery/flows/react';
import type { StoryLink } from './coverage';
import { FlowMap } from './FlowMap';
import { acceptedEvents, eventLabel, flowModel } from './model';
import type { FlowEntry } from './registry';

/**
 * "Step through" (issues 21 and 30): a screen runs its machines against the embedded back end;
 * beside it, the diagram of one of the machines it started, with the current state highlighted,
 * a button for each event the current state accepts, and the path taken so far. Every machine the
 * screen starts reports through @joinery/flows/react's inspector, so any story can be stepped
 * through (the Step through toolbar toggle) and the buttons drive the very actor the screen shows.
 */
export type EventPayloads = Record<
  string,
  (context: Record<string, unknown>) => Record<string, unknown> | null
>;

export interface StepThroughProps {
  /** Every machine of packages/flows: an actor is followed when its machine's id is a flow's key. */
  flows: FlowEntry[];
  /** The machine shown first (a flow key); otherwise the first one the screen starts. */
  flowKey?: string;
  /** Story links of a machine, for its diagram. */
  linksOf?: (key: string) => {
    states: Map<string, StoryLink[]>;
    transitions: Map<string, StoryLink[]>;
  };
  /** The screen (any story's content). */
  screen: ReactNode;
  /**
   * Events the buttons may send, with their payload from the current context (null: not now);
   * other accepted events are listed only. Without it, every accepted event has a button and its
   * payload comes from the JSON field.
   */
  payloads?: EventPayloads;
}

export function leavesOf(value: StateValue, prefix = ''): string[] {
  const join = (key: string) => (prefix ? `${prefix}.${key}` : key);
  if (typeof value === 'string') return [join(value)];
  return Object.entries(value).flatMap(([key, child]) =>
    child === undefined || (typeof child === 'object' && Object.keys(child).length === 0)
      ? [join(key)]
      : leavesOf(child as StateValue, join(key)),
  );
}

interface Live {
  key: string;
  actor: AnyActorRef;
  leaves: string[];
  context: Record<string, unknown>;
  path: { event: string; to: string }[];
}

const button = {
  font: 'inherit',
  fontSize: 14,
  padding: '6px 10px',
  borderRadius: 6,
  border: '1px solid #1747b5',
  background: '#fff',
  color: '#1747b5',
  cursor: 'pointer',
} as const;

const noLinks = () => ({ states: new Map(), transitions: new Map() });

/** Machines every screen of a family starts (the back office's error dialog): chosen only when nothing else runs. */
const SHARED_MACHINES = new Set(['errorDialog']);

export function StepThrough({
  flows,
  flowKey,
  linksOf = noLinks,
  screen,
  payloads,
}: StepThroughProps) {
  const keys = useMemo(() => new Set(flows.map((f) => f.key)), [flows]);
  /** The latest actor of each machine the screen started (strict mode starts each twice). */
  const [actors, setActors] = useState<Map<string, Live>>(new Map());
  const [chosen, setChosen] = useState<string | undefined>(flowKey);
  const [json, setJson] = useState('{}');
  const chooserId = useId();
  const jsonId = useId();

  const inspect = useCallback(
    (event: InspectionEvent) => {
      if (event.type !== '@xstate.snapshot') return;
      const id = (event.actorRef as { logic?: { id?: unknown } }).logic?.id;
      if (typeof id !== 'string' || !keys.has(id)) return;
      const snapshot = event.snapshot as {
        status: string;
        value: StateValue;
        context: Record<string, unknown>;
      };
      if (snapshot.status === 'stopped') return;
      const leaves = leavesOf(snapshot.value);
      const to = leaves.join(', ');
      const via = eventLabel(event.event.type);
      // Reported while React renders the screen: update the panel after it.
      queueMicrotask(() =>
        setActors((before) => {
          const last = before.get(id);
          const same = last?.actor === event.actorRef;
          if (same && last.path[last.path.length - 1]?.to === to && last.context === snapshot.context)
            return before;
          const path = !same
            ? [{ event: 'start', to }]
            : last.path[last.path.length - 1]?.to === to
              ? last.path
              : [...last.path, { event: via, to }];
          const next = new Map(before);
          next.set(id, { key: id, actor: event.actorRef, leaves, context: snapshot.context, path });
          return next;
        }),
      );
    },
    [keys],
  );

  // The screen's own first machine, not the shared error dialog's every back-office screen starts.
  const started = [...actors.keys()];
  const key =
    chosen && actors.has(chosen)
      ? chosen
      : (flowKey ?? started.find((k) => !SHARED_MACHINES.has(k)) ?? started[0]);
  const flow = flows.find((f) => f.key === key);
  const live = key ? actors.get(key) : undefined;
  const model = useMemo(() => (flow ? flowModel(flow.machine) : undefined), [flow]);
  const accepted = live && model ? acceptedEvents(model, live.leaves) : [];
  const sendable = payloads ? accepted.filter((type) => payloads[type]) : accepted;
  const others = payloads ? accepted.filter((type) => !payloads[type]) : [];
  let typed: Record<string, unknown> | null = null;
  try {
    const parsed: unknown = JSON.parse(json);
    typed = parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    typed = null;
  }
  const screenNode = useMemo(
    () => <MachineInspector inspect={inspect}>{screen}</MachineInspector>,
    [screen, inspect],
  );
  const links = flow ? linksOf(flow.key) : undefined;

  return (
    <div
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 24,
        alignItems: 'flex-start',
        fontFamily: 'system-ui, sans-serif',
        color: '#1b1f24',
      }}
    >
      <section
        aria-label={`${flow?.title ?? 'Machine'} step through`}
        style={{ flex: '1 1 360px', maxWidth: 560, minWidth: 0 }}
      >
        <h1 style={{ fontSize: 22, margin: '0 0 8px' }}>
          {flow ? `${flow.title}: step through` : 'Step through'}
        </h1>
        {actors.size > 1 && (
          <p style={{ margin: '0 0 8px' }}>
            <label htmlFor={chooserId}>Machine </label>
            <select id={chooserId} value={key} onChange={(e) => setChosen(e.target.value)}>
              {[...actors.keys()].sort().map((k) => (
                <option key={k} value={k}>
                  {flows.find((f) => f.key === k)?.title ?? k}
                </option>
              ))}
            </select>
          </p>
        )}
        {!flow || !live ? (
          <p role="status">
            {actors.size === 0
              ? 'This story has started no machine of packages/flows yet.'
              : 'Starting…'}
          </p>
        ) : (
          <>
            <p style={{ margin: '0 0 8px' }}>
              Current state:{' '}
              <strong data-testid="current-state">{live.leaves.join(', ')}</strong>
            </p>
            <FlowMap
              flow={flow}
              shownBy={links!.states}
              takenBy={links!.transitions}
              active={live.leaves}
              diagramOnly
            />
            <h2 style={{ fontSize: 17, margin: '16px 0 8px' }}>Send an event</h2>
            {!payloads && (
              <p style={{ margin: '0 0 8px' }}>
                <label htmlFor={jsonId}>Payload (JSON object) </label>
                <input
                  id={jsonId}
                  value={json}
                  onChange={(e) => setJson(e.target.value)}
                  aria-invalid={typed === null}
                  style={{ font: 'inherit', width: '100%', maxWidth: 360 }}
                />
              </p>
            )}
            {sendable.length ? (
              <div
                role="group"
                aria-label="Events the current state accepts"
                style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}
              >
                {sendable.map((type) => {
                  const payload = payloads ? payloads[type]!(live.context) : typed;
                  return (
                    <button
                      key={type}
                      type="button"
                      style={{ ...button, opacity: payload ? 1 : 0.6 }}
                      disabled={!payload}
                      onClick={() => payload && live.actor.send({ ...payload, type })}
                    >
                      {type}
                    </button>
                  );
                })}
              </div>
            ) : (
              <p>
                No event to send from here: the machine is waiting on its actors, or has finished.
              </p>
            )}
            {others.length > 0 && (
              <p style={{ fontSize: 13, color: '#4a5360' }}>
                Also accepted, sent by the screen&apos;s parts as you use it:{' '}
                {others.map((t, i) => (
                  <Fragment key={t}>
                    {i > 0 && ', '}
                    <code>{t}</code>
                  </Fragment>
                ))}
              </p>
            )}
            <h2 style={{ fontSize: 17, margin: '16px 0 8px' }}>Path so far</h2>
            <ol aria-label="Path so far" style={{ margin: 0, paddingLeft: 22, fontSize: 14 }}>
              {live.path.map((step, i) => (
                <li key={i}>
                  <code>{step.event}</code> → {step.to}
                </li>
              ))}
            </ol>
          </>
        )}
      </section>
      <div style={{ flex: '2 1 480px', minWidth: 0, border: '1px solid #c9ced6', borderRadius: 6 }}>
        {screenNode}
      </div>
    </div>
  );
}
