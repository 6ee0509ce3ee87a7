import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { http } from 'msw';
import { locationsHandlers, locationsInWrongOrder } from '@joinery/mocks/handlers/admin/locations';
import { locations } from '@joinery/mocks/data/admin/locations';
import { countGets } from '@joinery/mocks/handlers/admin/countGets';
import { locationFormMessages } from '@joinery/flows/admin/locationForm';
import { richTextEditorMessages } from '@joinery/ui/RichTextEditor';
import { captureBodies } from '@joinery/mocks/handlers/shared/storyCapture';
import { errorDialogMessages, listMessages } from '@joinery/flows/staff/shell';
import { LIST_FAILED_TEXT, SERVER_ERROR_SPOKEN, everyRowTextOf } from '../../staff/shared/storyQueries';
import { expectAnnounced } from '../../../../../.storybook/announced';
import { listConflictRefetchPlay, listReloadAfterFailurePlay } from '../shared/AdminListsEditor/loadFailedStory';
import { Locations } from './Locations';

const meta = {
  title: 'Pages/Admin/Locations',
  component: Locations,
  globals: { theme: 'staff' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Locations>;
export default meta;
type Story = StoryObj<typeof meta>;

const creates = captureBodies('post', '*/bridgesys/Locations');
const updates = captureBodies('put', '*/bridgesys/Locations/:id');
const capturing = { msw: { handlers: { locations: [creates.handler, updates.handler, ...locationsHandlers] } } };
const REQUIRED_MISSING = 'Some required fields are missing - check entire form';

async function loaded(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.getByRole('searchbox', { name: 'Search by name' })).toBeEnabled(), { timeout: 10_000 });
  return canvas;
}

async function table(canvasElement: HTMLElement) {
  const canvas = await loaded(canvasElement);
  return within(await canvas.findByRole('table', { name: 'Locations' }));
}

const inputValue = (element: HTMLElement) => (element as HTMLInputElement).value;

/** Opens the form: + Location, a name (view) or the row's edit icon. */
async function openForm(canvasElement: HTMLElement, how: 'create' | { view: string } | { edit: string }) {
  const canvas = await loaded(canvasElement);
  if (how === 'create') {
    await userEvent.click(canvas.getByRole('button', { name: '+ Location' }));
    return shown(await screen.findByRole('dialog', { name: 'Create Location' }, { timeout: 10_000 }));
  }
  const name = 'view' in how ? how.view : how.edit;
  const search = canvas.getByRole('searchbox', { name: 'Search by name' });
  await userEvent.clear(search);
  await userEvent.type(search, name.slice(0, 3));
  const rows = within(await canvas.findByRole('table', { name: 'Locations' }));
  const row = rows.getAllByRole('row').find((r) => r.textContent?.startsWith(name));
  if (!row) throw new Error(`no row for ${name}`);
  await userEvent.click('view' in how ? within(row).getAllByRole('button')[0]! : within(row).getByRole('button', { name: 'Edit' }));
  return shown(await screen.findByRole('dialog', { name: 'view' in how ? 'View Location' : 'Edit Location' }, { timeout: 10_000 }));
}

/** The Edit of the listed location named `name`. */
function editOf(canvasElement: HTMLElement, name: string) {
  const rows = within(within(canvasElement).getByRole('table', { name: 'Locations' }));
  const row = rows.getAllByRole('row').find((r) => r.textContent?.startsWith(name));
  if (!row) throw new Error(`no row for ${name}`);
  return within(row).getByRole('button', { name: 'Edit' });
}

