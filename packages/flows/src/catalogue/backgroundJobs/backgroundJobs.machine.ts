import { assign, fromPromise, not, raise, setup } from 'xstate';
import {
  createJob,
  downloadJobFile,
  fetchJob,
  fetchJobsPage,
  type BackgroundJob,
  type BackgroundJobsPage,
} from '../../api/catalogue/jobs';
import { reprocessImportJob, type ReprocessResult } from '../../api/catalogue/unprocessed';
import { ALL_JOBS_FILTER, hasMoreJobPages, type CreatableJobType } from '../records/constants';
import { settleUnlessAborted } from '../../staff/shell/settleUnlessAborted';
import { FIRST_PAGE, JOB_ID_FILTER, JOB_STATUS_POLL_MS } from './constants';
import { isJobRunning, jobIdProblem, mergeJobs, type RetrieveFilter } from './rules';

export interface RetrieveRequest {
  filter: RetrieveFilter;
  jobId: string;
  page: number;
  /** The screen's first list: §7 "POST BackgroundJobs/Paged with an empty body". */
  initial: boolean;
}

export interface BackgroundJobsContext {
  username: string;
  /** The selector and Job ID field as they are now (Retrieve/Refresh takes them). */
  filter: RetrieveFilter;
  jobId: string;
  /** What the list shown was retrieved with: Load More continues it, whatever the selector now says. */
  applied: { filter: RetrieveFilter; jobId: string };
  jobs: BackgroundJob[];
  pages: number;
  page: number;
  createType: CreatableJobType;
  created: BackgroundJob[];
  /** The job whose File Summary modal is open. */
  summary: BackgroundJob | undefined;
  /** The Reprocess result message dialog. */
  message: string | undefined;
  /** The last file saved (its §7 name). */
  downloaded: string | undefined;
  error: unknown;
  initial: boolean;
}

export type BackgroundJobsEvent =
  | { type: 'filter.change'; filter: RetrieveFilter }
  | { type: 'jobId.change'; jobId: string }
  | { type: 'retrieve' }
  | { type: 'loadMore' }
  | { type: 'createType.change'; jobType: CreatableJobType }
  | { type: 'create' }
  | { type: 'download'; job: BackgroundJob }
  | { type: 'reprocess'; job: BackgroundJob }
  | { type: 'summary.open'; job: BackgroundJob }
  | { type: 'summary.close' }
  | { type: 'message.close' }
  | { type: 'poll.check' }
  | { type: 'error.acknowledge' }
  /** The signed-in user's name, once the session has it (sent with import, export, reprocess). */
  | { type: 'session.username'; username: string };

export interface BackgroundJobsInput {
  username: string;
  /** /JobsList/{id}: the job the screen searches first. */
  jobId?: number | undefined;
}

/** Retrieves the list the request asks for: one job by id, the initial list, or a page of a type. */
export async function retrieveJobs(request: RetrieveRequest, signal?: AbortSignal): Promise<BackgroundJobsPage> {
  if (request.filter === JOB_ID_FILTER) {
    const job = await fetchJob(Number(request.jobId.trim()), signal);
    return { backgroundJobs: [job], pages: 1 };
  }
  if (request.initial && request.filter === ALL_JOBS_FILTER) return fetchJobsPage(undefined, signal);
  return fetchJobsPage({ jobType: request.filter, pageNumber: request.page }, signal);
}

const running = (context: BackgroundJobsContext) => [...context.jobs, ...context.created].filter(isJobRunning);

/**
 * Background Jobs (back-office-products.md §2 "Background Jobs (/JobsList)", §4 "Background
 * jobs", §5 Jobs, §7, §9). Regions: the retrieved list, the Create panel, the row actions
 * (download, reprocess) and the status poll, which refreshes running jobs every 100 ms and
 * stops after a failed call.
 */
