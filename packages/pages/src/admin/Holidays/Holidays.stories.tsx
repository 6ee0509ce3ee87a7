import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { holidaysHandlers } from '@joinery/mocks/handlers/admin/holidays';
import { holidays } from '@joinery/mocks/data/admin/holidays';
import { countGets } from '@joinery/mocks/handlers/admin/countGets';
import { captureBodies } from '@joinery/mocks/handlers/shared/storyCapture';
import { http, HttpResponse } from 'msw';
import { holidayMessages } from '@joinery/flows/admin/holidays';
import { CONFLICT_SPOKEN, LIST_FAILED_TEXT, readEveryRow, rowTextsOf, SERVER_ERROR_SPOKEN } from '../../staff/shared/storyQueries';
import { expectAnnounced } from '../../../../../.storybook/announced';
import { listConflictRefetchPlay, listReloadAfterFailurePlay } from '../shared/AdminListsEditor/loadFailedStory';
import { demoAccessToken } from '@joinery/mocks/handlers/staff/staffSession';
import { BackOfficeStory } from '../../staff/storySupport';
import { BackOfficeShell } from '../../staff/Shell';
import { pathOf } from '../../staff/navigation';
import { Holidays } from './Holidays';

const meta = {
  title: 'Pages/Admin/Holidays',
  component: Holidays,
  globals: { theme: 'staff' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Holidays>;
export default meta;
type Story = StoryObj<typeof meta>;

const creates = captureBodies('post', '*/bridgesys/Holidays');
const updates = captureBodies('put', '*/bridgesys/Holidays/:id');
const capturing = { msw: { handlers: { holidays: [creates.handler, updates.handler, ...holidaysHandlers] } } };
const T = { timeout: 15_000 };

async function table(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.getByRole('searchbox', { name: 'Search by name' })).toBeEnabled(), T);
  return within(await canvas.findByRole('table', { name: 'Holidays' }, T));
}

async function openCreate(canvasElement: HTMLElement) {
  await table(canvasElement);
  await userEvent.click(within(canvasElement).getByRole('button', { name: '+ Create Holiday' }));
  return screen.findByRole('dialog', { name: 'Create Holiday' }, T);
}

type Field = 'name' | 'date' | 'type' | 'message';
/** Fills the Create Holiday fields except `skip`. */
async function fill(dialog: HTMLElement, skip?: Field) {
  const d = within(dialog);
  const paste = async (box: HTMLElement, text: string) => {
    await userEvent.click(box);
    await userEvent.paste(text);
  };
  if (skip !== 'name') await paste(d.getByRole('textbox', { name: /^Name/ }), ' Founders Day ');
  if (skip !== 'date') {
    await paste(d.getByRole('textbox', { name: /^Date/ }), '06/01/2030');
    await userEvent.tab();
  }
  if (skip !== 'type') {
    await userEvent.click(d.getByRole('combobox', { name: /^Type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Company Holiday' }));
  }
  if (skip !== 'message') await paste(d.getByRole('textbox', { name: /^Message/ }), 'Closed');
}

/** Newest first; rows dated before the start of yesterday are greyed, later ones are not. */
export const ListWithGreyedRows: Story = {
  tags: ['screenshot'],
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    for (const header of ['Holiday', 'Date', 'Type', 'Action']) await expect(rows.getByRole('columnheader', { name: header })).toBeVisible();
    // Every row, scrolled through (the table draws only the rows in and near view): its date and whether it is greyed.
    const body = await readEveryRow(within(canvasElement).getByRole('table', { name: 'Holidays' }), (r) => {
      const [, m, d, y] = /(\d{2})\/(\d{2})\/(\d{4})/.exec(r.textContent ?? '')!;
      return { date: `${y}-${m}-${d}`, muted: r.hasAttribute('data-muted') };
    });
    const dates = body.map((r) => r.date);
    await expect([...dates].sort().reverse()).toEqual(dates);
    const now = new Date();
    const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
    const iso = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    body.forEach((row, i) => expect(row.muted).toBe(dates[i]! < iso(yesterday)));
    await expect(body.some((r) => r.muted)).toBe(true);
    await expect(body.some((r) => !r.muted)).toBe(true);
  },
};

/** Create Holiday: every field given, the name is sent trimmed; the dialog closes and the list shows it. */
export const Create: Story = {
  parameters: capturing,
  play: async ({ canvasElement }) => {
    creates.reset();
    const dialog = await openCreate(canvasElement);
    await fill(dialog);
    // Issue 46: the save is spoken (the shared record dialog's toast).
    await expectAnnounced(() => userEvent.click(within(dialog).getByRole('button', { name: 'Submit' })), 'polite', /^Record saved$/, { timeout: 10_000 });
    await waitFor(() => expect(creates.bodies.at(-1)).toEqual({ name: 'Founders Day', holidayDate: '2030-06-01', holidayTypeId: 1, message: 'Closed' }), T);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), T);
    await expect(await within(canvasElement).findByRole('button', { name: 'Founders Day' }, T)).toBeVisible();
  },
};

