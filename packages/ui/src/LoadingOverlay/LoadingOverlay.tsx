import { useEffect, useRef, type ReactNode } from 'react';
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

const FOCUSABLE =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex="0"]';

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
  // Issue 46: inert content cannot hold focus. A control focused in it (a list's Edit button that a
  // closing dialog hands focus back to while the list reloads) lands on <body>; once the cover
  // lifts, focus goes back to the control last focused here, or to the first one still here.
  const content = useRef<HTMLDivElement>(null);
  const lastFocused = useRef<HTMLElement | null>(null);
  const wasActive = useRef(active);
  useEffect(() => {
    const lifted = wasActive.current && !active;
    wasActive.current = active;
    // Only when the cover lifts, focus was lost, and a control here had it before.
    if (!lifted || !lastFocused.current || !content.current) return;
    if (document.activeElement && document.activeElement !== document.body) return;
    const target = lastFocused.current.isConnected
      ? lastFocused.current
      : content.current.querySelector<HTMLElement>(FOCUSABLE);
    target?.focus();
  }, [active]);
  return (
    <div
      className={[styles.container, className].filter(Boolean).join(' ')}
      aria-busy={active || undefined}
    >
      <div
        ref={content}
        inert={active || undefined}
        onFocus={(event) => {
          lastFocused.current = event.target;
        }}
      >
        {children}
      </div>
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
