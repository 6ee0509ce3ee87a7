import {
  canDownloadJobFile,
  canReprocessJob,
  canViewJobSummary,
  isJobFinished,
  jobFileName,
  jobInput,
  jobStatusLabel,
  type BackgroundJob,
} from '../../api/catalogue/jobs';
import { formatBackOfficeDateTime } from '../../staff/shell/format';
import { ALL_JOBS_FILTER, hasMoreJobPages, JOB_TYPES, JOBS_PAGE_SIZE, type JobType } from '../records/constants';
import { jobTypeLabels, listTypeLabels, recordsMessages } from '../records/messages';
import { backgroundJobsMessages as m } from './messages';
import { JOB_ID_FILTER } from './constants';

/** §2 retrieve selector: All (0), Job ID, then the five job types it names. */
export type RetrieveFilter = typeof ALL_JOBS_FILTER | typeof JOB_ID_FILTER | JobType;
/** §2 order: All, Job ID, AS400, Template Preprocessor, User Import, Supplemental Export, Supplemental Import. */
export const RETRIEVE_FILTER_ORDER: readonly RetrieveFilter[] = [ALL_JOBS_FILTER, JOB_ID_FILTER, 1, 2, 3, 4, 5];

export function retrieveFilterLabel(filter: RetrieveFilter): string {
  if (filter === ALL_JOBS_FILTER) return 'All';
  if (filter === JOB_ID_FILTER) return m.jobId;
  return jobTypeLabels[filter];
}

/** §5 Jobs: with Job ID chosen, an empty (or non-numeric) Job ID is flagged and Retrieve disabled. */
export function jobIdProblem(filter: RetrieveFilter, jobId: string): string | undefined {
  if (filter !== JOB_ID_FILTER) return undefined;
  return /^\s*\d+\s*$/.test(jobId) ? undefined : m.jobIdRequired;
}

/** A job id from the last path segment (/JobsList/123), or undefined. */
export function jobIdFromPath(path: string): number | undefined {
  const last = path.split(/[?#]/)[0]?.replace(/\/+$/, '').split('/').pop() ?? '';
  return /^\d+$/.test(last) ? Number(last) : undefined;
}

/**
 * §2 'N Results (Viewing 1-x of N)'. The page reply gives the number of pages, not of jobs: N is
 * exact once the last page is in, else pages × 50 (docs/decisions.md).
 */
export function jobsCounter(loaded: number, pages: number, page: number): string {
  const total = hasMoreJobPages(pages, page) ? pages * JOBS_PAGE_SIZE : loaded;
  return recordsMessages.resultsCounter(total, loaded);
}

/** §4: a job still running is polled until it finishes. */
export const isJobRunning = (job: BackgroundJob) => !isJobFinished(job);

export interface JobRow {
  id: number;
  jobType: string;
  status: string;
  completion: string;
  initiatedBy: string;
  start: string;
  end: string;
  duration: string;
  fileDescription: string;
  /** The §7 file name when Download is offered. */
  fileName: string | undefined;
  canDownload: boolean;
  canReprocess: boolean;
  canViewSummary: boolean;
}

const dateTime = (iso: string | null | undefined, display: string | null | undefined) =>
  iso ? formatBackOfficeDateTime(iso) : (display ?? '');

/** Not shown: what File Description holds; the export's list type, or the imported file's name. */
function fileDescription(job: BackgroundJob): string {
  const input = jobInput(job);
  if (job.jobType === JOB_TYPES.supplementalExport && input.ListTypeFilter !== undefined) {
    const code = Number(input.ListTypeFilter) as keyof typeof listTypeLabels;
    return listTypeLabels[code] ?? String(input.ListTypeFilter);
  }
  if (job.jobType === JOB_TYPES.supplementalImport) return jobFileName(job);
  return '';
}

/** A job as its row shows it (§4 labels, §9 dates). */
export function jobRow(job: BackgroundJob): JobRow {
  const canDownload = canDownloadJobFile(job);
  return {
    id: job.importJobId,
    jobType: jobTypeLabels[job.jobType],
    status: jobStatusLabel(job),
    completion: `${job.completionPercent}%`,
    initiatedBy: job.initiatedBy ?? '',
    start: dateTime(job.jobStartDateTime, job.jobStartDateTimeDisplay),
    end: dateTime(job.jobEndDateTime, job.jobEndDateTimeDisplay),
    duration: job.jobDuration ?? '',
    fileDescription: fileDescription(job),
    fileName: canDownload ? jobFileName(job) : undefined,
    canDownload,
    canReprocess: canReprocessJob(job),
    canViewSummary: canViewJobSummary(job),
  };
}

/** Replaces jobs by id with fresher copies. */
export function mergeJobs(jobs: readonly BackgroundJob[], fresh: readonly BackgroundJob[]): BackgroundJob[] {
  const byId = new Map(fresh.map((job) => [job.importJobId, job]));
  return jobs.map((job) => byId.get(job.importJobId) ?? job);
}
