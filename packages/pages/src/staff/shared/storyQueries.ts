import { within } from 'storybook/test';
/**
 * Story helpers that read what a person reads: the value a read-only field shows beside its label.
 * Plays assert the value itself (not a substring of the whole section), so a wrong label or a
 * value moved to another field fails.
 */

/** The `<dd>` that a description list shows for `term` (exact label), or throws when there is none. */
export function descriptionOf(container: HTMLElement, term: string): HTMLElement {
  const terms = [...container.querySelectorAll('dt')].filter((dt) => dt.textContent?.trim() === term);
  if (terms.length !== 1) throw new Error(`expected one term "${term}", found ${terms.length}`);
  const description = terms[0]!.nextElementSibling;
  if (!(description instanceof HTMLElement) || description.tagName !== 'DD') throw new Error(`term "${term}" has no value`);
  return description;
}

/** The texts of each `<dd>` of a description list, keyed by their `<dt>`. */
export function descriptionsOf(container: HTMLElement): Record<string, string> {
  const pairs: Record<string, string> = {};
  for (const dt of container.querySelectorAll('dt')) {
    const dd = dt.nextElementSibling;
    if (dd?.tagName === 'DD') pairs[dt.textContent?.trim() ?? ''] = dd.textContent?.trim() ?? '';
  }
  return pairs;
}

/** The column headers of a table, in order, as read. */
export function columnHeadersOf(table: HTMLElement): string[] {
  return [...table.querySelectorAll('thead th')].map((th) => th.textContent?.trim() ?? '');
}

/** The text of each body row's cells, in order (the actions cell reads as ''). */
export function rowTextsOf(table: HTMLElement): string[][] {
  return [...table.querySelectorAll('tbody tr')]
    .filter((tr) => tr.querySelector('td, th'))
    .map((tr) => [...tr.querySelectorAll('td, th')].map((cell) => cell.textContent?.trim() ?? ''));
}

/** The shared list failure's text (staff shell `listMessages.missingList`), shown in the list's place. */
export const LIST_FAILED_TEXT = 'An error has occurred on the server. Please contact support team so that it can be investigated';

/** The address a BackOfficeStory's in-memory navigation is at ("Current location" under the screen). */
export const currentLocation = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status', { name: 'Current location' });

/**
 * Whether reloading or closing the tab would ask now (issue 43): a cancelable `beforeunload` is
 * dispatched on window, and whether it was prevented is read in a capture listener added last, so
 * it runs after the page's own capture listeners (useUnloadPrompt's) and stops the event there:
 * MSW's listener (bubbling) would otherwise take the story's mocks down, as an unload does.
 */
export function beforeUnloadPrevented(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  const stop = (seen: Event) => seen.stopImmediatePropagation();
  window.addEventListener('beforeunload', stop, { capture: true });
  try {
    window.dispatchEvent(event);
  } finally {
    window.removeEventListener('beforeunload', stop, { capture: true });
  }
  return event.defaultPrevented;
}
