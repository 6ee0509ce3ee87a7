import { assign, emit, fromPromise, setup } from 'xstate';
import {
  fetchReporting,
  hasReportingFilters,
  type ReportingFilters,
  type SearchRow,
  type SearchSort,
  type SearchSortColumn,
} from '../../api/catalogue/reporting';
import { settleUnlessAborted } from '../../staff/shell/settleUnlessAborted';
import { FIRST_PAGE, hasMoreRecords } from '../records/constants';
import { cycleSort, UNSORTED, type SortState } from '../sortCycle';
import { changeFilter, EMPTY_FORM, filtersOf, type SearchForm, type SearchFormField } from './rules';

/** §3 Reporting's filter option lists (templates as 'id-name'). */
export interface SearchOptions {
  templates: string[];
  manufacturers: string[];
  productLines: string[];
}
export const NO_OPTIONS: SearchOptions = { templates: [], manufacturers: [], productLines: [] };

export type SearchRequest = ReportingFilters & SearchSort;
/** One page: the rows, the total count (`pages`), and for Reporting the option lists. */
export interface SearchResult {
  records: SearchRow[];
  pages: number;
  options?: SearchOptions;
}

export interface ProductSearchInput {
  /** The form a Clear returns to (Advanced Search's codes are text boxes, Reporting's dropdowns). */
  emptyForm?: SearchForm;
}

export interface ProductSearchContext {
  emptyForm: SearchForm;
  form: SearchForm;
  /** The filters of the results shown (Load More and sorting keep them). */
  applied: SearchForm;
  sort: SortState<SearchSortColumn>;
  page: number;
  rows: SearchRow[];
  total: number;
  searched: boolean;
  options: SearchOptions;
  error: unknown;
}

export type ProductSearchEvent =
  | { type: 'filters.change'; field: SearchFormField; value: string }
  | { type: 'filters.clear' }
  | { type: 'search' }
  | { type: 'sort'; column: SearchSortColumn }
  | { type: 'loadMore' }
  | { type: 'row.open'; productId: number }
  | { type: 'error.acknowledge' };

export type ProductSearchEmitted = { type: 'row.opened'; productId: number };

const cleared = { rows: [] as SearchRow[], total: 0, page: FIRST_PAGE, searched: false, sort: UNSORTED };

/**
 * Reporting and Advanced Search (back-office-products.md §2, §4, §7, §9): filters, Search (which
 * resets sorting and page), the sort cycle, Load More at 100 a page, and a row that opens the
 * product view unless a search is loading. Reporting's default actors; Advanced Search provides
 * its own (advancedSearch.machine.ts).
 */