function submitDisabledWithout(field: Field, reason: string): Story {
  return {
    play: async ({ canvasElement }) => {
      const dialog = await openCreate(canvasElement);
      await fill(dialog, field);
      await expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeDisabled();
      await expect(within(dialog).getByText(reason)).toBeVisible();
    },
  };
}

/** §5: Submit is disabled without a name. */
export const SubmitDisabledNoName = submitDisabledWithout('name', 'Enter a Name');
/** §5: Submit is disabled without a date. */
export const SubmitDisabledNoDate = submitDisabledWithout('date', 'Enter a Date');
/** §5: Submit is disabled while the type is Select. */
export const SubmitDisabledNoType = submitDisabledWithout('type', 'Choose a Type');
/** §5: Submit is disabled without a message. */
export const SubmitDisabledNoMessage = submitDisabledWithout('message', 'Enter a Message');

/** A name opens View Holiday: every field read-only, Submit disabled. */
export const View: Story = {
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    const first = rows.getAllByRole('row')[1]!;
    const name = within(first).getAllByRole('button')[0]!.textContent!;
    await userEvent.click(within(first).getAllByRole('button')[0]!);
    const dialog = within(await screen.findByRole('dialog', { name: 'View Holiday' }, T));
    await waitFor(() => expect(dialog.getByRole('textbox', { name: /^Name/ })).toHaveValue(name), T);
    await expect(dialog.getByRole('textbox', { name: /^Name/ })).toHaveAttribute('readonly');
    await expect(dialog.getByRole('textbox', { name: /^Message/ })).toHaveAttribute('readonly');
    await expect(dialog.getByRole('combobox', { name: /^Type/ })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
  },
};

/** The edit icon opens Edit Holiday; Submit sends HolidayId and the trimmed name. */
export const Edit: Story = {
  parameters: capturing,
  play: async ({ canvasElement }) => {
    updates.reset();
    const rows = await table(canvasElement);
    await userEvent.click(within(rows.getAllByRole('row')[1]!).getByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Holiday' }, T));
    const message = dialog.getByRole('textbox', { name: /^Message/ });
    await waitFor(() => expect(message).not.toHaveValue(''), T);
    await userEvent.clear(message);
    await userEvent.type(message, 'Open late');
    const name = dialog.getByRole('textbox', { name: /^Name/ });
    await userEvent.type(name, '  ');
    // Issue 46: the save is spoken by the "Record saved" toast.
    await expectAnnounced(() => userEvent.click(dialog.getByRole('button', { name: 'Submit' })), 'polite', /^Record saved$/, T);
    await waitFor(() => expect(updates.bodies.at(-1)).toMatchObject({ message: 'Open late', name: (name as HTMLInputElement).value.trim() }), T);
    await expect((updates.bodies.at(-1) as { HolidayId: number }).HolidayId).toEqual(expect.any(Number));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), T);
  },
};

/** A 409 on save: closing the error dialog re-fetches the holiday (the typed message gives way). */
export const Conflict: Story = {
  parameters: { faults: { 'holidays.update': { status: 409 } } },
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await userEvent.click(within(rows.getAllByRole('row')[1]!).getByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Holiday' }, T));
    const message = dialog.getByRole('textbox', { name: /^Message/ });
    await waitFor(() => expect(message).not.toHaveValue(''), T);
    const stored = (message as HTMLTextAreaElement).value;
    await userEvent.type(message, ' edited');
    // Issue 46: focus moves into the "409 - Error" dialog, read with its text.
    await expectAnnounced(() => userEvent.click(dialog.getByRole('button', { name: 'Submit' })), 'focus', CONFLICT_SPOKEN, T);
    const error = await screen.findByRole('dialog', { name: /409/ }, T);
    await userEvent.click(within(error).getByRole('button', { name: 'OK' }));
    const reopened = within(await screen.findByRole('dialog', { name: 'Edit Holiday' }, T));
    await waitFor(() => expect(reopened.getByRole('textbox', { name: /^Message/ })).toHaveValue(stored), T);
  },
};

