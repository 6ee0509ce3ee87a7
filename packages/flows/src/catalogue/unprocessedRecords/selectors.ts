import type { SnapshotFrom } from 'xstate';
import type { UnprocessedRecord } from '../../api/catalogue/unprocessed';
import { hasMoreRecords } from '../records/constants';
import { recordsMessages } from '../records/messages';
import { unprocessedMessages as m } from './messages';
import {
  exportBlocker,
  publishedTemplateEnabled,
  textFiltersEnabled,
  unpublishedTemplateEnabled,
  visibleRows,
} from './rules';
import type { unprocessedRecordsMachine } from './unprocessedRecords.machine';

type Snapshot = SnapshotFrom<typeof unprocessedRecordsMachine>;

export interface UnprocessedView {
  rows: UnprocessedRecord[];
  total: number;
  counter: string;
  loading: boolean;
  loadingMore: boolean;
  failed: boolean;
  /** §4: the screen is disabled while an import or export runs and for 1 s after. */
  busy: boolean;
  /** The busy overlay's text, while a transfer runs and for the 1 s after it (§9). */
  busyMessage: string | undefined;
  importing: boolean;
  progress: number;
  showLoadMore: boolean;
  publishedEnabled: boolean;
  unpublishedEnabled: boolean;
  textEnabled: boolean;
  /** Why Export is disabled (§5), or undefined. */
  exportDisabledReason: string | undefined;
  clearEnabled: boolean;
}

/** What the screen shows, and why Export is disabled. */
export function unprocessedView(snapshot: Snapshot): UnprocessedView {
  const { context } = snapshot;
  const busy = !snapshot.matches({ transfer: 'idle' });
  const importing = busy && context.transferKind === 'import';
  const exporting = busy && context.transferKind === 'export';
  const loading = snapshot.matches({ list: 'loading' }) || snapshot.matches({ list: 'typing' });
  const rows = visibleRows(context.rows, context.filters);
  const reason = busy ? m.exportReasons.busy : exportBlocker(context.filters);
  return {
    rows,
    total: context.total,
    counter: recordsMessages.resultsCounter(context.total, rows.length),
    loading,
    loadingMore: snapshot.matches({ list: 'loadingMore' }),
    failed: snapshot.matches({ list: 'failed' }),
    busy,
    busyMessage: importing ? recordsMessages.importingBusy : exporting ? recordsMessages.exportingBusy : undefined,
    importing,
    progress: context.progress,
    showLoadMore: hasMoreRecords(context.total, context.page),
    publishedEnabled: !busy && publishedTemplateEnabled(context.filters),
    unpublishedEnabled: !busy && unpublishedTemplateEnabled(context.filters),
    textEnabled: !busy && textFiltersEnabled(context.filters),
    exportDisabledReason: reason,
    clearEnabled: !busy && !snapshot.matches({ list: 'loading' }),
  };
}
