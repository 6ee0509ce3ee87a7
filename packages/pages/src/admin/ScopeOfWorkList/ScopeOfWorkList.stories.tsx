import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { sowListMachine, sowListMessages as m } from '@joinery/flows/admin/sowList';
import { sowWizardMessages } from '@joinery/flows/admin/sowWizard';
import { confirmations } from '@joinery/flows/admin';
import { errorDialogMessages } from '@joinery/flows/staff/shell';
import { setFault, setFaults } from '@joinery/mocks';
import { insertDemoProject } from '@joinery/mocks/data/admin/scopeOfWork';
import { demoAccessToken } from '@joinery/mocks/handlers/staff/staffSession';
import { scopeOfWorkHandlers } from '@joinery/mocks/handlers/admin/scopeOfWork';
import { captureBodies } from '@joinery/mocks/handlers/shared/storyCapture';
import { BackOfficeStory } from '../../staff/storySupport';
import { BackOfficeShell } from '../../staff/Shell';
import { columnHeadersOf, CONFLICT_SPOKEN, expectFocusBackOnPage, LIST_FAILED_TEXT, SERVER_ERROR_SPOKEN } from '../../staff/shared/storyQueries';
import { expectAnnounced } from '../../../../../.storybook/announced';
import { ScopeOfWorkList } from './ScopeOfWorkList';
import { withDownloads } from '@joinery/mocks/handlers/shared/storyDownloads';

/*
 * Scope of Work list (back-office-admin.md §2 "Scope of Work list", §6, §9) against the embedded
 * back end, signed in as the all-roles persona (sow admin). The §9 2 s first-load delay is
 * shortened to 0 here, except in FirstLoadAfterTwoSeconds, which keeps the machine's own delay.
 */

const quick = sowListMachine.provide({ delays: { firstLoadDelay: 0, reloadAfterCreate: 0 } });
/** Only the first load is shortened: the §9 500 ms reload after the first tab's save stays. */
const reloadAsSpecified = sowListMachine.provide({ delays: { firstLoadDelay: 0 } });
const listCalls = captureBodies('post', '*/bridgesys/SOWprojects');
const SLOW = { timeout: 10_000 };

function ListStory({
  location = '/SowsList',
  specifiedReload = false,
  specifiedDelays = false,
  inShell = false,
}: {
  location?: string;
  specifiedReload?: boolean;
  /** Both §9 delays as the machine has them (the 2 s first load included). */
  specifiedDelays?: boolean;
  /** Inside the staff shell (its side menu), in the frame the site gives the screen. */
  inShell?: boolean;
}) {
  const machine = specifiedDelays ? sowListMachine : specifiedReload ? reloadAsSpecified : quick;
  return (
    <BackOfficeStory persona="all-roles" accessToken={demoAccessToken('all-roles')} location={location}>
      {() => (inShell ? <BackOfficeShell><ScopeOfWorkList machine={machine} /></BackOfficeShell> : <ScopeOfWorkList machine={machine} />)}
    </BackOfficeStory>
  );
}

const meta = {
  title: 'Pages/Admin/Scope of Work List',
  component: ListStory,
  globals: { theme: 'staff' },
  parameters: { layout: 'fullscreen', msw: { handlers: { scopeOfWork: [listCalls.handler, ...scopeOfWorkHandlers] } } },
  beforeEach: () => listCalls.reset(),
} satisfies Meta<typeof ListStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => within(canvasElement).findByRole('table', { name: 'Scope of Work' }, SLOW);
const bodyRows = (t: HTMLElement) => within(t).getAllByRole('row').slice(1);
async function loaded(canvasElement: HTMLElement) {
  const t = await table(canvasElement);
  await waitFor(() => expect(within(t).getAllByRole('button', { name: 'Edit' }).length).toBeGreaterThan(0), SLOW);
  return t;
}

/**
 * §9 "A 2 s delay precedes the first SOW list load" (the machine's own delay): the list shows its loading state
 * (Loading… over the table, the filters and Create disabled) and asks for nothing for two seconds; then the rows show.
 */
