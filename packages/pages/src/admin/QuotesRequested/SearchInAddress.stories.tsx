import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoAccessToken } from '@joinery/mocks/handlers/staff/staffSession';
import { BackOfficeStory } from '../../staff/storySupport';
import { currentLocation } from '../../staff/shared/storyQueries';
import { QuotesRequested } from './QuotesRequested';

/*
 * Quotes Requested keeps its customer-name search in the address (issue 36, `?search=`), written
 * as staff type (the history entry replaced), so a reload, Back or a shared link shows the same requests.
 */

function QuotesAt({ location }: { location: string }) {
  return (
    <BackOfficeStory persona="all-roles" accessToken={demoAccessToken('all-roles')} location={location}>
      {() => <QuotesRequested />}
    </BackOfficeStory>
  );
}

const meta = {
  title: 'Pages/Admin/Quotes Requested/Search In Address',
  component: QuotesAt,
  globals: { theme: 'staff' },
  parameters: { layout: 'fullscreen' },
  args: { location: '/QuotesList' },
} satisfies Meta<typeof QuotesAt>;
export default meta;
type Story = StoryObj<typeof meta>;

const SEARCH = 'Search by customer name';
const T = { timeout: 20000 };
const customerNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelectorAll('th, td')[3]?.textContent ?? '');

/** Opened from an address with a search: the search box and the rows follow it. */
export const OpenedWithSearch: Story = {
  args: { location: '/QuotesList?search=b' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('searchbox', { name: SEARCH })).toBeEnabled(), T);
    await expect(canvas.getByRole('searchbox', { name: SEARCH })).toHaveValue('b');
    const table = await canvas.findByRole('table', { name: 'Quotes Requested' }, T);
    await waitFor(() => expect(customerNames(table).length).toBeGreaterThan(0), T);
    for (const name of customerNames(table)) await expect(name.toLowerCase()).toMatch(/^b/);
  },
};

/** Typing a search writes it to the address; clearing it removes it. */
export const SearchWritesAddress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('searchbox', { name: SEARCH });
    await waitFor(() => expect(search).toBeEnabled(), T);
    await userEvent.type(search, 'Bo');
    await waitFor(() => expect(currentLocation(canvasElement)).toHaveTextContent(/^\/QuotesList\?search=Bo$/));
    await userEvent.clear(search);
    await waitFor(() => expect(currentLocation(canvasElement)).toHaveTextContent(/^\/QuotesList$/));
  },
};
