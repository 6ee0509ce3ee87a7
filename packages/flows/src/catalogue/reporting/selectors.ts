import type { SnapshotFrom } from 'xstate';
import { recordsMessages } from '../records/messages';
import { hasMoreRecords } from '../records/constants';
import type { productSearchMachine } from './productSearch.machine';
import { inAdvancedMode } from './rules';
import { reportingText } from './messages';

type Snapshot = SnapshotFrom<typeof productSearchMachine>;

/** What the Reporting and Advanced Search screens draw from the machine. */
export function productSearchView(snapshot: Snapshot) {
  const { context } = snapshot;
  const loading = snapshot.matches('loading');
  const loadingMore = snapshot.matches('loadingMore');
  const busy = loading || loadingMore || snapshot.matches('loadingOptions');
  return {
    loading,
    loadingMore,
    busy,
    searched: context.searched,
    rows: context.rows,
    total: context.total,
    counter: recordsMessages.resultsCounter(context.total, context.rows.length),
    showLoadMore: context.searched && hasMoreRecords(context.total, context.page),
    /** §4: in advanced mode the other filters are cleared and locked. */
    advancedMode: inAdvancedMode(context.form),
    error: snapshot.matches('failed') ? context.error : undefined,
  };
}

/** §4: Export runs only when not loading; the reason the button is disabled, if it is. */
export function exportDisabledReasons(snapshot: Snapshot, exporting: boolean): string[] {
  if (exporting) return [reportingText.exportBusy];
  return productSearchView(snapshot).busy ? [reportingText.exportWhileLoading] : [];
}
