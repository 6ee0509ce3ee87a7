import { assign, fromPromise, setup } from 'xstate';
import type { ChangeHistoryRecord } from '../../api/admin/common';
import { settleUnlessAborted } from '../../staff/shell/settleUnlessAborted';
import { HISTORY_FIRST_PAGE } from '../constants';
import { canLoadMore, defaultHistorySince } from './rules';

/** One page request, in the record's own words translated by the loader (userId/bidId, userDate/bidDate…). */
export interface ChangeHistoryPageRequest {
  /** The user's or bid's id. */
  subjectId: number;
  /** YYYY-MM-DD; changes on or after it. Undefined when the date filter is cleared. */
  since: string | undefined;
  /** Only changes by this person; undefined for everyone. */
  author: string | undefined;
  /** From HISTORY_FIRST_PAGE (1). */
  pageIndex: number;
}

export interface ChangeHistoryPage {
  totalRecords: number;
  records: ChangeHistoryRecord[];
}

/** The two calls a change history makes; users and bids each supply theirs. */
export interface ChangeHistoryLoaders {
  loadPage: (request: ChangeHistoryPageRequest, signal: AbortSignal) => Promise<ChangeHistoryPage>;
  /** The people who changed the record since the date (the user filter's options). */
  loadAuthors: (request: { subjectId: number; since: string | undefined }, signal: AbortSignal) => Promise<string[]>;
}

export interface ChangeHistoryInput {
  subjectId: number;
  /** Today, for the default date filter (tests and stories pin it). */
  today?: Date;
}

export interface ChangeHistoryContext {
  subjectId: number;
  since: string | undefined;
  author: string | undefined;
  /** Every record loaded so far, hidden ones (from equals to) included. */
  records: ChangeHistoryRecord[];
  totalRecords: number;
  /** The last page loaded. */
  page: number;
  authors: string[];
  error: unknown;
}

export type ChangeHistoryEvent =
  | { type: 'history.since'; since: string | undefined }
  | { type: 'history.author'; author: string | undefined }
  | { type: 'history.loadMore' }
  | { type: 'error.acknowledge' };

/**
 * The change-history panel (back-office-admin.md §2 Users "Change History", §2 Bid Tracker, §5, §9):
 * the date filter (default one month back) and the user filter, pages of 25 with Load More, and
 * the "Viewing 1-n of total" header. Build one with `createChangeHistoryMachine(loaders)`.
 *
 * States: loading (authors and page 1) → ready ⇄ loadingMore; a failed call → failed, whose
 * error the panel's error dialog shows; acknowledging it returns to ready with what was loaded.
 */
export function createChangeHistoryMachine(loaders: ChangeHistoryLoaders, id = 'changeHistory') {
  return setup({
    types: {
      input: {} as ChangeHistoryInput,
      context: {} as ChangeHistoryContext,
      events: {} as ChangeHistoryEvent,
    },
    actors: {
      loadFirst: fromPromise<{ page: ChangeHistoryPage; authors: string[] }, ChangeHistoryPageRequest>(({ input, signal }) =>
        settleUnlessAborted(
          signal,
          Promise.all([
            loaders.loadPage(input, signal),
            loaders.loadAuthors({ subjectId: input.subjectId, since: input.since }, signal),
          ]).then(([page, authors]) => ({ page, authors })),
        ),
      ),
      loadPage: fromPromise<ChangeHistoryPage, ChangeHistoryPageRequest>(({ input, signal }) =>
        settleUnlessAborted(signal, loaders.loadPage(input, signal)),
      ),
    },
    guards: {
      hasMore: ({ context }) => canLoadMore(context.page, context.totalRecords),
    },
  }).createMachine({
    id,
    context: ({ input }) => ({
      subjectId: input.subjectId,
      since: defaultHistorySince(input.today ?? new Date()),
      author: undefined,
      records: [],
      totalRecords: 0,
      page: HISTORY_FIRST_PAGE,
      authors: [],
      error: undefined,
    }),
    initial: 'loading',
    on: {
      'history.since': { target: '.loading', actions: assign({ since: ({ event }) => event.since || undefined }) },
      'history.author': { target: '.loading', actions: assign({ author: ({ event }) => event.author || undefined }) },
    },
    states: {
      loading: {
        invoke: {
          src: 'loadFirst',
          input: ({ context }) => ({
            subjectId: context.subjectId,
            since: context.since,
            author: context.author,
            pageIndex: HISTORY_FIRST_PAGE,
          }),
          onDone: {
            target: 'ready',
            actions: assign(({ event }) => ({
              records: event.output.page.records,
              totalRecords: event.output.page.totalRecords,
              page: HISTORY_FIRST_PAGE,
              authors: event.output.authors,
              error: undefined,
            })),
          },
          onError: {
            target: 'failed',
            actions: assign({ records: [], totalRecords: 0, error: ({ event }) => event.error }),
          },
        },
      },
      ready: {
        on: { 'history.loadMore': { guard: 'hasMore', target: 'loadingMore' } },
      },
      loadingMore: {
        invoke: {
          src: 'loadPage',
          input: ({ context }) => ({
            subjectId: context.subjectId,
            since: context.since,
            author: context.author,
            pageIndex: context.page + 1,
          }),
          onDone: {
            target: 'ready',
            actions: assign(({ context, event }) => ({
              records: [...context.records, ...event.output.records],
              totalRecords: event.output.totalRecords,
              page: context.page + 1,
            })),
          },
          onError: { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
        },
      },
      failed: {
        on: { 'error.acknowledge': { target: 'ready', actions: assign({ error: undefined }) } },
      },
    },
  });
}

export type ChangeHistoryMachine = ReturnType<typeof createChangeHistoryMachine>;