export const FirstLoadAfterTwoSeconds: Story = {
  args: { specifiedDelays: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The table mounts with the list's machine, so the delay runs from no earlier than this moment.
    const t = await table(canvasElement);
    const mounted = performance.now();
    await expect(t.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Loading…')).toBeVisible();
    await expect(bodyRows(t)).toHaveLength(0);
    await expect(canvas.getByRole('combobox', { name: 'Designer' })).toBeDisabled();
    await expect(canvas.getByRole('searchbox', { name: 'Project Name' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Create Scope of Work' })).toBeDisabled();
    await expect(listCalls.bodies).toHaveLength(0);
    // The rows come, but not before ~1.9 s (the 2 s delay, less a little for when the table was first seen).
    await waitFor(() => expect(within(t).getAllByRole('button', { name: 'Edit' }).length).toBeGreaterThan(0), { timeout: 10_000 });
    await expect(performance.now() - mounted).toBeGreaterThanOrEqual(1900);
    await expect(listCalls.bodies).toHaveLength(1);
    await expect(canvas.queryByText('Loading…')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Create Scope of Work' })).toBeEnabled();
  },
};

/** The designer filter starts on the signed-in user; the request carries the user and the sow-admin flag. */
export const DesignerDefault: Story = {
  tags: ['screenshot'],
  play: async ({ canvasElement }) => {
    const t = await loaded(canvasElement);
    await expect(listCalls.bodies[0]).toEqual({ user: 'alex.admin@joinery.example', admin: true });
    await expect(within(canvasElement).getByRole('combobox', { name: 'Designer' })).toHaveTextContent(/Alex/);
    for (const header of ['ID', 'Project Name', 'Project Type', 'Created On Date', 'Modified On Date', 'Designer', 'Revision #']) {
      await expect(within(t).getByRole('columnheader', { name: new RegExp(`^${header.replace('#', '\\#')}`) })).toBeVisible();
    }
    // §2 "Columns: …, Revision #, Actions": the row actions sit under an Actions header, last.
    await expect(columnHeadersOf(t)).toEqual(Object.values(m.columns));
    for (const row of bodyRows(t)) await expect(row).toHaveTextContent(/Alex/);
  },
};

/** All designers, then the project-name filter: a case-insensitive substring, matches highlighted. */
export const NameFilter: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Designer' }));
    await userEvent.click(await screen.findByRole('option', { name: 'All' }, SLOW));
    const t = await table(canvasElement);
    const names = () => bodyRows(t).map((r) => within(r).getByRole('rowheader').textContent ?? '');
    await userEvent.click(within(canvasElement).getByRole('searchbox', { name: 'Project Name' }));
    await userEvent.paste('KITCHEN');
    // Only names holding "kitchen", and some hold it after their start (a prefix match would list none of those).
    await waitFor(() => {
      expect(names().every((name) => name.toLowerCase().includes('kitchen'))).toBe(true);
      expect(names().filter((name) => !name.toLowerCase().startsWith('kitchen')).length).toBeGreaterThan(0);
    }, SLOW);
    for (const row of bodyRows(t)) await expect(within(within(row).getByRole('rowheader')).getByText(/^kitchen$/i, { selector: 'mark' })).toBeVisible();
  },
};

/** Project Name sorts ascending, then descending. */
export const Sort: Story = {
  play: async ({ canvasElement }) => {
    const t = await loaded(canvasElement);
    const header = within(t).getByRole('columnheader', { name: /Project Name/ });
    const names = () => bodyRows(t).map((r) => within(r).getByRole('rowheader').textContent ?? '');
    await userEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'ascending'));
    const ascending = names();
    await expect([...ascending].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()))).toEqual(ascending);
    await userEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'descending'));
    await expect(names()).toEqual([...ascending].reverse());
  },
};

