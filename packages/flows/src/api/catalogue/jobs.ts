import { z } from 'zod/mini';
import {
  ALL_JOBS_FILTER,
  exportFileNames,
  FIRST_PAGE,
  JOB_STATUSES,
  JOB_TYPES,
  type CreatableJobType,
  type JobType,
} from '../../catalogue/records/constants';
import { jobMessages } from '../../catalogue/records/messages';
import { saveBlob } from '../download';
import { staffXlsx } from './recordsTransport';
import { staffJson } from '../staff/request';

const optionalText = z.optional(z.nullable(z.string()));

export const jobTypeSchema = z.union([
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
  z.literal(6),
]);

/** back-office-products.md §3 Background job. Input and output are JSON text (or a raw message). */
export const backgroundJobSchema = z.object({
  importJobId: z.number(),
  jobType: jobTypeSchema,
  statusMessage: z.string(),
  completionPercent: z.number(),
  initiatedBy: optionalText,
  jobStartDateTime: optionalText,
  jobEndDateTime: optionalText,
  jobStartDateTimeDisplay: optionalText,
  jobEndDateTimeDisplay: optionalText,
  jobDuration: optionalText,
  input: optionalText,
  output: optionalText,
});
export type BackgroundJob = z.infer<typeof backgroundJobSchema>;

/** One page of the job list; `pages` is the number of pages (§9: 50 jobs per page). */
export const backgroundJobsPageSchema = z.object({
  backgroundJobs: z.array(backgroundJobSchema),
  pages: z.number(),
});
export type BackgroundJobsPage = z.infer<typeof backgroundJobsPageSchema>;

/** §3 Background job response on queueing. */
export const jobQueuedSchema = z.object({
  backgroundJobId: z.number(),
  statusMessage: z.string(),
});
export type JobQueued = z.infer<typeof jobQueuedSchema>;

export interface JobsPageRequest {
  /** 0 (All) or one job type. */
  jobType: JobType | typeof ALL_JOBS_FILTER;
  pageNumber: number;
}

/**
 * POST BackgroundJobs/Paged. Without a request it is the initial list (empty body); with one,
 * the job type goes both in the query and in the body, as §7 describes.
 */
export function fetchJobsPage(
  request?: JobsPageRequest,
  signal?: AbortSignal,
): Promise<BackgroundJobsPage> {
  if (!request) return staffJson('jobs.paged', backgroundJobsPageSchema, { signal });
  const query = request.jobType === ALL_JOBS_FILTER ? {} : { jobType: request.jobType };
  return staffJson('jobs.paged', backgroundJobsPageSchema, {
    query,
    json: { jobType: request.jobType, pageNumber: request.pageNumber || FIRST_PAGE },
    signal,
  });
}

/** GET BackgroundJobs/{jobId}: one job's current status (polled every 100 ms by the screen). */
export function fetchJob(jobId: number, signal?: AbortSignal): Promise<BackgroundJob> {
  return staffJson('jobs.get', backgroundJobSchema, { params: { jobId }, signal });
}

/** POST BackgroundJobs {jobType}: queues an AS400, Template Preprocessor or User Import job. */
export function createJob(jobType: CreatableJobType, signal?: AbortSignal): Promise<JobQueued> {
  return staffJson('jobs.create', jobQueuedSchema, { json: { jobType }, signal });
}

/** GET BackgroundJobs/File/{jobId}: the job's spreadsheet. */
export function fetchJobFile(jobId: number, signal?: AbortSignal): Promise<Blob> {
  return staffXlsx('jobs.file', { params: { jobId }, signal });
}

/** Reads a job's input JSON; input that is not a JSON object reads as empty. */
export function jobInput(job: Pick<BackgroundJob, 'input'>): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(job.input ?? '');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** The last segment of a Windows or POSIX path. */
function baseName(path: string): string {
  return path.split(/[\\/]/).pop() ?? path;
}

/**
 * §7: a type 4 file is saved as Unprocessed_Records_Export_{id}.xlsx; a type 5 file under the
 * name in the job's input path (`FilePath`).
 */
