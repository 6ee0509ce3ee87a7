import { HttpResponse, type HttpHandler } from 'msw';
import {
  CREATABLE_JOB_TYPES,
  exportFileNames,
  JOB_STATUSES,
  JOB_TYPES,
  jobQueuedMessages,
  recordsServerMessages,
  type JobType,
} from '@joinery/flows/catalogue/records';
import {
  backgroundJobs,
  jobProgress,
  jobReply,
  jobsPage,
  queueJob,
  type StoredJob,
} from '../../data/catalogue/jobs';
import { staffRoute } from '../route';
import { badRequest, notFound, requireStaff, staffUserName, xlsxResponse } from './recordsShared';
import { createdJobWork, exportJobSheet, settleRecordJobs } from './unprocessed';

/** The page and type a Paged request asks for: an empty body is the first page of all jobs. */
async function pagedRequest(request: Request): Promise<{ jobType: number; pageNumber: number }> {
  const text = await request.text();
  const body = (text.trim() ? JSON.parse(text) : {}) as { jobType?: unknown; pageNumber?: unknown };
  const query = new URL(request.url).searchParams.get('jobType');
  const jobType = Number(query ?? body.jobType ?? 0) || 0;
  const pageNumber = Number(body.pageNumber ?? 1) || 1;
  return { jobType, pageNumber };
}

async function jobFile(job: StoredJob): Promise<Response> {
  const { status } = jobProgress(job);
  if (job.jobType === JOB_TYPES.supplementalExport) {
    if (status !== JOB_STATUSES.completed)
      return notFound(recordsServerMessages.jobFileNotReady(job.importJobId));
    return xlsxResponse(exportJobSheet(job), exportFileNames.unprocessedRecords(job.importJobId));
  }
  if (job.jobType === JOB_TYPES.supplementalImport && job.sheet) {
    const input = JSON.parse(job.input ?? '{}') as { FileName?: string };
    return xlsxResponse(job.sheet, input.FileName ?? `Import_${job.importJobId}.xlsx`);
  }
  return notFound(recordsServerMessages.jobHasNoFile(job.importJobId));
}

/** back-office-products.md §7 Background jobs. */
export const jobsHandlers: HttpHandler[] = [
  staffRoute('jobs.paged', async ({ request }) => {
    const denied = requireStaff(request);
    if (denied) return denied;
    settleRecordJobs();
    const { jobType, pageNumber } = await pagedRequest(request).catch(() => ({
      jobType: -1,
      pageNumber: 1,
    }));
    if (jobType < 0 || jobType > 6) return badRequest(recordsServerMessages.jobTypeInvalid);
    return HttpResponse.json(jobsPage(jobType, pageNumber));
  }),

  staffRoute<{ jobId: string }>('jobs.get', ({ request, params }) => {
    const denied = requireStaff(request);
    if (denied) return denied;
    settleRecordJobs();
    const job = backgroundJobs.find(Number(params.jobId));
    if (!job) return notFound(recordsServerMessages.jobNotFound(params.jobId));
    return HttpResponse.json(jobReply(job));
  }),

  staffRoute<{ jobId: string }>('jobs.file', async ({ request, params }) => {
    const denied = requireStaff(request);
    if (denied) return denied;
    settleRecordJobs();
    const job = backgroundJobs.find(Number(params.jobId));
    if (!job) return notFound(recordsServerMessages.jobNotFound(params.jobId));
    return jobFile(job);
  }),

  staffRoute('jobs.create', async ({ request }) => {
    const denied = requireStaff(request);
    if (denied) return denied;
    const body = (await request.json().catch(() => ({}))) as { jobType?: unknown };
    const jobType = Number(body.jobType) as JobType;
    if (!(CREATABLE_JOB_TYPES as readonly number[]).includes(jobType)) {
      return badRequest(recordsServerMessages.jobTypeNotCreatable);
    }
    const work = createdJobWork(jobType);
    const job = queueJob({
      jobType,
      initiatedBy: staffUserName(request),
      input: { JobType: jobType },
      records: work.records,
      outcome: JOB_STATUSES.completed,
      output: JSON.stringify({
        NumberOfRecordsLoadedSuccessfully:
          jobType === JOB_TYPES.templatePreprocessor ? work.updates.length : work.records,
        ErrorMessages: [],
      }),
      recordUpdates: work.updates,
    });
    return HttpResponse.json({
      backgroundJobId: job.importJobId,
      statusMessage: jobQueuedMessages.created(job.importJobId),
    });
  }),
];