/** The form fades in: wait until it is shown before asserting what the user sees. */
async function shown(dialog: HTMLElement) {
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

/** Chooses by typing on the focused dropdown (its typeahead), as a keyboard user does. */
async function choose(dialog: ReturnType<typeof within>, label: string, option: string) {
  const combobox = dialog.getByRole('combobox', { name: label });
  combobox.focus();
  await userEvent.keyboard(option.slice(0, 4));
  await waitFor(() => expect(combobox).toHaveTextContent(option));
}

/** The columns, published locations first, then by name (the server answers them the other way round). */
export const List: Story = {
  tags: ['screenshot'],
  parameters: { msw: { handlers: { locations: [locationsInWrongOrder, ...locationsHandlers] } } },
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Locations' })).toBeVisible();
    for (const header of ['Name', 'Description', 'Menu Group', 'Menu Order', 'Status', 'Closed', locationFormMessages.columns.actions]) {
      await expect(rows.getByRole('columnheader', { name: header })).toBeVisible();
    }
    // Every row, scrolled through: the table draws only the rows in and near view.
    const every = await everyRowTextOf(within(canvasElement).getByRole('table', { name: 'Locations' }));
    // The Status cell itself (the fifth column) of each row.
    const statuses = every.map((cells) => cells[4] ?? '');
    // Published first (no Published row after an Unpublished one), then by name within each; both kinds listed.
    await expect(statuses.join(',')).toMatch(/^(Published,)+(Unpublished,?)+$/);
    const names = every.map((cells) => cells[0] ?? '');
    // The whole column, against every stored location sorted by that rule.
    const expected = [...locations.all()].sort((a, b) => Number(b.locationPagePublished) - Number(a.locationPagePublished) || a.name.localeCompare(b.name));
    await expect(names).toEqual(expected.map((l) => l.name));
    await expect(names.slice(0, 3)).toEqual(['Allentown', 'Baltimore', 'Bethesda']);
    // The table as drawn now, back at the top: it stays there (once, in a loaded full run, the rows
    // drawn here began at Bethesda; this says whether the frame had moved).
    await expect(within(canvasElement).getByRole('region', { name: 'Locations' }).scrollTop).toBe(0);
    const body = within(within(canvasElement).getByRole('table', { name: 'Locations' })).getAllByRole('row').slice(1);
    await expect(within(body[0]!).getByRole('button', { name: 'Allentown' })).toBeVisible();
    await expect(within(body[0]!).getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(within(body[0]!).getByText('Published')).toBeVisible();
    await expect(within(body[0]!).getByText('No')).toBeVisible();
  },
};

/** The name search keeps the prefix matches (any case) and highlights the matched prefix. */
export const SearchHighlight: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by name' }), 'ri');
    const rows = within(canvas.getByRole('table', { name: 'Locations' }));
    await waitFor(() => expect(rows.getAllByRole('row')).toHaveLength(2));
    await expect(rows.getByText('Ri', { selector: 'mark' })).toBeVisible();
    await expect(rows.getByRole('button', { name: /chmond$/ })).toHaveTextContent('Richmond');
  },
};

/** No match: the No Records notice headed Locations. */
export const NoRecords: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const box = canvas.getByRole('searchbox', { name: 'Search by name' });
    // Issue 46: the emptied list is spoken politely.
    await expectAnnounced(() => userEvent.type(box, 'zz'), 'polite', /No Records/, { container: canvasElement, timeout: 10_000 });
    await expect(await canvas.findByText('No Records')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Locations' })).toBeVisible();
  },
};

