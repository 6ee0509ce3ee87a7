/** @jsxRuntime classic */
// Manager code: its elements come from Storybook's own React (see manager.tsx).
import React, { useEffect, useState } from 'react';
import { useStorybookApi, useStorybookState } from 'storybook/manager-api';
import type { PictureSet, VisualIndex } from './visualReferences';

export const VISUAL_ADDON = 'joinery/visual-references';
export const VISUAL_PANEL = `${VISUAL_ADDON}/panel`;

/**
 * The visual references panel (issue 34): beside the live story in the canvas, the pictures the
 * story run compares it with, committed with the code (a screen's main state at 1280 and 390 px,
 * a component's Matrix), and, when the last run's comparison failed, its new picture and the
 * difference (Vitest's pixelmatch output: changed pixels in red). Pictures come from
 * `visual-references/` (.storybook/visualReferences.ts): read from the disk in `storybook dev`,
 * copied in by `storybook build`.
 */
const widthNames = { 'screen-wide': 'Wide, 1280 px', 'screen-phone': 'Phone, 390 px', matrix: 'Matrix' } as const;

function useVisualIndex(storyId: string | undefined) {
  const [index, setIndex] = useState<VisualIndex | null | 'error'>(null);
  useEffect(() => {
    let live = true;
    // Again at each story switch: a run that just failed shows without reloading Storybook.
    fetch('./visual-references/index.json', { cache: 'no-store' })
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(String(response.status)))))
      .then((next: VisualIndex) => live && setIndex(next))
      .catch(() => live && setIndex('error'));
    return () => {
      live = false;
    };
  }, [storyId]);
  return index;
}

const figure: React.CSSProperties = { margin: 0, display: 'flex', flexDirection: 'column', gap: 4, minWidth: 0 };
const caption: React.CSSProperties = { fontSize: 12, fontWeight: 600 };
const picture: React.CSSProperties = { maxWidth: '100%', height: 'auto', border: '1px solid rgba(0,0,0,.2)', background: '#fff' };

function Picture({ src, title, alt }: { src: string; title: string; alt: string }) {
  return (
    <figure style={figure}>
      <figcaption style={caption}>{title}</figcaption>
      <a href={`./${src}`} target="_blank" rel="noreferrer">
        <img src={`./${src}`} alt={alt} style={picture} loading="lazy" />
      </a>
    </figure>
  );
}

function PictureRow({ name, set }: { name: keyof typeof widthNames; set: PictureSet }) {
  const failed = Boolean(set.actual);
  return (
    <section aria-label={widthNames[name]} style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <h3 style={{ margin: 0, fontSize: 13 }}>
        {widthNames[name]}
        {failed && set.failedAt
          ? ` — differs from its reference in the run of ${new Date(set.failedAt).toLocaleString()}`
          : ''}
      </h3>
      <div
        style={{
          display: 'grid',
          gap: 12,
          gridTemplateColumns: failed ? 'repeat(auto-fit, minmax(220px, 1fr))' : 'minmax(0, 1fr)',
          alignItems: 'start',
        }}
      >
        {set.reference ? (
          <Picture src={set.reference} title="Reference (committed)" alt={`${widthNames[name]} reference`} />
        ) : (
          <p style={{ margin: 0 }}>No committed reference yet: the next story run writes it.</p>
        )}
        {set.actual && <Picture src={set.actual} title="New picture (failed run)" alt={`${widthNames[name]} new picture`} />}
        {set.diff && <Picture src={set.diff} title="Difference" alt={`${widthNames[name]} difference`} />}
      </div>
    </section>
  );
}

export function VisualPanel() {
  const api = useStorybookApi();
  const state = useStorybookState();
  const story = state.storyId ? api.getData(state.storyId, state.refId) : undefined;
  const index = useVisualIndex(state.storyId);
  const importPath = (story as { importPath?: string } | undefined)?.importPath?.replace(/^\.\//, '');
  const tags = (story as { tags?: string[] } | undefined)?.tags ?? [];
  const name = (story as { name?: string } | undefined)?.name;
  const compared = tags.includes('screenshot') ? (['screen-wide', 'screen-phone'] as const) : name === 'Matrix' ? (['matrix'] as const) : null;

  let body: React.ReactNode;
  if (!story || story.type !== 'story') body = <p>Choose a story.</p>;
  else if (!compared)
    body = (
      <p>
        The story run compares a screen&apos;s main state (its story tagged <code>screenshot</code>) at 1280 and 390 px, and
        each component&apos;s <code>Matrix</code> story, with committed pictures. This story has none: its other states are
        reviewed in Chromatic.
      </p>
    );
  else if (index === null) body = <p>Loading the references…</p>;
  else if (index === 'error') body = <p>The references could not be loaded (visual-references/index.json).</p>;
  else {
    const sets = importPath ? index[importPath] : undefined;
    body = (
      <div style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
        {compared.map((which) => (
          <PictureRow key={which} name={which} set={sets?.[which] ?? {}} />
        ))}
        <p style={{ margin: 0, fontSize: 12, opacity: 0.8 }}>
          Dates are masked in magenta. After a deliberate change, <code>npm run test:visual:update</code> writes new references.
        </p>
      </div>
    );
  }
  return <div style={{ padding: 12, fontSize: 13, lineHeight: 1.4 }}>{body}</div>;
}
