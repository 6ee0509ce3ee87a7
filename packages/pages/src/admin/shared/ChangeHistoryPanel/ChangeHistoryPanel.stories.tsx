import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { userHistoryMachine } from '@joinery/flows/admin/userDialog';
import { usersHandlers } from '@joinery/mocks/handlers/admin/users';
import { captureBodies } from '@joinery/mocks/handlers/shared/storyCapture';
import { ChangeHistoryPanel } from './ChangeHistoryPanel';

/**
 * The Change History panel shared by the user dialog and the bid dialog, here over user 1 of the
 * embedded back end (a long history: more than 25 changes in the last month).
 */
const meta = {
  title: 'Pages/Admin/Shared/Change History Panel',
  component: ChangeHistoryPanel,
  args: { machine: userHistoryMachine, subjectId: 1 },
  globals: { theme: 'staff' },
} satisfies Meta<typeof ChangeHistoryPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const historyCalls = captureBodies('post', '*/bridgesys/Users/Users/GetChangeHistoryUsers');

const table = (canvasElement: HTMLElement) => within(canvasElement).findByRole('table', { name: 'Change History' });

/** The last month's changes, 25 a page, with the counter and Load More. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^Viewing 1-25 of \d+$/, {}, { timeout: 5000 })).toBeVisible();
    for (const header of ['Change Date', 'User', 'Change Field', 'From', 'To']) {
      await expect(within(await table(canvasElement)).getByRole('columnheader', { name: header })).toBeVisible();
    }
    await expect(canvas.getByRole('button', { name: 'Load More' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Changed By' })).toHaveTextContent('All Users');
  },
};

/** The date filter starts one month before today, and is what the first request sends. */
export const DefaultDateFilter: Story = {
  args: { today: new Date(2026, 10, 23) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('textbox', { name: 'Changes Since' })).toHaveValue('10-23-2026');
  },
};

/** Load More appends the next page; it disappears once 25 × page reaches the total. */
export const LoadMore: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const counter = await canvas.findByText(/^Viewing 1-25 of \d+$/, {}, { timeout: 5000 });
    const total = Number(/of (\d+)/.exec(counter.textContent ?? '')?.[1]);
    await userEvent.click(canvas.getByRole('button', { name: 'Load More' }));
    await expect(await canvas.findByText(`Viewing 1-${Math.min(50, total)} of ${total}`)).toBeVisible();
    if (total <= 50) await expect(canvas.queryByRole('button', { name: 'Load More' })).toBeNull();
  },
};

/** Records whose from equals to are not listed (the counter still counts what the server sent). */
export const SameValuesHidden: Story = {
  parameters: {
    msw: {
      handlers: {
        users: [
          http.post('*/bridgesys/Users/Users/GetChangeHistoryUsers', () =>
            HttpResponse.json({
              totalRecords: 2,
              userChangeHistoryRecords: [
                { changeDate: '2026-11-20T10:00:00', user: 'Ann Lee', changeField: 'Title', from: 'Estimator', to: 'Branch Manager' },
                { changeDate: '2026-11-19T10:00:00', user: 'Ann Lee', changeField: 'Department', from: 'Sales', to: 'Sales' },
              ],
            }),
          ),
          http.post('*/bridgesys/Users/GetUsersByDate', () => HttpResponse.json(['Ann Lee'])),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const rows = within(await table(canvasElement));
    await expect(await rows.findByText('Branch Manager')).toBeVisible();
    await expect(rows.queryByText('Department')).toBeNull();
    await expect(within(canvasElement).getByText('Viewing 1-2 of 2')).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: 'Load More' })).toBeNull();
  },
};

/** Choosing a person asks for their changes only; the request carries their name. */
export const FilterByUser: Story = {
  parameters: { msw: { handlers: { users: [historyCalls.handler, ...usersHandlers] } } },
  play: async ({ canvasElement }) => {
    historyCalls.reset();
    const canvas = within(canvasElement);
    await canvas.findByText(/^Viewing 1-25 of \d+$/, {}, { timeout: 5000 });
    await userEvent.click(canvas.getByRole('combobox', { name: 'Changed By' }));
    const person = (await screen.findAllByRole('option'))[1]!;
    const name = person.textContent ?? '';
    await userEvent.click(person);
    await waitFor(() => expect(historyCalls.bodies.at(-1)).toMatchObject({ userId: 1, user: name, pageIndex: 1, pageSize: 25 }));
    await waitFor(async () => {
      const rows = within(await table(canvasElement)).getAllByRole('row').slice(1);
      for (const row of rows) await expect(row).toHaveTextContent(name);
    });
  },
};

/** A failed history call shows the panel's error dialog. */
export const Failed: Story = {
  parameters: { faults: { 'users.changeHistory': { status: 500 } } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '500 - Error' });
    await expect(dialog).toHaveTextContent('An error has occurred on the server, Please contact the support team so it can be investigated');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
