import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { bidAdminStatesOutOfStep, bidsHandlers } from '@joinery/mocks/handlers/admin/bids';
import { errorDialogMessages } from '@joinery/flows/staff/shell';
import { captureBodies } from '@joinery/mocks/handlers/shared/storyCapture';
import { demoAccessToken } from '@joinery/mocks/handlers/staff/staffSession';
import { BackOfficeStory } from '../../staff/storySupport';
import { adminListsLoadFailedPlay, type LoadCounter } from '../shared/AdminListsEditor/loadFailedStory';
import { BidTrackerAdmin } from './BidTrackerAdmin';
import { expectAnnounced } from '../../../../../.storybook/announced';
import { CONFLICT_SPOKEN, SERVER_ERROR_SPOKEN } from '../../staff/shared/storyQueries';

function BidTrackerAdminStory() {
  return (
    <BackOfficeStory persona="all-roles" accessToken={demoAccessToken('all-roles')} location="/BidsMngt">
      {() => <BidTrackerAdmin />}
    </BackOfficeStory>
  );
}

/** Bid Tracker Admin (/BidsMngt; back-office-admin.md §2, §5, §7) on the shared dual list, over the embedded back end. */
const meta = {
  title: 'Pages/Admin/Bid Tracker Admin',
  component: BidTrackerAdminStory,
  globals: { theme: 'staff' },
} satisfies Meta<typeof BidTrackerAdminStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const T = { timeout: 20000 };
const saves = captureBodies('put', '*/bridgesys/BidTrackerAdmin');
const capturing = { msw: { handlers: { bids: [saves.handler, ...bidsHandlers] } } };
/** The seven lists, each with one stored item on each side (mocks/data/admin/bids.ts). */
const LISTS = [
  { list: 'Status', selected: 'Waiting Approval', available: 'Pending Credit' },
  { list: 'Project States', selected: 'PA', available: 'CA' },
  { list: 'Cabinet Manufacturers', selected: 'Harbor Cabinetry', available: 'Keystone Custom' },
  { list: 'Unit Types', selected: 'Apartment', available: 'Hotel' },
  { list: 'Vanity Tops', selected: 'Quartz', available: 'Solid Surface' },
  { list: 'Kitchen Tops', selected: 'Butcher Block', available: 'Marble' },
  { list: 'Admin Emails', selected: 'Dana Whitfield;dana.whitfield@joinery.example', available: 'Estimating Team;estimating@joinery.example' },
];

const picker = (name: string) => screen.findByRole('group', { name }, T);
const names = (group: HTMLElement, side: string) =>
  within(within(group).getByRole('listbox', { name: new RegExp(side) }))
    .queryAllByRole('option')
    .map((option) => option.firstChild?.textContent);

async function ready(canvasElement: HTMLElement) {
  await expect(await within(canvasElement).findByRole('radio', { name: 'Status' }, T)).toBeChecked();
  return picker('Status');
}

/** Each of the seven lists opens on the dual list with its stored items. */
export const EachList: Story = {
  tags: ['screenshot'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    for (const { list, selected, available } of LISTS) {
      await userEvent.click(canvas.getByRole('radio', { name: list }));
      // The dual list of the chosen list (its group is named after it), not the one before.
      const group = await picker(list);
      await expect(canvas.getByRole('radio', { name: list })).toBeChecked();
      await expect(names(group, 'Selected')).toContain(selected);
      await expect(names(group, 'Available')).toContain(available);
    }
  },
};

/** Status: selected statuses split into Display as Archive and Display as Active. */
export const StatusArchiveActiveSplit: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const display = await picker('Status display');
    await expect(names(display, 'Display as Active')).toContain('Waiting Approval');
    await expect(names(display, 'Display as Archive')).toEqual(expect.arrayContaining(['Awarded', 'Lost', 'Cancelled']));
    await expect(names(await picker('Status'), 'Available')).toContain('Pending Credit');
  },
};