/** The name search: a case-insensitive prefix; only matching holidays stay, the prefix highlighted. */
export const NameSearch: Story = {
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    const element = within(canvasElement).getByRole('table', { name: 'Holidays' });
    const names = () => rowTextsOf(element).map(([name]) => name ?? '');
    const first = names()[0]!;
    const prefix = first.slice(0, 3);
    // What the search should leave, from every stored holiday: the table draws only the rows in
    // view (virtualised), so the rows drawn before the search are not the whole list (with the
    // seed's three years this failed on 2026-12-03, one "New Year's Day" out of view).
    const all = holidays.all().map((holiday) => holiday.name);
    const matching = all.filter((name) => name.toLowerCase().startsWith(prefix.toLowerCase())).sort();
    // The seed has holidays the prefix does not match: the search has something to leave out.
    await expect(matching.length).toBeLessThan(all.length);
    await userEvent.type(within(canvasElement).getByRole('searchbox', { name: 'Search by name' }), prefix.toUpperCase());
    await waitFor(() => expect([...names()].sort()).toEqual(matching), T);
    await expect(within(element).getAllByText(new RegExp(`^${prefix}$`, 'i'), { selector: 'mark' }).length).toBe(matching.length);
  },
};

/** Create Holiday: all four fields marked required; the type starts on Select, the first entry. */
export const CreateRequiredMarks: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(await openCreate(canvasElement));
    const labelText = (control: HTMLElement) => (control as HTMLInputElement).labels?.[0]?.textContent ?? '';
    for (const name of [/^Name/, /^Date/, /^Message/]) {
      await expect(dialog.getByRole('textbox', { name })).toBeRequired();
      // The visible required mark: * after the label.
      await expect(labelText(dialog.getByRole('textbox', { name }))).toMatch(/\*$/);
    }
    const type = dialog.getByRole('combobox', { name: /^Type/ });
    await expect(labelText(type)).toMatch(/\*$/);
    await expect(type).toHaveAttribute('aria-required', 'true');
    await expect(type).toHaveTextContent('Select');
    await userEvent.click(type);
    await expect((await screen.findAllByRole('option'))[0]).toHaveTextContent(/^Select$/);
    await userEvent.keyboard('{Escape}');
  },
};

/** No holidays: "No Records" titled Holidays, spoken politely as the empty list arrives (issue 46). */
export const Empty: Story = {
  parameters: { msw: { handlers: { holidays: [http.get('*/bridgesys/Holidays', () => HttpResponse.json([])), ...holidaysHandlers] } } },
  play: async ({ canvasElement, mount }) => {
    await expectAnnounced(() => mount(), 'polite', /No Records/, T);
    await expect(await within(canvasElement).findByRole('heading', { level: 2, name: 'Holidays' }, T)).toBeVisible();
    await expect(within(canvasElement).getByText('No Records')).toBeVisible();
  },
};

/** The list fails to load: the error dialog (OK), and the server-error text in the list's place. */
export const LoadFailed: Story = {
  parameters: { faults: { 'holidays.list': { status: 500 } } },
  play: async ({ canvasElement, mount }) => {
    // Issue 46: the list's failure is spoken: focus moves into the error dialog, read with its text.
    await expectAnnounced(() => mount(), 'focus', SERVER_ERROR_SPOKEN, T);
    const dialog = await screen.findByRole('dialog', { name: '500 - Error' }, T);
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '500 - Error' })).toBeNull());
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(LIST_FAILED_TEXT);
  },
};

