import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoAccessToken } from '@joinery/mocks/handlers/staff/staffSession';
import { BackOfficeStory } from '../../staff/storySupport';
import { currentLocation } from '../../staff/shared/storyQueries';
import { Holidays } from './Holidays';

/*
 * Holidays is the shared list screen, so it keeps its name search in the address (issue 36,
 * `?search=`), written as staff type, and a reload, Back or a shared link shows the same holidays.
 */

function HolidaysAt({ location }: { location: string }) {
  return (
    <BackOfficeStory persona="all-roles" accessToken={demoAccessToken('all-roles')} location={location}>
      {() => <Holidays />}
    </BackOfficeStory>
  );
}

const meta = {
  title: 'Pages/Admin/Holidays/Search In Address',
  component: HolidaysAt,
  globals: { theme: 'staff' },
  parameters: { layout: 'fullscreen' },
  args: { location: '/HolidaysList' },
} satisfies Meta<typeof HolidaysAt>;
export default meta;
type Story = StoryObj<typeof meta>;

const SEARCH = 'Search by name';
const T = { timeout: 15_000 };
const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('th, td')?.textContent ?? '');

/** Opened from an address with a search: the search box and the rows follow it. */
export const OpenedWithSearch: Story = {
  args: { location: '/HolidaysList?search=c' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('searchbox', { name: SEARCH })).toBeEnabled(), T);
    await expect(canvas.getByRole('searchbox', { name: SEARCH })).toHaveValue('c');
    const table = await canvas.findByRole('table', { name: 'Holidays' }, T);
    await waitFor(() => expect(names(table).length).toBeGreaterThan(0), T);
    for (const name of names(table)) await expect(name.toLowerCase()).toMatch(/^c/);
  },
};

/** Typing a search writes it to the address; clearing it removes it. */
export const SearchWritesAddress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('searchbox', { name: SEARCH });
    await waitFor(() => expect(search).toBeEnabled(), T);
    await userEvent.type(search, 'Ch');
    await waitFor(() => expect(currentLocation(canvasElement)).toHaveTextContent(/^\/HolidaysList\?search=Ch$/));
    await userEvent.clear(search);
    await waitFor(() => expect(currentLocation(canvasElement)).toHaveTextContent(/^\/HolidaysList$/));
  },
};
