import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { locationGroupsInWrongOrder, locationsHandlers } from '@joinery/mocks/handlers/admin/locations';
import { countGets } from '@joinery/mocks/handlers/admin/countGets';
import { menuGroupMessages } from '@joinery/flows/admin/menuGroups';
import { errorDialogMessages } from '@joinery/flows/staff/shell';
import { captureBodies } from '@joinery/mocks/handlers/shared/storyCapture';
import { http, HttpResponse } from 'msw';
import { columnHeadersOf, CONFLICT_SPOKEN, LIST_FAILED_TEXT, rowTextsOf, SERVER_ERROR_SPOKEN } from '../../staff/shared/storyQueries';
import { expectAnnounced } from '../../../../../.storybook/announced';
import { listConflictRefetchPlay, listReloadAfterFailurePlay } from '../shared/AdminListsEditor/loadFailedStory';
import { LocationMenuGroups } from './LocationMenuGroups';

const meta = {
  title: 'Pages/Admin/Location Menu Groups',
  component: LocationMenuGroups,
  globals: { theme: 'staff' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LocationMenuGroups>;
export default meta;
type Story = StoryObj<typeof meta>;

const creates = captureBodies('post', '*/bridgesys/LocationGroups');
const updates = captureBodies('put', '*/bridgesys/LocationGroups/:id');

async function table(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.getByRole('searchbox', { name: 'Search by name' })).toBeEnabled(), { timeout: 8000 });
  return within(await canvas.findByRole('table', { name: 'Location Menu Groups' }));
}

/**
 * The list: its heading, the §2 columns (the actions column headed "Action"), groups by display
 * order then active first (the server answers them the other way round), and Status reading
 * active/inactive.
 */
export const List: Story = {
  parameters: { msw: { handlers: { locations: [locationGroupsInWrongOrder, ...locationsHandlers] } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Location Menu Groups' })).toBeVisible();
    await table(canvasElement);
    const element = within(canvasElement).getByRole('table', { name: 'Location Menu Groups' });
    await waitFor(() => expect(rowTextsOf(element).length).toBe(7));
    await expect(columnHeadersOf(element)).toEqual(['Group Name', 'Display Order', 'Group Type', 'Status', 'Action']);
    const texts = rowTextsOf(element).map(([name, order, , status]) => [name, order, status]);
    await expect(texts.slice(0, 3)).toEqual([
      ['Pennsylvania', '1', 'active'],
      ['Western Pennsylvania (retired)', '1', 'inactive'],
      ['New Jersey', '2', 'active'],
    ]);
  },
};

/** A name opens the group read-only, titled Location Menu Group. */
export const View: Story = {
  tags: ['screenshot'],
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    for (const header of ['Group Name', 'Display Order', 'Group Type', 'Status']) await expect(rows.getByRole('columnheader', { name: header })).toBeVisible();
    const first = rows.getAllByRole('row')[1]!;
    await userEvent.click(within(first).getAllByRole('button')[0]!);
    const dialog = within(await screen.findByRole('dialog', { name: 'Location Menu Group' }));
    await expect(dialog.getByRole('textbox', { name: /Group Name/ })).toHaveAttribute('readonly');
  },
};

/** Submit stays disabled until a name and a group type are given. */
export const SubmitDisabled: Story = {
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '+ Create Location Group' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create Location Menu Group' }));
    await expect(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
    // The modal fades in: wait for it to be shown rather than asserting on its first frame (opacity 0).
    await waitFor(() => expect(dialog.getByText('Choose a Group Type')).toBeVisible());
    await expect(dialog.getByRole('textbox', { name: 'Display Order' })).toHaveValue('0');
  },
};

