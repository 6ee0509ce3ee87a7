import type { ReactNode } from 'react';
import { Spinner } from '../Spinner';
import * as styles from './LoadingOverlay.css';

export type LoadingOverlayScope = (typeof styles.loadingOverlayScopes)[number];

export interface LoadingOverlayProps {
  /** While true the content is covered, inert and marked busy. */
  active: boolean;
  /** What is happening, verbatim from the spec ("Exporting Data, Please Wait...."). */
  message: ReactNode;
  /** `container` covers only the children; `viewport` covers the whole screen. */
  scope?: LoadingOverlayScope;
  /** Extra content under the message, e.g. a ProgressBar. */
  progress?: ReactNode;
  /** The content that gets covered (with `scope="container"`). */
  children?: ReactNode;
  /** Extra class for the wrapper around the content. */
  className?: string;
}

/**
 * Covers an area (or the screen) while a long task runs, with a spinner and a message. The
 * covered content is `inert`, so neither pointer nor keyboard can reach it meanwhile.
 */
export function LoadingOverlay({
  active,
  message,
  scope = 'container',
  progress,
  children,
  className,
}: LoadingOverlayProps) {
  return (
    <div
      className={[styles.container, className].filter(Boolean).join(' ')}
      aria-busy={active || undefined}
    >
      <div inert={active || undefined}>{children}</div>
      {active && (
        <div className={styles.scrim({ scope })} data-scope={scope}>
          <div className={styles.panel} role="status">
            <Spinner size="md" />
            <div>
              <div>{message}</div>
              {progress}
            </div>
          </div>
        </div>
      )}
    </div>
  );
}
