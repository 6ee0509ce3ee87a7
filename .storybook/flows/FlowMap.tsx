import { useEffect, useId, useMemo, useState, type CSSProperties } from 'react';
import { flowModel, type FlowModel, type FlowState } from './model';
import { edgeText, HEADER, layoutFlow, type FlowLayout } from './layout';
import type { FlowEntry } from './registry';
import type { StoryLink } from './coverage';

/**
 * A flow's living map (issue 21): its statechart laid out from the machine's own definition,
 * each state marked with the stories that show it (or as shown by none), and tables of its
 * states, events and invoked actors.
 */
export interface FlowMapProps {
  flow: FlowEntry;
  /** State path → the stories whose play reached it (the last story test run, issue 30). */
  shownBy: Map<string, StoryLink[]>;
  /** Transition ref (model.ts `transitionRef`) → the stories whose play took it. */
  takenBy?: Map<string, StoryLink[]>;
  /** Resting states the running machine is in (the step-through); highlights them and their parents. */
  active?: string[];
  /** Only the diagram (the step-through shows the tables elsewhere). */
  diagramOnly?: boolean;
}

const colours = {
  text: '#1b1f24',
  muted: '#4a5360',
  edge: '#4a5568',
  untaken: '#9aa3ad',
  container: '#f4f6f8',
  containerBorder: '#5b6673',
  shown: '#1f6f43',
  notShown: '#a2400b',
  activeFill: '#dbe9ff',
  activeBorder: '#1747b5',
  final: '#1b1f24',
};

/** The story link a manager page understands (`./?path=/story/<id>`), opened outside the preview frame. */
export const storyHref = (storyId: string) => `./?path=/story/${storyId}`;
const rowId = (key: string, path: string) =>
  `flow-${key}-state-${path.replace(/\./g, '-') || 'machine'}`;

function displayPath(model: FlowModel, state: FlowState) {
  return state.path || `${model.id} (machine)`;
}

function ancestorsOf(model: FlowModel, leaves: string[]): Set<string> {
  const set = new Set<string>();
  for (const leaf of leaves) {
    let path: string | null = leaf;
    while (path !== null) {
      set.add(path);
      path = model.states.find((s) => s.path === path)?.parent ?? null;
    }
  }
  return set;
}

