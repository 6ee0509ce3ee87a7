import { createMachine, fromPromise } from 'xstate';
import { fetchAdvancedSearch } from '../../api/catalogue/reporting';
import { settleUnlessAborted } from '../../staff/shell/settleUnlessAborted';
import { productSearchMachine, type SearchOptions, type SearchRequest, type SearchResult } from '../reporting/productSearch.machine';

/**
 * Advanced Search - Products (back-office-products.md §2, §4, §7): the reporting search machine
 * with the advancedsearch call, no option lists, and a search with every filter empty lists all
 * products (the "no filters" rule of §7 is Reporting's). Input `{ emptyForm: EMPTY_SEARCH_FORM }`.
 */
const provided = productSearchMachine.provide({
  actors: {
    search: fromPromise<SearchResult, SearchRequest>(async ({ input, signal }) =>
      settleUnlessAborted(signal, fetchAdvancedSearch(input, signal)),
    ),
    loadOptions: fromPromise<SearchOptions | undefined, void>(async () => undefined),
  },
  guards: { hasFilters: () => true },
});

/**
 * The same chart under its own id, so Storybook's recorder (issue 30) tells an Advanced Search
 * story's actor from a Reporting story's: a machine's id is its key in the flow maps.
 */
export const advancedSearchMachine = createMachine(
  { ...provided.config, id: 'advancedSearch' },
  provided.implementations,
) as unknown as typeof productSearchMachine;