export function jobFileName(job: Pick<BackgroundJob, 'importJobId' | 'jobType' | 'input'>): string {
  const path = jobInput(job).FilePath;
  if (job.jobType === JOB_TYPES.supplementalImport && typeof path === 'string' && path.trim())
    return baseName(path);
  return exportFileNames.unprocessedRecords(job.importJobId);
}

/** Fetches a job's file and saves it under its §7 name; returns the name. */
export async function downloadJobFile(
  job: Pick<BackgroundJob, 'importJobId' | 'jobType' | 'input'>,
  signal?: AbortSignal,
): Promise<string> {
  return saveBlob(await fetchJobFile(job.importJobId, signal), jobFileName(job));
}

/** One rejected row of an import, as the File Summary table lists it. */
export interface JobRowError {
  rowNumber?: number | undefined;
  productMasterId?: string | undefined;
  message: string;
}

export type JobOutputSummary =
  | { kind: 'summary'; recordsLoaded: number; errors: JobRowError[] }
  | { kind: 'raw'; recordsLoaded: typeof jobMessages.unknownRecordCount; message: string };

const rowErrorSchema = z.object({
  RowNumber: z.optional(z.nullable(z.number())),
  ProductMasterId: z.optional(z.nullable(z.union([z.string(), z.number()]))),
  ErrorMessage: z.string(),
});
const importOutputSchema = z.object({
  NumberOfRecordsLoadedSuccessfully: z.number(),
  ErrorMessages: z.optional(z.nullable(z.array(z.union([z.string(), rowErrorSchema])))),
});

/**
 * §3, §4: an import's output holds NumberOfRecordsLoadedSuccessfully and ErrorMessages (each a
 * row error or plain text). Output that is not JSON of that shape is shown as a raw message
 * with an unknown record count of '?'.
 */
export function parseJobOutput(output: string | null | undefined): JobOutputSummary {
  const raw = {
    kind: 'raw',
    recordsLoaded: jobMessages.unknownRecordCount,
    message: output ?? '',
  } as const;
  let json: unknown;
  try {
    json = JSON.parse(output ?? '');
  } catch {
    return raw;
  }
  const parsed = importOutputSchema.safeParse(json);
  if (!parsed.success) return raw;
  const errors = (parsed.data.ErrorMessages ?? []).map((entry): JobRowError =>
    typeof entry === 'string'
      ? { message: entry }
      : {
          rowNumber: entry.RowNumber ?? undefined,
          productMasterId:
            entry.ProductMasterId == null ? undefined : String(entry.ProductMasterId),
          message: entry.ErrorMessage,
        },
  );
  return { kind: 'summary', recordsLoaded: parsed.data.NumberOfRecordsLoadedSuccessfully, errors };
}

/** §4: Completed, Errored, and anything else containing 'Complete'. */
export function isJobFinished(job: Pick<BackgroundJob, 'statusMessage'>): boolean {
  return job.statusMessage === JOB_STATUSES.errored || job.statusMessage.includes('Complete');
}

/** §4: for type 5, Errored is displayed as 'Complete w/ Errors'. */
export function jobStatusLabel(job: Pick<BackgroundJob, 'jobType' | 'statusMessage'>): string {
  return job.jobType === JOB_TYPES.supplementalImport && job.statusMessage === JOB_STATUSES.errored
    ? jobMessages.completeWithErrors
    : job.statusMessage;
}

/** §4: a type 4 job offers Download once Completed; a type 5 job always does. */
export function canDownloadJobFile(job: Pick<BackgroundJob, 'jobType' | 'statusMessage'>): boolean {
  if (job.jobType === JOB_TYPES.supplementalImport) return true;
  return (
    job.jobType === JOB_TYPES.supplementalExport && job.statusMessage === JOB_STATUSES.completed
  );
}

/** §4: a type 5 job always offers Reprocess. */
export function canReprocessJob(job: Pick<BackgroundJob, 'jobType'>): boolean {
  return job.jobType === JOB_TYPES.supplementalImport;
}

/** §4: View summary is offered for a type 5 job that is complete or errored. */
export function canViewJobSummary(job: Pick<BackgroundJob, 'jobType' | 'statusMessage'>): boolean {
  return job.jobType === JOB_TYPES.supplementalImport && isJobFinished(job);
}
