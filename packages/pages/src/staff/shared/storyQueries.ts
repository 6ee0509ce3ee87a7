import { expect, waitFor, within } from 'storybook/test';
import { errorDialogMessages } from '@joinery/flows/staff/shell';
import { focusLost } from '../../shared/focusAfter';
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

/**
 * The text of every body row's cells, in the list's order, as a reader scrolling the table sees
 * them: the ui DataTable draws only the rows in and near view (virtualised), so `rowTextsOf` reads
 * a window of a long list. This steps the table's scroller from the top, half a view at a time,
 * waits at each position for the rows covering the view, keeps each row by its `aria-rowindex`,
 * and checks it has every row the table's `aria-rowcount` states. The scroller is left at the top.
 */
export async function everyRowTextOf(table: HTMLElement): Promise<string[][]> {
  return readEveryRow(table, (tr) => [...tr.querySelectorAll('td, th')].map((cell) => cell.textContent?.trim() ?? ''));
}

/** What `read` takes from every body row, in the list's order, scrolled through as `everyRowTextOf` does. */
export async function readEveryRow<T>(table: HTMLElement, read: (row: HTMLElement) => T): Promise<T[]> {
  const scroller = table.closest<HTMLElement>('[role="region"]') ?? table.parentElement!;
  const total = Number(table.getAttribute('aria-rowcount')) - 1;
  const seen = new Map<number, T>();
  const drawn = () => [...table.querySelectorAll<HTMLElement>('tbody tr[aria-rowindex]')];
  const settled = async () => {
    // The rows drawn cover the view (they come one frame, or a deferred render, after the scroll).
    await waitFor(() => {
      const rows = drawn();
      const [first, last] = [rows[0], rows[rows.length - 1]];
      const view = scroller.getBoundingClientRect();
      const index = (row: HTMLElement) => Number(row.getAttribute('aria-rowindex'));
      const coversTop = first && (index(first) === 2 || first.getBoundingClientRect().top <= view.top + 1);
      const coversBottom = last && (index(last) === total + 1 || last.getBoundingClientRect().bottom >= view.bottom - 1);
      expect(coversTop && coversBottom).toBe(true);
    });
  };
  scroller.scrollTop = 0;
  for (let step = 0; ; step += 1) {
    await settled();
    for (const tr of drawn()) {
      seen.set(Number(tr.getAttribute('aria-rowindex')), read(tr));
    }
    const atEnd = scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 1;
    if (atEnd || step > 10_000) break;
    scroller.scrollTop += Math.max(1, Math.floor(scroller.clientHeight / 2));
  }
  scroller.scrollTop = 0;
  // Back at the top, the list's first row is drawn again: it follows the scroll by a deferred render.
  await waitFor(() => expect(drawn()[0]?.getAttribute('aria-rowindex')).toBe('2'));
  await settled();
  const indices = Array.from({ length: total }, (_, i) => i + 2);
  await expect(indices.filter((index) => !seen.has(index))).toEqual([]);
  return indices.map((index) => seen.get(index) as T);
}

/** The shared list failure's text (staff shell `listMessages.missingList`), shown in the list's place. */
export const LIST_FAILED_TEXT = 'An error has occurred on the server. Please contact support team so that it can be investigated';

/** The address a BackOfficeStory's in-memory navigation is at ("Current location" under the screen). */
export const currentLocation = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status', { name: 'Current location' });

/**
 * Whether reloading or closing the tab would ask (issue 43): the beforeunload listeners the page
 * adds while watched are called with a cancelable `beforeunload` Event, as the browser would, and
 * whether one prevented it is read. The event is not dispatched on window: Chromium calls a
 * window's listeners in the order they were added, capture or not, so MSW's own (added first)
 * would hear it and take the story's mocks down, as an unload does. Start watching before the page
 * can add one; stop in a finally.
 */
export function watchUnload() {
  const listeners = new Set<EventListenerOrEventListenerObject>();
  const originalAdd = window.addEventListener;
  const originalRemove = window.removeEventListener;
  window.addEventListener = function (this: Window, ...args: Parameters<Window['addEventListener']>) {
    if (args[0] === 'beforeunload' && args[1]) listeners.add(args[1]);
    originalAdd.apply(this, args);
  } as Window['addEventListener'];
  window.removeEventListener = function (this: Window, ...args: Parameters<Window['removeEventListener']>) {
    if (args[0] === 'beforeunload' && args[1]) listeners.delete(args[1]);
    originalRemove.apply(this, args);
  } as Window['removeEventListener'];
  return {
    asks(): boolean {
      const event = new Event('beforeunload', { cancelable: true });
      for (const listener of listeners) (typeof listener === 'function' ? listener : listener.handleEvent).call(window, event);
      return event.defaultPrevented;
    },
    stop() {
      window.addEventListener = originalAdd;
      window.removeEventListener = originalRemove;
    },
  };
}

/**
 * What a screen reader says as focus moves into the shared error dialog for a 500 (issue 46): its
 * role, title and text (the text describes the dialog). For `expectAnnounced(…, 'focus', …)`.
 */
export const SERVER_ERROR_SPOKEN = `dialog, 500 - Error, ${errorDialogMessages.serverError}`;

/**
 * What a screen reader says as focus moves into the shared error dialog for a 409 (issue 46):
 * "409 - Error" and "Record changed, Hit OK to refresh". For `expectAnnounced(…, 'focus', …)`.
 */
export const CONFLICT_SPOKEN = `dialog, 409${errorDialogMessages.titleSuffix}, ${errorDialogMessages.conflict}`;

/**
 * Issue 46: after an error dialog's OK, focus comes back to the page (what had it, the control at
 * its place, or the page's heading), never left on <body>. Waited for before the next action, as a
 * person takes in the screen first: a click at once raced the dialog's return of focus (a frame and
 * a zero timeout later) and met <body> (Bid Tracker, Scope of Work List and Admin, on retry only).
 */
export async function expectFocusBackOnPage(): Promise<void> {
  await waitFor(() => expect(focusLost()).toBe(false), { timeout: 10_000 });
}
