import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { locationsHandlers } from '@joinery/mocks/handlers/admin/locations';
import { errorDialogMessages } from '@joinery/flows/staff/shell';
import { demoAccessToken } from '@joinery/mocks/handlers/staff/staffSession';
import { BackOfficeStory } from '../../staff/storySupport';
import { expectAnnounced } from '../../../../../.storybook/announced';
import { SERVER_ERROR_SPOKEN } from '../../staff/shared/storyQueries';
import { adminListsLoadFailedPlay, type LoadCounter } from '../shared/AdminListsEditor/loadFailedStory';
import { LocationManagementAdmin } from './LocationManagementAdmin';

function Screen() {
  return (
    <BackOfficeStory persona="all-roles" accessToken={demoAccessToken('all-roles')} location="/LocationsMngt">
      {() => <LocationManagementAdmin />}
    </BackOfficeStory>
  );
}

/** /LocationsMngt inside the staff session (the editor's states are in Pages/Admin/Shared/Admin Lists Editor). */
const meta = {
  title: 'Pages/Admin/Location Management Admin',
  component: Screen,
  globals: { theme: 'staff' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Adding a holiday type: it appears Selected, capitalised, and Submit says "Submit Successful". */
export const AddHolidayType: Story = {
  tags: ['screenshot'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Location Management Admin' })).toBeVisible();
    const group = await canvas.findByRole('group', { name: 'Holiday Type' }, { timeout: 5000 });
    await userEvent.type(canvas.getByRole('textbox', { name: 'New item' }), 'inventory day');
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(within(within(group).getByRole('listbox', { name: /Selected/ })).getByRole('option', { name: 'Inventory Day' })).toBeVisible());
    // Issue 46: the save is spoken politely.
    await expectAnnounced(() => userEvent.click(canvas.getByRole('button', { name: 'Submit' })), 'polite', 'Submit Successful');
    await expect(await canvas.findByText('Submit Successful')).toBeVisible();
  },
};

const loads: LoadCounter = { count: 0 };
/** Counts the GETs of the lists, then lets the embedded back end answer. */
const countLoads = http.get('*/bridgesys/LocationMgmtAdmin', () => {
  loads.count += 1;
  return undefined;
});
/**
 * The lists fail to load (GET LocationMgmtAdmin 500): the screen's "500 - Error" dialog with the
 * server-error text, Submit and Cancel unusable behind it; OK asks for the lists again.
 */
export const LoadFailed: Story = {
  parameters: { faults: { 'locationAdmin.get': { status: 500 } }, msw: { handlers: { locations: [countLoads, ...locationsHandlers] } } },
  play: adminListsLoadFailedPlay(loads, ['Submit', 'Cancel']),
};

/** Issue 36: a submit that fails (500) says so; after OK the added holiday type is still Selected, nothing claims success. */
export const SubmitFailedKeepsAdded: Story = {
  parameters: { faults: { 'locationAdmin.update': { status: 500 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('group', { name: 'Holiday Type' }, { timeout: 5000 });
    await userEvent.type(canvas.getByRole('textbox', { name: 'New item' }), 'inventory day');
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    const selected = () => within(within(group).getByRole('listbox', { name: /Selected/ })).queryByRole('option', { name: 'Inventory Day' });
    await waitFor(() => expect(selected()).toBeVisible());
    // Issue 46: focus moves into the error dialog, read with its text.
    await expectAnnounced(() => userEvent.click(canvas.getByRole('button', { name: 'Submit' })), 'focus', SERVER_ERROR_SPOKEN, { timeout: 10_000 });
    const dialog = await screen.findByRole('dialog', { name: '500 - Error' }, { timeout: 10_000 });
    await expect(dialog).toHaveTextContent('An error has occurred on the server, Please contact the support team so it can be investigated');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '500 - Error' })).toBeNull());
    await expect(selected()).toBeVisible();
    await expect(canvas.queryByText('Submit Successful')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeEnabled();
  },
};

/**
 * §8: Submit answers 409 (someone else changed the lists): "409 - Error" with its text; OK asks for
 * the lists again (a second GET counted) and the holiday type added on screen is gone.
 */
export const SubmitConflictRefetches: Story = {
  parameters: { faults: { 'locationAdmin.update': { status: 409, times: 1 } }, msw: { handlers: { locations: [countLoads, ...locationsHandlers] } } },
  beforeEach: () => void (loads.count = 0),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('group', { name: 'Holiday Type' }, { timeout: 10_000 });
    await userEvent.type(canvas.getByRole('textbox', { name: 'New item' }), 'inventory day');
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    const added = (list: HTMLElement) => within(within(list).getByRole('listbox', { name: /Selected/ })).queryByRole('option', { name: 'Inventory Day' });
    await waitFor(() => expect(added(group)).toBeVisible());
    await expect(loads.count).toBe(1);
    // Issue 46: focus moves into the conflict dialog, read with its text.
    await expectAnnounced(
      () => userEvent.click(canvas.getByRole('button', { name: 'Submit' })),
      'focus',
      `dialog, 409 - Error, ${errorDialogMessages.conflict}`,
      { timeout: 10_000 },
    );
    const dialog = await screen.findByRole('dialog', { name: '409 - Error' }, { timeout: 10_000 });
    await expect(dialog).toHaveTextContent(errorDialogMessages.conflict);
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(loads.count).toBe(2), { timeout: 10_000 });
    const reloaded = await canvas.findByRole('group', { name: 'Holiday Type' }, { timeout: 10_000 });
    await waitFor(() => expect(added(reloaded)).toBeNull(), { timeout: 10_000 });
    await expect(canvas.queryByText('Submit Successful')).toBeNull();
  },
};
