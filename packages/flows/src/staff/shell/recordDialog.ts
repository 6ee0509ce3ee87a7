import { isApiError } from '../../api/errors';

/*
 * What the back office's record dialog machines (brickEdit, seriesStatus, templatePublishing)
 * share: each loads a record, is edited, saves, and ends saved or cancelled, and each handles a
 * failed load and a refused save the same way (back-office-products.md §4 Conflict, §8).
 *
 * The transitions below name their guard and action instead of carrying them, so one config
 * serves machines with different contexts: a machine that uses them registers
 * `conflictOnSavedRecord` (built on isConflictOnSavedRecord) and `clearError` in its `setup`.
 */

/** §4 Conflict: a 409 on a record that already exists; closing its error re-fetches the record. */
export function isConflictOnSavedRecord(error: unknown, recordId: number | undefined): boolean {
  return isApiError(error) && error.status === 409 && recordId !== undefined;
}

/** `error.acknowledge` while editing: a conflict reloads the record, any other error just closes. */
export const acknowledgeRecordError = [
  { guard: 'conflictOnSavedRecord', target: 'loading', actions: 'clearError' },
  { actions: 'clearError' },
] as const;

/** The states after editing: the load failed (acknowledging it closes the dialog), saved, cancelled. */
export const recordDialogEndStates = {
  loadFailed: { on: { 'error.acknowledge': { target: 'cancelled', actions: 'clearError' } } },
  saved: { type: 'final' },
  cancelled: { type: 'final' },
} as const;