/** Create: the six sections, country United States, live character counters, Submit disabled until name, group and state; the Page Description a rich-text editor. */
export const Create: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openForm(canvasElement, 'create');
    for (const section of ['Location SEO Information', 'Location Menu Information', 'Location Address Information', 'Location Hours of Operation Information', 'External Location Information']) {
      await expect(dialog.getByRole('heading', { name: section })).toBeVisible();
    }
    await expect(dialog.getByRole('textbox', { name: 'Country' })).toHaveValue('United States');
    // The required * after the label of each field an unpublished location needs, and none on an optional one.
    const labelText = (control: HTMLElement) => (control as HTMLInputElement).labels?.[0]?.textContent ?? '';
    await expect(labelText(dialog.getByRole('textbox', { name: 'Name' }))).toMatch(/\*$/);
    await expect(labelText(dialog.getByRole('combobox', { name: 'Menu Group' }))).toMatch(/\*$/);
    await expect(labelText(dialog.getByRole('combobox', { name: 'State' }))).toMatch(/\*$/);
    await expect(labelText(dialog.getByRole('textbox', { name: 'Address Line 2' }))).not.toMatch(/\*/);
    await expect(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await expect(dialog.getByText(REQUIRED_MISSING)).toBeVisible();
    const metaTitle = dialog.getByRole('textbox', { name: 'Meta Title' });
    await expect(metaTitle).toHaveAccessibleDescription('0 characters');
    await userEvent.type(metaTitle, 'Hello');
    await expect(metaTitle).toHaveAccessibleDescription('5 characters');
    // The Page Description is a rich-text editor: a contenteditable box (not a textarea) with its own Formatting toolbar.
    const description = await dialog.findByRole('textbox', { name: 'Page Description' }, { timeout: 10_000 });
    await expect(description).toBeVisible();
    await expect(description.tagName).not.toBe('TEXTAREA');
    await expect(description).toHaveAttribute('contenteditable', 'true');
    let frame: HTMLElement | null = description.parentElement;
    while (frame && !within(frame).queryByRole('toolbar', { name: richTextEditorMessages.toolbar })) frame = frame.parentElement;
    await expect(frame).not.toBeNull();
    // The toolbar found is this editor's own: its frame holds no other text box.
    await expect(within(frame!).getAllByRole('textbox')).toEqual([description]);
    await expect(within(within(frame!).getByRole('toolbar', { name: richTextEditorMessages.toolbar })).getByRole('button', { name: richTextEditorMessages.bold })).toBeVisible();
  },
};

/** Published: every field but the exceptions is required; the message shows and Submit is disabled. */
export const PublishMissingFields: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openForm(canvasElement, 'create');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'Erie');
    await choose(dialog, 'Menu Group', 'Pennsylvania');
    await choose(dialog, 'State', 'Pennsylvania');
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Submit' })).toBeEnabled());
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Location Page Published' }));
    await expect(dialog.getByText(REQUIRED_MISSING)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await expect(dialog.getByRole('textbox', { name: 'Page Title' })).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByRole('textbox', { name: 'Address Line 2' })).not.toHaveAttribute('aria-invalid');
    await expect(dialog.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-invalid');
  },
};

/** Unpublished needs only name, group and state; an empty country is sent as USA; the list reloads. */
export const CreateUnpublished: Story = {
  parameters: capturing,
  play: async ({ canvasElement }) => {
    creates.reset();
    const dialog = await openForm(canvasElement, 'create');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), ' Erie ');
    await choose(dialog, 'Menu Group', 'Pennsylvania');
    await choose(dialog, 'State', 'Pennsylvania');
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Country' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(creates.bodies.at(-1)).toMatchObject({
        name: 'Erie',
        locationPagePublished: false,
        isClosed: false,
        countryCode: 'USA',
        locationGroupId: 1,
        displayOrder: 0,
        weekdayHours: '',
        weekendHours: 'Closed',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 10_000 });
    await expect(await within(canvasElement).findByRole('button', { name: 'Erie' }, { timeout: 10_000 })).toBeVisible();
  },
};

/** Hours typed into the time inputs are sent as the §5 strings and read back into the inputs on reopening. */
const hoursListGets = countGets('*/bridgesys/Locations');
export const HoursRoundTrip: Story = {
  parameters: { msw: { handlers: { locations: [hoursListGets.handler, ...capturing.msw.handlers.locations] } } },
  beforeEach: hoursListGets.reset,
  play: async ({ canvasElement }) => {
    updates.reset();
    const dialog = await openForm(canvasElement, { edit: 'Princeton' });
    const set = async (label: string, time: string) => {
      const input = dialog.getByLabelText(label);
      await userEvent.clear(input);
      await userEvent.type(input, time);
    };
    await set('Weekdays Close', '18:00');
    await set('Saturday Open', '09:00');
    await set('Saturday Close', '13:00');
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(updates.bodies.at(-1)).toBeDefined());
    const sent = updates.bodies.at(-1) as { weekdayHours: string; weekendHours: string };
    await expect(sent.weekdayHours).toMatch(/^Mon-Fri \d{1,2}:\d\d - 6:00$/);
    await expect(sent.weekendHours).toMatch(/^Sat(-Sun)? 9:00 - 1:00/);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 10_000 });
    // The list reloads after a save once focus is back on the row's Edit (issue 46): the search is
    // used again once that reload has been asked for and has answered, as a user waits for it.
    await waitFor(() => expect(hoursListGets.loads.count).toBe(2), { timeout: 10_000 });
    const reopened = await openForm(canvasElement, { edit: 'Princeton' });
    await expect(reopened.getByLabelText('Weekdays Close')).toHaveValue('18:00');
    await expect(reopened.getByLabelText('Saturday Open')).toHaveValue('09:00');
    await expect(reopened.getByLabelText('Saturday Close')).toHaveValue('13:00');
  },
};

