import { useEffect, useState, type ReactNode } from 'react';
import { allFlows, linksOf, loadMeasured, type Measured } from './flowStories';
import { StepThrough } from './StepThrough';

/**
 * The Step through toolbar toggle (preview.tsx): any story, beside the diagram of a machine it
 * started, with its events as buttons (payload typed as JSON). Loaded only when the toggle is on,
 * so no other story pays for the maps and their layout engine.
 */
export default function StepThroughAnyStory({ children }: { children: ReactNode }) {
  const [measured, setMeasured] = useState<Measured>();
  useEffect(() => {
    let live = true;
    void loadMeasured().then((m) => live && setMeasured(m));
    return () => {
      live = false;
    };
  }, []);
  return (
    <div style={{ padding: 16 }}>
      <StepThrough
        flows={allFlows}
        linksOf={(key) =>
          measured ? linksOf(measured, key) : { states: new Map(), transitions: new Map() }
        }
        screen={children}
      />
    </div>
  );
}