export const productSearchMachine = setup({
  types: {
    context: {} as ProductSearchContext,
    events: {} as ProductSearchEvent,
    input: {} as ProductSearchInput,
    emitted: {} as ProductSearchEmitted,
  },
  actors: {
    search: fromPromise<SearchResult, SearchRequest>(async ({ input, signal }) => {
      const page = await settleUnlessAborted(signal, fetchReporting(input, signal));
      return {
        records: page.records,
        pages: page.pages,
        options: { templates: page.templates, manufacturers: page.manufacturers, productLines: page.productLines },
      };
    }),
    /**
     * The option lists before any search (§3 lists come with a reporting reply). With no filter
     * the server answers every row; only the lists are kept (docs/decisions.md).
     */
    loadOptions: fromPromise<SearchOptions | undefined, void>(async ({ signal }) => {
      const page = await settleUnlessAborted(signal, fetchReporting({}, signal));
      return { templates: page.templates, manufacturers: page.manufacturers, productLines: page.productLines };
    }),
  },
  guards: {
    /** §7: with no filters the state is cleared instead of calling. */
    hasFilters: ({ context }) => hasReportingFilters(filtersOf(context.form)),
    /** §9: Load More while the total exceeds 100 times the current page. */
    hasMore: ({ context }) => hasMoreRecords(context.total, context.page),
    searched: ({ context }) => context.searched,
  },
  actions: {
    change: assign({
      form: ({ context, event }) =>
        event.type === 'filters.change' ? changeFilter(context.form, event.field, event.value, context.emptyForm) : context.form,
    }),
    clearForm: assign(({ context }) => ({ form: context.emptyForm })),
    clearResults: assign({ ...cleared }),
    /** §4: Search resets sorting and page to 1. */
    startSearch: assign(({ context }) => ({ applied: context.form, sort: UNSORTED, page: FIRST_PAGE })),
    cycle: assign(({ context, event }) => {
      if (event.type !== 'sort') return {};
      const step = cycleSort(context.sort, event.column);
      return { sort: { sortBy: step.sortBy, sortOrder: step.sortOrder }, page: step.pageIndex };
    }),
    openRow: emit(({ event }) => ({ type: 'row.opened' as const, productId: event.type === 'row.open' ? event.productId : 0 })),
    forgetError: assign({ error: undefined }),
    keepError: assign({ error: ({ event }) => (event as { error?: unknown }).error }),
  },
}).createMachine({
  id: 'productSearch',
  context: ({ input }) => {
    const emptyForm = input.emptyForm ?? EMPTY_FORM;
    return { emptyForm, form: emptyForm, applied: emptyForm, ...cleared, options: { ...NO_OPTIONS }, error: undefined };
  },
  initial: 'loadingOptions',
  on: {
    'filters.change': { actions: 'change' },
  },
  states: {
    loadingOptions: {
      description: 'The dropdowns fill before the first search.',
      invoke: {
        src: 'loadOptions',
        onDone: { target: 'idle', actions: assign({ options: ({ context, event }) => event.output ?? context.options }) },
        onError: { target: 'failed', actions: 'keepError' },
      },
      on: { search: { guard: 'hasFilters', target: 'loading', actions: 'startSearch' } },
    },
    idle: {
      description: 'No results: before a search, after Clear, or after a search with no filters.',
      on: {
        search: [{ guard: 'hasFilters', target: 'loading', actions: 'startSearch' }, { actions: 'clearResults' }],
        'filters.clear': { actions: ['clearForm', 'clearResults'] },
        'row.open': { actions: 'openRow' },
      },
    },
    loading: {
      description: 'Page 1 of a search or a new sort; rows cannot be opened meanwhile.',
      invoke: {
        src: 'search',
        input: ({ context }) => ({ ...filtersOf(context.applied), page: FIRST_PAGE, sortBy: context.sort.sortBy, sortOrder: context.sort.sortOrder }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            rows: event.output.records,
            total: event.output.pages,
            page: FIRST_PAGE,
            searched: true,
            options: event.output.options ?? context.options,
          })),
        },
        onError: { target: 'failed', actions: ['keepError', 'clearResults'] },
      },
    },
    ready: {
      description: 'Results with the counter; sortable headers; Load More while more exist.',
      on: {
        search: [{ guard: 'hasFilters', target: 'loading', actions: 'startSearch' }, { target: 'idle', actions: 'clearResults' }],
        sort: { target: 'loading', actions: 'cycle' },
        loadMore: { guard: 'hasMore', target: 'loadingMore' },
        'filters.clear': { target: 'idle', actions: ['clearForm', 'clearResults'] },
        'row.open': { actions: 'openRow' },
      },
    },
    loadingMore: {
      description: 'Load More adds one page below the rows shown.',
      invoke: {
        src: 'search',
        input: ({ context }) => ({
          ...filtersOf(context.applied),
          page: context.page + 1,
          sortBy: context.sort.sortBy,
          sortOrder: context.sort.sortOrder,
        }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            rows: [...context.rows, ...event.output.records],
            total: event.output.pages,
            page: context.page + 1,
          })),
        },
        onError: { target: 'failed', actions: 'keepError' },
      },
    },
    failed: {
      description: 'The shared error dialog; closing it clears the error.',
      on: {
        'error.acknowledge': [
          { guard: 'searched', target: 'ready', actions: 'forgetError' },
          { target: 'idle', actions: 'forgetError' },
        ],
      },
    },
  },
});
