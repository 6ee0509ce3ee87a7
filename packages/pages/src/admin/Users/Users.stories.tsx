import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { usersHandlers } from '@joinery/mocks/handlers/admin/users';
import { countGets } from '@joinery/mocks/handlers/admin/countGets';
import { captureBodies } from '@joinery/mocks/handlers/shared/storyCapture';
import { demoAccessToken } from '@joinery/mocks/handlers/staff/staffSession';
import { locations } from '@joinery/mocks/data/admin/locations';
import { BackOfficeStory } from '../../staff/storySupport';
import { useStaffSession } from '../../staff/session';
import { CONFLICT_SPOKEN, LIST_FAILED_TEXT, SERVER_ERROR_SPOKEN } from '../../staff/shared/storyQueries';
import { expectAnnounced } from '../../../../../.storybook/announced';
import { errorDialogMessages } from '@joinery/flows/staff/shell';
import { Users } from './Users';

/** The signed-in name, as the shell's header shows it (to see the session refresh after a save). */
function SessionName() {
  const { user } = useStaffSession();
  return <output aria-label="Signed in as">{user ? `${user.firstName} ${user.lastName}` : ''}</output>;
}

function Screen() {
  return (
    <BackOfficeStory persona="all-roles" accessToken={demoAccessToken('all-roles')} location="/UsersList">
      {() => (
        <>
          <SessionName />
          <Users />
        </>
      )}
    </BackOfficeStory>
  );
}

const meta = {
  title: 'Pages/Admin/Users',
  component: Screen,
  globals: { theme: 'staff' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

const saves = captureBodies('put', '*/bridgesys/Users/:id');
const capturing = { msw: { handlers: { users: [saves.handler, ...usersHandlers] } } };

async function loaded(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.getByRole('searchbox', { name: 'Search by first or last name' })).toBeEnabled(), { timeout: 8000 });
  return canvas;
}

async function search(canvasElement: HTMLElement, text: string) {
  const canvas = await loaded(canvasElement);
  await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by first or last name' }), text);
  return within(await canvas.findByRole('table', { name: 'Users' }));
}

/** Issue 46: once the row or the dialog focus was in has gone, the screen's heading has focus. */
async function headingFocused(canvasElement: HTMLElement) {
  await waitFor(() => expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Users' })).toHaveFocus(), { timeout: 8000 });
}

/** Opens a user: the name opens it read-only, the edit icon in edit mode. */
async function openUser(canvasElement: HTMLElement, name: string, how: 'view' | 'edit') {
  const table = await search(canvasElement, name);
  const row = (await table.findAllByRole('row')).find((r) => r.textContent?.includes(name));
  if (!row) throw new Error(`no row for ${name}`);
  await userEvent.click(how === 'view' ? within(row).getByRole('button', { name }) : within(row).getByRole('button', { name: 'Edit' }));
  const dialog = await screen.findByRole('dialog', { name: how === 'view' ? 'View User' : 'Edit User' }, { timeout: 8000 });
  // The dialog fades in from opacity 0: on a busy machine a play could check a message's visibility
  // inside that fade (Name Too Long Paste Refused passed only on retry). Wait as a user would.
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/** The columns of §2; only active users by default. */
export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Users' });
    for (const header of ['User ID', 'First Name', 'Last Name', 'Email', 'Location', 'Department', 'Title', 'Extension', 'Status', 'Actions']) {
      await expect(within(table).getByRole('columnheader', { name: header })).toBeVisible();
    }
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Active');
    await expect(within(table).queryByText('Ivy')).toBeNull();
  },
};

/** Search matches the start of the first or the last name, in any case. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const table = await search(canvasElement, 'catal');
    await expect(await table.findByText('Catal', { selector: 'mark' })).toBeVisible();
    await expect(table.queryByText('Alex')).toBeNull();
  },
};

/** The Inactive filter lists inactive users only. */
export const InactiveFilter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Inactive' }));
    const table = within(await canvas.findByRole('table', { name: 'Users' }));
    await expect(await table.findByText('Ivy')).toBeVisible();
    await expect(table.queryByText('Alex')).toBeNull();
  },
};

