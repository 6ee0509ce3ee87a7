import { DEFAULT_SORT_ORDER, FIRST_PAGE, type SortOrder } from '../records/constants';

/**
 * back-office-products.md §4 "Sort cycle per column" (Unprocessed, Reporting, Search):
 * unsorted -> ascending -> descending -> ascending again; one column sorted at a time;
 * sorting resets to page 1; sent as 'Ascending' or 'Descending', default 'Unspecified'.
 */
export interface SortState<Column extends string = string> {
  /** The one sorted column; undefined while unsorted. */
  sortBy: Column | undefined;
  sortOrder: SortOrder;
}

export interface SortStep<Column extends string = string> extends SortState<Column> {
  /** §4: sorting resets to page 1. */
  pageIndex: number;
}

export const UNSORTED: SortState<never> = { sortBy: undefined, sortOrder: DEFAULT_SORT_ORDER };

/** The order a column shows: its order when it is the sorted column, otherwise 'Unspecified'. */
export function sortOrderOf<Column extends string>(
  state: SortState<Column>,
  column: Column,
): SortOrder {
  return state.sortBy === column ? state.sortOrder : DEFAULT_SORT_ORDER;
}

/** The order after one more click on a column currently in `order`. */
export function nextSortOrder(order: SortOrder): SortOrder {
  return order === 'Ascending' ? 'Descending' : 'Ascending';
}

/**
 * A click on a column header. Another column's sort is dropped (one at a time); the clicked
 * column moves one step along the cycle; the page goes back to the first.
 */
export function cycleSort<Column extends string>(
  state: SortState<Column>,
  column: Column,
): SortStep<Column> {
  return {
    sortBy: column,
    sortOrder: nextSortOrder(sortOrderOf(state, column)),
    pageIndex: FIRST_PAGE,
  };
}

/** aria-sort value for a header cell (accessibility of the sorted column). */
export function ariaSortOf<Column extends string>(
  state: SortState<Column>,
  column: Column,
): 'ascending' | 'descending' | 'none' {
  const order = sortOrderOf(state, column);
  return order === 'Ascending' ? 'ascending' : order === 'Descending' ? 'descending' : 'none';
}