/** A name opens the location read-only; Submit only closes. */
export const View: Story = {
  parameters: capturing,
  play: async ({ canvasElement }) => {
    updates.reset();
    const dialog = await openForm(canvasElement, { view: 'Baltimore' });
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveAttribute('readonly');
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Baltimore');
    await expect(dialog.getByRole('checkbox', { name: 'Location Page Published' })).toBeDisabled();
    await expect(dialog.getByRole('combobox', { name: 'State' })).toBeDisabled();
    await expect(dialog.getByText('Free design consultations')).toBeVisible();
    await expect(dialog.getByLabelText('Weekdays Open')).toHaveAttribute('readonly');
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(updates.bodies).toHaveLength(0);
  },
};

/** Edit (an unpublished location: only name, group and state are required): the saved location carries its id; the form closes. */
export const EditSave: Story = {
  parameters: capturing,
  play: async ({ canvasElement }) => {
    updates.reset();
    const dialog = await openForm(canvasElement, { edit: 'Manassas' });
    const hub = dialog.getByRole('textbox', { name: 'Hub' });
    await userEvent.clear(hub);
    await userEvent.type(hub, 'Hub 9');
    // Issue 46: the save is spoken (the shared record dialog's toast).
    await expectAnnounced(() => userEvent.click(dialog.getByRole('button', { name: 'Submit' })), 'polite', /^Record saved$/, { timeout: 10_000 });
    await waitFor(() => expect(updates.bodies.at(-1)).toMatchObject({ id: 9, name: 'Manassas', hub: 'Hub 9', locationPagePublished: false }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 10_000 });
  },
};

/** A failed save shows the error dialog; closing it leaves the form as typed. */
export const SaveFailed: Story = {
  parameters: { faults: { 'locations.update': { status: 500 } } },
  play: async ({ canvasElement }) => {
    const dialog = await openForm(canvasElement, { edit: 'Manassas' });
    await userEvent.type(dialog.getByRole('textbox', { name: 'Hub' }), 'X');
    // Issue 46: focus moves into the error dialog, read with its text.
    await expectAnnounced(() => userEvent.click(dialog.getByRole('button', { name: 'Submit' })), 'focus', SERVER_ERROR_SPOKEN, { timeout: 10_000 });
    const error = await screen.findByRole('dialog', { name: '500 - Error' }, { timeout: 10_000 });
    await userEvent.click(within(error).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '500 - Error' })).toBeNull());
    await expect(inputValue(dialog.getByRole('textbox', { name: 'Hub' }))).toMatch(/X$/);
    await expect(dialog.getByRole('button', { name: 'Submit' })).toBeEnabled();
  },
};

/** The GETs of one location (the form's fetch). */
const oneLocationGets = countGets('*/bridgesys/Locations/:id');