/** Nothing matches: No Records titled Users, spoken politely as the list empties (issue 46). */
export const NoRecords: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const box = canvas.getByRole('searchbox', { name: 'Search by first or last name' });
    await expectAnnounced(() => userEvent.type(box, 'zzz'), 'polite', /No Records/, { container: canvasElement, timeout: 10_000 });
    await expect(await within(canvasElement).findByRole('heading', { level: 2, name: 'Users' })).toBeVisible();
    await expect(within(canvasElement).getByText('No Records')).toBeVisible();
  },
};

/**
 * The row's Status dropdown saves at once; the user leaves the Active list. Issue 46: the save is
 * spoken by the "Record saved" toast, as a record dialog's is.
 */
export const StatusChangeSaved: Story = {
  parameters: capturing,
  play: async ({ canvasElement }) => {
    saves.reset();
    const table = await search(canvasElement, 'Casey');
    await userEvent.click(await table.findByRole('combobox', { name: 'Status of Casey Catalogue' }));
    const inactive = await screen.findByRole('option', { name: 'Inactive' });
    await expectAnnounced(() => userEvent.click(inactive), 'polite', /^Record saved$/, { timeout: 10_000 });
    await waitFor(() => expect(saves.bodies.at(-1)).toMatchObject({ id: 2, isActive: false, LastUpdatedby: 'Alex Admin' }), { timeout: 8000 });
    await expect(await within(canvasElement).findByText('No Records')).toBeVisible();
    // Issue 46: the row (and its Status) left the list, the last one: focus goes to the heading.
    await headingFocused(canvasElement);
  },
};

/** A refused status save shows the error dialog and the row keeps its status. */
export const StatusChangeFailed: Story = {
  parameters: { faults: { 'users.update': { status: 500 } } },
  play: async ({ canvasElement }) => {
    const table = await search(canvasElement, 'Casey');
    await userEvent.click(await table.findByRole('combobox', { name: 'Status of Casey Catalogue' }));
    const inactive = await screen.findByRole('option', { name: 'Inactive' });
    // Issue 46: focus moves into the error dialog, read with its text.
    await expectAnnounced(() => userEvent.click(inactive), 'focus', SERVER_ERROR_SPOKEN);
    const dialog = await screen.findByRole('dialog', { name: '500 - Error' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(table.getByRole('combobox', { name: 'Status of Casey Catalogue' })).toHaveTextContent('Active'));
    // Issue 46: focus goes back to the row's Status.
    await waitFor(() => expect(table.getByRole('combobox', { name: 'Status of Casey Catalogue' })).toHaveFocus(), { timeout: 8000 });
  },
};

/** A name opens the user read-only: fields cannot be changed, Submit is hidden, Location Groups is disabled. */
export const ViewUser: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(await openUser(canvasElement, 'Casey', 'view'));
    await expect(dialog.getByRole('textbox', { name: '10 Character ID' })).toHaveValue('casey.cata');
    await expect(dialog.getByRole('textbox', { name: 'First Name' })).toHaveAttribute('readonly');
    await expect(dialog.queryByRole('button', { name: 'Submit' })).toBeNull();
    await expect(dialog.getByRole('tab', { name: 'Location Groups' })).toBeDisabled();
    for (const group of ['User Info', 'Contact Info', 'Address Info', 'Organizational Info']) {
      await expect(dialog.getByRole('region', { name: group })).toBeInTheDocument();
    }
  },
};

