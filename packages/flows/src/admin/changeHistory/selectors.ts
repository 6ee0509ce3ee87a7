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
    /**
     * §9 "Viewing 1-n of total", counting what is listed (docs/decisions.md): n is the rows shown
     * and total the server's total less the from-equals-to records already loaded (exact once
     * every page is loaded; the server cannot tell how many later records are hidden).
     */
    viewing: historyMessages.viewing(
      rows.length,
      Math.max(rows.length, context.totalRecords - (context.records.length - rows.length)),
    ),
    showLoadMore: canLoadMore(context.page, context.totalRecords) && !snapshot.matches('loading'),
    loading: snapshot.matches('loading'),
    loadingMore: snapshot.matches('loadingMore'),
  };
}
