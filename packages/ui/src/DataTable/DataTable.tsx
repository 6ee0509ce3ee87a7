import { memo, useCallback, useDeferredValue, useMemo, useRef, type ReactNode } from 'react';
import { Checkbox, VisuallyHidden } from 'radix-ui';
import {
  createSortedRowModel,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowSelectionState,
  type SortingState,
  type RowData,
  type Updater,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { Icon, type IconName } from '../Icon';
import { IconButtonFace } from '../IconButton/IconButton';
import { SHARED_TOOLTIP_ATTRIBUTE, useSharedTooltip } from '../Tooltip/SharedTooltip';
import { LoadingOverlay } from '../LoadingOverlay';
import { useControllableValue } from '../TextField/useControllableValue';
import * as styles from './DataTable.css';
import { dataTableMessages } from './messages';
import { compareCellValues, isBlank, type CellValue } from './sortValues';

export type DataTableDensity = (typeof styles.dataTableDensities)[number];
export type CellAlign = (typeof styles.cellAligns)[number];
export type SortDirectionName = 'ascending' | 'descending';

export interface DataTableSort {
  columnId: string;
  direction: SortDirectionName;
}

export interface DataTableColumn<Row> {
  id: string;
  header: string;
  /** The cell's value: what sorting compares and, without `cell`, what shows. */
  value?: (row: Row) => CellValue;
  /** Custom cell content (a link, a badge, a highlighted match). */
  cell?: (row: Row) => ReactNode;
  sortable?: boolean;
  align?: CellAlign;
  /** CSS width of the column ("12rem", "20%"); the rest share what is left. */
  width?: string;
  /**
   * The narrowest the column may get (default `8rem`, or `width` when that is a fixed length).
   * The table is never narrower than its columns' minimums together: on a phone it scrolls
   * sideways in its own frame, its first column pinned, instead of breaking words mid-letter.
   */
  minWidth?: string;
}

/** What a column needs at least: its own minimum, a fixed width, or the design system's default. */
const DEFAULT_MIN_COLUMN_WIDTH = '8rem';
function columnMinWidth(column: { width?: string; minWidth?: string }): string {
  if (column.minWidth) return column.minWidth;
  if (column.width && !column.width.endsWith('%')) return column.width;
  return DEFAULT_MIN_COLUMN_WIDTH;
}

export interface DataTableRowAction {
  /** The action's name: its accessible name and its tooltip ("Edit", "Copy"). */
  label: string;
  icon: IconName;
  onSelect: () => void;
  disabled?: boolean;
  tone?: 'neutral' | 'critical';
}

export interface DataTableProps<Row extends RowData> {
  /** Names the table ("Product Bricks"); also the heading of the empty notice. */
  label: string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  getRowId: (row: Row) => string;
  /** The column whose cells name their rows (`<th scope="row">`); the first column by default. */
  rowHeaderColumnId?: string;

  sort?: DataTableSort | null;
  defaultSort?: DataTableSort | null;
  onSortChange?: (sort: DataTableSort) => void;
  /** `client` sorts the loaded rows; `server` leaves the order to the rows given (the flow refetches). */
  sortMode?: 'client' | 'server';

  /** Icon buttons with tooltips at the end of each row. */
  rowActions?: (row: Row) => DataTableRowAction[];
  /** The heading of the row actions' column ("Action" where a specification says so); "Actions" by default. */
  actionsHeader?: string;
  /** Adds a checkbox per row and a select-all checkbox. */
  selectable?: boolean;
  selectedRowIds?: readonly string[];
  defaultSelectedRowIds?: readonly string[];
  onSelectedRowIdsChange?: (ids: string[]) => void;
  /** Rows shown greyed (past holidays, say). */
  isRowMuted?: (row: Row) => boolean;
  /** The text the selection checkbox uses for a row ("Select {label}"); the row header's value by default. */
  getRowLabel?: (row: Row) => string;

  /** Total records on the server: shows the results counter. */
  totalCount?: number;
  /** The counter's text; the spec's "N Results (Viewing 1-M of N)" by default. */
  resultsText?: (loaded: number, total: number) => string;
  onLoadMore?: () => void;
  /** Whether a Load More button shows; by default while fewer rows are loaded than `totalCount`. */
  hasMore?: boolean;
  loadingMore?: boolean;
  /** Covers the table while (re)loading. */
  loading?: boolean;
  loadingMessage?: string;
  /** Replaces the default "No Records" notice. */
  emptyState?: ReactNode;
  /** Controls above the table, at the end of the counter's row (Export, + Create). */
  toolbar?: ReactNode;

  density?: DataTableDensity;
  /** Height limit of the scrolling area (rows scroll under a sticky header). */
  maxHeight?: string;
  className?: string;
}

const features = tableFeatures({
  rowSortingFeature,
  rowSelectionFeature,
  sortedRowModel: createSortedRowModel(),
});

/**
 * Rows rendered beyond the visible ones, so fast scrolling does not show blanks. Every row in the
 * DOM is styled, laid out and painted again in each frame that rows come or go, so the margin is
 * kept small (issue 47: 20 each side made each frame at 4x CPU slower than 50 ms).
 */
const OVERSCAN_ROWS = 6;

const toSorting = (sort: DataTableSort | null | undefined): SortingState =>
  sort ? [{ id: sort.columnId, desc: sort.direction === 'descending' }] : [];

const toSelection = (ids: readonly string[]): RowSelectionState =>
  Object.fromEntries(ids.map((id) => [id, true]));

const ariaSort = (direction: false | 'asc' | 'desc') =>
  direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none';

/** One formatter for every date cell: `toLocaleDateString` builds a new one per call. */
const dateFormat = new Intl.DateTimeFormat('en-US');

function display(value: CellValue): ReactNode {
  if (value instanceof Date) return dateFormat.format(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return value ?? '';
}

/**
 * The back office's list table on TanStack Table, virtualised with TanStack Virtual so ten
 * thousand rows scroll smoothly. Sortable headers cycle unsorted → ascending → descending →
 * ascending, one column at a time, with `aria-sort`. Row actions carry tooltips; rows can be
 * selected or greyed; a results counter and a Load More button replace pagination.
 */
export function DataTable<Row extends RowData>({
  label,
  columns,
  rows,
  getRowId,
  rowHeaderColumnId,
  sort: sortProp,
  defaultSort,
  onSortChange,
  sortMode = 'client',
  rowActions,
  actionsHeader = dataTableMessages.actions,
  selectable = false,
  selectedRowIds,
  defaultSelectedRowIds,
  onSelectedRowIdsChange,
  isRowMuted,
  getRowLabel,
  totalCount,
  resultsText = dataTableMessages.results,
  onLoadMore,
  hasMore,
  loadingMore = false,
  loading = false,
  loadingMessage = dataTableMessages.loading,
  emptyState,
  toolbar,
  density = 'compact',
  maxHeight = '640px',
  className,
}: DataTableProps<Row>) {
  const [sort, setSort] = useControllableValue<DataTableSort | null>(
    {
      value: sortProp,
      defaultValue: defaultSort,
      onValueChange: (next) => next && onSortChange?.(next),
    },
    null,
  );
  const [selected, setSelected] = useControllableValue<readonly string[]>(
    {
      value: selectedRowIds,
      defaultValue: defaultSelectedRowIds,
      onValueChange: (next) => onSelectedRowIdsChange?.([...next]),
    },
    [],
  );
  const headerColumnId = rowHeaderColumnId ?? columns[0]?.id;
  const headerColumn = columns.find((column) => column.id === headerColumnId);

  const columnDefs = useMemo(
    () =>
      columns.map((column): ColumnDef<typeof features, Row> => ({
        id: column.id,
        header: column.header,
        accessorFn: (row: Row) => column.value?.(row),
        enableSorting: Boolean(column.sortable),
        sortUndefined: 'last',
        sortFn: (rowA, rowB, columnId) => {
          const [a, b] = [rowA.getValue<CellValue>(columnId), rowB.getValue<CellValue>(columnId)];
          // Blanks sort last either way: the table reverses the result for descending.
          if (isBlank(a) || isBlank(b)) return isBlank(a) === isBlank(b) ? 0 : isBlank(a) ? 1 : -1;
          return compareCellValues(a, b);
        },
      })),
    [columns],
  );

  const sorting = useMemo(() => toSorting(sort), [sort]);
  const rowSelection = useMemo(() => toSelection(selected), [selected]);

  const table = useTable({
    features,
    columns: columnDefs,
    data: rows as Row[],
    getRowId: (row: Row) => getRowId(row),
    state: { sorting, rowSelection },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const first = next[0];
      if (first)
        setSort({ columnId: first.id, direction: first.desc ? 'descending' : 'ascending' });
    },
    onRowSelectionChange: (updater: Updater<RowSelectionState>) => {
      const next = typeof updater === 'function' ? updater(rowSelection) : updater;
      // Report ids in the table's row order, then any selected ids no longer loaded.
      const loadedIds = rows.map(getRowId);
      const chosen = new Set(Object.keys(next).filter((id) => next[id]));
      setSelected([
        ...loadedIds.filter((id) => chosen.has(id)),
        ...[...chosen].filter((id) => !loadedIds.includes(id)),
      ]);
    },
    manualSorting: sortMode === 'server',
    // The specs' cycle: ascending first, then descending, then ascending again (never back to unsorted).
    enableSortingRemoval: false,
    enableMultiSort: false,
    sortDescFirst: false,
    enableRowSelection: selectable,
  });

  const tableRows = table.getRowModel().rows;
  // Stable while the rows are: the virtualizer lays out every row again (50,000 in a brick import,
  // issue 43) whenever this function changes, and an inline one changed on every render and scroll.
  const getItemKey = useCallback((index: number) => tableRows[index]?.id ?? index, [tableRows]);
  const scrollRef = useRef<HTMLDivElement>(null);
  const rowActionTooltip = useSharedTooltip();
  // The virtualizer's functions are not memoisable, so the compiler skips this component: intended.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: tableRows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () =>
      (rowActions ? styles.actionRowHeightEstimate : styles.rowHeightEstimate)[density],
    getItemKey,
    overscan: OVERSCAN_ROWS,
    // Let React batch the scroll's renders instead of rendering synchronously inside each
    // scroll event (the overscan covers the frame this may lag by).
    useFlushSync: false,
    // Render a first screenful before the scroller has been measured.
    initialRect: { width: 1024, height: 640 },
  });
  // The rows in range are rendered at a deferred priority (issue 47): a scroll step's render
  // (the table, its rows kept as they are) commits at once, and the rows coming into range follow
  // in a render React splits into short slices, instead of one task over 50 ms at 4x CPU. Until
  // it lands the rows shown are the previous range's, placed by the virtualiser's measurements.
  const liveRows = virtualizer.getVirtualItems();
  const liveRange = liveRows.length
    ? `${liveRows[0]?.index}:${liveRows[liveRows.length - 1]?.index}`
    : '';
  const shownRange = useDeferredValue(liveRange);
  const virtualRows = useMemo(() => {
    if (shownRange === liveRange || !shownRange) return liveRows;
    const [from = 0, to = -1] = shownRange.split(':').map(Number);
    // Brought up to date by getVirtualItems above; read item by item, as the virtualiser's list
    // builds its items when they are read.
    const measurements = virtualizer.measurementsCache;
    const shown = [];
    for (let index = from; index <= Math.min(to, measurements.length - 1); index += 1) {
      const item = measurements[index];
      if (item) shown.push(item);
    }
    return shown;
  }, [shownRange, liveRange, liveRows, virtualizer]);
  const paddingTop = virtualRows[0]?.start ?? 0;
  const paddingBottom =
    virtualRows.length > 0
      ? virtualizer.getTotalSize() - (virtualRows[virtualRows.length - 1]?.end ?? 0)
      : 0;

  const columnCount = columns.length + (selectable ? 1 : 0) + (rowActions ? 1 : 0);
  const showLoadMore =
    onLoadMore && (hasMore ?? (totalCount !== undefined && rows.length < totalCount));
  const isEmpty = rows.length === 0 && !loading;
  const allSelected = table.getIsAllRowsSelected();
  const someSelected = table.getIsSomeRowsSelected();

  // What every row shares, kept stable while only the scroll position changes, so the rows
  // already on screen do not render again on a scroll step (issue 20: scroll long tasks).
  const rowShared = useMemo<RowShared<Row>>(
    () => ({
      columns,
      headerColumnId,
      selectable,
      density,
      rowActions,
      isRowMuted,
      labelOf: (row: Row) =>
        getRowLabel?.(row) ?? String(headerColumn?.value?.(row) ?? getRowId(row)),
      // Worked out once, not per cell of every row that scrolls into view.
      cellClassNames: columns.map((column, columnIndex) =>
        [
          styles.cell({ align: column.align, density }),
          column.cell ? styles.clippedCell : '',
          column.id === headerColumnId ? styles.rowHeader : '',
          columnIndex === 0 ? styles.pinnedCell : '',
          columnIndex === 0 && selectable ? styles.pinnedAfterSelect : '',
        ].join(' '),
      ),
      selectCellClassName: [
        styles.cell({ density }),
        styles.selectCell,
        styles.pinnedCell,
        styles.pinnedSelectCell,
      ].join(' '),
      actionsCellClassName: [styles.cell({ density }), styles.actionsCell].join(' '),
      measureElement: virtualizer.measureElement,
    }),
    [
      columns,
      headerColumnId,
      selectable,
      density,
      rowActions,
      isRowMuted,
      getRowLabel,
      headerColumn,
      getRowId,
      virtualizer.measureElement,
    ],
  );

  const spacerRow = (height: number, key: string) =>
    height > 0 ? (
      <tr aria-hidden="true" key={key}>
        <td className={styles.spacer} colSpan={columnCount} style={{ height }} />
      </tr>
    ) : null;

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      {(totalCount !== undefined || toolbar) && (
        <div className={styles.toolbar}>
          <span className={styles.counter} role="status">
            {totalCount !== undefined && !isEmpty ? resultsText(rows.length, totalCount) : ''}
          </span>
          {toolbar}
        </div>
      )}
      {isEmpty ? (
        (emptyState ?? (
          <EmptyState heading={label} text={dataTableMessages.noRecords} headingLevel={3} />
        ))
      ) : (
        <LoadingOverlay active={loading} message={loadingMessage}>
          {/* Focusable and named so keyboard users can scroll it and hear what it holds (WCAG 2.1.1). */}
          <div
            ref={scrollRef}
            className={styles.scroller}
            style={{ maxHeight }}
            // The row actions' one tooltip (issue 47: a Radix Tooltip per action made each row that
            // scrolled into view several times dearer).
            {...rowActionTooltip.handlers}
            role="region"
            aria-label={label}
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
            tabIndex={0}
          >
            <table
              className={styles.table({ density })}
              style={{
                minWidth: `calc(${[
                  ...(selectable ? ['44px'] : []),
                  ...columns.map(columnMinWidth),
                  ...(rowActions ? ['8rem'] : []),
                ].join(' + ')})`,
              }}
              aria-label={label}
              aria-rowcount={tableRows.length + 1}
            >
              <colgroup>
                {selectable && <col style={{ width: '44px' }} />}
                {columns.map((column) => (
                  <col key={column.id} style={column.width ? { width: column.width } : undefined} />
                ))}
                {rowActions && <col style={{ width: '8rem' }} />}
              </colgroup>
              <thead>
                <tr aria-rowindex={1}>
                  {selectable && (
                    <th
                      scope="col"
                      className={[
                        styles.cell({ density }),
                        styles.headerCell,
                        styles.selectCell,
                        styles.pinnedHeaderCell,
                        styles.pinnedSelectCell,
                      ].join(' ')}
                    >
                      <Checkbox.Root
                        className={styles.checkbox}
                        aria-label={dataTableMessages.selectAll}
                        checked={allSelected ? true : someSelected ? 'indeterminate' : false}
                        onCheckedChange={(checked) => table.toggleAllRowsSelected(checked === true)}
                      >
                        <Checkbox.Indicator>
                          <Icon name={someSelected && !allSelected ? 'minus' : 'check'} />
                        </Checkbox.Indicator>
                      </Checkbox.Root>
                    </th>
                  )}
                  {table.getHeaderGroups()[0]?.headers.map((header, index) => {
                    const column = columns.find((candidate) => candidate.id === header.column.id);
                    const canSort = header.column.getCanSort();
                    const direction = header.column.getIsSorted();
                    return (
                      <th
                        key={header.id}
                        scope="col"
                        className={[
                          styles.headerCell,
                          styles.cell({ align: column?.align, density }),
                          index === 0 ? styles.pinnedHeaderCell : '',
                          index === 0 && selectable ? styles.pinnedAfterSelect : '',
                        ].join(' ')}
                        aria-sort={canSort ? ariaSort(direction) : undefined}
                      >
                        {canSort ? (
                          <button
                            type="button"
                            className={styles.sortButton}
                            onClick={header.column.getToggleSortingHandler()}
                          >
                            {column?.header}
                            <Icon
                              name={
                                direction === 'desc'
                                  ? 'chevronDown'
                                  : direction === 'asc'
                                    ? 'chevronUp'
                                    : 'chevronUpDown'
                              }
                              className={styles.sortIcon}
                            />
                          </button>
                        ) : (
                          column?.header
                        )}
                      </th>
                    );
                  })}
                  {rowActions && (
                    <th
                      scope="col"
                      className={[styles.cell({ density }), styles.headerCell].join(' ')}
                    >
                      {actionsHeader}
                    </th>
                  )}
                </tr>
              </thead>
              <tbody>
                {spacerRow(paddingTop, 'space-before')}
                {virtualRows.map((virtualRow) => {
                  const tableRow = tableRows[virtualRow.index];
                  if (!tableRow) return null;
                  return (
                    <DataTableRow
                      key={tableRow.id}
                      row={tableRow.original}
                      index={virtualRow.index}
                      isSelected={tableRow.getIsSelected()}
                      selection={tableRow}
                      shared={rowShared}
                    />
                  );
                })}
                {spacerRow(paddingBottom, 'space-after')}
              </tbody>
            </table>
            {rowActionTooltip.tooltip}
          </div>
        </LoadingOverlay>
      )}
      {showLoadMore && !isEmpty && (
        <div className={styles.footer}>
          <Button variant="outline" onClick={onLoadMore} loading={loadingMore}>
            {dataTableMessages.loadMore}
            {loadingMore && <VisuallyHidden.Root> ({loadingMessage})</VisuallyHidden.Root>}
          </Button>
        </div>
      )}
    </div>
  );
}

