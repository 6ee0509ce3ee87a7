import { Fragment, useCallback, useMemo, useState, type ReactNode } from 'react';
import type { AnyActorRef, InspectionEvent, StateValue } from 'xstate';
import { MachineInspector } from '@joinery/flows/react';
import { FlowMap } from './FlowMap';
import { acceptedEvents, eventLabel, flowModel } from './model';
import type { FlowEntry } from './registry';
import type { StoryLink } from './coverage';

/**
 * "Step through" a flow (issue 21): the screen runs its machine against the embedded back end;
 * beside it, the machine's diagram with the current state highlighted, a button for each event
 * the current state accepts, and the path taken so far. The screen hands over its running
 * machine through xstate's `inspect` option, so the buttons drive the very actor the screen shows.
 */
export type EventPayloads = Record<
  string,
  (context: Record<string, unknown>) => Record<string, unknown> | null
>;

export interface StepThroughProps {
  flow: FlowEntry;
  shownBy: Map<string, StoryLink[]>;
  takenBy?: Map<string, StoryLink[]>;
  /** The screen (any screen or story content): every machine it starts is watched, and the one
   * that runs `flow`'s machine is the one stepped through. */
  screen: ReactNode;
  /**
   * Events the buttons may send, with their payload from the current context (null: not now).
   * Other accepted events are sent by the screen's own parts (child actors) and are listed only.
   */
  payloads: EventPayloads;
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
  actor: AnyActorRef;
  leaves: string[];
  context: Record<string, unknown>;
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

export function StepThrough({ flow, shownBy, takenBy, screen, payloads }: StepThroughProps) {
  const model = useMemo(() => flowModel(flow.machine), [flow.machine]);
  const [live, setLive] = useState<Live | null>(null);
  const [path, setPath] = useState<{ event: string; to: string; session: string }[]>([]);

  const inspect = useCallback((event: InspectionEvent) => {
    // Only the actor running this flow's machine (the screen's own, or one it invokes).
    if (event.type !== '@xstate.snapshot') return;
    const logic = (event.actorRef as { logic?: { id?: unknown } }).logic;
    if (logic?.id !== flow.machine.id) return;
    const snapshot = event.snapshot as {
      status: string;
      value: StateValue;
      context: Record<string, unknown>;
    };
    if (snapshot.status === 'stopped') return;
    const leaves = leavesOf(snapshot.value);
    const to = leaves.join(', ');
    const session = event.actorRef.sessionId;
    const via = eventLabel(event.event.type);
    // Reported while React renders the screen: update the panel after it.
    queueMicrotask(() => {
      setLive({ actor: event.actorRef, leaves, context: snapshot.context });
      setPath((steps) => {
        const last = steps[steps.length - 1];
        if (last && last.session === session && last.to === to) return steps;
        // A new actor (strict mode mounts the screen twice) starts the path again.
        return last?.session === session
          ? [...steps, { event: via, to, session }]
          : [{ event: 'start', to, session }];
      });
    });
  }, [flow.machine.id]);

  const accepted = live ? acceptedEvents(model, live.leaves) : [];
  const sendable = accepted.filter((type) => payloads[type]);
  const others = accepted.filter((type) => !payloads[type]);
  const screenNode = useMemo(
    () => <MachineInspector inspect={inspect}>{screen}</MachineInspector>,
    [screen, inspect],
  );

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
        aria-label={`${flow.title} step through`}
        style={{ flex: '1 1 360px', maxWidth: 560, minWidth: 0 }}
      >
        <h1 style={{ fontSize: 22, margin: '0 0 8px' }}>{flow.title}: step through</h1>
        <p style={{ margin: '0 0 8px' }}>
          Current state:{' '}
          <strong data-testid="current-state">{live ? live.leaves.join(', ') : 'starting…'}</strong>
        </p>
        <FlowMap
          flow={flow}
          shownBy={shownBy}
          takenBy={takenBy}
          active={live?.leaves ?? []}
          diagramOnly
        />
        <h2 style={{ fontSize: 17, margin: '16px 0 8px' }}>Send an event</h2>
        {sendable.length ? (
          <div
            role="group"
            aria-label="Events the current state accepts"
            style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}
          >
            {sendable.map((type) => {
              const payload = live ? payloads[type]!(live.context) : null;
              return (
                <button
                  key={type}
                  type="button"
                  style={{ ...button, opacity: payload ? 1 : 0.6 }}
                  disabled={!payload}
                  onClick={() => payload && live?.actor.send({ type, ...payload })}
                >
                  {type}
                </button>
              );
            })}
          </div>
        ) : (
          <p>No event to send from here: the machine is waiting on its actors, or has finished.</p>
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
          {path.map((step, i) => (
            <li key={i}>
              <code>{step.event}</code> → {step.to}
            </li>
          ))}
        </ol>
      </section>
      <div style={{ flex: '2 1 480px', minWidth: 0, border: '1px solid #c9ced6', borderRadius: 6 }}>
        {screenNode}
      </div>
    </div>
  );
}
