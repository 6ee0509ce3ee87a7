import { useEffect, useRef } from 'react';

import { focusWhenSettled as focusOnceSettled, headingTarget } from '../../shared/focusAfter';

/**
 * Issue 46: a confirmation's answer may take away what opened it (a deleted address's, card's or
 * cart line's Delete; a quantity's Update once the saved quantity is back) and focus, given back to
 * nothing, falls to <body>. Once `settled()` (the change done or refused) and the question has gone,
 * and after the dialog's own return of focus has run, focus goes to `target()` if it is still on
 * <body> (shared/focusAfter.ts; the summary's refresh, busy for a second, is not waited for).
 */
export function focusWhenSettled(
  settled: () => boolean,
  target: () => HTMLElement | null | undefined,
  timeout = 10000,
): void {
  focusOnceSettled(() => [target()], { settled, noDialog: false, busy: false, timeout });
}

/** The heading of the section an element is in, made focusable (a target, not a tab stop). */
export function sectionHeading(element: Element | null | undefined): HTMLElement | null {
  return headingTarget(
    element?.closest('section')?.querySelector<HTMLElement>('h1, h2, h3, h4, h5, h6'),
  );
}

/**
 * Issue 46: Try again goes as the page loads again; once it has loaded (or failed again) the page's
 * heading (`headingRef`, with tabIndex={-1}) takes focus, so a screen reader says the page is there
 * and focus is not left on <body>. Call `retried` as Try again is pressed.
 */
export function useHeadingAfterRetry(loading: boolean) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const pressed = useRef(false);
  useEffect(() => {
    if (loading || !pressed.current) return;
    pressed.current = false;
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected) headingRef.current?.focus();
  }, [loading]);
  return {
    headingRef,
    retried: () => {
      pressed.current = true;
    },
  };
}

/**
 * Issue 46: the payment placeholder's Try again goes as the payment's code is asked for again;
 * once the section has arrived its heading takes focus (or, failed again, the new Try again).
 */
export function focusPaymentAfterRetry(title: string, retryLabel: string): void {
  const section = () =>
    Array.from(document.querySelectorAll('section')).find(
      (each) => each.querySelector('h1, h2, h3')?.textContent === title,
    );
  const retryButton = (place: Element | undefined) =>
    Array.from(place?.querySelectorAll<HTMLElement>('button') ?? []).find(
      (button) => button.textContent === retryLabel,
    );
  const arrived = () => section()?.querySelector('[role="radiogroup"]') ?? null;
  focusWhenSettled(
    () => arrived() !== null || retryButton(section()) !== undefined,
    () => (arrived() ? sectionHeading(arrived()) : retryButton(section())),
  );
}