interface RowShared<Row> {
  columns: readonly DataTableColumn<Row>[];
  headerColumnId: string | undefined;
  selectable: boolean;
  density: DataTableDensity;
  rowActions: ((row: Row) => DataTableRowAction[]) | undefined;
  isRowMuted: ((row: Row) => boolean) | undefined;
  labelOf: (row: Row) => string;
  cellClassNames: readonly string[];
  selectCellClassName: string;
  actionsCellClassName: string;
  measureElement: (element: Element | null) => void;
}

interface DataTableRowProps<Row> {
  row: Row;
  index: number;
  isSelected: boolean;
  /** The table's row, for its selection toggle (a method of the row: called on it, not detached). */
  selection: { toggleSelected: (value?: boolean) => void };
  shared: RowShared<Row>;
}

/** One body row; memoised, so scrolling renders only the rows that come into range. */
const DataTableRow = memo(function DataTableRow<Row>({
  row,
  index,
  isSelected,
  selection,
  shared,
}: DataTableRowProps<Row>) {
  const {
    columns,
    headerColumnId,
    selectable,
    rowActions,
    isRowMuted,
    labelOf,
    cellClassNames,
    selectCellClassName,
    actionsCellClassName,
    measureElement,
  } = shared;
  return (
    <tr
      ref={measureElement}
      data-index={index}
      aria-rowindex={index + 2}
      aria-selected={selectable ? isSelected : undefined}
      className={styles.row}
      data-selected={isSelected || undefined}
      data-muted={isRowMuted?.(row) || undefined}
    >
      {selectable && (
        <td className={selectCellClassName}>
          <Checkbox.Root
            className={styles.checkbox}
            aria-label={dataTableMessages.selectRow(labelOf(row))}
            checked={isSelected}
            onCheckedChange={(checked) => selection.toggleSelected(checked === true)}
          >
            <Checkbox.Indicator>
              <Icon name="check" />
            </Checkbox.Indicator>
          </Checkbox.Root>
        </td>
      )}
      {columns.map((column, columnIndex) => {
        const content = column.cell ? column.cell(row) : display(column.value?.(row));
        const className = cellClassNames[columnIndex];
        return column.id === headerColumnId ? (
          <th key={column.id} scope="row" className={className}>
            {content}
          </th>
        ) : (
          <td key={column.id} className={className}>
            {content}
          </td>
        );
      })}
      {rowActions && (
        <td className={actionsCellClassName}>
          <span className={styles.actions}>
            {rowActions(row).map((action) => (
              <IconButtonFace
                key={action.label}
                icon={action.icon}
                label={action.label}
                size="sm"
                tone={action.tone ?? 'neutral'}
                disabled={action.disabled}
                onClick={action.onSelect}
                {...{ [SHARED_TOOLTIP_ATTRIBUTE]: '' }}
              />
            ))}
          </span>
        </td>
      )}
    </tr>
  );
}) as <Row>(props: DataTableRowProps<Row>) => ReactNode;