/** Delete asks "Are you sure you want to delete this project?"; Yes removes it. */
export const Delete: Story = {
  play: async ({ canvasElement }) => {
    const t = await loaded(canvasElement);
    const first = bodyRows(t)[0]!;
    const name = within(first).getByRole('rowheader').textContent ?? '';
    // The list's length (the table draws only the rows in and near view).
    const count = () => Number(t.getAttribute('aria-rowcount')) - 1;
    const before = count();
    await userEvent.click(within(first).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Project' });
    await expect(confirm).toHaveTextContent('Are you sure you want to delete this project?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(count()).toBe(before - 1), SLOW);
    await expect(within(t).queryByRole('rowheader', { name })).toBeNull();
    // Issue 46: the question's Yes and the deleted row are gone: focus is on the Delete of the
    // project now first, in the deleted one's place.
    await waitFor(() => {
      const focused = document.activeElement as HTMLElement;
      expect(t).toContainElement(focused);
      expect(focused).toHaveAccessibleName('Delete');
      expect(focused.closest('tr')).toHaveAttribute('aria-rowindex', '2');
      expect(within(focused.closest('tr')!).getByRole('rowheader').textContent).not.toBe(name);
    }, SLOW);
  },
};

/** Export to PDF downloads Scope_Of_Work.pdf, and says so politely (issue 46). */
export const ExportPdf: Story = {
  play: async ({ canvasElement }) => {
    await withDownloads(async (downloads) => {
      const t = await loaded(canvasElement);
      const exportPdf = within(bodyRows(t)[0]!).getByRole('button', { name: 'Export to PDF' });
      await expectAnnounced(() => userEvent.click(exportPdf), 'polite', /^Scope_Of_Work\.pdf downloaded\.$/, { timeout: 25_000 });
      await expect(await within(canvasElement).findByText('Scope_Of_Work.pdf downloaded.', {}, { timeout: 25_000 })).toBeVisible();
      await expect(downloads).toEqual(['Scope_Of_Work.pdf']);
    });
  },
};

/** A path ending in a project id opens it in Edit Scope of Work; Return to List goes back to /sowslist. */
export const OpenByPath: Story = {
  args: { location: '/sowslist/1001' },
  play: async ({ canvasElement }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit Scope of Work' }, SLOW);
    await expect(await within(dialog).findByText('1001', {}, SLOW)).toBeInTheDocument();
    // The wizard is still loading the project's tabs while its button is disabled: wait for it.
    const back = within(dialog).getByRole('button', { name: 'Return to List' });
    await waitFor(() => expect(back).toBeEnabled(), SLOW);
    await userEvent.click(back);
    await waitFor(() => expect(within(canvasElement).getByTestId('location')).toHaveTextContent(/^\/sowslist$/), SLOW);
  },
};

/** No projects: the Scope of Work notice with "No Records", spoken politely as the list empties (issue 46). */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Designer' }));
    await userEvent.click(await screen.findByRole('option', { name: 'All' }, SLOW));
    await userEvent.click(within(canvasElement).getByRole('searchbox', { name: 'Project Name' }));
    await expectAnnounced(() => userEvent.paste('zzzz'), 'polite', /No Records/, { container: canvasElement, timeout: 10_000 });
    await expect(await within(canvasElement).findByRole('heading', { level: 2, name: 'Scope of Work' })).toBeVisible();
    await expect(within(canvasElement).getByText('No Records')).toBeVisible();
  },
};

/** Edit goes to the path ending in the project id (/sowslist/{id}), which opens Edit Scope of Work. */
export const EditByPath: Story = {
  play: async ({ canvasElement }) => {
    const t = await loaded(canvasElement);
    const row = bodyRows(t)[0]!;
    const id = row.querySelector('td')?.textContent ?? '';
    const edit = within(row).getByRole('button', { name: 'Edit' });
    await waitFor(() => expect(edit).toBeEnabled(), SLOW);
    await userEvent.click(edit);
    await waitFor(() => expect(within(canvasElement).getByTestId('location')).toHaveTextContent(new RegExp(`^/sowslist/${id}$`)), SLOW);
    // The dialog fades in from opacity 0: on a loaded machine the play can find it in its first frame.
    const dialog = await screen.findByRole('dialog', { name: 'Edit Scope of Work' }, SLOW);
    await waitFor(() => expect(dialog).toBeVisible(), SLOW);
  },
};

/** The list fails to load: the error dialog (OK), then the server-error text and Try again in the list's place. */
export const LoadFailed: Story = {
  parameters: { faults: { 'sow.list': { status: 500 } } },
  play: async ({ canvasElement, mount }) => {
    // Issue 46: the failure is spoken: focus moves into the error dialog, read with its text.
    await expectAnnounced(() => mount(), 'focus', SERVER_ERROR_SPOKEN, SLOW);
    const dialog = await screen.findByRole('dialog', { name: '500 - Error' }, SLOW);
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '500 - Error' })).toBeNull());
    await expectFocusBackOnPage();
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(LIST_FAILED_TEXT);
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
    // Try again asks for the list once more, and it shows.
    const before = listCalls.bodies.length;
    setFaults({});
    await userEvent.click(within(alert).getByRole('button', { name: m.reload }));
    const t = await loaded(canvasElement);
    await expect(listCalls.bodies).toHaveLength(before + 1);
    await expect(bodyRows(t).length).toBeGreaterThan(0);
    await expect(within(canvasElement).queryByText(LIST_FAILED_TEXT)).toBeNull();
  },
};

