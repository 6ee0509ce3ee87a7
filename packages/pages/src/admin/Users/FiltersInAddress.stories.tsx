import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { demoAccessToken } from '@joinery/mocks/handlers/staff/staffSession';
import { BackOfficeStory } from '../../staff/storySupport';
import { currentLocation } from '../../staff/shared/storyQueries';
import { Users } from './Users';

/*
 * Users keeps its view in the address (issue 36): the search in `?search=` and the status filter,
 * when it is not the default Active, in `?status=`, written as staff change them (the history entry
 * replaced), so a reload, Back or a shared link shows the same users.
 */

function UsersAt({ location }: { location: string }) {
  return (
    <BackOfficeStory persona="all-roles" accessToken={demoAccessToken('all-roles')} location={location}>
      {() => <Users />}
    </BackOfficeStory>
  );
}

const meta = {
  title: 'Pages/Admin/Users/Filters In Address',
  component: UsersAt,
  globals: { theme: 'staff' },
  parameters: { layout: 'fullscreen' },
  args: { location: '/UsersList' },
} satisfies Meta<typeof UsersAt>;
export default meta;
type Story = StoryObj<typeof meta>;

const SEARCH = 'Search by first or last name';

async function loaded(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.getByRole('searchbox', { name: SEARCH })).toBeEnabled(), { timeout: 8000 });
  return canvas;
}

/** Opened from an address with both (a reload, a shared link): the search box, the filter and the rows follow it. */
export const OpenedWithFilters: Story = {
  args: { location: '/UsersList?search=iv&status=Inactive' },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: SEARCH })).toHaveValue('iv');
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Inactive');
    const table = within(await canvas.findByRole('table', { name: 'Users' }));
    await expect(await table.findByText('Iv', { selector: 'mark' })).toBeVisible();
    await expect(table.queryByText('Alex')).toBeNull();
  },
};

/** Each change is written to the address; the default status is left out of it. */
export const FiltersWriteAddress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: SEARCH }), 'Iv');
    await waitFor(() => expect(currentLocation(canvasElement)).toHaveTextContent(/^\/UsersList\?search=Iv$/));
    await userEvent.click(canvas.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Inactive' }));
    await waitFor(() => expect(currentLocation(canvasElement)).toHaveTextContent(/^\/UsersList\?search=Iv&status=Inactive$/));
    await userEvent.click(canvas.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Active' }));
    await waitFor(() => expect(currentLocation(canvasElement)).toHaveTextContent(/^\/UsersList\?search=Iv$/));
  },
};