/** A 409: once its dialog is closed the location is fetched again (a second GET; the edit is replaced by the stored one). */
export const Conflict: Story = {
  parameters: { msw: { handlers: { locations: [oneLocationGets.handler, ...locationsHandlers] } }, faults: { 'locations.update': { status: 409 } } },
  beforeEach: oneLocationGets.reset,
  play: async ({ canvasElement }) => {
    const dialog = await openForm(canvasElement, { edit: 'Manassas' });
    await expect(oneLocationGets.loads.count).toBe(1);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Hub' }), 'X');
    // Issue 46: focus moves into the conflict dialog, read with its text.
    await expectAnnounced(
      () => userEvent.click(dialog.getByRole('button', { name: 'Submit' })),
      'focus',
      `dialog, 409 - Error, ${errorDialogMessages.conflict}`,
      { timeout: 10_000 },
    );
    const error = await screen.findByRole('dialog', { name: /409/ }, { timeout: 10_000 });
    await userEvent.click(within(error).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(oneLocationGets.loads.count).toBe(2), { timeout: 10_000 });
    const reopened = within(await screen.findByRole('dialog', { name: 'Edit Location' }, { timeout: 10_000 }));
    await waitFor(() => expect(inputValue(reopened.getByRole('textbox', { name: 'Hub' }))).not.toMatch(/X$/), { timeout: 10_000 });
  },
};

const SERVER_ERROR = 'An error has occurred on the server, Please contact the support team so it can be investigated';

/** The list fails to load (GET Locations 500): the "500 - Error" dialog, then the server-error text in the list's place. */
export const ListFailed: Story = {
  parameters: { faults: { 'locations.list': { status: 500 } } },
  play: async ({ canvasElement, mount }) => {
    // Issue 46: the list's failure is spoken: focus moves into the error dialog, read with its text.
    await expectAnnounced(() => mount(), 'focus', SERVER_ERROR_SPOKEN, { timeout: 10_000 });
    const dialog = await screen.findByRole('dialog', { name: '500 - Error' }, { timeout: 10_000 });
    await expect(dialog).toHaveTextContent(SERVER_ERROR);
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '500 - Error' })).toBeNull());
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(LIST_FAILED_TEXT);
    await expect(within(canvasElement).queryByRole('table', { name: 'Locations' })).toBeNull();
  },
};

