import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { holidaysHandlers } from '@joinery/mocks/handlers/admin/holidays';
import { captureBodies } from '@joinery/mocks/handlers/shared/storyCapture';
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
    const body = rows.getAllByRole('row').slice(1);
    const dates = body.map((r) => {
      const [, m, d, y] = /(\d{2})\/(\d{2})\/(\d{4})/.exec(r.textContent ?? '')!;
      return `${y}-${m}-${d}`;
    });
    await expect([...dates].sort().reverse()).toEqual(dates);
    const now = new Date();
    const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
    const iso = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    body.forEach((row, i) => expect(row.hasAttribute('data-muted')).toBe(dates[i]! < iso(yesterday)));
    await expect(body.some((r) => r.hasAttribute('data-muted'))).toBe(true);
    await expect(body.some((r) => !r.hasAttribute('data-muted'))).toBe(true);
  },
};

/** Create Holiday: every field given, the name is sent trimmed; the dialog closes and the list shows it. */
export const Create: Story = {
  parameters: capturing,
  play: async ({ canvasElement }) => {
    creates.reset();
    const dialog = await openCreate(canvasElement);
    await fill(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
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
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
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
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    const error = await screen.findByRole('dialog', { name: /409/ }, T);
    await userEvent.click(within(error).getByRole('button', { name: 'OK' }));
    const reopened = within(await screen.findByRole('dialog', { name: 'Edit Holiday' }, T));
    await waitFor(() => expect(reopened.getByRole('textbox', { name: /^Message/ })).toHaveValue(stored), T);
  },
};
