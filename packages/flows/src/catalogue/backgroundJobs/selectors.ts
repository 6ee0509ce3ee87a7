import type { SnapshotFrom } from 'xstate';
import { parseJobOutput, type JobOutputSummary } from '../../api/catalogue/jobs';
import { hasMoreJobPages } from '../records/constants';
import type { backgroundJobsMachine } from './backgroundJobs.machine';
import { JOB_ID_FILTER } from './constants';
import { jobIdProblem, jobRow, jobsCounter, type JobRow } from './rules';

type Snapshot = SnapshotFrom<typeof backgroundJobsMachine>;

export interface BackgroundJobsView {
  rows: JobRow[];
  createdRows: JobRow[];
  counter: string;
  loading: boolean;
  loadingMore: boolean;
  failed: boolean;
  showLoadMore: boolean;
  /** §5: the Job ID field's flag, which also disables Retrieve. */
  jobIdError: string | undefined;
  showJobId: boolean;
  retrieveEnabled: boolean;
  creating: boolean;
  /** Download and Reprocess wait while one of them runs. */
  rowActionsEnabled: boolean;
  polling: boolean;
  summary: { jobId: number; output: JobOutputSummary } | undefined;
}

export function backgroundJobsView(snapshot: Snapshot): BackgroundJobsView {
  const { context } = snapshot;
  const jobIdError = jobIdProblem(context.filter, context.jobId);
  const loading = snapshot.matches({ list: 'loading' });
  return {
    rows: context.jobs.map(jobRow),
    createdRows: context.created.map(jobRow),
    counter: jobsCounter(context.jobs.length, context.pages, context.page),
    loading,
    loadingMore: snapshot.matches({ list: 'loadingMore' }),
    failed: snapshot.matches({ list: 'failed' }),
    // The list shown: the selector may have moved since (Load More continues what was retrieved).
    showLoadMore: context.applied.filter !== JOB_ID_FILTER && hasMoreJobPages(context.pages, context.page),
    jobIdError,
    showJobId: context.filter === JOB_ID_FILTER,
    retrieveEnabled: jobIdError === undefined && !loading,
    creating: snapshot.matches({ create: 'creating' }),
    rowActionsEnabled: snapshot.matches({ actions: 'idle' }),
    polling: snapshot.matches({ polling: 'waiting' }) || snapshot.matches({ polling: 'fetching' }),
    summary: context.summary
      ? { jobId: context.summary.importJobId, output: parseJobOutput(context.summary.output) }
      : undefined,
  };
}
