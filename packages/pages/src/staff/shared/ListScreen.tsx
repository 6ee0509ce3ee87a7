import { useEffect, useState, type ReactNode } from 'react';
import { useMachine } from '@joinery/flows/react';
import type { RowData } from '@tanstack/react-table';
import { Alert } from '@joinery/ui/Alert';
import { Button } from '@joinery/ui/Button';
import { DataTable, type DataTableColumn, type DataTableRowAction } from '@joinery/ui/DataTable';
import { EmptyState } from '@joinery/ui/EmptyState';
import { Heading } from '@joinery/ui/Heading';
import { Inline } from '@joinery/ui/Inline';
import { SearchField } from '@joinery/ui/SearchField';
import { Stack } from '@joinery/ui/Stack';
import { matchesNamePrefix, type createListMachine } from '@joinery/flows/staff/list';
import { listMessages } from '@joinery/flows/staff/shell';
import { ErrorDialog } from '../ErrorDialog';
import { RecordToastProvider } from './RecordDialog';
import { useAddressQuery, useAddressSort } from './useAddressQuery';

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
  rowActions: (row: Row) => DataTableRowAction[];
  /** The actions column's heading when the specification names it otherwise than "Actions". */
  actionsHeader?: string;
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
  renderDialog,
}: ListScreenProps<Row>) {
  const address = useAddressQuery();
  const [state, send] = useMachine(machine);
  // A search kept in the address (a reload, Back, a shared link) is the list's first search.
  const [searchInAddress] = useState(() => address.get(LIST_SEARCH_PARAM));
  useEffect(() => {
    if (searchInAddress) send({ type: 'list.search', text: searchInAddress });
  }, [send, searchInAddress]);
  // The sort kept in the address is the table's first sort; each change is written back (issue 36).
  const [sort, onSortChange] = useAddressSort(columns('').filter((column) => column.sortable).map((column) => column.id));
  const { rows, search, error } = state.context;
  const loading = state.matches('loading');
  const visible = rows.filter((row) => matchesNamePrefix(nameOf(row), search));
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
              address.set({ [LIST_SEARCH_PARAM]: text });
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
        ) : (
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
            emptyState={<EmptyState heading={heading} text={listMessages.noRecords} headingLevel={2} />}
          />
        )}
        {renderDialog(reload)}
        <ErrorDialog error={error} onAcknowledge={() => send({ type: 'error.acknowledge' })} />
      </Stack>
    </RecordToastProvider>
  );
}