function Diagram({
  flow,
  model,
  layout,
  shownBy,
  takenBy,
  active,
}: {
  flow: FlowEntry;
  model: FlowModel;
  layout: FlowLayout;
  shownBy: Map<string, StoryLink[]>;
  takenBy: Map<string, StoryLink[]>;
  active: Set<string>;
}) {
  const refById = new Map(model.transitions.map((t) => [t.id, t.ref]));
  const titleId = useId();
  const descId = useId();
  const marker = useId().replace(/:/g, '');
  const ordered = [...layout.states].sort((a, b) => a.depth - b.depth);
  return (
    <svg
      role="group"
      aria-labelledby={titleId}
      aria-describedby={descId}
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      // Its natural size where there is room; scaled down to the width there is (phones, the step-through).
      style={{
        display: 'block',
        width: '100%',
        maxWidth: layout.width,
        height: 'auto',
        background: '#fff',
        fontFamily: 'system-ui, sans-serif',
      }}
      data-flow-diagram={flow.key}
    >
      <title id={titleId}>{`${flow.title} statechart`}</title>
      <desc id={descId}>
        {`${model.leaves.length} states; ${model.transitions.length} transitions. Each state links to the first story that shows it, or to its row in the states table.`}
      </desc>
      <defs>
        <marker
          id={marker}
          viewBox="0 0 10 10"
          refX="9"
          refY="5"
          markerWidth="7"
          markerHeight="7"
          orient="auto-start-reverse"
        >
          <path d="M0,0 L10,5 L0,10 z" fill={colours.edge} />
        </marker>
      </defs>
      {ordered.map(({ state, x, y, width, height }) => {
        const stories = shownBy.get(state.path) ?? [];
        const leaf = state.children.length === 0;
        const isActive = active.has(state.path);
        const label = state.key || model.id;
        const note =
          leaf && state.resting
            ? stories.length
              ? `${stories.length} ${stories.length === 1 ? 'story' : 'stories'}`
              : 'no story'
            : '';
        const visible = state.kind === 'parallel' ? `${label} (parallel)` : label;
        // The name starts with the visible text (axe: label-content-name-mismatch), then says the rest.
        const name = `${visible}${state.path && state.path !== label ? ` (${state.path})` : ''}${state.kind === 'final' ? ', final state' : ''}${
          leaf && state.resting
            ? stories.length
              ? `, shown by ${stories
                  .slice(0, 3)
                  .map((s) => s.name)
                  .join('; ')}${stories.length > 3 ? ` and ${stories.length - 3} more` : ''}`
              : ', shown by no story'
            : ''
        }${isActive ? ', current state' : ''}`;
        const href = stories.length
          ? storyHref(stories[0]!.storyId)
          : `#${rowId(flow.key, state.path)}`;
        const stroke = isActive
          ? colours.activeBorder
          : leaf
            ? stories.length
              ? colours.shown
              : colours.notShown
            : colours.containerBorder;
        return (
          <g key={state.path || '(root)'}>
            <a
              href={href}
              target={stories.length ? '_top' : undefined}
              aria-label={name}
              aria-current={isActive && leaf ? 'step' : undefined}
              data-state={state.path}
              data-active={isActive || undefined}
            >
              <rect
                x={x}
                y={y}
                width={width}
                height={height}
                rx={leaf ? 10 : 6}
                fill={isActive ? colours.activeFill : leaf ? '#fff' : colours.container}
                stroke={stroke}
                strokeWidth={isActive ? 3 : leaf ? 1.5 : 1}
                strokeDasharray={
                  leaf && state.resting && !stories.length && !isActive ? '5 3' : undefined
                }
              />
              {state.kind === 'final' && (
                <rect
                  x={x + 4}
                  y={y + 4}
                  width={width - 8}
                  height={height - 8}
                  rx={7}
                  fill="none"
                  stroke={colours.final}
                  strokeWidth={1}
                />
              )}
              {leaf ? (
                <text
                  x={x + width / 2}
                  y={y + (note ? 19 : height / 2 + 4)}
                  textAnchor="middle"
                  fontSize={13}
                  fontWeight={600}
                  fill={colours.text}
                >
                  {visible}
                </text>
              ) : (
                <text
                  x={x + 10}
                  y={y + HEADER / 2 + 6}
                  fontSize={13}
                  fontWeight={700}
                  fill={colours.text}
                >
                  {visible}
                </text>
              )}
            </a>
            {note && (
              // Said in the link's name already; drawn outside it so the name keeps to the visible label.
              <text
                aria-hidden="true"
                x={x + width / 2}
                y={y + 34}
                textAnchor="middle"
                fontSize={11}
                fill={stories.length ? colours.shown : colours.notShown}
                style={{ pointerEvents: 'none' }}
              >
                {note}
              </text>
            )}
          </g>
        );
      })}
      {layout.dots.map((dot) => (
        <circle key={`${dot.x},${dot.y}`} cx={dot.x} cy={dot.y} r={5} fill={colours.text} />
      ))}
      {layout.edges.map((edge) => {
        const ref = refById.get(edge.id.split('>')[0]!);
        // The initial dots' edges are no transition; a transition no story takes is dashed and pale.
        const taken = ref === undefined || (takenBy.get(ref)?.length ?? 0) > 0;
        return (
        <g
          key={edge.id}
          data-edge={edge.label || undefined}
          data-transition={ref}
          data-taken={ref === undefined ? undefined : String(taken)}
        >
          <polyline
            points={edge.points.map((p) => `${p.x},${p.y}`).join(' ')}
            fill="none"
            stroke={taken ? colours.edge : colours.untaken}
            strokeWidth={1.3}
            strokeDasharray={taken ? undefined : '4 3'}
            markerEnd={`url(#${marker})`}
          />
          {edge.labelBox && (
            <>
              <rect
                x={edge.labelBox.x}
                y={edge.labelBox.y}
                width={edge.labelBox.width}
                height={edge.labelBox.height}
                fill="#fff"
                opacity={0.9}
              />
              <text
                x={edge.labelBox.x + 4}
                y={edge.labelBox.y + 12}
                fontSize={11}
                fill={colours.text}
              >
                {edge.label}
              </text>
            </>
          )}
        </g>
        );
      })}
    </svg>
  );
}

