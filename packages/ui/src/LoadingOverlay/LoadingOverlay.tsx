import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Spinner } from '../Spinner';
import * as styles from './LoadingOverlay.css';

export type LoadingOverlayScope = (typeof styles.loadingOverlayScopes)[number];

export interface LoadingOverlayProps {
  /**
   * While true the content is covered, inert and marked busy; the message is announced, and focus
   * that was on the covered content goes to the overlay (and comes back when it lifts).
   */
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
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/** Nothing has focus: the document's active element is <body> (or none). */
const nothingFocused = () =>
  !document.activeElement ||
  document.activeElement === document.body ||
  document.activeElement === document.documentElement;

/** Focuses the first candidate that is on the page and takes focus (not disabled, inert or hidden). */
function focusFirst(candidates: (HTMLElement | null | undefined)[]): boolean {
  for (const candidate of candidates) {
    if (!candidate?.isConnected || candidate.closest('[inert]')) continue;
    candidate.focus();
    if (document.activeElement === candidate) return true;
  }
  return false;
}

/**
 * Covers an area (or the screen) while a long task runs, with a spinner and a message. The
 * covered content is `inert` and `aria-busy`, so neither pointer nor keyboard can reach it
 * meanwhile.
 *
 * Issue 46: the message is put into a polite live region (role="status") that is on the page
 * before it, so a screen reader announces it. Focus on the covered content (or, with
 * `scope="viewport"`, anywhere on the page) would fall to <body> as the content turns inert: it goes
 * to the overlay's panel instead (tabIndex -1, named by the message). When the cover lifts, focus
 * goes back to the element that had it, else to the control last focused in the content, else to
 * the first one there. Focus on nothing (<body>, a page still loading) is left alone.
 */
export function LoadingOverlay({
  active,
  message,
  scope = 'container',
  progress,
  children,
  className,
}: LoadingOverlayProps) {
  const messageId = useId();
  const content = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  /** The control last focused in the content (a closing dialog may hand focus back to it while covered). */
  const lastFocused = useRef<HTMLElement | null>(null);
  /** The element that had focus when the cover came, which the overlay's panel took it from. */
  const focusedBefore = useRef<HTMLElement | null>(null);
  const wasActive = useRef(false);

  // A layout effect: focus moves before the browser paints, and before the content's inertness has
  // moved it to <body> (in Chromium the focused control is still active here; its focus fixup runs
  // with the next rendering update).
  useLayoutEffect(() => {
    const came = active && !wasActive.current;
    const lifted = !active && wasActive.current;
    wasActive.current = active;
    if (came) {
      const focused = document.activeElement;
      const covered =
        focused instanceof HTMLElement &&
        !nothingFocused() &&
        !panel.current?.contains(focused) &&
        (scope === 'viewport' || Boolean(content.current?.contains(focused)));
      focusedBefore.current = covered ? focused : null;
      if (covered) panel.current?.focus();
      return;
    }
    if (!lifted) return;
    const before = focusedBefore.current;
    focusedBefore.current = null;
    // The panel had focus and is gone, or a control here lost it (focus is on <body>); focus moved
    // on meanwhile (the user clicked elsewhere, a dialog opened) stays where it is.
    if (!nothingFocused()) return;
    if (!before && !lastFocused.current) return;
    focusFirst([
      before,
      lastFocused.current,
      content.current?.querySelector<HTMLElement>(FOCUSABLE),
    ]);
  }, [active, scope]);

  return (
    <div className={[styles.container, className].filter(Boolean).join(' ')}>
      <div
        ref={content}
        inert={active || undefined}
        aria-busy={active || undefined}
        onFocus={(event) => {
          lastFocused.current = event.target;
        }}
      >
        {children}
      </div>
      {/* Always on the page, so the message put into it is announced (a region that arrives with its text is not reliably). */}
      <div role="status" className={styles.liveRegion}>
        {active && (
          <div className={styles.scrim({ scope })} data-scope={scope}>
            <div
              ref={panel}
              className={styles.panel}
              role="group"
              aria-labelledby={messageId}
              tabIndex={-1}
            >
              <Spinner size="md" />
              <div>
                <div id={messageId}>{message}</div>
                {/* Its changing percentage is not read out at every step: the bar says it when reached. */}
                {progress !== undefined && <div aria-live="off">{progress}</div>}
              </div>
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
