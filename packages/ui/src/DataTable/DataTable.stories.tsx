import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { StatusBadge } from '../StatusBadge';
import { ThemeProvider, themeNames } from '../theme';
import {
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  type DataTableRowAction,
} from './DataTable';
import { dataTableDensities } from './DataTable.css';

interface Brick {
  id: string;
  name: string;
  lastEdited: Date;
  source: string;
  example: string;
  published: boolean;
}

const sources = ['BRMFG', 'BRLIN', 'BRPART', 'BRDES1'];
/** Deterministic rows: brick n, edited n days after 1 Jan 2025. */
const makeBricks = (count: number, from = 1): Brick[] =>
  Array.from({ length: count }, (_, index) => {
    const n = from + index;
    return {
      id: `brick-${n}`,
      name: `Brick ${String(n).padStart(5, '0')}`,
      lastEdited: new Date(2025, 0, 1 + (n % 365)),
      source: sources[n % sources.length] as string,
      example: `EX-${(n * 7919) % 10000}`,
      published: n % 3 !== 0,
    };
  });

const columns: DataTableColumn<Brick>[] = [
  { id: 'name', header: 'Brick Name', value: (row) => row.name, sortable: true, width: '30%' },
  { id: 'lastEdited', header: 'Last Edited', value: (row) => row.lastEdited, sortable: true },
  { id: 'source', header: 'Source', value: (row) => row.source, sortable: true },
  { id: 'example', header: 'Example', value: (row) => row.example },
  {
    id: 'status',
    header: 'Status',
    value: (row) => (row.published ? 'Published' : 'Unpublished'),
    cell: (row) => (
      <StatusBadge tone={row.published ? 'positive' : 'neutral'} size="sm">
        {row.published ? 'Published' : 'Unpublished'}
      </StatusBadge>
    ),
  },
];

const unsorted: Brick[] = [
  ...makeBricks(3, 20).reverse(),
  {
    id: 'b-a',
    name: 'Alder',
    lastEdited: new Date(2025, 4, 2),
    source: 'BRPART',
    example: 'EX-1',
    published: true,
  },
  {
    id: 'b-w',
    name: 'walnut',
    lastEdited: new Date(2024, 11, 30),
    source: 'BRMFG',
    example: 'EX-2',
    published: false,
  },
];

const onEdit = fn();

const firstCells = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

/**
 * DataTable is the back office's list: TanStack Table for the model, TanStack Virtual for the
 * rows, so ten thousand rows scroll smoothly under a sticky header. Sortable headers cycle
 * unsorted → ascending → descending → ascending, one column at a time (`aria-sort`). Rows can
 * carry icon actions with tooltips, be selectable or greyed. A results counter ("N Results
 * (Viewing 1-M of N)") and a Load More button replace pagination; an empty list shows the
 * "No Records" notice.
 *
 * **When to use:** records the user scans, sorts and acts on: bricks, series, users, bids.
 *
 * **When not to use:** for a handful of read-only values (use DescriptionList), for layout, or
 * for a list of cards (products use ProductTile).
 */
const meta = {
  title: 'Data/DataTable',
  component: DataTable<Brick>,
  args: {
    label: 'Product Bricks',
    columns,
    rows: makeBricks(25),
    getRowId: (row: Brick) => row.id,
    totalCount: 40,
    onLoadMore: fn(),
    onSortChange: fn(),
    rowActions: (row: Brick): DataTableRowAction[] => [
      { label: 'Edit', icon: 'edit', onSelect: () => onEdit(row.id) },
    ],
  },
  argTypes: { density: { control: 'inline-radio', options: dataTableDensities } },
} satisfies Meta<DataTableProps<Brick>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Product Bricks' })).toBeVisible();
    await expect(canvas.getByText('40 Results (Viewing 1-25 of 40)')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Load More' }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
    const firstRow = canvas.getAllByRole('row')[1] as HTMLElement;
    await userEvent.click(within(firstRow).getByRole('button', { name: 'Edit' }));
    await expect(onEdit).toHaveBeenCalledWith('brick-1');
  },
};

export const Playground: Story = {};