const table: CSSProperties = {
  borderCollapse: 'collapse',
  width: '100%',
  fontSize: 14,
  margin: '8px 0 24px',
};
const scroller: CSSProperties = { overflowX: 'auto' };
const cell: CSSProperties = {
  border: '1px solid #c9ced6',
  padding: '6px 8px',
  textAlign: 'left',
  verticalAlign: 'top',
};

const noLinks = new Map<string, StoryLink[]>();

export function FlowMap({
  flow,
  shownBy,
  takenBy = noLinks,
  active = [],
  diagramOnly = false,
}: FlowMapProps) {
  const model = useMemo(() => flowModel(flow.machine), [flow.machine]);
  const [layout, setLayout] = useState<FlowLayout | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    layoutFlow(model).then(
      (placed) => live && setLayout(placed),
      (e: unknown) => live && setError(String(e)),
    );
    return () => {
      live = false;
    };
  }, [model]);
  const activeSet = useMemo(() => ancestorsOf(model, active), [model, active]);
  const headingId = useId();
  const leaves = model.states.filter((s) => s.resting);
  const unshown = leaves.filter((s) => !shownBy.has(s.path));
  const refs = [...new Set(model.transitions.map((t) => t.ref))];
  const untaken = refs.filter((r) => !takenBy.has(r));

  const diagram = (
    <figure style={{ margin: 0 }}>
      <div
        style={{ overflow: 'auto', maxWidth: '100%', border: '1px solid #c9ced6', borderRadius: 6 }}
      >
        {layout ? (
          <Diagram
            flow={flow}
            model={model}
            layout={layout}
            shownBy={shownBy}
            takenBy={takenBy}
            active={activeSet}
          />
        ) : (
          <p role="status" style={{ padding: 16 }}>
            {error ? `The diagram could not be laid out: ${error}` : 'Laying out the diagram…'}
          </p>
        )}
      </div>
      <figcaption style={{ fontSize: 13, color: colours.muted, marginTop: 6 }}>
        Solid green border: a story&apos;s play reaches the state. Dashed orange border: no story
        reaches it yet. Solid arrow: a story takes the transition; dashed grey arrow: none does.
        Double border: a final state. Blue: the current state. A dot marks where a nested state
        starts. Measured by the last story test run, not declared.
      </figcaption>
    </figure>
  );
  if (diagramOnly) return diagram;

  return (
    // `contain: inline-size`: the tables scroll inside the page on a phone instead of widening it.
    <section
      aria-labelledby={headingId}
      style={{
        color: colours.text,
        fontFamily: 'system-ui, sans-serif',
        maxWidth: 1200,
        contain: 'inline-size',
      }}
    >
      <h1 id={headingId} style={{ fontSize: 26, margin: '0 0 4px' }}>
        {flow.title} flow
      </h1>
      <p style={{ margin: '0 0 12px', color: colours.muted }}>
        Machine <code>{model.id}</code>, <code>{flow.exportName}</code> in <code>{flow.file}</code>.{' '}
        {leaves.length} states, {leaves.length - unshown.length} reached by a story&apos;s play
        {unshown.length ? `, ${unshown.length} by none yet` : ''}; {refs.length} transitions,{' '}
        {refs.length - untaken.length} taken by a story
        {untaken.length ? `, ${untaken.length} by none yet` : ''}.
      </p>
      {diagram}

      <h2 style={{ fontSize: 20 }}>States</h2>
      <div
        style={scroller}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
        tabIndex={0}
        role="region"
        aria-label={`${flow.title} states, scrolls sideways on narrow screens`}
      >
        <table style={table} aria-label={`${flow.title} states`}>
          <thead>
            <tr>
              <th style={cell} scope="col">
                State
              </th>
              <th style={cell} scope="col">
                What it means
              </th>
              <th style={cell} scope="col">
                Stories whose play reaches it
              </th>
              <th style={cell} scope="col">
                Leaves on
              </th>
            </tr>
          </thead>
          <tbody>
            {model.states.map((state) => {
              const stories = shownBy.get(state.path) ?? [];
              const out = model.transitions.filter((t) => t.source === state.path);
              return (
                <tr
                  key={state.path || '(root)'}
                  id={rowId(flow.key, state.path)}
                  data-state-row={state.path}
                >
                  <th style={cell} scope="row">
                    <code>{displayPath(model, state)}</code>
                    {state.kind !== 'atomic' && (
                      <span style={{ color: colours.muted }}> ({state.kind})</span>
                    )}
                  </th>
                  <td style={cell}>
                    {state.description ?? (
                      <span style={{ color: colours.muted }}>No description yet.</span>
                    )}
                  </td>
                  <td style={cell}>
                    {!state.resting ? (
                      <span style={{ color: colours.muted }}>
                        {state.children.length ? 'Shown through its states' : 'Passed through'}
                      </span>
                    ) : stories.length ? (
                      <ul style={{ margin: 0, paddingLeft: 18 }}>
                        {stories.map((story) => (
                          <li key={story.storyId}>
                            <a href={storyHref(story.storyId)} target="_top">
                              {story.name}
                            </a>
                          </li>
                        ))}
                      </ul>
                    ) : (
                      <strong style={{ color: colours.notShown }}>No story reaches this state</strong>
                    )}
                  </td>
                  <td style={cell}>
                    {out.length === 0 ? (
                      <span style={{ color: colours.muted }}>
                        {state.kind === 'final' ? 'Final' : '—'}
                      </span>
                    ) : (
                      <ul style={{ margin: 0, paddingLeft: 18 }}>
                        {out.map((t) => {
                          const taking = takenBy.get(t.ref) ?? [];
                          return (
                            <li key={t.id} data-transition={t.ref}>
                              <code>{edgeText(t.label, t.guard)}</code> →{' '}
                              {t.targets.map((p) => p || model.id).join(', ')}
                              {taking.length ? (
                                <>
                                  {' '}
                                  (taken by{' '}
                                  <a href={storyHref(taking[0]!.storyId)} target="_top">
                                    {taking[0]!.name}
                                  </a>
                                  {taking.length > 1 ? ` and ${taking.length - 1} more` : ''})
                                </>
                              ) : (
                                <span style={{ color: colours.notShown }}> (no story takes it)</span>
                              )}
                            </li>
                          );
                        })}
                      </ul>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>

      <h2 style={{ fontSize: 20 }}>Events</h2>
      {model.events.length ? (
        <div
          style={scroller}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
          tabIndex={0}
          role="region"
          aria-label={`${flow.title} events, scrolls sideways on narrow screens`}
        >
          <table style={table} aria-label={`${flow.title} events`}>
            <thead>
              <tr>
                <th style={cell} scope="col">
                  Event
                </th>
                <th style={cell} scope="col">
                  Accepted in
                </th>
              </tr>
            </thead>
            <tbody>
              {model.events.map((event) => (
                <tr key={event.type}>
                  <th style={cell} scope="row">
                    <code>{event.type}</code>
                  </th>
                  <td style={cell}>
                    {event.acceptedIn.map((p) => p || `${model.id} (any state)`).join(', ')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>This machine takes no events from outside: its actors move it.</p>
      )}

      <h2 style={{ fontSize: 20 }}>Invoked actors</h2>
      {model.invokes.length ? (
        <div
          style={scroller}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
          tabIndex={0}
          role="region"
          aria-label={`${flow.title} invoked actors, scrolls sideways on narrow screens`}
        >
          <table style={table} aria-label={`${flow.title} invoked actors`}>
            <thead>
              <tr>
                <th style={cell} scope="col">
                  Actor
                </th>
                <th style={cell} scope="col">
                  Logic
                </th>
                <th style={cell} scope="col">
                  While in
                </th>
              </tr>
            </thead>
            <tbody>
              {model.invokes.map((inv) => (
                <tr key={`${inv.state}:${inv.id}`}>
                  <th style={cell} scope="row">
                    <code>{inv.id}</code>
                  </th>
                  <td style={cell}>
                    <code>{inv.src}</code>
                  </td>
                  <td style={cell}>{inv.state || `${model.id} (always)`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>This machine invokes no actors.</p>
      )}
    </section>
  );
}
