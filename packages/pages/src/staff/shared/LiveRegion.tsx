import type { ReactNode } from 'react';
import * as styles from './LiveRegion.css';

/**
 * A polite live region (role="status") that is on the page before the notice it holds is drawn, so
 * a screen reader hears the notice arrive (issue 46). A notice drawn only once there is news, with
 * its own role="status", brings its text with it, and a region that appears with its text is not
 * reliably spoken. Wrap the conditional notice: `<LiveRegion>{notice && <Alert …>}</LiveRegion>`.
 */
export function LiveRegion({ children }: { children: ReactNode }) {
  return (
    <div role="status" className={styles.region}>
      {children}
    </div>
  );
}