/** Details edited and submitted: the full user is sent with LastUpdatedby; the dialog closes. */
export const EditDetails: Story = {
  parameters: capturing,
  play: async ({ canvasElement }) => {
    saves.reset();
    const dialog = within(await openUser(canvasElement, 'Casey', 'edit'));
    const title = dialog.getByRole('textbox', { name: 'Job Title' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Estimator');
    // Issue 46: the save is spoken (the shared record dialog's toast).
    await expectAnnounced(() => userEvent.click(dialog.getByRole('button', { name: 'Submit' })), 'polite', /^Record saved$/, { timeout: 10_000 });
    await waitFor(() => expect(saves.bodies.at(-1)).toMatchObject({ id: 2, title: 'Estimator', LastUpdatedby: 'Alex Admin' }), { timeout: 8000 });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit User' })).toBeNull());
    // §4 "A successful save closes the dialog and reloads the list": Casey's row reads the new title.
    const table = within(canvasElement).getByRole('table', { name: 'Users' });
    await waitFor(() => expect(within(table).getAllByRole('row').find((r) => r.textContent?.includes('Casey'))).toHaveTextContent('Estimator'), {
      timeout: 8000,
    });
  },
};

/** The list fails to load: the error dialog (OK), then the server-error text in the list's place. */
export const LoadFailed: Story = {
  parameters: { faults: { 'users.list': { status: 500 } } },
  play: async ({ canvasElement, mount }) => {
    // Issue 46: the list's failure is spoken: focus moves into the error dialog, read with its text.
    await expectAnnounced(() => mount(), 'focus', SERVER_ERROR_SPOKEN, { timeout: 10_000 });
    const dialog = await screen.findByRole('dialog', { name: '500 - Error' }, { timeout: 8000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '500 - Error' })).toBeNull());
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(LIST_FAILED_TEXT);
    // Issue 46: nothing was focused before the error: OK gives focus to the screen's heading.
    await headingFocused(canvasElement);
  },
};

/** SEO: publishing needs the starred fields; the description is rich text. */
export const EditSeo: Story = {
  parameters: capturing,
  play: async ({ canvasElement }) => {
    saves.reset();
    const dialog = within(await openUser(canvasElement, 'Casey', 'edit'));
    await userEvent.click(dialog.getByRole('tab', { name: 'SEO Information' }));
    await userEvent.click(await dialog.findByRole('checkbox', { name: 'Published' }));
    await expect(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await expect(dialog.getByText('Meta Title is required to publish the designer page', { selector: 'li *' })).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Meta Title' }), 'Casey');
    await userEvent.type(dialog.getByRole('textbox', { name: 'URL' }), '/casey');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Meta Description' }), 'Designer');
    await userEvent.click(dialog.getByRole('combobox', { name: 'Location' }));
    await userEvent.click((await screen.findAllByRole('option'))[1]!);
    await userEvent.type(await dialog.findByRole('textbox', { name: 'Description' }, { timeout: 8000 }), 'Kitchens');
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Submit' })).toBeEnabled());
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(saves.bodies.at(-1)).toMatchObject({ designerPagePublished: true, designerPageUrl: '/casey', designerDescription: expect.stringContaining('Kitchens') }),
      { timeout: 8000 },
    );
  },
};

/** Role Permissions: each active role with its checkbox and description; the roles are sent. */
export const Roles: Story = {
  parameters: capturing,
  play: async ({ canvasElement }) => {
    saves.reset();
    const dialog = within(await openUser(canvasElement, 'Casey', 'edit'));
    await userEvent.click(dialog.getByRole('tab', { name: 'Role Permissions' }));
    await waitFor(async () => expect(await dialog.findByText('Sees the Quote Requests menu.')).toBeVisible(), { timeout: 8000 });
    await expect(dialog.queryByRole('checkbox', { name: 'Legacy CRM Reports' })).toBeNull();
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Bid Admin' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(saves.bodies.at(-1)).toMatchObject({ userRoles: expect.arrayContaining([expect.objectContaining({ roleId: 1, assigned: true })]) }), { timeout: 8000 });
  },
};

async function leaveDirtyDetails(canvasElement: HTMLElement) {
  const dialog = within(await openUser(canvasElement, 'Casey', 'edit'));
  const first = dialog.getByRole('textbox', { name: 'First Name' });
  await userEvent.type(first, 'x');
  await userEvent.click(dialog.getByRole('tab', { name: 'Role Permissions' }));
  const question = await screen.findByRole('alertdialog', { name: 'Submit Changes' });
  await expect(question).toHaveTextContent('Would you like to submit changes prior to leaving tab?');
  return { dialog, question: within(question) };
}

/** Leaving a changed Details panel, No: the panel's edits are discarded. */
export const LeaveDirtyNo: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, question } = await leaveDirtyDetails(canvasElement);
    await userEvent.click(question.getByRole('button', { name: 'No' }));
    await expect(await dialog.findByRole('checkbox', { name: 'Bid Admin' })).toBeVisible();
    await userEvent.click(dialog.getByRole('tab', { name: 'Details' }));
    await expect(await dialog.findByRole('textbox', { name: 'First Name' })).toHaveValue('Casey');
  },
};

