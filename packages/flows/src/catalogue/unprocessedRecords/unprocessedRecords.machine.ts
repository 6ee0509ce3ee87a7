import { and, assign, fromCallback, fromPromise, not, setup, stateIn } from 'xstate';
import {
  exportUnprocessedRecords,
  fetchUnprocessedList,
  importUnprocessedRecords,
  isXlsxFileName,
  type UnprocessedList,
  type UnprocessedListRequest,
  type UnprocessedRecord,
  type UnprocessedSortColumn,
} from '../../api/catalogue/unprocessed';
import { fetchJob, isJobFinished, parseJobOutput, type JobQueued, type JobRowError } from '../../api/catalogue/jobs';
import { hasMoreRecords, type ListType } from '../records/constants';
import { recordsMessages } from '../records/messages';
import { settleUnlessAborted } from '../../staff/shell/settleUnlessAborted';
import { cycleSort, UNSORTED, type SortState } from '../sortCycle';
import { BUSY_HIDE_AFTER_QUEUE_MS, FIRST_PAGE, JOB_STATUS_POLL_MS, TEXT_FILTER_DEBOUNCE_MS } from './constants';
import {
  chooseDropdown,
  chooseListType,
  choosePublishedTemplate,
  chooseUnpublishedTemplate,
  EMPTY_FILTERS,
  exportBlocker,
  listRequest,
  typeFilter,
  type DropdownFilter,
  type TextFilter,
  type UnprocessedFilters,
} from './rules';

export interface FilterOptions {
  publishedTemplates: string[];
  unpublishedTemplates: string[];
  manufacturers: string[];
  productLines: string[];
}

export interface QueuedJob extends JobQueued {
  kind: 'import' | 'export';
}

export interface UnprocessedContext {
  username: string;
  filters: UnprocessedFilters;
  sort: SortState<UnprocessedSortColumn>;
  page: number;
  rows: UnprocessedRecord[];
  /** §3: `pages` of the list payload, the total count of matching records. */
  total: number;
  options: FilterOptions;
  error: unknown;
  /** §4 Import flow: upload progress 0-100. */
  progress: number;
  /** The transfer running or settling (its busy text stays up for the 1 s after, §4/§9). */
  transferKind: 'import' | 'export' | undefined;
  /** The success modal of a queued import or export job. */
  queued: QueuedJob | undefined;
  /** The wrong-file-type alert. */
  alert: string | undefined;
  /** Bumped to clear the file chooser. */
  fileKey: number;
  /** The import job the screen follows to show its Error List. */
  watchedJobId: number | undefined;
  errorList: JobRowError[] | undefined;
}

export type UnprocessedEvent =
  | { type: 'filters.listType'; listType: ListType }
  | { type: 'filters.publishedTemplate'; option: string }
  | { type: 'filters.unpublishedTemplate'; option: string }
  | { type: 'filters.dropdown'; field: DropdownFilter; value: string }
  | { type: 'filters.text'; field: TextFilter; text: string }
  | { type: 'filters.clear' }
  | { type: 'sort'; column: UnprocessedSortColumn }
  | { type: 'loadMore' }
  | { type: 'import.choose'; file: File }
  | { type: 'export' }
  | { type: 'transfer.progress'; percent: number }
  | { type: 'transfer.queued'; job: JobQueued }
  | { type: 'transfer.failed'; error: unknown }
  | { type: 'importJob.finished'; errors: JobRowError[] }
  | { type: 'importJob.lost' }
  | { type: 'queued.close' }
  | { type: 'alert.close' }
  | { type: 'errorList.close' }
  | { type: 'error.acknowledge' }
  /** The signed-in user's name, once the session has it (sent with import, export, reprocess). */
  | { type: 'session.username'; username: string };

export interface UnprocessedInput {
  username: string;
}

export interface ImportInput {
  username: string;
  file: File;
}

const EMPTY_OPTIONS: FilterOptions = { publishedTemplates: [], unpublishedTemplates: [], manufacturers: [], productLines: [] };

const optionsOf = (list: UnprocessedList): FilterOptions => ({
  publishedTemplates: list.publishedTemplateNames,
  unpublishedTemplates: list.unpublishedTemplateNames,
  manufacturers: list.manufacturerCodes,
  productLines: list.productLines,
});

/**
 * Unprocessed Records (back-office-products.md §2, §4 "Unprocessed Records filters", "Import
 * flow", "Export flow", "Sort cycle per column", §5, §7, §9). Three regions: the list (filters,
 * sort, pages), the transfer (import or export, then the busy indicator hides after 1 s in every
 * outcome) and the queued import job it follows to list the rows that were not loaded.
 */
