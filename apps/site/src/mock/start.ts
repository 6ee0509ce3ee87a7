import {
  onStoreChange,
  parseFaultQuery,
  resetStore,
  restoreStore,
  setFaults,
  snapshotStore,
} from '@joinery/mocks';
import { startMockWorker } from '@joinery/mocks/browser';

const STORAGE_KEY = 'joinery.mockStore.v1';

/**
 * Mock mode: restore the demo data the user left, keep saving it as it changes, take in what the
 * site's other tabs save, apply any `?fault=call:kind` from the URL, then start MSW's worker
 * before the first render.
 */
export async function startMockBackEnd(): Promise<void> {
  // MSW asks the browser to re-check its worker script without waiting for the answer; a
  // navigation that interrupts the check rejects it with nobody listening. The worker stays as
  // it was, so the rejection is not an error worth a console line (the journeys fail on those).
  window.addEventListener('unhandledrejection', (event) => {
    if (
      event.reason instanceof TypeError &&
      event.reason.message.startsWith('Failed to update a ServiceWorker')
    )
      event.preventDefault();
  });
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    if (saved) restoreStore(JSON.parse(saved) as Record<string, unknown>);
  } catch {
    localStorage.removeItem(STORAGE_KEY);
  }
  shareStoreWithOtherTabs();
  setFaults(parseFaultQuery(new URLSearchParams(window.location.search).get('fault')));
  await startMockWorker();
}

/**
 * One embedded back end for all tabs (issue 43): every tab keeps its own copy of the store, saves
 * it to localStorage on each change, and takes in the snapshot another tab saved (the `storage`
 * event fires in every other tab of the origin, never in the one that wrote). A save in one tab
 * is then in the other's store before its next request, so a stale version there gets the 409 of
 * the specifications. The snapshot holds only the collections the writing tab has loaded:
 * restoring it replaces those and leaves the rest (restoreStore), and it notifies no one, so taking
 * one in never writes it back. Another tab's "Reset demo data" (the key removed) resets this one.
 */
function shareStoreWithOtherTabs(): void {
  let applyingOtherTab = false;
  // Saved in a task of its own, once for a burst of changes: a 50,000-value brick import's snapshot
  // took ~80 ms to write, and inside the handler's task that made the page's longest task (issue 43).
  // A page leaving with a save pending writes it first.
  let pending: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    if (pending === undefined) return;
    clearTimeout(pending);
    pending = undefined;
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(snapshotStore()));
    } catch {
      /* storage full or unavailable: the demo still works, it just forgets on reload */
    }
  };
  onStoreChange(() => {
    if (applyingOtherTab || pending !== undefined) return;
    pending = setTimeout(save, 0);
  });
  window.addEventListener('pagehide', save);
  window.addEventListener('storage', (event) => {
    if (event.storageArea !== localStorage || (event.key !== STORAGE_KEY && event.key !== null))
      return;
    applyingOtherTab = true;
    try {
      if (event.key === null || event.newValue === null) resetStore();
      else restoreStore(JSON.parse(event.newValue) as Record<string, unknown>);
    } catch {
      /* not a snapshot this version reads: keep this tab's own */
    } finally {
      applyingOtherTab = false;
    }
  });
}

/** "Reset demo data": back to the seed, and forget what was saved (the other tabs reset too). */
export function resetDemoData(): void {
  localStorage.removeItem(STORAGE_KEY);
  resetStore();
}