/**
 * §9 "the list reloads 500 ms after the first tab is saved": a project created in the wizard
 * (Create Scope of Work, Kitchen Remodel, General Information saved) is asked for again half a second later and
 * lists behind the still open wizard.
 */
export const ReloadAfterFirstSave: Story = {
  args: { specifiedReload: true },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Create Scope of Work' }));
    const wizard = await screen.findByRole('dialog', { name: 'Create Scope of Work' }, SLOW);
    await userEvent.click(await within(wizard).findByRole('combobox', { name: 'Project Types' }, SLOW));
    await userEvent.click(await screen.findByRole('option', { name: 'Kitchen Remodel' }));
    const region = await within(wizard).findByRole('region', { name: 'General Information' }, SLOW);
    for (const [label, text] of [[/^Project Name/, 'Ng Kitchen'], [/^Customer Name/, 'Lee Ng'], [/^Site Address/, '1 Elm St']] as const) {
      await userEvent.click(within(region).getByRole('textbox', { name: label }));
      await userEvent.paste(text);
    }
    const before = listCalls.bodies.length;
    await userEvent.click(within(region).getByRole('button', { name: 'Save & Continue to Next Tab' }));
    const saved = Date.now();
    await waitFor(() => expect(listCalls.bodies.length).toBe(before + 1), SLOW);
    // Not at once: half a second after the save.
    await expect(Date.now() - saved).toBeGreaterThanOrEqual(450);
    const t = within(canvasElement).getByRole('table', { name: 'Scope of Work', hidden: true });
    await waitFor(() => expect(within(t).getByRole('rowheader', { name: 'Ng Kitchen', hidden: true })).toBeInTheDocument(), SLOW);
    await expect(screen.getByRole('dialog', { name: /Scope of Work/ })).toBeVisible();
  },
};

const locationText = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('location');
const projectNames = (t: HTMLElement) => bodyRows(t).map((r) => within(r).getByRole('rowheader').textContent ?? '');

/**
 * Issue 36: opened from an address with a view (a reload, Back, a shared link), the list shows it:
 * the designer asked for (All here) wins over §2's default, the name filter and the sort follow.
 */
export const OpenedWithViewInAddress: Story = {
  args: { location: '/SowsList?designer=all&search=kitchen&sort=projectName&dir=descending' },
  play: async ({ canvasElement }) => {
    const t = await loaded(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Designer' })).toHaveTextContent('All');
    await expect(canvas.getByRole('searchbox', { name: 'Project Name' })).toHaveValue('kitchen');
    await expect(within(t).getByRole('columnheader', { name: /Project Name/ })).toHaveAttribute('aria-sort', 'descending');
    const names = projectNames(t);
    await expect(names.length).toBeGreaterThan(1);
    for (const name of names) await expect(name.toLowerCase()).toContain('kitchen');
    await expect(names).toEqual([...names].sort((a, b) => b.toLowerCase().localeCompare(a.toLowerCase())));
  },
};

/** Issue 36: each change of the view is written to the address, and opening a project and returning keeps it. */
export const ViewWrittenToAddressAndKept: Story = {
  play: async ({ canvasElement }) => {
    const t = await loaded(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Designer' }));
    await userEvent.click(await screen.findByRole('option', { name: 'All' }, SLOW));
    await waitFor(() => expect(locationText(canvasElement)).toHaveTextContent(/^\/SowsList\?designer=all$/));
    await userEvent.click(canvas.getByRole('searchbox', { name: 'Project Name' }));
    await userEvent.paste('kitchen');
    await waitFor(() => expect(locationText(canvasElement)).toHaveTextContent(/^\/SowsList\?designer=all&search=kitchen$/));
    await userEvent.click(within(within(t).getByRole('columnheader', { name: /Project Name/ })).getByRole('button'));
    const view = 'designer=all&search=kitchen&sort=projectName&dir=ascending';
    await waitFor(() => expect(locationText(canvasElement)).toHaveTextContent(`/SowsList?${view}`));

    const row = bodyRows(t)[0]!;
    const id = row.querySelector('td')?.textContent ?? '';
    const edit = within(row).getByRole('button', { name: 'Edit' });
    await waitFor(() => expect(edit).toBeEnabled(), SLOW);
    await userEvent.click(edit);
    await waitFor(() => expect(locationText(canvasElement)).toHaveTextContent(`/sowslist/${id}?${view}`), SLOW);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Scope of Work' }, SLOW);
    const back = within(dialog).getByRole('button', { name: 'Return to List' });
    await waitFor(() => expect(back).toBeEnabled(), SLOW);
    await userEvent.click(back);
    await waitFor(() => expect(locationText(canvasElement)).toHaveTextContent(`/sowslist?${view}`), SLOW);
    await expect(canvas.getByRole('combobox', { name: 'Designer' })).toHaveTextContent('All');
    await expect(canvas.getByRole('searchbox', { name: 'Project Name' })).toHaveValue('kitchen');
  },
};

/**
 * Issue 45, seen in the browser: at 1280×900 in the shell the table was 1024 px wide in a 943 px
 * frame, each row's Delete icon cut in half and Export to PDF out of view until scrolled sideways.
 * The table fits its frame: every row's last-column controls are wholly inside it.
 */
export const FitsAt1280: Story = {
  args: { inShell: true },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const t = await loaded(canvasElement);
    await expect(window.innerWidth).toBe(1280);
    const frame = within(canvasElement).getByRole('region', { name: 'Scope of Work' });
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    const box = frame.getBoundingClientRect();
    const rows = bodyRows(t);
    await expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      for (const name of ['Edit', 'Delete', 'Export to PDF']) {
        const control = within(row).getByRole('button', { name }).getBoundingClientRect();
        await expect(control.left).toBeGreaterThanOrEqual(box.left);
        await expect(control.right).toBeLessThanOrEqual(box.right);
      }
    }
  },
};

