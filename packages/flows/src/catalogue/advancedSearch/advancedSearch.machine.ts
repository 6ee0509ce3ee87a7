import { createMachine, fromPromise } from 'xstate';
import { fetchAdvancedSearch } from '../../api/catalogue/reporting';
import { settleUnlessAborted } from '../../staff/shell/settleUnlessAborted';
import { productSearchMachine, type SearchRequest, type SearchResult } from '../reporting/productSearch.machine';

/**
 * Advanced Search - Products (back-office-products.md §2, §4, §7): the reporting search machine
 * with the advancedsearch call. Its codes are text boxes, so it has no option lists to load and
 * starts idle; and a search with every filter empty lists all products (the "no filters" rule of
 * §7 is Reporting's), so Search always searches. Input `{ emptyForm: EMPTY_SEARCH_FORM }`.
 */
const provided = productSearchMachine.provide({
  actors: {
    search: fromPromise<SearchResult, SearchRequest>(async ({ input, signal }) =>
      settleUnlessAborted(signal, fetchAdvancedSearch(input, signal)),
    ),
  },
});

const { config } = provided;
// Reporting's chart without what no Advanced Search screen can send or meet (issue 45): the
// option load (and its failure, and a search during it) and Search's no-filters branch.
const { loadingOptions: _noOptionLists, ...states } = config.states!;
const search = { target: 'loading', actions: 'startSearch' } as const;

/**
 * Under its own id, so Storybook's recorder (issue 30) tells an Advanced Search story's actor from
 * a Reporting story's: a machine's id is its key in the flow maps.
 */
export const advancedSearchMachine = createMachine(
  {
    ...config,
    id: 'advancedSearch',
    initial: 'idle',
    states: {
      ...states,
      idle: { ...states.idle, on: { ...states.idle!.on, search } },
      ready: { ...states.ready, on: { ...states.ready!.on, search } },
    },
  },
  provided.implementations,
) as unknown as typeof productSearchMachine;