/** Leaving a changed Details panel, Yes: the edits are kept. */
export const LeaveDirtyYes: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, question } = await leaveDirtyDetails(canvasElement);
    await userEvent.click(question.getByRole('button', { name: 'Yes' }));
    await userEvent.click(await dialog.findByRole('tab', { name: 'Details' }));
    await expect(await dialog.findByRole('textbox', { name: 'First Name' })).toHaveValue('Caseyx');
  },
};

/** Change History: the last month of changes, the filters, Load More. */
export const History: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(await openUser(canvasElement, 'Alex', 'view'));
    await userEvent.click(dialog.getByRole('tab', { name: 'Change History' }));
    // n is the rows listed: page 1 is 25 records, the few whose from equals to hidden.
    const counter = /^Viewing 1-(\d+) of (\d+)$/;
    const shown = () => Number(counter.exec(dialog.getByText(counter).textContent ?? '')?.[1]);
    await expect(await dialog.findByText(/^Viewing 1-(1[6-9]|2[0-5]) of \d+$/, {}, { timeout: 8000 })).toBeVisible();
    const firstPage = shown();
    await expect(dialog.getByRole('combobox', { name: 'Changed By' })).toHaveTextContent('All Users');
    await userEvent.click(dialog.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(shown()).toBeGreaterThan(firstPage), { timeout: 8000 });
    await expect(dialog.getByRole('table', { name: 'Change History' })).toHaveAttribute('aria-rowcount', String(shown() + 1));
  },
};

/** The edits just saved are the newest rows of the user's Change History (one a changed field, by whoever saved). */
export const HistoryAfterSave: Story = {
  play: async ({ canvasElement }) => {
    const edit = within(await openUser(canvasElement, 'Casey', 'edit'));
    await userEvent.click(edit.getByRole('tab', { name: 'Role Permissions' }));
    await userEvent.click(await edit.findByRole('checkbox', { name: 'Bid Admin' }, { timeout: 8000 }));
    await userEvent.click(edit.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit User' })).toBeNull(), { timeout: 8000 });
    const table = within(await within(canvasElement).findByRole('table', { name: 'Users' }));
    await userEvent.click(await table.findByRole('button', { name: 'Casey' }, { timeout: 8000 }));
    const view = within(await screen.findByRole('dialog', { name: 'View User' }, { timeout: 8000 }));
    await userEvent.click(view.getByRole('tab', { name: 'Change History' }));
    const history = within(await view.findByRole('table', { name: 'Change History' }, { timeout: 8000 }));
    await waitFor(() => expect(history.getAllByRole('row').length).toBeGreaterThan(1), { timeout: 8000 });
    const newest = history.getAllByRole('row')[1]!;
    await expect(newest).toHaveTextContent(/Alex Admin\s*Role: Bid Admin\s*Not Assigned\s*Assigned/);
  },
};

/** Saving yourself refreshes the signed-in name. */
export const SaveSelf: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(await openUser(canvasElement, 'Alex', 'edit'));
    const last = dialog.getByRole('textbox', { name: 'Last Name' });
    await userEvent.clear(last);
    await userEvent.type(last, 'Adams');
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(within(canvasElement).getByRole('status', { name: 'Signed in as' })).toHaveTextContent('Alex Adams'));
  },
};

/** A refused save keeps the form as typed and says why. */
export const SaveFailed: Story = {
  parameters: { faults: { 'users.update': { status: 500 } } },
  play: async ({ canvasElement }) => {
    const dialog = within(await openUser(canvasElement, 'Casey', 'edit'));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Job Title' }), ' II');
    // Issue 46: focus moves into the error dialog, read with its text.
    await expectAnnounced(() => userEvent.click(dialog.getByRole('button', { name: 'Submit' })), 'focus', SERVER_ERROR_SPOKEN);
    const error = await screen.findByRole('dialog', { name: '500 - Error' });
    await userEvent.click(within(error).getByRole('button', { name: 'OK' }));
    // toHaveValue compares with lodash isEqual, which ignores asymmetric matchers: read the value and match it.
    await expect(((await dialog.findByRole('textbox', { name: 'Job Title' })) as HTMLInputElement).value).toMatch(/ II$/);
  },
};

