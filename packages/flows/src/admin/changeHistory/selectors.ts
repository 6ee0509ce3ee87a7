import type { SnapshotFrom } from 'xstate';
import { historyMessages } from '../messages';
import type { ChangeHistoryMachine } from './changeHistory.machine';
import { canLoadMore, visibleHistoryRecords } from './rules';

/** What the panel draws from a change-history snapshot. */
export function changeHistoryView(snapshot: SnapshotFrom<ChangeHistoryMachine>) {
  const { context } = snapshot;
  const rows = visibleHistoryRecords(context.records);
  return {
    rows,
    /** §9 "Viewing 1-n of total": n counts the records loaded (docs/decisions.md). */
    viewing: historyMessages.viewing(context.records.length, context.totalRecords),
    showLoadMore: canLoadMore(context.page, context.totalRecords) && !snapshot.matches('loading'),
    loading: snapshot.matches('loading'),
    loadingMore: snapshot.matches('loadingMore'),
  };
}
