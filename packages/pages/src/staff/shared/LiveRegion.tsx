import type { ReactNode } from 'react';
import * as styles from './LiveRegion.css';

export interface LiveRegionProps {
  /**
   * `polite` (default): news, a role="status" region. `assertive`: a failure, an aria-live region
   * with no role of its own, so the role="alert" it holds stays the only alert there.
   */
  politeness?: 'polite' | 'assertive';
  children: ReactNode;
}

/**
 * A live region that is on the page before the notice it holds is drawn, so a screen reader hears
 * the notice arrive (issue 46). A notice drawn only once there is news, with its own role="status"
 * or role="alert", brings its text with it, and a region that appears with its text is not reliably
 * spoken. Wrap the conditional notice: `<LiveRegion>{notice && <Alert …>}</LiveRegion>`.
 */
export function LiveRegion({ politeness = 'polite', children }: LiveRegionProps) {
  return politeness === 'polite' ? (
    <div role="status" className={styles.region}>
      {children}
    </div>
  ) : (
    <div aria-live="assertive" aria-atomic="true" className={styles.region}>
      {children}
    </div>
  );
}

/**
 * A screen reader's copy of a message the page shows somewhere that is not read as it changes (a
 * field's error, which only describes the field), for a LiveRegion: `<LiveRegion politeness="assertive">
 * {refusal && <SpokenOnly>{refusal}</SpokenOnly>}</LiveRegion>`.
 */
export function SpokenOnly({ children }: { children: ReactNode }) {
  return <span className={styles.spokenOnly}>{children}</span>;
}
