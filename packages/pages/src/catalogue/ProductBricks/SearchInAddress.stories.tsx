import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CatalogueScreen } from '../Reporting/searchStorySupport';
import { catalogueListStoryDefaults, listLoaded } from '../storySupport/catalogueListStories';
import { ProductBricks } from './ProductBricks';

/*
 * Back-office lists keep their view in the address (issue 36): the shared list screen writes its
 * name search to `?search=` as staff type (replacing the history entry), and a reload, Back or a
 * shared link with it shows the same rows. Shown on Product Bricks; Series, Templates, Locations,
 * Location Menu Groups and Holidays use the same list screen.
 */

function BricksAt({ location }: { location: string }) {
  return (
    <CatalogueScreen location={location}>
      <ProductBricks />
    </CatalogueScreen>
  );
}

const meta = {
  title: 'Pages/Catalogue/Product Bricks/Search In Address',
  component: BricksAt,
  ...catalogueListStoryDefaults,
  args: { location: '/ProductBricksList' },
} satisfies Meta<typeof BricksAt>;
export default meta;
type Story = StoryObj<typeof meta>;

const location = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status', { name: 'Current location' });
const nameCells = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Product Bricks' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('th, td')?.textContent ?? '');

/** Opened from an address with a search (a reload, a shared link): the search box and the rows follow it. */
export const OpenedWithSearch: Story = {
  args: { location: '/ProductBricksList?search=door' },
  play: async ({ canvasElement }) => {
    await listLoaded(canvasElement);
    const search = within(canvasElement).getByRole('searchbox', { name: 'Search by name' });
    await expect(search).toHaveValue('door');
    await waitFor(() => expect(nameCells(canvasElement).length).toBeGreaterThan(0));
    for (const name of nameCells(canvasElement)) await expect(name.toLowerCase()).toMatch(/^door/);
  },
};

/** Typing a search writes it to the address, replacing the entry; clearing it removes it. */
export const SearchWritesAddress: Story = {
  play: async ({ canvasElement }) => {
    await listLoaded(canvasElement);
    const search = within(canvasElement).getByRole('searchbox', { name: 'Search by name' });
    await userEvent.type(search, 'Door S');
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent(/^\/ProductBricksList\?search=Door\+S$/));
    await userEvent.clear(search);
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent(/^\/ProductBricksList$/));
  },
};