/** The specs' cycle: unsorted → ascending → descending → ascending; a new column starts ascending. */
export const SortCycle: Story = {
  args: { rows: unsorted, totalCount: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nameHeader = canvas.getByRole('columnheader', { name: 'Brick Name' });
    const nameButton = within(nameHeader).getByRole('button');
    await expect(nameHeader).toHaveAttribute('aria-sort', 'none');
    await expect(firstCells(canvasElement)[0]).toBe('Brick 00022');

    await userEvent.click(nameButton);
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(firstCells(canvasElement)).toEqual([
      'Alder',
      'Brick 00020',
      'Brick 00021',
      'Brick 00022',
      'walnut',
    ]);
    await expect(args.onSortChange).toHaveBeenLastCalledWith({
      columnId: 'name',
      direction: 'ascending',
    });

    await userEvent.click(nameButton);
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(firstCells(canvasElement)[0]).toBe('walnut');

    await userEvent.click(nameButton);
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');

    const editedHeader = canvas.getByRole('columnheader', { name: 'Last Edited' });
    await userEvent.click(within(editedHeader).getByRole('button'));
    await expect(editedHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(nameHeader).toHaveAttribute('aria-sort', 'none');
    await expect(firstCells(canvasElement)[0]).toBe('walnut');
    // Not sortable: no aria-sort and no button.
    await expect(canvas.getByRole('columnheader', { name: 'Example' })).not.toHaveAttribute(
      'aria-sort',
    );
  },
};

/** Server sorting: the table reports the new order and keeps the rows as given (the flow refetches). */
export const ServerSort: Story = {
  args: {
    rows: unsorted,
    totalCount: undefined,
    sortMode: 'server',
    defaultSort: { columnId: 'name', direction: 'ascending' },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nameHeader = canvas.getByRole('columnheader', { name: 'Brick Name' });
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(nameHeader).getByRole('button'));
    await expect(args.onSortChange).toHaveBeenCalledWith({
      columnId: 'name',
      direction: 'descending',
    });
    await expect(firstCells(canvasElement)[0]).toBe('Brick 00022');
  },
};

export const RowActionTooltips: Story = {
  args: {
    rows: makeBricks(3),
    rowActions: (row: Brick): DataTableRowAction[] => [
      { label: 'Edit', icon: 'edit', onSelect: () => onEdit(row.id) },
      { label: 'Copy', icon: 'copy', onSelect: fn() },
      {
        label: 'Delete',
        icon: 'delete',
        tone: 'critical',
        onSelect: fn(),
        disabled: row.published,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const copy = canvas.getAllByRole('button', { name: 'Copy' })[0] as HTMLElement;
    await userEvent.hover(copy);
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Copy');
    // It describes the control it names while it shows, and sits above it.
    await expect(copy).toHaveAccessibleDescription('Copy');
    await expect(tooltip.getBoundingClientRect().bottom).toBeLessThanOrEqual(copy.getBoundingClientRect().top);
    // Moving to the next action moves the one tooltip there.
    const edit = canvas.getAllByRole('button', { name: 'Edit' })[1] as HTMLElement;
    await userEvent.hover(edit);
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('Edit'));
    await expect(screen.getAllByRole('tooltip')).toHaveLength(1);
    // Escape, wherever focus is, puts it away while the pointer stays.
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('tooltip')).toBeNull();
    await userEvent.unhover(edit);
    await expect(copy).not.toHaveAccessibleDescription();
    await expect(canvas.getAllByRole('button', { name: 'Delete' })[0]).toBeDisabled();
  },
};

/** Keyboard focus shows a row action's tooltip and Escape puts it away; a click's focus does not show it. */
export const RowActionTooltipKeyboard: Story = {
  args: { rows: makeBricks(2), totalCount: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const edit = canvas.getAllByRole('button', { name: 'Edit' })[0] as HTMLElement;
    await userEvent.click(edit);
    await expect(edit).toHaveFocus();
    await expect(screen.queryByRole('tooltip')).toBeNull();
    await userEvent.tab();
    const next = canvas.getAllByRole('button', { name: 'Edit' })[1] as HTMLElement;
    await expect(next).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Edit');
    await expect(next).toHaveAccessibleDescription('Edit');
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('tooltip')).toBeNull();
    await expect(next).toHaveFocus();
  },
};

/** The actions column is headed "Actions" unless the screen names it (a specification's "Action"). */
export const ActionsHeader: Story = {
  args: { rows: makeBricks(2), actionsHeader: 'Action' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const headers = canvas.getAllByRole('columnheader').map((header) => header.textContent);
    await expect(headers.at(-1)).toBe('Action');
    await expect(headers).not.toContain('Actions');
  },
};

export const Selectable: Story = {
  args: {
    rows: makeBricks(4),
    totalCount: undefined,
    selectable: true,
    onSelectedRowIdsChange: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Brick 00002' }));
    await expect(args.onSelectedRowIdsChange).toHaveBeenLastCalledWith(['brick-2']);
    const selectAll = canvas.getByRole('checkbox', { name: 'Select all rows' });
    await expect(selectAll).toHaveAttribute('data-state', 'indeterminate');
    await userEvent.click(selectAll);
    await expect(args.onSelectedRowIdsChange).toHaveBeenLastCalledWith([
      'brick-1',
      'brick-2',
      'brick-3',
      'brick-4',
    ]);
    await expect(canvas.getAllByRole('row')[2]).toHaveAttribute('aria-selected', 'true');
  },
};

/** Holidays dated before yesterday are greyed (back-office-admin.md §2). */
export const GreyedRows: Story = {
  args: { rows: makeBricks(4), totalCount: undefined, isRowMuted: (row: Brick) => !row.published },
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('row');
    await expect(rows[3]).toHaveAttribute('data-muted');
    await expect(rows[1]).not.toHaveAttribute('data-muted');
  },
};