/** A location that cannot be fetched (GET Locations/{id} 500): the error dialog alone, no form; OK leaves the list. */
export const LocationLoadFailed: Story = {
  parameters: { faults: { 'locations.get': { status: 500 } } },
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    const row = rows.getAllByRole('row')[1]!;
    // Issue 46: focus moves into the error dialog, read with its text.
    await expectAnnounced(() => userEvent.click(within(row).getByRole('button', { name: 'Edit' })), 'focus', SERVER_ERROR_SPOKEN, { timeout: 10_000 });
    const dialog = await screen.findByRole('dialog', { name: '500 - Error' }, { timeout: 10_000 });
    await expect(dialog).toHaveTextContent(SERVER_ERROR);
    await expect(screen.queryByRole('dialog', { name: 'Edit Location' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(within(canvasElement).getByRole('table', { name: 'Locations' })).toBeVisible();
  },
};

/** Every text field of the form by its label, and the key it is sent under (back-office-admin.md §2 Locations, §3). */
const EVERY_TEXT_FIELD: Array<[label: string, key: string, typed: string, sent?: unknown]> = [
  ['Location Description', 'locationDescription', 'Northern Virginia showroom'],
  ['Joinery ID', 'JoineryId', 'JNY-MNS'],
  ['Page Title', 'locationPageTitle', 'Joinery Manassas'],
  ['URL', 'locationPageUrl', 'manassas'],
  ['Meta Title', 'locationPageMetaTitle', 'Cabinets in Manassas'],
  ['Meta Description', 'locationPageMetaDescription', 'Kitchen and bath cabinets in Manassas, VA'],
  ['Latitude', 'latitude', '38.75', 38.75],
  ['Longitude', 'longitude', '-77.47', -77.47],
  ['Virtual Tour Link', 'virtualTourLink', 'https://tour.joinery.example/manassas'],
  ['Display Order', 'displayOrder', '7', 7],
  ['Address Line 1', 'addressLine1', '9000 Center St'],
  ['Address Line 2', 'addressLine2', 'Suite 2'],
  ['City', 'city', 'Manassas Park'],
  ['Zip', 'zip', '20111'],
  ['Country', 'countryCode', 'USA'],
  ['Phone', 'phone', '703-555-0100'],
  ['Fax', 'fax', '703-555-0101'],
  ['Email', 'email', 'manassas@joinery.example'],
  ['Hours Notes', 'locationHoursNotes', 'Evenings by appointment'],
  ['Closed Notes', 'isClosedNotes', 'Closed on federal holidays'],
  ['Hub', 'hub', 'Hub 4'],
  ['Team', 'team', 'Team South'],
  ['PC', 'pc', 'PC-MNS-01'],
  ['IP', 'ip', '10.4.7.21'],
];

/**
 * Edit, every field: each text field typed (by its label) is sent under its own key, numbers as
 * numbers; Saturday and Sunday with the same hours go as one "Sat-Sun" part (§5); the form closes.
 */
export const EditEveryField: Story = {
  parameters: capturing,
  play: async ({ canvasElement }) => {
    updates.reset();
    const dialog = await openForm(canvasElement, { edit: 'Manassas' });
    for (const [label, , typed] of EVERY_TEXT_FIELD) {
      const box = dialog.getByRole('textbox', { name: label });
      // clear() leaves the box focused and empty: paste types there.
      await userEvent.clear(box);
      await userEvent.paste(typed);
    }
    for (const [label, time] of [['Weekdays Open', '08:00'], ['Weekdays Close', '17:00'], ['Saturday Open', '10:00'], ['Saturday Close', '14:00'], ['Sunday Open', '10:00'], ['Sunday Close', '14:00']] as const) {
      const input = dialog.getByLabelText(label);
      await userEvent.clear(input);
      await userEvent.type(input, time);
    }
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(updates.bodies).toHaveLength(1), { timeout: 10_000 });
    const sent = updates.bodies[0] as Record<string, unknown>;
    for (const [label, key, typed, value = typed] of EVERY_TEXT_FIELD) await expect({ label, sent: sent[key] }).toEqual({ label, sent: value });
    await expect(sent).toMatchObject({ id: 9, name: 'Manassas', weekdayHours: 'Mon-Fri 8:00 - 5:00', weekendHours: 'Sat-Sun 10:00 - 2:00' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 10_000 });
  },
};

/** The PUT of a location waits on this gate: a play makes it before Submit and opens it once it has looked. */
let saveGate: Promise<void> = Promise.resolve();
/** The list's GET waits on this one likewise (the reload after a save, seen under way). */
let listGate: Promise<void> = Promise.resolve();
const holdingSaves = {
  msw: {
    handlers: {
      locations: [
        updates.handler,
        http.put('*/bridgesys/Locations/:id', async () => {
          await saveGate;
          return undefined;
        }),
        http.get('*/bridgesys/Locations', async () => {
          await listGate;
          return undefined;
        }),
        ...locationsHandlers,
      ],
    },
  },
};

/**
 * §4 Location "Submit is disabled while saving; on success the modal closes and the list reloads": while the
 * save call is held, Submit is busy and disabled (aria-disabled, saying why; issue 46: it keeps focus), the
 * fields are read-only and the form stays open; once the call ends, the form closes with one call sent, and
 * focus goes back to the row's Edit (kept by the list's loading cover while the list reloads).
 */
export const SaveInProgress: Story = {
  parameters: holdingSaves,
  play: async ({ canvasElement }) => {
    updates.reset();
    let release = () => {};
    saveGate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let releaseList = () => {};
    try {
      const dialog = await openForm(canvasElement, { edit: 'Manassas' });
      // The page description's editor loads on its own (a cold chunk): wait for it before typing, so
      // the form is not still being drawn as Hub is changed (the paste was lost, Hub sent empty).
      await dialog.findByRole('textbox', { name: locationFormMessages.fields.locationPageDescription }, { timeout: 10_000 });
      const hub = dialog.getByRole('textbox', { name: 'Hub' });
      await userEvent.clear(hub);
      await userEvent.paste('Hub 7');
      await expect(hub).toHaveValue('Hub 7');
      const submit = dialog.getByRole('button', { name: 'Submit' });
      await userEvent.click(submit);
      await waitFor(() => expect(updates.bodies).toHaveLength(1));
      await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
      // Issue 46: Submit cannot be pressed while the location saves, and keeps focus meanwhile
      // (aria-disabled: a disabled button would drop focus to <body>).
      await expect(submit).toHaveAttribute('aria-disabled', 'true');
      await expect(submit).toHaveFocus();
      await expect(submit).toHaveAccessibleDescription(/The location is being saved/);
      await expect(hub).toHaveAttribute('readonly');
      await expect(screen.getByRole('dialog', { name: 'Edit Location' })).toBeVisible();
      listGate = new Promise<void>((resolve) => {
        releaseList = resolve;
      });
      release();
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Location' })).toBeNull(), { timeout: 10_000 });
      await expect(updates.bodies).toHaveLength(1);
      await expect(updates.bodies[0]).toMatchObject({ id: 9, hub: 'Hub 7' });
      // Issue 46: while the list reloads (held here), focus is on its loading cover, which took it from
      // the row's Edit (focus went back there first), not on <body>.
      await waitFor(() => expect(within(canvasElement).getByRole('group', { name: listMessages.loading })).toHaveFocus(), { timeout: 10_000 });
    } finally {
      release();
      listGate = Promise.resolve();
      releaseList();
    }
    // Issue 46: the form closed with its Submit; focus is back on Manassas's Edit, which opened it.
    await waitFor(() => expect(editOf(canvasElement, 'Manassas')).toHaveFocus(), { timeout: 10_000 });
  },
};

/** A re-render of the whole form can take a while on a loaded machine. */
const BUSY = { timeout: 5_000 };

/** Every text field §5 requires to publish, by its label (the dropdowns and the page description follow). */
const PUBLISH_REQUIRED_TEXT = [
  'Name',
  'Location Description',
  'Joinery ID',
  'Page Title',
  'URL',
  'Meta Title',
  'Meta Description',
  'Latitude',
  'Longitude',
  'Virtual Tour Link',
  'Display Order',
  'Address Line 1',
  'City',
  'Zip',
  'Country',
  'Phone',
  'Fax',
  'Email',
  'Hours Notes',
  'Closed Notes',
  'Hub',
  'Team',
  'PC',
  'IP',
];

/**
 * §5 Location form, published: each field the rule requires, emptied on its own in a complete published location
 * (Allentown), is marked in error ("Required") as the only field so marked, "Some required fields are missing -
 * check entire form" shows and Submit is disabled; put back, Submit is enabled again. Then the two dropdowns on
 * Select, and an empty page description.
 */
export const PublishRefusedPerField: Story = {
  // The page description's editor chunk is large: fetched before the play, as staff would have it by then.
  loaders: [() => import('@joinery/ui/RichTextEditor').then(() => ({}))],
  play: async ({ canvasElement }) => {
    const dialog = await openForm(canvasElement, { edit: 'Allentown' });
    const form = screen.getByRole('dialog', { name: 'Edit Location' });
    const submit = dialog.getByRole('button', { name: 'Submit' });
    await expect(dialog.getByRole('checkbox', { name: 'Location Page Published' })).toBeChecked();
    await waitFor(() => expect(submit).toBeEnabled(), BUSY);
    // The page description's editor is in place before typing starts (it must not take the focus mid-way).
    const description = await dialog.findByRole('textbox', { name: 'Page Description' }, { timeout: 10_000 });
    /** The field alone is marked, the message shows, Submit is refused. */
    const refused = async (label: string, control: HTMLElement) => {
      await waitFor(() => expect({ label, disabled: (submit as HTMLButtonElement).disabled }).toEqual({ label, disabled: true }), BUSY);
      const marked = [...form.querySelectorAll('[aria-invalid="true"]')];
      await expect({ label, marked: marked.length, it: marked[0] === control }).toEqual({ label, marked: 1, it: true });
      await expect(control).toHaveAccessibleDescription(/Required/);
      await expect(dialog.getByText(REQUIRED_MISSING)).toBeVisible();
    };
    for (const label of PUBLISH_REQUIRED_TEXT) {
      const box = dialog.getByRole('textbox', { name: label });
      const was = inputValue(box);
      await userEvent.clear(box);
      await refused(label, box);
      await userEvent.paste(was);
      await waitFor(() => expect({ label, enabled: !(submit as HTMLButtonElement).disabled }).toEqual({ label, enabled: true }), BUSY);
    }
    for (const [label, was] of [['Menu Group', 'Pennsylvania'], ['State', 'Pennsylvania']] as const) {
      // Picked from the open list (typing would run into the dropdown's one-second type-ahead).
      const combobox = dialog.getByRole('combobox', { name: label });
      const pick = async (option: string) => {
        await userEvent.click(combobox);
        await userEvent.click(await screen.findByRole('option', { name: option }));
        await waitFor(() => expect(combobox).toHaveTextContent(option));
      };
      await pick('Select');
      await refused(label, combobox);
      await pick(was);
      await waitFor(() => expect(submit).toBeEnabled(), BUSY);
    }
    await userEvent.click(description);
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    await refused('Page Description', description);
  },
};

const locationGets = countGets('*/bridgesys/Locations');
const countingLocations = { msw: { handlers: { locations: [locationGets.handler, ...locationsHandlers] } } };

/** §8: the list's GET answers 409 once; OK on "409 - Error" asks for the locations again (a second GET) and the list shows. */
export const ListConflictRefetches: Story = {
  parameters: { ...countingLocations, faults: { 'locations.list': { status: 409, times: 1 } } },
  beforeEach: locationGets.reset,
  play: listConflictRefetchPlay(locationGets.loads, locationFormMessages.heading),
};

/**
 * The list fails to load (500 once) and OK leaves the failure text; + Location still works, and
 * its save reloads the list (a second GET), which now shows the new location.
 */
export const ListFailedThenCreateReloads: Story = {
  parameters: { ...countingLocations, faults: { 'locations.list': { status: 500, times: 1 } } },
  beforeEach: locationGets.reset,
  play: listReloadAfterFailurePlay(locationGets.loads, locationFormMessages.heading, async (canvasElement) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: locationFormMessages.create }));
    const dialog = await shown(await screen.findByRole('dialog', { name: locationFormMessages.titles.create }, { timeout: 10_000 }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'Erie');
    await choose(dialog, 'Menu Group', 'Pennsylvania');
    await choose(dialog, 'State', 'Pennsylvania');
    await userEvent.click(dialog.getByRole('button', { name: locationFormMessages.submit }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 10_000 });
    return 'Erie';
  }),
};