/** Moving On Hold to Display as Archive and submitting: "Submit Successful", displayAsActive false sent. */
export const MoveStatusToArchiveAndSubmit: Story = {
  parameters: capturing,
  play: async ({ canvasElement }) => {
    saves.reset();
    await ready(canvasElement);
    const display = await picker('Status display');
    await userEvent.click(within(within(display).getByRole('listbox', { name: /Display as Active/ })).getByRole('option', { name: 'On Hold' }));
    await userEvent.click(within(display).getByRole('button', { name: 'Move to Available' }));
    await waitFor(() => expect(names(display, 'Display as Archive')).toContain('On Hold'), T);
    // Issue 46: the save is spoken politely.
    await expectAnnounced(() => userEvent.click(within(canvasElement).getByRole('button', { name: 'Submit' })), 'polite', 'Submit Successful', T);
    await expect(await within(canvasElement).findByText('Submit Successful', {}, T)).toBeVisible();
    const body = saves.bodies.at(-1) as { bidStatuses: Array<{ name: string; displayAsActive: boolean; isActive: boolean }> };
    await expect(body.bidStatuses.find((s) => s.name === 'On Hold')).toMatchObject({ isActive: true, displayAsActive: false });
  },
};

/**
 * §7 "each state gets isBidActive copied from isActive": the stored lists have PA active but not
 * bid-active and CA the other way round; after moving TX to Selected, Submit sends every state
 * with isBidActive equal to its isActive (PA, TX true; CA false), not the stored flag.
 */
export const StatesBidActiveCopied: Story = {
  parameters: { msw: { handlers: { bids: [saves.handler, bidAdminStatesOutOfStep, ...bidsHandlers] } } },
  beforeEach: () => saves.reset(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Project States' }));
    const group = await picker('Project States');
    await userEvent.click(within(within(group).getByRole('listbox', { name: /Available/ })).getByRole('option', { name: 'TX' }));
    await userEvent.click(within(group).getByRole('button', { name: 'Move to Selected' }));
    await waitFor(() => expect(names(group, 'Selected')).toContain('TX'), T);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByText('Submit Successful', {}, T)).toBeVisible();
    const { states } = saves.bodies.at(-1) as { states: Array<{ name: string; isActive: boolean; isBidActive: boolean }> };
    const state = (name: string) => states.find((s) => s.name === name);
    await expect(state('PA')).toMatchObject({ isActive: true, isBidActive: true });
    await expect(state('CA')).toMatchObject({ isActive: false, isBidActive: false });
    await expect(state('TX')).toMatchObject({ isActive: true, isBidActive: true });
    for (const s of states) await expect(s.isBidActive).toBe(s.isActive);
  },
};

/** Admin Emails: adding asks "Enter First and Last Name" and "Enter Email"; the entry reads name;email and is sent with -1. */
export const AdminEmailPrompts: Story = {
  parameters: capturing,
  play: async ({ canvasElement }) => {
    saves.reset();
    const canvas = within(canvasElement);
    await ready(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Admin Emails' }));
    const stored = names(await picker('Admin Emails'), 'Selected');
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await expect(await canvas.findByText('Enter First and Last Name', {}, T)).toBeVisible();
    await expect(canvas.getByText('Enter Email')).toBeVisible();
    // Both fields marked in error (the red border), and nothing added.
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    await expect(names(await picker('Admin Emails'), 'Selected')).toEqual(stored);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'bo diaz');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'bo@joinery.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await waitFor(async () => expect(names(await picker('Admin Emails'), 'Selected')).toContain('Bo Diaz;bo@joinery.example'), T);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await canvas.findByText('Submit Successful', {}, T);
    await expect(saves.bodies.at(-1)).toMatchObject({
      adminEmails: expect.arrayContaining([{ name: 'Bo Diaz', email: 'bo@joinery.example', bidAdminEmailId: -1, active: true }]),
    });
  },
};

/** Project States: adding is disabled. */
export const ProjectStatesLocked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Project States' }));
    await picker('Project States');
    await expect(canvas.getByRole('button', { name: 'Add' })).toBeDisabled();
    await expect(canvas.getByText('Items cannot be added to Project States')).toBeVisible();
  },
};

/** A failed submit keeps the moves and shows the screen's error dialog. */
export const SubmitFailed: Story = {
  parameters: { faults: { 'bidAdmin.update': { status: 500 } } },
  play: async ({ canvasElement }) => {
    const group = await ready(canvasElement);
    await userEvent.click(within(group).getByRole('button', { name: 'Move all to Available' }));
    // Issue 46: focus moves into the error dialog, read with its text.
    await expectAnnounced(() => userEvent.click(within(canvasElement).getByRole('button', { name: 'Submit' })), 'focus', SERVER_ERROR_SPOKEN);
    const dialog = await screen.findByRole('dialog', { name: '500 - Error' }, T);
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(names(await picker('Status'), 'Selected')).toEqual([]);
  },
};