/** A 409: once its dialog is closed, the user is fetched again (the edit is replaced by the stored user). */
export const Conflict: Story = {
  parameters: { faults: { 'users.update': { status: 409 } } },
  play: async ({ canvasElement }) => {
    const dialog = within(await openUser(canvasElement, 'Casey', 'edit'));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Job Title' }), ' II');
    // Issue 46: focus moves into the "409 - Error" dialog, read with its text.
    await expectAnnounced(() => userEvent.click(dialog.getByRole('button', { name: 'Submit' })), 'focus', CONFLICT_SPOKEN);
    const error = await screen.findByRole('dialog', { name: /409/ });
    await userEvent.click(within(error).getByRole('button', { name: 'OK' }));
    const reopened = within(await screen.findByRole('dialog', { name: 'Edit User' }, { timeout: 8000 }));
    await waitFor(() => expect((reopened.getByRole('textbox', { name: 'Job Title' }) as HTMLInputElement).value).not.toMatch(/ II$/), { timeout: 8000 });
  },
};

/** A user cannot be fetched: the error dialog alone (no user dialog behind it); OK leaves the list as it was. */
export const UserLoadFailed: Story = {
  parameters: { faults: { 'users.get': { status: 500 } } },
  play: async ({ canvasElement }) => {
    const table = await search(canvasElement, 'Casey');
    const row = (await table.findAllByRole('row')).find((r) => r.textContent?.includes('Casey'));
    if (!row) throw new Error('no row for Casey');
    // Issue 46: focus moves into the error dialog, read with its text.
    await expectAnnounced(() => userEvent.click(within(row).getByRole('button', { name: 'Casey' })), 'focus', SERVER_ERROR_SPOKEN, { timeout: 8000 });
    const dialog = await screen.findByRole('dialog', { name: '500 - Error' }, { timeout: 8000 });
    await expect(screen.queryByRole('dialog', { name: 'View User' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '500 - Error' })).toBeNull());
    await expect(screen.queryByRole('dialog', { name: 'View User' })).toBeNull();
    await expect(within(canvasElement).getByRole('table', { name: 'Users' })).toBeVisible();
  },
};

/** Cancel closes an edited user without saving anything. */
export const CancelEdit: Story = {
  parameters: capturing,
  play: async ({ canvasElement }) => {
    saves.reset();
    const dialog = within(await openUser(canvasElement, 'Casey', 'edit'));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Job Title' }), ' Lead');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit User' })).toBeNull());
    await expect(saves.bodies).toEqual([]);
  },
};

/** The Details panel's editable fields by section and label, and where the save sends each (back-office-admin.md §2 Users, §3). */
const DETAIL_FIELDS: Array<[section: string, label: string, key: string, typed: string]> = [
  ['User Info', 'First Name', 'firstName', 'Cassandra'],
  ['User Info', 'Middle Name', 'middleName', 'Jo'],
  ['User Info', 'Last Name', 'lastName', 'Catalano'],
  ['Contact Info', 'Office Phone', 'officePhone', '215-555-0140'],
  ['Contact Info', 'Extension', 'officeExt', '214'],
  ['Contact Info', 'Fax', 'officeFax', '215-555-0141'],
  ['Contact Info', 'Mobile Phone', 'mobilePhone', '215-555-0142'],
  ['Contact Info', 'Other Mobile', 'otherMobile', '215-555-0143'],
  ['Contact Info', 'House Phone', 'housePhone', '215-555-0144'],
  ['Contact Info', 'Email', 'email', 'cassandra.catalano@joinery.example'],
  ['Address Info', 'Address Line 1', 'addressInformation.addressLine1', '12 Market St'],
  ['Address Info', 'Address Line 2', 'addressInformation.addressLine2', 'Floor 3'],
  ['Address Info', 'City', 'addressInformation.city', 'Philadelphia'],
  ['Address Info', 'State', 'addressInformation.stateCode', 'PA'],
  ['Address Info', 'Zip', 'addressInformation.postalCode', '19106'],
  ['Address Info', 'Country', 'addressInformation.country', 'USA'],
  ['Organizational Info', 'Department', 'department', 'Design'],
  ['Organizational Info', 'Job Title', 'title', 'Senior Designer'],
  ['Organizational Info', 'Location', 'location', 'Philadelphia'],
  ['Organizational Info', 'Manager', 'manager', 'Alex Admin'],
  ['Organizational Info', 'Community Profile URL', 'houzzUrl', 'https://community.joinery.example/cassandra'],
  ['Organizational Info', 'Credentials', 'credentials', 'NKBA'],
];

