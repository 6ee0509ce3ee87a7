import type { ReactNode } from 'react';
import * as styles from './LiveMessage.css';

/**
 * Where a storefront message drawn on demand appears (issue 46): two live regions that are on the
 * page before the message is, so a screen reader hears it arrive. A message drawn with its own
 * role="alert" or role="status" brings its text with it, and a region that appears with its text is
 * not reliably spoken (never for a status). A critical message is spoken at once (assertive), any
 * other at the next pause (polite). Wrap the conditional message:
 * `<LiveMessage critical={message?.tone === 'critical'}>{message && <Alert …>}</LiveMessage>`.
 */
export function LiveMessage({ critical, children }: { critical: boolean; children: ReactNode }) {
  return (
    <>
      <div aria-live="assertive" className={styles.region}>
        {critical ? children : null}
      </div>
      <div aria-live="polite" className={styles.region}>
        {critical ? null : children}
      </div>
    </>
  );
}
