import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { BrickSummary } from '@joinery/flows/api/catalogue/bricks';
import { bricksListMachine } from '@joinery/flows/catalogue/catalogueList';
import { brickScreenMessages as m } from '@joinery/flows/catalogue';
import { ListScreen } from '../../staff/shared/ListScreen';
import { CatalogueScreen } from '../Reporting/searchStorySupport';
import { catalogueListStoryDefaults, listLoaded } from '../storySupport/catalogueListStories';

/*
 * Back-office lists keep their sort in the address (issue 36): the shared list screen writes a
 * sortable column's sort to `?sort=` and `&dir=` (replacing the history entry) and opens with the
 * sort an address names. None of the shared list screen's lists offers sortable headers today, so
 * the screen is shown here with the Product Bricks list and its Name and Last Edited columns sortable.
 */

function SortableBricksAt({ location }: { location: string }) {
  return (
    <CatalogueScreen location={location}>
      <ListScreen<BrickSummary>
        heading={m.heading}
        createLabel={m.createBrick}
        onCreate={() => undefined}
        machine={bricksListMachine}
        nameOf={(brick) => brick.name}
        getRowId={(brick) => String(brick.productBrickId)}
        columns={() => [
          { id: 'name', header: m.columns.name, value: (b) => b.name, sortable: true },
          { id: 'lastEdited', header: m.columns.lastEdited, value: (b) => b.lastUpdatedAt, sortable: true },
        ]}
        rowActions={() => []}
        renderDialog={() => null}
      />
    </CatalogueScreen>
  );
}

const meta = {
  title: 'Pages/Catalogue/Product Bricks/Sort In Address',
  component: SortableBricksAt,
  ...catalogueListStoryDefaults,
  args: { location: '/ProductBricksList' },
} satisfies Meta<typeof SortableBricksAt>;
export default meta;
type Story = StoryObj<typeof meta>;

const location = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status', { name: 'Current location' });
const table = (canvasElement: HTMLElement) => within(canvasElement).getByRole('table', { name: 'Product Bricks' });
const names = (canvasElement: HTMLElement) =>
  within(table(canvasElement))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('th, td')?.textContent ?? '');

/** Opened from an address with a sort and a search (a reload, a shared link): the same rows in the same order. */
export const OpenedWithSortAndSearch: Story = {
  args: { location: '/ProductBricksList?search=d&sort=name&dir=descending' },
  play: async ({ canvasElement }) => {
    await listLoaded(canvasElement);
    await expect(within(canvasElement).getByRole('searchbox', { name: 'Search by name' })).toHaveValue('d');
    await expect(within(table(canvasElement)).getByRole('columnheader', { name: /^Brick Name/ })).toHaveAttribute('aria-sort', 'descending');
    await waitFor(() => expect(names(canvasElement).length).toBeGreaterThan(1));
    const shown = names(canvasElement);
    await expect(shown).toEqual([...shown].sort((a, b) => b.localeCompare(a)));
  },
};

/** Sorting by a header writes the sort to the address, replacing the entry; the search stays. */
export const SortWritesAddress: Story = {
  args: { location: '/ProductBricksList?search=d' },
  play: async ({ canvasElement }) => {
    await listLoaded(canvasElement);
    const header = within(table(canvasElement)).getByRole('columnheader', { name: /^Last Edited/ });
    await userEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent(/^\/ProductBricksList\?search=d&sort=lastEdited&dir=ascending$/));
    await userEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent(/^\/ProductBricksList\?search=d&sort=lastEdited&dir=descending$/));
  },
};
