/** @jsxRuntime classic */
// Manager code: its elements come from Storybook's own React (see ../manager.tsx).
import React, { useEffect, useState } from 'react';
import { useChannel, useStorybookState } from 'storybook/manager-api';
import { SCREEN_READER_EVENTS, type Transcript } from './protocol';

/**
 * The Screen reader panel (issue 46): for the story on show, what a screen reader says reading the
 * screen from the top, and what the story's play made it announce, from a virtual screen reader
 * run in the preview (previewScreenReader.ts). A reviewer reads a screen as a blind user hears it,
 * beside the Visual references.
 */
const list: React.CSSProperties = { margin: 0, paddingLeft: 36, fontFamily: 'ui-monospace, monospace', fontSize: 12, lineHeight: 1.6 };
const heading: React.CSSProperties = { margin: '0 0 6px', fontSize: 13 };
const note: React.CSSProperties = { margin: '0 0 8px', fontSize: 12, opacity: 0.8 };

function Phrases({ phrases, empty }: { phrases: string[]; empty: string }) {
  if (!phrases.length) return <p style={note}>{empty}</p>;
  return (
    <ol style={list}>
      {phrases.map((phrase, index) => (
        <li key={index}>{phrase}</li>
      ))}
    </ol>
  );
}

export function ScreenReaderPanel() {
  const { storyId } = useStorybookState();
  const [transcript, setTranscript] = useState<Transcript | null>(null);
  const emit = useChannel({ [SCREEN_READER_EVENTS.transcript]: (next: Transcript) => setTranscript(next) });
  useEffect(() => emit(SCREEN_READER_EVENTS.request), [emit]);
  const shown = transcript && transcript.storyId === storyId ? transcript : null;
  return (
    <div style={{ padding: 12, display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))', alignItems: 'start' }}>
      <section aria-label="Read from the top">
        <h3 style={heading}>
          Read from the top{shown?.status === 'done' ? ` (${shown.spoken.length} phrases)` : ''}
        </h3>
        <p style={note}>
          A virtual screen reader (@guidepup/virtual-screen-reader) starts at the top of the page once the play has
          run and moves to the next item until the end of the document.{' '}
          <button type="button" onClick={() => emit(SCREEN_READER_EVENTS.readAgain)} disabled={!shown || shown.status === 'reading'}>
            Read again
          </button>
        </p>
        {!shown ? (
          <p style={note}>Waiting for the story to render and its play to finish…</p>
        ) : shown.status === 'reading' ? (
          <p style={note} role="status">
            Reading…
          </p>
        ) : shown.status === 'failed' ? (
          <p style={note} role="alert">
            The virtual screen reader failed: {shown.error}
          </p>
        ) : (
          <>
            <Phrases phrases={shown.spoken} empty="It said nothing." />
            {shown.truncated && <p style={note}>Stopped before the end of the document (step limit).</p>}
            {shown.tookMs !== undefined && <p style={note}>Read in {shown.tookMs} ms.</p>}
          </>
        )}
      </section>
      <div style={{ display: 'grid', gap: 16 }}>
        <section aria-label="Announced while the play ran">
          <h3 style={heading}>Announced while the play ran</h3>
          <p style={note}>What live regions (status, alert, aria-live) said as the story rendered and its play acted.</p>
          <Phrases phrases={shown?.announced ?? []} empty="Nothing was announced." />
        </section>
        <section aria-label="Focus moves during the play">
          <h3 style={heading}>Focus moves during the play</h3>
          <p style={note}>Where the play moved focus, as a screen reader names it.</p>
          <Phrases phrases={shown?.followed ?? []} empty="The play moved no focus." />
        </section>
      </div>
    </div>
  );
}
