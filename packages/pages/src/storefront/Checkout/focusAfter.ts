/**
 * Issue 46: a confirmation's answer may take away what opened it (a deleted address's, card's or
 * cart line's Delete; a quantity's Update once the saved quantity is back) and focus, given back to
 * nothing, falls to <body>. Once `settled()` (the change done or refused) and the dialog has gone,
 * and after the dialog's own return of focus (a zero timeout) has run, focus goes to `target()` if
 * it is still on <body>: a focus the dialog gave back to a control still there stays.
 */
export function focusWhenSettled(
  settled: () => boolean,
  target: () => HTMLElement | null | undefined,
  timeout = 10000,
): void {
  const started = performance.now();
  const step = () => {
    const waiting = !settled() || document.querySelector('[role="alertdialog"]') !== null;
    if (waiting && performance.now() - started < timeout) {
      requestAnimationFrame(step);
      return;
    }
    setTimeout(() => {
      const active = document.activeElement;
      if (active && active !== document.body && active.isConnected) return;
      target()?.focus();
    }, 0);
  };
  requestAnimationFrame(step);
}

/** The heading of the section an element is in, made focusable (a target, not a tab stop). */
export function sectionHeading(element: Element | null | undefined): HTMLElement | null {
  const heading = element
    ?.closest('section')
    ?.querySelector<HTMLElement>('h1, h2, h3, h4, h5, h6');
  if (!heading) return null;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  return heading;
}
