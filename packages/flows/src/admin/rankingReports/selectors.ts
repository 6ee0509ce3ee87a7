import type { SnapshotFrom } from 'xstate';
import type { rankingReportsMachine } from './rankingReports.machine';

type Snapshot = SnapshotFrom<typeof rankingReportsMachine>;

/** Why Export (and the location filter) cannot be used now, or undefined when they can. */
export function rankingExportDisabledReason(snapshot: Snapshot, exporting: boolean): 'loading' | 'failed' | 'exporting' | undefined {
  if (snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('failed')) return 'failed';
  if (exporting) return 'exporting';
  return undefined;
}