/**
 * Edit, every Details field: the four sections' fields typed by label are sent under their keys
 * (the address nested in addressInformation), Status Inactive sends isActive false; User Name,
 * 10 Character ID, Principal Name, AD Status and Employee GUID stay read-only and are sent unchanged.
 */
export const EditEveryDetail: Story = {
  parameters: capturing,
  play: async ({ canvasElement }) => {
    saves.reset();
    const dialog = within(await openUser(canvasElement, 'Casey', 'edit'));
    const fixed = ['User Name', '10 Character ID', 'Principal Name', 'AD Status', 'Employee GUID'];
    const before: Record<string, string> = {};
    for (const label of fixed) {
      const box = dialog.getByRole('textbox', { name: label });
      await expect(box).toHaveAttribute('readonly');
      before[label] = (box as HTMLInputElement).value;
    }
    for (const [section, label, , typed] of DETAIL_FIELDS) {
      const box = within(dialog.getByRole('region', { name: section })).getByRole('textbox', { name: label });
      await expect(box).not.toHaveAttribute('readonly');
      // clear() leaves the box focused and empty: paste types there.
      await userEvent.clear(box);
      await userEvent.paste(typed);
    }
    await userEvent.click(dialog.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Inactive' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(saves.bodies).toHaveLength(1), { timeout: 8000 });
    const sent = saves.bodies[0] as Record<string, unknown>;
    const at = (path: string) => path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], sent);
    for (const [, label, key, typed] of DETAIL_FIELDS) await expect({ label, sent: at(key) }).toEqual({ label, sent: typed });
    await expect(sent).toMatchObject({ id: 2, isActive: false, userName: before['User Name'], employeeGUID: before['Employee GUID'] });
    await expect(before['10 Character ID']).toBe(before['User Name']!.slice(0, 10));
    // Issue 46: Casey, now inactive, left the Active list with the Edit that opened the dialog: the heading has focus.
    await headingFocused(canvasElement);
  },
};

/** SEO: the Location chooser offers the published locations only (after Select), and Phone is among the fields. */
export const SeoPublishedLocationsOnly: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(await openUser(canvasElement, 'Casey', 'edit'));
    await userEvent.click(dialog.getByRole('tab', { name: 'SEO Information' }));
    await expect(await dialog.findByRole('textbox', { name: 'Phone' })).toBeEnabled();
    const published = locations.where((l) => l.locationPagePublished).map((l) => l.name);
    // Some are unpublished, so the check can tell.
    await expect(published.length).toBeLessThan(locations.all().length);
    await userEvent.click(dialog.getByRole('combobox', { name: 'Location' }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent ?? '');
    await expect(options[0]).toBe('Select');
    await expect([...options.slice(1)].sort()).toEqual([...published].sort());
  },
};

/**
 * Issue 36 (docs/decisions.md "Administration text limits"): a paste that would make First Name
 * longer than 100 characters is refused as a whole with the field's message; the box keeps its text.
 */
export const NameTooLongPasteRefused: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(await openUser(canvasElement, 'Casey', 'edit'));
    const box = dialog.getByRole('textbox', { name: 'First Name' });
    const before = (box as HTMLInputElement).value;
    await userEvent.click(box);
    // Issue 46: the refusal is said at once.
    await expectAnnounced(() => userEvent.paste('x'.repeat(101)), 'assertive', /^First Name can have at most 100 characters\.$/);
    // The message under the box describes it.
    await waitFor(() => expect(box).toHaveAccessibleDescription(/First Name can have at most 100 characters\./));
    await expect(box).toHaveValue(before);
    await expect(box).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Issue 36: a name holding a control character (bell) is refused with the field's message; the box keeps its text. */
