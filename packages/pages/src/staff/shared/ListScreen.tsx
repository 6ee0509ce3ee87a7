import type { ReactNode } from 'react';
import { useMachine } from '@joinery/flows/react';
import type { RowData } from '@tanstack/react-table';
import { Alert } from '@joinery/ui/Alert';
import { Button } from '@joinery/ui/Button';
import { DataTable, type DataTableColumn, type DataTableRowAction } from '@joinery/ui/DataTable';
import { Heading } from '@joinery/ui/Heading';
import { Inline } from '@joinery/ui/Inline';
import { SearchField } from '@joinery/ui/SearchField';
import { Stack } from '@joinery/ui/Stack';
import { matchesNamePrefix, type createListMachine } from '@joinery/flows/staff/list';
import { listMessages } from '@joinery/flows/staff/shell';
import { ErrorDialog } from '../ErrorDialog';
import { SpokenEmptyState } from './SpokenEmptyState';
import { RecordToastProvider } from './RecordDialog';
import { useAddressSort, useFilterInAddress } from './useAddressQuery';

/** The address's query parameter that keeps a list's name search (`/ProductBricksList?search=wal`). */
export const LIST_SEARCH_PARAM = 'search';
export interface ListScreenProps<Row extends RowData> {
  heading: string;
  createLabel: string;
  onCreate: () => void;
  machine: ReturnType<typeof createListMachine<Row>>;
  nameOf: (row: Row) => string;
  getRowId: (row: Row) => string;
  /** Columns; `search` is the text to highlight in the name column. */
  columns: (search: string) => DataTableColumn<Row>[];
  /** The row's action buttons, in an actions column; a screen may draw its own in `columns` instead. */
  rowActions?: (row: Row) => DataTableRowAction[];
  /** The actions column's heading when the specification names it otherwise than "Actions". */
  actionsHeader?: string;
  /** Rows drawn muted (Holidays: those dated before yesterday). */
  isRowMuted?: (row: Row) => boolean;
  /** The empty list's notice, when the specification gives it its own words (default: the heading and "No Records"). */
  emptyNotice?: { heading: string; text: string };
  /** The open dialog, given a way to reload the list after a save. */
  renderDialog: (reload: () => void) => ReactNode;
}

/**
 * A catalogue list screen (back-office-products.md §2): heading, a name search (prefix,
 * case-insensitive, the matched prefix highlighted, disabled while loading), the create button,
 * the table with its actions, a No Records notice, a spinner while fetching, and on failure the
 * server-error text in place of the list plus the shared error dialog. The search is kept in the
 * address (`?search=`), and so is the sort (`?sort=` column, `&dir=` direction), so a reload, Back
 * or a shared link shows the same rows in the same order.
 */
export function ListScreen<Row extends RowData>({
  heading,
  createLabel,
  onCreate,
  machine,
  nameOf,
  getRowId,
  columns,
  rowActions,
  actionsHeader,
  isRowMuted,
  emptyNotice = { heading, text: listMessages.noRecords },
  renderDialog,
}: ListScreenProps<Row>) {
  const [state, send] = useMachine(machine);
  // A search kept in the address (a reload, Back, a shared link) is the list's first search.
  const keepSearch = useFilterInAddress(LIST_SEARCH_PARAM, (text) => send({ type: 'list.search', text }));
  // The sort kept in the address is the table's first sort; each change is written back (issue 36).
  const [sort, onSortChange] = useAddressSort(columns('').filter((column) => column.sortable).map((column) => column.id));
  const { rows, search, error } = state.context;
  const loading = state.matches('loading');
  const visible = rows.filter((row) => matchesNamePrefix(nameOf(row), search));
  // Issue 46: the table is drawn while it has rows; its No Records notice beside it, spoken as it appears.
  const empty = !loading && visible.length === 0;
  const reload = () => send({ type: 'list.reload' });

  return (
    <RecordToastProvider>
      <Stack space="lg">
        <Heading level={1}>{heading}</Heading>
        <Inline space="md" alignY="bottom" align="spaceBetween">
          <SearchField
            label={listMessages.searchByName}
            value={search}
            disabled={loading}
            onValueChange={(text) => {
              send({ type: 'list.search', text });
              keepSearch(text);
            }}
          />
          <Button onClick={onCreate}>
            {createLabel}
          </Button>
        </Inline>
        {state.matches('failed') ? (
          <Alert tone="critical" heading={heading} scrollIntoViewOnShow={false}>
            {listMessages.missingList}
          </Alert>
        ) : empty ? null : (
          <DataTable
            label={heading}
            columns={columns(search)}
            rows={visible}
            getRowId={getRowId}
            sort={sort}
            onSortChange={onSortChange}
            rowActions={rowActions}
            actionsHeader={actionsHeader}
            loading={loading}
            loadingMessage={listMessages.loading}
            isRowMuted={isRowMuted}
          />
        )}
        <SpokenEmptyState shown={empty && !state.matches('failed')} heading={emptyNotice.heading} text={emptyNotice.text} headingLevel={2} />
        {renderDialog(reload)}
        <ErrorDialog error={error} onAcknowledge={() => send({ type: 'error.acknowledge' })} />
      </Stack>
    </RecordToastProvider>
  );
}