export const backgroundJobsMachine = setup({
  types: {
    context: {} as BackgroundJobsContext,
    events: {} as BackgroundJobsEvent,
    input: {} as BackgroundJobsInput,
  },
  actors: {
    retrieve: fromPromise<BackgroundJobsPage, RetrieveRequest>(({ input, signal }) =>
      settleUnlessAborted(signal, retrieveJobs(input, signal)),
    ),
    create: fromPromise<BackgroundJob, { jobType: CreatableJobType }>(async ({ input, signal }) => {
      const queued = await settleUnlessAborted(signal, createJob(input.jobType, signal));
      return settleUnlessAborted(signal, fetchJob(queued.backgroundJobId, signal));
    }),
    download: fromPromise<string, { job: BackgroundJob }>(({ input, signal }) =>
      settleUnlessAborted(signal, downloadJobFile(input.job, signal)),
    ),
    reprocess: fromPromise<{ result: ReprocessResult; job: BackgroundJob | undefined }, { job: BackgroundJob; username: string }>(
      async ({ input, signal }) => {
        const result = await settleUnlessAborted(signal, reprocessImportJob(input.job.importJobId, input.username, signal));
        const job = await fetchJob(result.backgroundJobId, signal).catch(() => undefined);
        return { result, job };
      },
    ),
    refresh: fromPromise<BackgroundJob[], { jobIds: number[] }>(({ input, signal }) =>
      settleUnlessAborted(signal, Promise.all(input.jobIds.map((id) => fetchJob(id, signal)))),
    ),
  },
  guards: {
    jobIdValid: ({ context }) => jobIdProblem(context.filter, context.jobId) === undefined,
    /** More pages of the list shown (its own filter, not the selector's). */
    hasMore: ({ context }) => context.applied.filter !== JOB_ID_FILTER && hasMoreJobPages(context.pages, context.page),
    anyRunning: ({ context }) => running(context).length > 0,
  },
  delays: { poll: JOB_STATUS_POLL_MS },
}).createMachine({
  id: 'backgroundJobs',
  type: 'parallel',
  context: ({ input }) => {
    const filter: RetrieveFilter = input.jobId === undefined ? ALL_JOBS_FILTER : JOB_ID_FILTER;
    const jobId = input.jobId === undefined ? '' : String(input.jobId);
    return {
      username: input.username,
      filter,
      jobId,
      applied: { filter, jobId },
      jobs: [],
      pages: 0,
      page: FIRST_PAGE,
      createType: 1,
      created: [],
      summary: undefined,
      message: undefined,
      downloaded: undefined,
      error: undefined,
      initial: true,
    };
  },
  on: {
    'filter.change': { actions: assign({ filter: ({ event }) => event.filter }) },
    'jobId.change': { actions: assign({ jobId: ({ event }) => event.jobId }) },
    'createType.change': { actions: assign({ createType: ({ event }) => event.jobType }) },
    'summary.open': { actions: assign({ summary: ({ event }) => event.job }) },
    'summary.close': { actions: assign({ summary: undefined }) },
    'message.close': { actions: assign({ message: undefined }) },
    'error.acknowledge': { actions: assign({ error: undefined }) },
    'session.username': { actions: assign({ username: ({ event }) => event.username }) },
  },
  states: {
    list: {
      initial: 'loading',
      on: {
        retrieve: {
          guard: 'jobIdValid',
          target: '.loading',
          actions: assign(({ context }) => ({ page: FIRST_PAGE, initial: false, applied: { filter: context.filter, jobId: context.jobId } })),
        },
      },
      states: {
        loading: {
          invoke: {
            src: 'retrieve',
            input: ({ context }) => ({ ...context.applied, page: FIRST_PAGE, initial: context.initial }),
            onDone: {
              target: 'loaded',
              actions: [
                assign(({ event }) => ({ jobs: event.output.backgroundJobs, pages: event.output.pages, page: FIRST_PAGE, error: undefined })),
                raise({ type: 'poll.check' }),
              ],
            },
            onError: { target: 'failed', actions: assign({ jobs: [], pages: 0, error: ({ event }) => event.error }) },
          },
        },
        loadingMore: {
          invoke: {
            src: 'retrieve',
            input: ({ context }) => ({ ...context.applied, page: context.page + 1, initial: false }),
            onDone: {
              target: 'loaded',
              actions: [
                assign(({ context, event }) => ({
                  jobs: [...context.jobs, ...event.output.backgroundJobs],
                  pages: event.output.pages,
                  page: context.page + 1,
                })),
                raise({ type: 'poll.check' }),
              ],
            },
            onError: { target: 'loaded', actions: assign({ error: ({ event }) => event.error }) },
          },
        },
        loaded: { on: { loadMore: { guard: 'hasMore', target: 'loadingMore' } } },
        failed: {},
      },
    },

    create: {
      initial: 'idle',
      states: {
        idle: { on: { create: 'creating' } },
        creating: {
          invoke: {
            src: 'create',
            input: ({ context }) => ({ jobType: context.createType }),
            onDone: {
              target: 'idle',
              actions: [assign({ created: ({ context, event }) => [event.output, ...context.created] }), raise({ type: 'poll.check' })],
            },
            onError: { target: 'idle', actions: assign({ error: ({ event }) => event.error }) },
          },
        },
      },
    },

    actions: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            download: { target: 'downloading' },
            reprocess: { target: 'reprocessing' },
          },
        },
        downloading: {
          invoke: {
            src: 'download',
            input: ({ event }) => ({ job: (event as Extract<BackgroundJobsEvent, { type: 'download' }>).job }),
            onDone: { target: 'idle', actions: assign({ downloaded: ({ event }) => event.output }) },
            onError: { target: 'idle', actions: assign({ error: ({ event }) => event.error }) },
          },
        },
        reprocessing: {
          invoke: {
            src: 'reprocess',
            input: ({ context, event }) => ({
              job: (event as Extract<BackgroundJobsEvent, { type: 'reprocess' }>).job,
              username: context.username,
            }),
            onDone: {
              target: 'idle',
              actions: [
                assign(({ context, event }) => ({
                  message: event.output.result.statusMessage,
                  created: event.output.job ? [event.output.job, ...context.created] : context.created,
                })),
                raise({ type: 'poll.check' }),
              ],
            },
            onError: { target: 'idle', actions: assign({ error: ({ event }) => event.error }) },
          },
        },
      },
    },

    polling: {
      initial: 'idle',
      states: {
        idle: { on: { 'poll.check': { guard: 'anyRunning', target: 'waiting' } } },
        // Waits 100 ms before the next look, unless nothing runs any more.
        waiting: { always: { guard: not('anyRunning'), target: 'idle' }, after: { poll: 'fetching' } },
        fetching: {
          invoke: {
            src: 'refresh',
            input: ({ context }) => ({ jobIds: [...new Set(running(context).map((job) => job.importJobId))] }),
            onDone: [
              {
                actions: assign(({ context, event }) => ({
                  jobs: mergeJobs(context.jobs, event.output),
                  created: mergeJobs(context.created, event.output),
                })),
                target: 'waiting',
              },
            ],
            // §4: after a failed call the screen stops polling and re-enables its buttons.
            onError: { target: 'stopped', actions: assign({ error: ({ event }) => event.error }) },
          },
        },
        stopped: { on: { 'poll.check': { guard: 'anyRunning', target: 'waiting' } } },
      },
    },
  },
});