export const NameControlCharacterRefused: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(await openUser(canvasElement, 'Casey', 'edit'));
    const box = dialog.getByRole('textbox', { name: 'Last Name' });
    const before = (box as HTMLInputElement).value;
    await userEvent.click(box);
    // Issue 46: the refusal is said at once.
    await expectAnnounced(
      () => userEvent.paste('\u0007'),
      'assertive',
      /^Last Name cannot contain tabs, line breaks or other control characters\.$/,
    );
    await waitFor(() => expect(box).toHaveAccessibleDescription(/Last Name cannot contain tabs, line breaks or other control characters\./));
    await expect(box).toHaveValue(before);
  },
};

/** Issue 36: bidirectional overrides and zero-width characters never reach the save ("Cassie\u202E\u200B" is sent as "Cassie"). */
export const NameBidiStripped: Story = {
  parameters: capturing,
  play: async ({ canvasElement }) => {
    saves.reset();
    const dialog = within(await openUser(canvasElement, 'Casey', 'edit'));
    const box = dialog.getByRole('textbox', { name: 'First Name' });
    await userEvent.clear(box);
    await userEvent.paste('Cas\u202Esie\u200B');
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(saves.bodies).toHaveLength(1), { timeout: 8000 });
    await expect((saves.bodies[0] as { firstName: string }).firstName).toBe('Cassie');
    // Issue 46: Cassie no longer matches the search "Casey": her row (and its Edit) left the list, the heading has focus.
    await headingFocused(canvasElement);
  },
};

/** Issue 36: an Email that is not an address says so once the box is left, and Submit is disabled with that reason. */
export const EmailFormatChecked: Story = {
  parameters: capturing,
  play: async ({ canvasElement }) => {
    saves.reset();
    const dialog = within(await openUser(canvasElement, 'Casey', 'edit'));
    const box = dialog.getByRole('textbox', { name: 'Email' });
    await userEvent.clear(box);
    await userEvent.paste('casey-at-joinery');
    await userEvent.tab();
    const message = 'Email must be an e-mail address, like name@example.com.';
    await expect(await dialog.findAllByText(message)).toHaveLength(2); // under the box and among Submit's reasons
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await expect(saves.bodies).toHaveLength(0);
  },
};

const userListGets = countGets('*/bridgesys/Users');

/**
 * §8: a row's Status save answers 409 (someone else changed the user): "409 - Error" with its
 * text; OK asks for the users again (a second GET counted) and the row shows the stored status.
 */
export const StatusChangeConflictRefetches: Story = {
  parameters: {
    msw: { handlers: { users: [userListGets.handler, ...usersHandlers] } },
    faults: { 'users.update': { status: 409, times: 1 } },
  },
  beforeEach: userListGets.reset,
  play: async ({ canvasElement }) => {
    const table = await search(canvasElement, 'Casey');
    await expect(userListGets.loads.count).toBe(1);
    await userEvent.click(await table.findByRole('combobox', { name: 'Status of Casey Catalogue' }));
    const inactive = await screen.findByRole('option', { name: 'Inactive' });
    // Issue 46: focus moves into the "409 - Error" dialog, read with its text.
    await expectAnnounced(() => userEvent.click(inactive), 'focus', CONFLICT_SPOKEN, { timeout: 8000 });
    const dialog = await screen.findByRole('dialog', { name: '409 - Error' });
    await expect(dialog).toHaveTextContent(errorDialogMessages.conflict);
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(userListGets.loads.count).toBe(2), { timeout: 8000 });
    const reloaded = within(await within(canvasElement).findByRole('table', { name: 'Users' }));
    await waitFor(() => expect(reloaded.getByRole('combobox', { name: 'Status of Casey Catalogue' })).toHaveTextContent('Active'), { timeout: 8000 });
    // Issue 46: focus goes back to the row's Status once the users are in again.
    await waitFor(() => expect(reloaded.getByRole('combobox', { name: 'Status of Casey Catalogue' })).toHaveFocus(), { timeout: 8000 });
  },
};
