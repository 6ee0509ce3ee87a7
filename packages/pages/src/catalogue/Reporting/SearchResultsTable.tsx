import type { ReactNode } from 'react';
import { Button } from '@joinery/ui/Button';
import { DataTable, type DataTableColumn } from '@joinery/ui/DataTable';
import type { SearchRow, SearchSortColumn } from '@joinery/flows/api/catalogue/reporting';
import { searchColumnLabels } from '@joinery/flows/catalogue/records';
import type { ProductSearchContext } from '@joinery/flows/catalogue/reporting';
import { ariaSortOf } from '@joinery/flows/catalogue/sortCycle';

const text = (value: string | null | undefined) => value ?? '';

export interface SearchResultsTableProps {
  label: string;
  view: { rows: SearchRow[]; total: number; counter: string; showLoadMore: boolean; loading: boolean; loadingMore: boolean; searched: boolean };
  sort: ProductSearchContext['sort'];
  onSort: (column: SearchSortColumn) => void;
  onLoadMore: () => void;
  /** Advanced Search: the part number opens the product view; its accessible name. */
  onOpen?: (row: SearchRow) => void;
  openLabel?: (row: SearchRow) => string;
  loadingMessage: string;
  /** No row matched the search ('No Records'). */
  emptyState: ReactNode;
  /** Shown in its place until a search has run: nothing was searched, so nothing is "not found". */
  notSearchedState?: ReactNode;
}

/**
 * The seven sortable columns of Reporting and Advanced Search (back-office-products.md §2), with
 * the shared sort cycle, the results counter and Load More.
 */
export function SearchResultsTable({ label, view, sort, onSort, onLoadMore, onOpen, openLabel, loadingMessage, emptyState, notSearchedState = null }: SearchResultsTableProps) {
  const columns: DataTableColumn<SearchRow>[] = [
    { id: 'brmfg', header: searchColumnLabels.brmfg, value: (r) => r.brmfg, sortable: true },
    { id: 'brlin', header: searchColumnLabels.brlin, value: (r) => r.brlin, sortable: true },
    {
      id: 'brpart',
      header: searchColumnLabels.brpart,
      value: (r) => r.brpart,
      sortable: true,
      cell: onOpen
        ? (r) => (
            <Button variant="link" aria-label={openLabel?.(r)} onClick={() => onOpen(r)}>
              {r.brpart}
            </Button>
          )
        : undefined,
    },
    { id: 'JoinerySKU', header: searchColumnLabels.JoinerySKU, value: (r) => text(r.JoinerySKU), sortable: true },
    { id: 'name', header: searchColumnLabels.name, value: (r) => text(r.name), sortable: true },
    { id: 'brprcod', header: searchColumnLabels.brprcod, value: (r) => text(r.brprcod), sortable: true },
    { id: 'brupc', header: searchColumnLabels.brupc, value: (r) => text(r.brupc), sortable: true },
  ];
  const current = sort.sortBy
    ? { columnId: sort.sortBy, direction: ariaSortOf(sort, sort.sortBy) === 'descending' ? ('descending' as const) : ('ascending' as const) }
    : null;
  return (
    <DataTable<SearchRow>
      label={label}
      columns={columns}
      rows={view.rows}
      getRowId={(r) => String(r.id)}
      rowHeaderColumnId="brpart"
      sortMode="server"
      sort={current}
      onSortChange={(next) => onSort(next.columnId as SearchSortColumn)}
      // Issue 46: the counter's status region is on the page (empty) before the first search, so the
      // results' counter is spoken as they arrive; a region drawn together with its text is not heard.
      totalCount={view.searched ? view.total : 0}
      resultsText={() => (view.searched ? view.counter : '')}
      hasMore={view.showLoadMore}
      onLoadMore={onLoadMore}
      loadingMore={view.loadingMore}
      loading={view.loading}
      loadingMessage={loadingMessage}
      emptyState={view.searched ? emptyState : notSearchedState}
    />
  );
}