/** Create: the name is trimmed, order 0 by default; the list reloads. */
export const Create: Story = {
  parameters: { msw: { handlers: { locations: [creates.handler, ...locationsHandlers] } } },
  play: async ({ canvasElement }) => {
    creates.reset();
    await table(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '+ Create Location Group' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create Location Menu Group' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Group Name/ }), ' East ');
    await userEvent.click(dialog.getByRole('combobox', { name: /Group Type/ }));
    await userEvent.click((await screen.findAllByRole('option'))[1]!);
    // Issue 46: the save is spoken (the shared record dialog's toast).
    await expectAnnounced(() => userEvent.click(dialog.getByRole('button', { name: 'Submit' })), 'polite', /^Record saved$/, { timeout: 10_000 });
    await waitFor(() => expect(creates.bodies.at(-1)).toMatchObject({ name: 'East', displayOrder: 0, isActive: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Edit shows the group ID and sends LocationMenuGroupId. */
export const Edit: Story = {
  parameters: { msw: { handlers: { locations: [updates.handler, ...locationsHandlers] } } },
  play: async ({ canvasElement }) => {
    updates.reset();
    const rows = await table(canvasElement);
    await userEvent.click(within(rows.getAllByRole('row')[1]!).getByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Location Menu Group' }));
    const id = dialog.getByRole('textbox', { name: 'Group ID' });
    const order = dialog.getByRole('textbox', { name: 'Display Order' });
    await userEvent.clear(order);
    await userEvent.type(order, '7');
    // Issue 46: the save is spoken by the "Record saved" toast.
    await expectAnnounced(() => userEvent.click(dialog.getByRole('button', { name: 'Submit' })), 'polite', /^Record saved$/, { timeout: 10_000 });
    await waitFor(() => expect(updates.bodies.at(-1)).toMatchObject({ LocationMenuGroupId: Number((id as HTMLInputElement).value), displayOrder: 7 }));
  },
};

/** Edit shows Status (Active/Inactive); Cancel closes without saving. */
export const StatusAndCancel: Story = {
  parameters: { msw: { handlers: { locations: [updates.handler, ...locationsHandlers] } } },
  play: async ({ canvasElement }) => {
    updates.reset();
    const rows = await table(canvasElement);
    await userEvent.click(within(rows.getByRole('row', { name: /Western Pennsylvania/ })).getByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Location Menu Group' }));
    const status = dialog.getByRole('combobox', { name: 'Status' });
    await expect(status).toHaveTextContent('Inactive');
    await userEvent.click(status);
    await expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Active', 'Inactive']);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Location Menu Group' })).toBeNull());
    await expect(updates.bodies).toEqual([]);
  },
};

/** No groups: "No Records" titled Location Menu Groups, spoken politely as the empty list arrives (issue 46). */
export const Empty: Story = {
  parameters: { msw: { handlers: { locations: [http.get('*/bridgesys/LocationGroups', () => HttpResponse.json([])), ...locationsHandlers] } } },
  play: async ({ canvasElement, mount }) => {
    await expectAnnounced(() => mount(), 'polite', /No Records/, { timeout: 8000 });
    await expect(await within(canvasElement).findByRole('heading', { level: 2, name: 'Location Menu Groups' }, { timeout: 8000 })).toBeVisible();
    await expect(within(canvasElement).getByText('No Records')).toBeVisible();
  },
};

/** The list fails to load: the error dialog (OK), and the server-error text in the list's place. */
export const LoadFailed: Story = {
  parameters: { faults: { 'locationGroups.list': { status: 500 } } },
  play: async ({ canvasElement, mount }) => {
    // Issue 46: the list's failure is spoken: focus moves into the error dialog, read with its text.
    await expectAnnounced(() => mount(), 'focus', SERVER_ERROR_SPOKEN, { timeout: 8000 });
    const dialog = await screen.findByRole('dialog', { name: '500 - Error' }, { timeout: 8000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '500 - Error' })).toBeNull());
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(LIST_FAILED_TEXT);
  },
};

/** A group that cannot be fetched (GET LocationGroups/{id} 500): the "500 - Error" dialog alone, no group dialog; OK leaves the list. */
export const GroupLoadFailed: Story = {
  parameters: { faults: { 'locationGroups.get': { status: 500 } } },
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    // Issue 46: focus moves into the error dialog, read with its text.
    await expectAnnounced(() => userEvent.click(within(rows.getAllByRole('row')[1]!).getAllByRole('button')[0]!), 'focus', SERVER_ERROR_SPOKEN, {
      timeout: 8000,
    });
    const dialog = await screen.findByRole('dialog', { name: '500 - Error' }, { timeout: 8000 });
    await expect(dialog).toHaveTextContent('An error has occurred on the server, Please contact the support team so it can be investigated');
    await expect(screen.queryByRole('dialog', { name: 'Location Menu Group' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(within(canvasElement).getByRole('table', { name: 'Location Menu Groups' })).toBeVisible();
  },
};

/** Issue 36: a create that fails (500) says so, and once OK is pressed the dialog is still open with every typed value. */
export const SaveFailedKeepsValues: Story = {
  parameters: { faults: { 'locationGroups.create': { status: 500 } } },
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '+ Create Location Group' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create Location Menu Group' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Group Name/ }), 'East');
    const order = dialog.getByRole('textbox', { name: 'Display Order' });
    await userEvent.clear(order);
    await userEvent.type(order, '4');
    await userEvent.click(dialog.getByRole('combobox', { name: /Group Type/ }));
    const type = (await screen.findAllByRole('option'))[1]!;
    const typeName = type.textContent ?? '';
    await userEvent.click(type);
    // Issue 46: focus moves into the error dialog, read with its text.
    await expectAnnounced(() => userEvent.click(dialog.getByRole('button', { name: 'Submit' })), 'focus', SERVER_ERROR_SPOKEN);
    const error = await screen.findByRole('dialog', { name: '500 - Error' }, { timeout: 8000 });
    await expect(error).toHaveTextContent('An error has occurred on the server, Please contact the support team so it can be investigated');
    await userEvent.click(within(error).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '500 - Error' })).toBeNull());
    const open = within(screen.getByRole('dialog', { name: 'Create Location Menu Group' }));
    await expect(open.getByRole('textbox', { name: /Group Name/ })).toHaveValue('East');
    await expect(open.getByRole('textbox', { name: 'Display Order' })).toHaveValue('4');
    await expect(open.getByRole('combobox', { name: /Group Type/ })).toHaveTextContent(typeName);
    await expect(open.getByRole('button', { name: 'Submit' })).toBeEnabled();
  },
};

