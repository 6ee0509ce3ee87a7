import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { createAdminListsMachine, type AdminLists } from '@joinery/flows/admin/adminLists';
import { locationAdminMachine } from '@joinery/flows/admin/locationAdmin';
import { locationsHandlers } from '@joinery/mocks/handlers/admin/locations';
import { captureBodies } from '@joinery/mocks/handlers/shared/storyCapture';
import { AdminListsEditor } from './AdminListsEditor';
import { expectAnnounced } from '../../../../../../.storybook/announced';
import { SERVER_ERROR_SPOKEN } from '../../../staff/shared/storyQueries';

/**
 * The dual-list admin shared by Location Management Admin and Bid Tracker Admin, here over the
 * location admin lists of the embedded back end (and, in `ExtraInputs`, over an in-memory list
 * with the bid admin's options: adding disabled, two inputs, a second dual list).
 */
const meta = {
  title: 'Pages/Admin/Shared/Admin Lists Editor',
  component: AdminListsEditor,
  args: { machine: locationAdminMachine as never, heading: 'Location Management Admin' },
  globals: { theme: 'staff' },
} satisfies Meta<typeof AdminListsEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

const saves = captureBodies('put', '*/bridgesys/LocationMgmtAdmin');
const capturing = { msw: { handlers: { locations: [saves.handler, ...locationsHandlers] } } };

const picker = (name: string) => screen.findByRole('group', { name });
const names = (group: HTMLElement, side: string) =>
  within(within(group).getByRole('listbox', { name: new RegExp(side) }))
    .queryAllByRole('option')
    .map((option) => option.firstChild?.textContent);

async function ready(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.getByRole('group', { name: 'Holiday Type' })).toBeVisible(), { timeout: 5000 });
  await expect(canvas.getByRole('radio', { name: 'Holiday Type' })).toBeChecked();
  return picker('Holiday Type');
}

/** Holiday Type is chosen first: active types are Selected, the others Available. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const group = await ready(canvasElement);
    await expect(names(group, 'Selected')).toContain('Company Holiday');
    await expect(names(group, 'Available')).toContain('Floating Holiday');
    await userEvent.click(within(canvasElement).getByRole('radio', { name: 'Location Group Type' }));
    await expect(names(await picker('Location Group Type'), 'Selected')).toContain('State Menu');
  },
};

/** Typing a name and pressing + adds it to Selected, each word capitalised; Submit sends it without an id. */
export const AddAndSubmit: Story = {
  parameters: capturing,
  play: async ({ canvasElement }) => {
    saves.reset();
    const canvas = within(canvasElement);
    const group = await ready(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'New item' }), 'boxing day');
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(names(group, 'Selected')).toContain('Boxing Day'));
    await expect(canvas.getByRole('textbox', { name: 'New item' })).toHaveValue('');
    // Issue 46: the save is spoken politely.
    await expectAnnounced(() => userEvent.click(canvas.getByRole('button', { name: 'Submit' })), 'polite', 'Submit Successful');
    await expect(await canvas.findByText('Submit Successful')).toBeVisible();
    await expect(saves.bodies.at(-1)).toMatchObject({
      holidayTypes: expect.arrayContaining([{ holidayTypeName: 'Boxing Day', active: true }]),
    });
  },
};

/**
 * An empty entry is refused and says why; issue 46: focus moves to the refused box, which a screen
 * reader reads with its message.
 */
export const AddEmptyRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await ready(canvasElement);
    const before = names(group, 'Selected').length;
    await userEvent.type(canvas.getByRole('textbox', { name: 'New item' }), '   ');
    await expectAnnounced(() => userEvent.click(canvas.getByRole('button', { name: 'Add' })), 'focus', /^textbox, New item.*Enter a name to add/, {
      container: canvasElement,
    });
    await expect(await canvas.findByText('Enter a name to add')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'New item' })).toHaveFocus();
    await expect(names(group, 'Selected')).toHaveLength(before);
  },
};

/** A name already in the list is refused and says why, at once (issue 46: in an assertive region); nothing is added. */
export const AddDuplicateRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await ready(canvasElement);
    const before = names(group, 'Selected');
    await userEvent.type(canvas.getByRole('textbox', { name: 'New item' }), 'company holiday');
    await expectAnnounced(() => userEvent.click(canvas.getByRole('button', { name: 'Add' })), 'assertive', /^That item is already in the list$/, {
      container: canvasElement,
    });
    await expect(canvas.getByRole('alert')).toHaveTextContent('That item is already in the list');
    await expect(names(group, 'Selected')).toEqual(before);
  },
};