/**
 * Cancel on Edit Location closes the full-screen form without saving:
 * no PUT, and the typed hub is not kept when the location is opened again.
 */
export const CancelEditDiscards: Story = {
  parameters: capturing,
  beforeEach: () => updates.reset(),
  play: async ({ canvasElement }) => {
    const dialog = await openForm(canvasElement, { edit: 'Manassas' });
    const frame = screen.getByRole('dialog', { name: locationFormMessages.titles.edit });
    // Full-screen: it fills the window but for the same small gutter (at most 24 px) on every side.
    const box = frame.getBoundingClientRect();
    await expect(box.left).toBeLessThanOrEqual(24);
    await expect(box.top).toBeLessThanOrEqual(24);
    await expect(Math.round(box.left + box.right)).toBe(window.innerWidth);
    await expect(Math.round(box.top + box.bottom)).toBe(window.innerHeight);
    const hub = dialog.getByRole('textbox', { name: 'Hub' });
    const stored = inputValue(hub);
    await userEvent.type(hub, 'X');
    await userEvent.click(dialog.getByRole('button', { name: locationFormMessages.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 10_000 });
    await expect(updates.bodies).toEqual([]);
    const reopened = await openForm(canvasElement, { edit: 'Manassas' });
    await expect(reopened.getByRole('textbox', { name: 'Hub' })).toHaveValue(stored);
  },
};