const groupGets = countGets('*/bridgesys/LocationGroups');
const countingGroups = { msw: { handlers: { locations: [groupGets.handler, ...locationsHandlers] } } };

/** §8: the list's GET answers 409 once; OK on "409 - Error" asks for the groups again (a second GET) and the list shows. */
export const ListConflictRefetches: Story = {
  parameters: { ...countingGroups, faults: { 'locationGroups.list': { status: 409, times: 1 } } },
  beforeEach: groupGets.reset,
  play: listConflictRefetchPlay(groupGets.loads, menuGroupMessages.heading),
};

/**
 * The list fails to load (500 once) and OK leaves the failure text; + Create Location Group still
 * works, and its save reloads the list (a second GET), which now shows the new group.
 */
export const ListFailedThenCreateReloads: Story = {
  parameters: { ...countingGroups, faults: { 'locationGroups.list': { status: 500, times: 1 } } },
  beforeEach: groupGets.reset,
  play: listReloadAfterFailurePlay(groupGets.loads, menuGroupMessages.heading, async (canvasElement) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: menuGroupMessages.create }));
    const dialog = within(await screen.findByRole('dialog', { name: menuGroupMessages.titles.create }, { timeout: 8000 }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Group Name/ }), 'Lehigh Valley');
    await userEvent.click(dialog.getByRole('combobox', { name: /Group Type/ }));
    await userEvent.click((await screen.findAllByRole('option'))[1]!);
    await userEvent.click(dialog.getByRole('button', { name: menuGroupMessages.submit }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 8000 });
    return 'Lehigh Valley';
  }),
};

/** GET LocationGroups/{id} (a number: not LocationGroups/LocationGroupTypes). */
const oneGroupGets = countGets('*/bridgesys/LocationGroups/:id', (url) => /\/\d+$/.test(url.pathname));

/**
 * §4 Conflict: someone else changed the group (PUT 409). OK on "409 - Error" fetches the group
 * again (a second GET LocationGroups/{id}) and the dialog shows the stored display order, not the
 * one typed.
 */
export const EditConflictRefetches: Story = {
  parameters: {
    msw: { handlers: { locations: [oneGroupGets.handler, ...locationsHandlers] } },
    faults: { 'locationGroups.update': { status: 409, times: 1 } },
  },
  beforeEach: oneGroupGets.reset,
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await userEvent.click(within(rows.getAllByRole('row')[1]!).getByRole('button', { name: menuGroupMessages.edit }));
    const dialog = within(await screen.findByRole('dialog', { name: menuGroupMessages.titles.edit }, { timeout: 8000 }));
    const order = dialog.getByRole('textbox', { name: menuGroupMessages.fields.displayOrder });
    await waitFor(() => expect(order).not.toHaveValue(''));
    const stored = (order as HTMLInputElement).value;
    await expect(oneGroupGets.loads.count).toBe(1);
    await userEvent.clear(order);
    await userEvent.type(order, '97');
    // Issue 46: focus moves into the "409 - Error" dialog, read with its text.
    await expectAnnounced(() => userEvent.click(dialog.getByRole('button', { name: menuGroupMessages.submit })), 'focus', CONFLICT_SPOKEN, {
      timeout: 8000,
    });
    const error = await screen.findByRole('dialog', { name: '409 - Error' }, { timeout: 8000 });
    await expect(error).toHaveTextContent(errorDialogMessages.conflict);
    await userEvent.click(within(error).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(oneGroupGets.loads.count).toBe(2), { timeout: 8000 });
    const reopened = within(await screen.findByRole('dialog', { name: menuGroupMessages.titles.edit }, { timeout: 8000 }));
    await waitFor(() => expect(reopened.getByRole('textbox', { name: menuGroupMessages.fields.displayOrder })).toHaveValue(stored), { timeout: 8000 });
  },
};