/** Load More appends the next page; the counter follows and the button leaves at the end. */
export const LoadMore: Story = {
  render: function LoadMore(args) {
    const [rows, setRows] = useState(() => makeBricks(25));
    return (
      <DataTable
        {...args}
        rows={rows}
        totalCount={40}
        onLoadMore={() => setRows((loaded) => [...loaded, ...makeBricks(15, 26)])}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Load More' }));
    await expect(await canvas.findByText('40 Results (Viewing 1-40 of 40)')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Load More' })).toBeNull();
  },
};

export const LoadingMore: Story = {
  args: { loadingMore: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Load More/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading...')).toBeVisible();
  },
};

/** No rows: the specs' notice with the list's name as its heading. */
export const Empty: Story = {
  args: { rows: [], totalCount: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Product Bricks' })).toBeVisible();
    await expect(canvas.getByText('No Records')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Load More' })).toBeNull();
  },
};

export const WithToolbar: Story = {
  args: { toolbar: <Button size="sm">Create Brick</Button> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Create Brick' })).toBeVisible();
  },
};

const tenThousand = makeBricks(10_000);

/** 10,000 rows: only a screenful is in the DOM; scrolling to the end finds the last row. */
export const TenThousandRows: Story = {
  args: { rows: tenThousand, totalCount: 10_000, maxHeight: '480px' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('10000 Results (Viewing 1-10000 of 10000)')).toBeVisible();
    await expect(canvas.getAllByRole('row').length).toBeLessThan(80);
    const scroller = canvas.getByRole('region', { name: 'Product Bricks' });
    scroller.scrollTop = scroller.scrollHeight;
    const last = await canvas.findByRole('rowheader', { name: 'Brick 10000' });
    await waitFor(() => expect(last).toBeVisible());
    await expect(last.closest('tr')).toHaveAttribute('aria-rowindex', '10001');
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-rowcount', '10001');
  },
};

/** Keyboard: the scroller takes focus, Enter on a header sorts it, Tab reaches the row actions. */
export const Keyboard: Story = {
  args: { rows: unsorted, totalCount: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('region', { name: 'Product Bricks' })).toHaveFocus();
    await userEvent.tab();
    const nameButton = within(canvas.getByRole('columnheader', { name: 'Brick Name' })).getByRole(
      'button',
    );
    await expect(nameButton).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('columnheader', { name: 'Brick Name' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('columnheader', { name: 'Brick Name' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const firstEdit = canvas.getAllByRole('button', { name: 'Edit' })[0];
    await expect(firstEdit).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onEdit).toHaveBeenLastCalledWith('b-w');
  },
};

/**
 * On a 390 px phone the table keeps its columns readable: it is never narrower than its columns'
 * minimums (8rem each unless a column says otherwise), so it scrolls sideways inside its own
 * frame while the page stays put, and the first column stays pinned at the frame's left edge.
 */
export const PhoneWidth: Story = {
  args: { rows: makeBricks(6), totalCount: 6 },
  decorators: [(Story) => <div style={{ width: 358 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const frame = canvas.getByRole('region', { name: 'Product Bricks' });
    // The frame stays inside the phone; the table inside it is wider and scrolls.
    await expect(frame.clientWidth).toBeLessThanOrEqual(358);
    await expect(frame.scrollWidth).toBeGreaterThan(frame.clientWidth);
    // No word is broken or cut: headers wrap between words, every brick name fits its cell.
    for (const header of canvas.getAllByRole('columnheader')) {
      await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
    }
    const firstName = canvas.getAllByRole('rowheader')[0] as HTMLElement;
    await expect(firstName).toHaveTextContent('Brick 00001');
    const lineHeight = parseFloat(getComputedStyle(firstName).lineHeight);
    await expect(firstName.getBoundingClientRect().height).toBeLessThan(lineHeight * 2 + 16);
    // Scrolled to the far right, the brick name is still at the frame's left edge.
    frame.scrollLeft = frame.scrollWidth;
    await waitFor(() => expect(frame.scrollLeft).toBeGreaterThan(0));
    const frameLeft = frame.getBoundingClientRect().left;
    await expect(Math.abs(firstName.getBoundingClientRect().left - frameLeft)).toBeLessThan(2);
    await expect(canvas.getByRole('columnheader', { name: 'Brick Name' }).getBoundingClientRect().left - frameLeft).toBeLessThan(2);
  },
};

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
      {themeNames.map((theme) => (
        <ThemeProvider key={theme} theme={theme}>
          <div style={{ padding: 12 }}>
            <DataTable
              label={`${theme} bricks`}
              columns={columns.slice(0, 3).concat(columns.slice(4))}
              rows={makeBricks(4)}
              getRowId={(row) => row.id}
              totalCount={12}
              defaultSort={{ columnId: 'name', direction: 'ascending' }}
              selectable
              defaultSelectedRowIds={['brick-2']}
              isRowMuted={(row) => !row.published}
              rowActions={() => [{ label: 'Edit', icon: 'edit', onSelect: () => {} }]}
              density={theme === 'staff' || theme === 'staffDark' ? 'compact' : 'comfortable'}
            />
          </div>
        </ThemeProvider>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('table')).toHaveLength(themeNames.length);
  },
};
