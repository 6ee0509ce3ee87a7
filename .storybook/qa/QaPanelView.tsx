/** @jsxRuntime classic */
// Also rendered by Storybook's manager (.storybook/manager.tsx), on Storybook's own React: classic createElement.
import React, { useId, useState, type CSSProperties } from 'react';
import type { QaState } from './protocol';

/**
 * The QA panel's content (Storybook's addon panel shows it; a story tests it): inject a fault
 * into an API call, list the calls the story made with their payloads and replies, reset the
 * embedded back end's data. Plain elements: it renders inside Storybook's manager too.
 */
export interface QaPanelViewProps {
  state: QaState | null;
  onInject: (call: string, kind: string) => void;
  onClearFaults: () => void;
  onResetData: () => void;
}

const box: CSSProperties = {
  fontFamily: 'system-ui, sans-serif',
  fontSize: 13,
  color: '#1b1f24',
  background: '#fff',
  padding: 12,
};
const control: CSSProperties = {
  font: 'inherit',
  padding: '4px 6px',
  border: '1px solid #6b7480',
  borderRadius: 4,
  background: '#fff',
  color: '#1b1f24',
};
const action: CSSProperties = {
  ...control,
  cursor: 'pointer',
  borderColor: '#1747b5',
  color: '#1747b5',
};
const cell: CSSProperties = {
  border: '1px solid #c9ced6',
  padding: '4px 6px',
  textAlign: 'left',
  verticalAlign: 'top',
};
const pre: CSSProperties = {
  margin: 0,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-all',
  maxHeight: 120,
  overflow: 'auto',
  fontSize: 12,
};

export function QaPanelView({ state, onInject, onClearFaults, onResetData }: QaPanelViewProps) {
  const [call, setCall] = useState('');
  const [kind, setKind] = useState('500');
  const callId = useId();
  const kindId = useId();
  if (!state) return <p style={box}>Waiting for the story…</p>;
  const faults = Object.entries(state.panelFaults);
  return (
    <div style={box}>
      <form
        aria-label="Inject a fault"
        style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'end' }}
        onSubmit={(event) => {
          event.preventDefault();
          if (call) onInject(call, kind);
        }}
      >
        <label htmlFor={callId} style={{ display: 'grid', gap: 2 }}>
          Call
          <select
            id={callId}
            style={control}
            value={call}
            onChange={(e) => setCall(e.target.value)}
          >
            <option value="">Choose a call…</option>
            {state.callIds.map((id) => (
              <option key={id} value={id}>
                {id}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={kindId} style={{ display: 'grid', gap: 2 }}>
          Fault
          <select
            id={kindId}
            style={control}
            value={kind}
            onChange={(e) => setKind(e.target.value)}
          >
            {state.faultKinds.map((k) => (
              <option key={k} value={k}>
                {k}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" style={action} disabled={!call}>
          Inject fault
        </button>
        <button type="button" style={action} onClick={onClearFaults} disabled={faults.length === 0}>
          Clear faults
        </button>
        <button
          type="button"
          style={{ ...action, borderColor: '#a2400b', color: '#a2400b' }}
          onClick={onResetData}
        >
          Reset demo data
        </button>
      </form>
      <p style={{ margin: '8px 0' }}>
        {faults.length
          ? `Active: ${faults.map(([c, k]) => `${c} (${k})`).join(', ')}`
          : 'No fault from this panel.'}
        {state.storyFaults.length > 0 && ` The story sets: ${state.storyFaults.join(', ')}.`}
      </p>
      <table
        style={{ borderCollapse: 'collapse', width: '100%' }}
        aria-label="Calls the story made"
      >
        <thead>
          <tr>
            <th style={cell} scope="col">
              Call
            </th>
            <th style={cell} scope="col">
              Payload
            </th>
            <th style={cell} scope="col">
              Reply
            </th>
          </tr>
        </thead>
        <tbody>
          {state.calls.length === 0 && (
            <tr>
              <td style={cell} colSpan={3}>
                No call yet.
              </td>
            </tr>
          )}
          {state.calls.map((c) => (
            <tr key={c.id}>
              <th style={cell} scope="row">
                <div>{c.call}</div>
                <div style={{ fontWeight: 400, color: '#4a5360' }}>
                  {c.method} {c.url}
                </div>
                {c.fault && (
                  <div style={{ fontWeight: 400, color: '#a2400b' }}>fault: {c.fault}</div>
                )}
              </th>
              <td style={cell}>
                <pre style={pre}>{c.payload || '—'}</pre>
              </td>
              <td style={cell}>
                <div>
                  {c.status === null
                    ? 'no answer yet'
                    : c.status === 0
                      ? 'network error'
                      : c.status}
                </div>
                <pre style={pre}>{c.reply}</pre>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
