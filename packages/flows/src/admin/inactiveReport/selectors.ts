import type { SnapshotFrom } from 'xstate';
import type { InactiveReportRequest } from '../../api/admin/reports';
import type { inactiveReportMachine } from './inactiveReport.machine';

type Snapshot = SnapshotFrom<typeof inactiveReportMachine>;

/** Why Export cannot be used now, or undefined when it can. */
export function inactiveExportDisabledReason(snapshot: Snapshot, exporting: boolean): 'loading' | 'invalidDates' | 'failed' | 'exporting' | undefined {
  if (snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('invalid')) return 'invalidDates';
  if (snapshot.matches('failed')) return 'failed';
  if (exporting) return 'exporting';
  return undefined;
}

/** The request the shown rows came from (and Export sends). */
export function inactiveRequestOf(snapshot: Snapshot): InactiveReportRequest {
  const { startDate, endDate, team } = snapshot.context;
  return { startDate: startDate ?? '', endDate: endDate ?? '', team };
}