const loads: LoadCounter = { count: 0 };
/** Counts the GETs of the lists, then lets the embedded back end answer. */
const countLoads = http.get('*/bridgesys/BidTrackerAdmin', () => {
  loads.count += 1;
  return undefined;
});
/**
 * The lists fail to load (GET BidTrackerAdmin 500): the screen's "500 - Error" dialog with the
 * server-error text over lists that cannot be submitted; OK asks for the lists again.
 */
export const LoadFailed: Story = {
  parameters: { faults: { 'bidAdmin.get': { status: 500 } }, msw: { handlers: { bids: [countLoads, ...bidsHandlers] } } },
  play: adminListsLoadFailedPlay(loads, ['Submit']),
};

/**
 * Issue 36: an admin e-mail is stored as name;email (§5), so ';' is refused in either part:
 * pasting "Mallory;attacker@evil.example;x" as the Name is refused with its message and the box
 * stays empty, as is a second address smuggled into Email; nothing is added.
 */
export const AdminEmailSeparatorRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Admin Emails' }));
    const stored = names(await picker('Admin Emails'), 'Selected');
    const name = canvas.getByRole('textbox', { name: 'Name' });
    await userEvent.click(name);
    // Issue 46: the refusal is said at once.
    await expectAnnounced(() => userEvent.paste('Mallory;attacker@evil.example;x'), 'assertive', /^Name cannot contain ";"\.$/, {
      ...T,
      container: canvasElement,
    });
    // The message under the box describes it.
    await waitFor(() => expect(name).toHaveAccessibleDescription(/^Name cannot contain ";"\./), T);
    await expect(name).toHaveValue('');
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.click(email);
    await userEvent.paste('mallory@joinery.example;attacker@evil.example');
    await waitFor(() => expect(email).toHaveAccessibleDescription(/^Email cannot contain ";"\./), T);
    await expect(email).toHaveValue('');
    await expect(names(await picker('Admin Emails'), 'Selected')).toEqual(stored);
  },
};

const counting = { msw: { handlers: { bids: [countLoads, ...bidsHandlers] } } };

/** Every Status item moved to Available, then Cancel: §2 "Cancel (reloads the data)", a second GET counted, and the stored Selected back. */
export const CancelReloads: Story = {
  parameters: counting,
  beforeEach: () => void (loads.count = 0),
  play: async ({ canvasElement }) => {
    const group = await ready(canvasElement);
    const stored = names(group, 'Selected');
    await expect(stored.length).toBeGreaterThan(0);
    await expect(loads.count).toBe(1);
    await userEvent.click(within(group).getByRole('button', { name: 'Move all to Available' }));
    await waitFor(() => expect(names(group, 'Selected')).toEqual([]), T);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(loads.count).toBe(2), T);
    await waitFor(async () => expect(names(await picker('Status'), 'Selected')).toEqual(stored), T);
  },
};

/**
 * §8: Submit answers 409 (someone else changed the lists): "409 - Error" with its text; OK asks for
 * the lists again (a second GET counted) and the stored Selected items are back.
 */
export const SubmitConflictRefetches: Story = {
  parameters: { ...counting, faults: { 'bidAdmin.update': { status: 409, times: 1 } } },
  beforeEach: () => void (loads.count = 0),
  play: async ({ canvasElement }) => {
    const group = await ready(canvasElement);
    const stored = names(group, 'Selected');
    await userEvent.click(within(group).getByRole('button', { name: 'Move all to Available' }));
    // Issue 46: focus moves into the "409 - Error" dialog, read with its text.
    await expectAnnounced(() => userEvent.click(within(canvasElement).getByRole('button', { name: 'Submit' })), 'focus', CONFLICT_SPOKEN, T);
    const dialog = await screen.findByRole('dialog', { name: '409 - Error' }, T);
    await expect(dialog).toHaveTextContent(errorDialogMessages.conflict);
    await expect(loads.count).toBe(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(loads.count).toBe(2), T);
    await waitFor(async () => expect(names(await picker('Status'), 'Selected')).toEqual(stored), T);
    await expect(within(canvasElement).queryByText('Submit Successful')).toBeNull();
  },
};
