import { onStoreChange, parseFaultQuery, resetStore, restoreStore, setFaults, snapshotStore } from '@joinery/mocks';
import { startMockWorker } from '@joinery/mocks/browser';

const STORAGE_KEY = 'joinery.mockStore.v1';

/**
 * Mock mode: restore the demo data the user left, keep saving it as it changes, apply any
 * `?fault=call:kind` from the URL, then start MSW's worker before the first render.
 */
export async function startMockBackEnd(): Promise<void> {
  // MSW asks the browser to re-check its worker script without waiting for the answer; a
  // navigation that interrupts the check rejects it with nobody listening. The worker stays as
  // it was, so the rejection is not an error worth a console line (the journeys fail on those).
  window.addEventListener('unhandledrejection', (event) => {
    if (event.reason instanceof TypeError && event.reason.message.startsWith('Failed to update a ServiceWorker')) event.preventDefault();
  });
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    if (saved) restoreStore(JSON.parse(saved) as Record<string, unknown>);
  } catch {
    localStorage.removeItem(STORAGE_KEY);
  }
  onStoreChange(() => {
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(snapshotStore()));
    } catch {
      /* storage full or unavailable: the demo still works, it just forgets on reload */
    }
  });
  setFaults(parseFaultQuery(new URLSearchParams(window.location.search).get('fault')));
  await startMockWorker();
}

/** "Reset demo data": back to the seed, and forget what was saved. */
export function resetDemoData(): void {
  localStorage.removeItem(STORAGE_KEY);
  resetStore();
}