/** A holiday that cannot be fetched (GET Holidays/{id} 500): the "500 - Error" dialog alone, no Edit Holiday; OK leaves the list. */
export const HolidayLoadFailed: Story = {
  parameters: { faults: { 'holidays.get': { status: 500 } } },
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    // Issue 46: focus moves into the error dialog, read with its text.
    await expectAnnounced(() => userEvent.click(within(rows.getAllByRole('row')[1]!).getByRole('button', { name: 'Edit' })), 'focus', SERVER_ERROR_SPOKEN, T);
    const dialog = await screen.findByRole('dialog', { name: '500 - Error' }, T);
    await expect(dialog).toHaveTextContent('An error has occurred on the server, Please contact the support team so it can be investigated');
    await expect(screen.queryByRole('dialog', { name: 'Edit Holiday' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(within(canvasElement).getByRole('table', { name: 'Holidays' })).toBeVisible();
  },
};

/** Issue 36: a create that fails (500) says so, and once OK is pressed the dialog is still open with every typed value. */
export const SaveFailedKeepsValues: Story = {
  parameters: { faults: { 'holidays.create': { status: 500 } } },
  play: async ({ canvasElement }) => {
    const dialog = await openCreate(canvasElement);
    await fill(dialog);
    const d = within(dialog);
    // Issue 46: focus moves into the error dialog, read with its text.
    await expectAnnounced(() => userEvent.click(d.getByRole('button', { name: 'Submit' })), 'focus', SERVER_ERROR_SPOKEN);
    const error = await screen.findByRole('dialog', { name: '500 - Error' }, T);
    await expect(error).toHaveTextContent('An error has occurred on the server, Please contact the support team so it can be investigated');
    await userEvent.click(within(error).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '500 - Error' })).toBeNull(), T);
    const open = within(screen.getByRole('dialog', { name: 'Create Holiday' }));
    await expect(open.getByRole('textbox', { name: /^Name/ })).toHaveValue(' Founders Day ');
    await expect(open.getByRole('textbox', { name: /^Date/ })).toHaveValue('06-01-2030');
    await expect(open.getByRole('combobox', { name: /^Type/ })).toHaveTextContent('Company Holiday');
    await expect(open.getByRole('textbox', { name: /^Message/ })).toHaveValue('Closed');
    await expect(open.getByRole('button', { name: 'Submit' })).toBeEnabled();
  },
};

const holidayGets = countGets('*/bridgesys/Holidays');
const countingHolidays = { msw: { handlers: { holidays: [holidayGets.handler, ...holidaysHandlers] } } };

/**
 * §8 "a 409, once closed, re-fetches": the list's GET answers 409 once; OK on "409 - Error" asks
 * for the holidays again (a second GET counted) and the list shows.
 */
export const ListConflictRefetches: Story = {
  parameters: { ...countingHolidays, faults: { 'holidays.list': { status: 409, times: 1 } } },
  beforeEach: holidayGets.reset,
  play: listConflictRefetchPlay(holidayGets.loads, holidayMessages.heading),
};

/**
 * The list fails to load (500 once) and OK leaves the failure text; + Create Holiday still works,
 * and its save reloads the list (a second GET counted), which now shows the new holiday.
 */
export const ListFailedThenCreateReloads: Story = {
  parameters: { ...countingHolidays, faults: { 'holidays.list': { status: 500, times: 1 } } },
  beforeEach: holidayGets.reset,
  play: listReloadAfterFailurePlay(holidayGets.loads, holidayMessages.heading, async (canvasElement) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: holidayMessages.create }));
    const dialog = await screen.findByRole('dialog', { name: holidayMessages.titles.create }, T);
    await fill(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: holidayMessages.submit }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), T);
    return 'Founders Day';
  }),
};

/** The back office's shell signed in with every role, starting on the start page; /HolidaysList shows the real Holidays screen. */
function InTheShell() {
  return (
    <BackOfficeStory persona="all-roles" accessToken={demoAccessToken('all-roles')} location="/">
      {(navigation) => (
        <BackOfficeShell>{pathOf(navigation.location).toLowerCase() === '/holidayslist' ? <Holidays /> : <p>Start page</p>}</BackOfficeShell>
      )}
    </BackOfficeStory>
  );
}

/** The guarded route followed from the menu into its real screen: Locations › Holidays opens the Holidays list itself, with its rows. */
export const FromTheShellMenu: Story = {
  render: () => <InTheShell />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = await screen.findByRole('navigation', { name: 'Main menu' }, T);
    await userEvent.click(within(nav).getByRole('button', { name: /^Locations/ }));
    await userEvent.click(await within(nav).findByRole('link', { name: holidayMessages.heading }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent(/^\/HolidaysList$/), T);
    await expect(await canvas.findByRole('heading', { level: 1, name: holidayMessages.heading })).toBeVisible();
    const rows = await table(canvasElement);
    await expect(rows.getAllByRole('row').length).toBeGreaterThan(1);
    await expect(canvas.getByRole('button', { name: holidayMessages.create })).toBeVisible();
    await expect(canvas.queryByText('Start page')).toBeNull();
  },
};