/** Move all to Selected, then one back; Submit sends each item's side as active. */
export const MoveItems: Story = {
  parameters: capturing,
  play: async ({ canvasElement }) => {
    saves.reset();
    const group = await ready(canvasElement);
    await userEvent.click(within(group).getByRole('button', { name: 'Move all to Selected' }));
    await expect(names(group, 'Available')).toEqual([]);
    await userEvent.click(within(within(group).getByRole('listbox', { name: /Selected/ })).getByRole('option', { name: 'Early Close' }));
    await userEvent.click(within(group).getByRole('button', { name: 'Move to Available' }));
    await expect(names(group, 'Available')).toEqual(['Early Close']);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Submit' }));
    await within(canvasElement).findByText('Submit Successful');
    const body = saves.bodies.at(-1) as { holidayTypes: { holidayTypeName: string; active: boolean }[] };
    await expect(body.holidayTypes.find((t) => t.holidayTypeName === 'Early Close')?.active).toBe(false);
    await expect(body.holidayTypes.find((t) => t.holidayTypeName === 'Floating Holiday')?.active).toBe(true);
  },
};

/** Cancel reloads the lists as stored, dropping the moves. */
export const Cancel: Story = {
  play: async ({ canvasElement }) => {
    const group = await ready(canvasElement);
    const stored = names(group, 'Selected');
    await userEvent.click(within(group).getByRole('button', { name: 'Move all to Available' }));
    await expect(names(group, 'Selected')).toEqual([]);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cancel' }));
    await waitFor(async () => expect(names(await picker('Holiday Type'), 'Selected')).toEqual(stored));
  },
};

/** A refused save keeps the edits and shows the error dialog. */
export const SubmitFailed: Story = {
  parameters: { faults: { 'locationAdmin.update': { status: 500 } } },
  play: async ({ canvasElement }) => {
    const group = await ready(canvasElement);
    await userEvent.click(within(group).getByRole('button', { name: 'Move all to Available' }));
    // Issue 46: focus moves into the error dialog, read with its text.
    await expectAnnounced(() => userEvent.click(within(canvasElement).getByRole('button', { name: 'Submit' })), 'focus', SERVER_ERROR_SPOKEN);
    const dialog = await screen.findByRole('dialog', { name: '500 - Error' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(names(await picker('Holiday Type'), 'Selected')).toEqual([]);
    await expect(within(canvasElement).queryByText('Submit Successful')).toBeNull();
  },
};

interface Demo {
  lists: AdminLists;
}
const demoMachine = createAdminListsMachine<Demo>({
  id: 'demoLists',
  lists: [
    { id: 'statuses', label: 'Status', secondary: { label: 'Status display', available: 'Display as Archive', selected: 'Display as Active' } },
    { id: 'states', label: 'Project States', addDisabled: true },
    {
      id: 'emails',
      label: 'Admin Emails',
      addFields: [
        { key: 'name', label: 'Name', requiredMessage: 'Enter First and Last Name' },
        { key: 'email', label: 'Email', type: 'email', requiredMessage: 'Enter Email' },
      ],
      labelOf: (values) => `${values['name']};${values['email']}`,
    },
  ],
  load: async () => ({
    lists: {
      statuses: [
        { key: '1', id: 1, label: 'Won', selected: true, secondary: false },
        { key: '2', id: 2, label: 'Pending', selected: true, secondary: true },
      ],
      states: [{ key: '1', id: 1, label: 'Texas', selected: true }],
      emails: [{ key: '1', id: 1, label: 'Ann Lee;ann@joinery.example', selected: true }],
    },
  }),
  toLists: (data) => data.lists,
  save: async (_data, lists) => ({ lists }),
});

/** The bid admin's options: a second dual list, a list that refuses adds, and a two-input add. */
export const ExtraInputs: Story = {
  args: { machine: demoMachine as never, heading: 'Bid Tracker Admin' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const display = await picker('Status display');
    await expect(names(display, 'Display as Active')).toEqual(['Pending']);
    await expect(names(display, 'Display as Archive')).toEqual(['Won']);
    await userEvent.click(canvas.getByRole('radio', { name: 'Project States' }));
    await expect(canvas.getByRole('button', { name: 'Add' })).toBeDisabled();
    await expect(canvas.getByText('Items cannot be added to Project States')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Admin Emails' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'bo diaz');
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await expect(await canvas.findByText('Enter Email')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'bo@joinery.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await waitFor(async () => expect(names(await picker('Admin Emails'), 'Selected')).toContain('Bo Diaz;bo@joinery.example'));
  },
};