export const unprocessedRecordsMachine = setup({
  types: {
    context: {} as UnprocessedContext,
    events: {} as UnprocessedEvent,
    input: {} as UnprocessedInput,
  },
  actors: {
    loadPage: fromPromise<UnprocessedList, UnprocessedListRequest>(({ input, signal }) =>
      settleUnlessAborted(signal, fetchUnprocessedList(input, signal)),
    ),
    exportRecords: fromPromise<JobQueued, { username: string; filters: UnprocessedFilters }>(({ input, signal }) =>
      settleUnlessAborted(signal, exportUnprocessedRecords({ username: input.username, ...input.filters }, signal)),
    ),
    importFile: fromCallback<{ type: 'never' }, ImportInput>(({ input, sendBack }) => {
      const controller = new AbortController();
      importUnprocessedRecords({
        username: input.username,
        file: input.file,
        signal: controller.signal,
        onProgress: (percent) => sendBack({ type: 'transfer.progress', percent }),
      }).then(
        (job) => sendBack({ type: 'transfer.queued', job }),
        (error: unknown) => {
          if (!controller.signal.aborted) sendBack({ type: 'transfer.failed', error });
        },
      );
      return () => controller.abort();
    }),
    /** Polls the queued import job (§9: every 100 ms) until it ends; a failed poll stops quietly. */
    watchImportJob: fromCallback<{ type: 'never' }, { jobId: number }>(({ input, sendBack }) => {
      const controller = new AbortController();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const poll = () => {
        fetchJob(input.jobId, controller.signal).then(
          (job) => {
            if (controller.signal.aborted) return;
            if (!isJobFinished(job)) {
              timer = setTimeout(poll, JOB_STATUS_POLL_MS);
              return;
            }
            const summary = parseJobOutput(job.output);
            sendBack({ type: 'importJob.finished', errors: summary.kind === 'summary' ? summary.errors : [] });
          },
          () => {
            if (!controller.signal.aborted) sendBack({ type: 'importJob.lost' });
          },
        );
      };
      poll();
      return () => {
        controller.abort();
        if (timer) clearTimeout(timer);
      };
    }),
  },
  guards: {
    notBusy: stateIn({ transfer: 'idle' }),
    notLoading: not(stateIn({ list: 'loading' })),
    isXlsx: ({ event }) => event.type === 'import.choose' && isXlsxFileName(event.file.name),
    mayExport: ({ context }) => exportBlocker(context.filters) === undefined,
    hasMore: ({ context }) => hasMoreRecords(context.total, context.page),
    hasRowErrors: ({ event }) => event.type === 'importJob.finished' && event.errors.length > 0,
  },
  delays: {
    typing: TEXT_FILTER_DEBOUNCE_MS,
    busyHides: BUSY_HIDE_AFTER_QUEUE_MS,
  },
}).createMachine({
  id: 'unprocessedRecords',
  type: 'parallel',
  context: ({ input }) => ({
    username: input.username,
    filters: EMPTY_FILTERS,
    sort: UNSORTED,
    page: FIRST_PAGE,
    rows: [],
    total: 0,
    options: EMPTY_OPTIONS,
    error: undefined,
    progress: 0,
    transferKind: undefined,
    queued: undefined,
    alert: undefined,
    fileKey: 0,
    watchedJobId: undefined,
    errorList: undefined,
  }),
  on: {
    'error.acknowledge': { actions: assign({ error: undefined }) },
    'session.username': { actions: assign({ username: ({ event }) => event.username }) },
    'alert.close': { actions: assign({ alert: undefined }) },
    'queued.close': { actions: assign({ queued: undefined }) },
    'errorList.close': { actions: assign({ errorList: undefined }) },
  },
  states: {
    list: {
      initial: 'loading',
      on: {
        'filters.listType': {
          guard: 'notBusy',
          target: '.loading',
          actions: assign({ filters: ({ context, event }) => chooseListType(context.filters, event.listType), page: FIRST_PAGE }),
        },
        'filters.publishedTemplate': {
          guard: 'notBusy',
          target: '.loading',
          actions: assign({ filters: ({ context, event }) => choosePublishedTemplate(context.filters, event.option), page: FIRST_PAGE }),
        },
        'filters.unpublishedTemplate': {
          guard: 'notBusy',
          target: '.loading',
          actions: assign({ filters: ({ context, event }) => chooseUnpublishedTemplate(context.filters, event.option), page: FIRST_PAGE }),
        },
        'filters.dropdown': {
          guard: 'notBusy',
          target: '.loading',
          actions: assign({ filters: ({ context, event }) => chooseDropdown(context.filters, event.field, event.value), page: FIRST_PAGE }),
        },
        'filters.text': {
          guard: 'notBusy',
          target: '.typing',
          actions: assign({ filters: ({ context, event }) => typeFilter(context.filters, event.field, event.text), page: FIRST_PAGE }),
        },
        // §4: Clear resets every filter (and the sort); it is ignored while loading.
        'filters.clear': {
          guard: and(['notBusy', 'notLoading']),
          target: '.loading',
          actions: assign({ filters: EMPTY_FILTERS, sort: UNSORTED, page: FIRST_PAGE }),
        },
        // §4: one column at a time; sorting resets to page 1.
        sort: {
          guard: 'notBusy',
          target: '.loading',
          actions: assign(({ context, event }) => {
            const step = cycleSort(context.sort, event.column);
            return { sort: { sortBy: step.sortBy, sortOrder: step.sortOrder }, page: step.pageIndex };
          }),
        },
      },
      states: {
        typing: {
          after: { typing: 'loading' },
        },
        loading: {
          invoke: {
            src: 'loadPage',
            input: ({ context }) => listRequest(context.filters, context.sort, FIRST_PAGE),
            onDone: {
              target: 'loaded',
              actions: assign(({ event }) => ({
                rows: event.output.unprocessedRecords,
                total: event.output.pages,
                options: optionsOf(event.output),
                page: FIRST_PAGE,
                error: undefined,
              })),
            },
            onError: {
              target: 'failed',
              actions: assign({ rows: [], total: 0, error: ({ event }) => event.error }),
            },
          },
        },
        loadingMore: {
          invoke: {
            src: 'loadPage',
            input: ({ context }) => listRequest(context.filters, context.sort, context.page + 1),
            onDone: {
              target: 'loaded',
              actions: assign(({ context, event }) => ({
                rows: [...context.rows, ...event.output.unprocessedRecords],
                total: event.output.pages,
                page: context.page + 1,
              })),
            },
            // The rows already loaded stay; the error dialog says why no more came.
            onError: { target: 'loaded', actions: assign({ error: ({ event }) => event.error }) },
          },
        },
        loaded: {
          on: {
            loadMore: { guard: and(['hasMore', 'notBusy']), target: 'loadingMore' },
          },
        },
        failed: {},
      },
    },

    transfer: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'import.choose': [
              {
                guard: 'isXlsx',
                target: 'importing',
                actions: assign({ progress: 0, transferKind: 'import', error: undefined, alert: undefined }),
              },
              // §4: another file type shows the alert and clears the file.
              {
                actions: assign({
                  alert: recordsMessages.wrongFileType,
                  fileKey: ({ context }) => context.fileKey + 1,
                }),
              },
            ],
            export: { guard: 'mayExport', target: 'exporting', actions: assign({ transferKind: 'export', error: undefined }) },
          },
        },
        importing: {
          invoke: {
            src: 'importFile',
            input: ({ context, event }) => ({
              username: context.username,
              file: (event as Extract<UnprocessedEvent, { type: 'import.choose' }>).file,
            }),
          },
          on: {
            'transfer.progress': { actions: assign({ progress: ({ event }) => event.percent }) },
            'transfer.queued': {
              target: 'settling',
              actions: assign({
                progress: 100,
                queued: ({ event }) => ({ kind: 'import' as const, ...event.job }),
                watchedJobId: ({ event }) => event.job.backgroundJobId,
              }),
            },
            'transfer.failed': {
              target: 'settling',
              actions: assign({ progress: 0, error: ({ event }) => event.error }),
            },
          },
        },
        exporting: {
          invoke: {
            src: 'exportRecords',
            input: ({ context }) => ({ username: context.username, filters: context.filters }),
            onDone: {
              target: 'settling',
              actions: assign({ queued: ({ event }) => ({ kind: 'export' as const, ...event.output }) }),
            },
            onError: { target: 'settling', actions: assign({ error: ({ event }) => event.error }) },
          },
        },
        // §4: in all cases the busy indicator hides after 1 s (it stays up until then, under the
        // queued or error dialog), the chooser clears, controls return.
        settling: {
          after: {
            busyHides: {
              target: 'idle',
              actions: assign({ fileKey: ({ context }) => context.fileKey + 1, progress: 0, transferKind: undefined }),
            },
          },
        },
      },
    },

    importJob: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'transfer.queued': { target: 'watching' } },
        },
        watching: {
          invoke: {
            src: 'watchImportJob',
            input: ({ context, event }) => ({
              jobId:
                event.type === 'transfer.queued' ? event.job.backgroundJobId : (context.watchedJobId ?? 0),
            }),
          },
          on: {
            'transfer.queued': { target: 'watching', reenter: true },
            'importJob.finished': [
              {
                guard: 'hasRowErrors',
                target: 'idle',
                actions: assign({ errorList: ({ event }) => event.errors, watchedJobId: undefined }),
              },
              { target: 'idle', actions: assign({ watchedJobId: undefined }) },
            ],
            'importJob.lost': { target: 'idle', actions: assign({ watchedJobId: undefined }) },
          },
        },
      },
    },
  },
});