const errorTitle = (status: number) => `${status}${errorDialogMessages.titleSuffix}`;
/** Issue 46: what the reader says as focus moves into the error dialog for `status`. */
const spokenError = (status: 409 | 500) => (status === 409 ? CONFLICT_SPOKEN : SERVER_ERROR_SPOKEN);

async function acknowledgeError(status: 409 | 500) {
  const dialog = await screen.findByRole('dialog', { name: errorTitle(status) }, SLOW);
  await expect(dialog).toHaveTextContent(status === 409 ? errorDialogMessages.conflict : errorDialogMessages.serverError);
  await userEvent.click(within(dialog).getByRole('button', { name: errorDialogMessages.ok }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: errorTitle(status) })).toBeNull(), SLOW);
  await expectFocusBackOnPage();
}

/**
 * Issue 45: Delete dismissed (nothing deleted), refused by the server (500: the row stays), on a
 * changed record (409: OK asks for the list again), and deleted while the list then fails to
 * reload (the error; the list as it was stays, its actions usable).
 */
export const DeleteDismissedOrFailing: Story = {
  play: async ({ canvasElement }) => {
    const t = await loaded(canvasElement);
    const first = bodyRows(t)[0]!;
    const name = within(first).getByRole('rowheader').textContent ?? '';
    const row = () => within(t).getByRole('rowheader', { name }).closest('tr')!;
    const count = bodyRows(t).length;
    const ask = async () => {
      await waitFor(() => expect(within(row()).getByRole('button', { name: m.delete })).toBeEnabled(), SLOW);
      await userEvent.click(within(row()).getByRole('button', { name: m.delete }));
      const confirm = await screen.findByRole('alertdialog', { name: confirmations.deleteProject.heading }, SLOW);
      await expect(confirm).toHaveTextContent(confirmations.deleteProject.text);
      return confirm;
    };
    await userEvent.click(within(await ask()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(bodyRows(t)).toHaveLength(count);

    setFault('sow.delete', { status: 500, times: 1 });
    // Issue 46: each failure is spoken as focus moves into the error dialog, read with its text.
    const yes = async () => within(await ask()).getByRole('button', { name: 'Yes' });
    const refusal = await yes();
    await expectAnnounced(() => userEvent.click(refusal), 'focus', spokenError(500), SLOW);
    await acknowledgeError(500);
    await expect(row()).toBeVisible();
    await expect(bodyRows(t)).toHaveLength(count);

    setFault('sow.delete', { status: 409, times: 1 });
    const lists = listCalls.bodies.length;
    const conflict = await yes();
    await expectAnnounced(() => userEvent.click(conflict), 'focus', spokenError(409), SLOW);
    await acknowledgeError(409);
    // "Hit OK to refresh": the list is asked for once more.
    await waitFor(() => expect(listCalls.bodies).toHaveLength(lists + 1), SLOW);
    await waitFor(() => expect(within(row()).getByRole('button', { name: m.delete })).toBeEnabled(), SLOW);

    // Deleted, but the list cannot be asked for again: the error, and the list as it was.
    setFault('sow.list', { status: 500, times: 1 });
    const reloadFails = await yes();
    await expectAnnounced(() => userEvent.click(reloadFails), 'focus', spokenError(500), SLOW);
    await acknowledgeError(500);
    await expect(listCalls.bodies).toHaveLength(lists + 2);
    await expect(bodyRows(t)).toHaveLength(count);
    await expect(within(canvasElement).queryByText(LIST_FAILED_TEXT)).toBeNull();
    await waitFor(() => expect(within(bodyRows(t)[0]!).getByRole('button', { name: m.exportToPdf })).toBeEnabled());
  },
};

/**
 * Issue 45: Export to PDF refused by the server: the error, no download announced, the row's actions
 * usable again. Issue 46: the failure is spoken as focus moves into the error dialog, read with its text.
 */
export const ExportFailed: Story = {
  parameters: { faults: { 'sow.exportPdf': { status: 500 } } },
  play: async ({ canvasElement }) => {
    const t = await loaded(canvasElement);
    const exportPdf = within(bodyRows(t)[0]!).getByRole('button', { name: m.exportToPdf });
    await expectAnnounced(() => userEvent.click(exportPdf), 'focus', SERVER_ERROR_SPOKEN, SLOW);
    await acknowledgeError(500);
    await expect(within(canvasElement).queryByRole('status', { name: /downloaded/ })).toBeNull();
    await expect(within(canvasElement).queryByText(m.exported('Scope_Of_Work.pdf'))).toBeNull();
    await waitFor(() => expect(within(bodyRows(t)[0]!).getByRole('button', { name: m.exportToPdf })).toBeEnabled());
  },
};

/**
 * Issue 45: a project saved in the wizard (Save Scope of Work) closes it and the list is asked for
 * again (one more request), back at /sowslist.
 */
let savedProjectId = 0;
export const WizardSavedReloadsList: Story = {
  beforeEach: () => {
    savedProjectId = insertDemoProject({
      projectTypeName: 'Kitchen Remodel',
      projectName: 'Quinn Kitchen',
      designerUserName: 'alex.admin@joinery.example',
      designer: 'Alex Admin',
      lastTabCompleted: null,
      version: 1.1,
    }).projectID;
  },
  render: () => <ListStory location={`/sowslist/${savedProjectId}`} />,
  play: async ({ canvasElement }) => {
    const dialog = await screen.findByRole('dialog', { name: sowWizardMessages.editTitle }, SLOW);
    // The list behind the wizard (hidden from the accessibility tree while it is open) has loaded.
    const behind = within(canvasElement).getByRole('table', { name: m.heading, hidden: true });
    await waitFor(() => expect(within(behind).getByRole('rowheader', { name: 'Quinn Kitchen', hidden: true })).toBeInTheDocument(), SLOW);
    const lists = listCalls.bodies.length;
    const review = await within(dialog).findByRole('region', { name: sowWizardMessages.review }, SLOW);
    await waitFor(() => expect(within(review).getByRole('button', { name: sowWizardMessages.openSection })).toBeEnabled(), SLOW);
    await userEvent.click(within(review).getByRole('button', { name: sowWizardMessages.openSection }));
    await userEvent.click(await within(review).findByRole('button', { name: sowWizardMessages.saveScopeOfWork }, SLOW));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: sowWizardMessages.editTitle })).toBeNull(), SLOW);
    await waitFor(() => expect(listCalls.bodies).toHaveLength(lists + 1), SLOW);
    await waitFor(() => expect(within(canvasElement).getByTestId('location')).toHaveTextContent(/^\/sowslist$/), SLOW);
    await expect(await within(await table(canvasElement)).findByRole('rowheader', { name: 'Quinn Kitchen' }, SLOW)).toBeVisible();
  },
};
