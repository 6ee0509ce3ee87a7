import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { userHistoryMachine } from '@joinery/flows/admin/userDialog';
import { bidHistoryMachine } from '@joinery/flows/admin/bidDialog';
import { changeHistoryMessages } from '@joinery/flows/admin/changeHistory';
import { errorDialogMessages } from '@joinery/flows/staff/shell';
import { usersHandlers } from '@joinery/mocks/handlers/admin/users';
import { bidsHandlers } from '@joinery/mocks/handlers/admin/bids';
import { captureBodies } from '@joinery/mocks/handlers/shared/storyCapture';
import { expectAnnounced } from '../../../../../../.storybook/announced';
import { SERVER_ERROR_SPOKEN } from '../../../staff/shared/storyQueries';
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

/** "Viewing 1-n of total" after the first page: n is what the table lists (from-equals-to rows are not counted). */
const COUNTER = /^Viewing 1-(\d+) of (\d+)$/;
async function counterMatchesRows(canvasElement: HTMLElement, timeout = 10_000) {
  // Wait for the rows (while loading the counter reads "Viewing 1-0 of 0").
  const counter = await within(canvasElement).findByText(/^Viewing 1-[1-9]\d* of \d+$/, {}, { timeout });
  const [, shown = '', total = ''] = COUNTER.exec(counter.textContent ?? '') ?? [];
  await expect(await table(canvasElement)).toHaveAttribute('aria-rowcount', String(Number(shown) + 1));
  return { counter, shown: Number(shown), total: Number(total) };
}

/** The last month's changes, 25 a page, with the counter and Load More. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { counter, shown, total } = await counterMatchesRows(canvasElement);
    await expect(counter).toBeVisible();
    // Page 1 is 25 records less those hidden (from equals to); the total counts no hidden one already loaded.
    await expect(shown).toBeLessThanOrEqual(25);
    await expect(total).toBeGreaterThanOrEqual(shown);
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

/**
 * Load More appends the next page; it disappears once 25 × page reaches the total. Issue 46: the
 * first page and the next are each spoken politely as they arrive, by the counter's status region.
 */
export const LoadMore: Story = {
  play: async ({ canvasElement, mount }) => {
    const canvas = within(canvasElement);
    await expectAnnounced(() => mount(), 'polite', /^Viewing 1-[1-9]\d* of \d+$/, { timeout: 10_000 });
    const first = await counterMatchesRows(canvasElement);
    await expectAnnounced(
      () => userEvent.click(canvas.getByRole('button', { name: 'Load More' })),
      'polite',
      new RegExp(`^Viewing 1-(?!${first.shown} )\\d+ of \\d+$`),
      { timeout: 10_000 },
    );
    await waitFor(() => expect(Number(COUNTER.exec(canvas.getByText(COUNTER).textContent ?? '')?.[1])).toBeGreaterThan(first.shown), { timeout: 10_000 });
    const second = await counterMatchesRows(canvasElement);
    await expect(second.shown).toBeLessThanOrEqual(second.total);
    // User 1 has under 50 changes in the month: every page is loaded and the counter is exact.
    await expect(canvas.queryByRole('button', { name: 'Load More' })).toBeNull();
    await expect(second.shown).toBe(second.total);
  },
};

/** Records whose from equals to are not listed, nor counted in "Viewing 1-n of total". */
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
    await expect(within(canvasElement).getByText('Viewing 1-1 of 1')).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: 'Load More' })).toBeNull();
  },
};

/**
 * The administration back end writes its times without a zone, as its wall clock read them: a change
 * made at 10:00 reads 10:00 AM on that day in any browser (not five hours earlier; docs/decisions.md).
 */
export const ChangeTimeAsWritten: Story = {
  parameters: {
    msw: {
      handlers: {
        users: [
          http.post('*/bridgesys/Users/Users/GetChangeHistoryUsers', () =>
            HttpResponse.json({
              totalRecords: 2,
              userChangeHistoryRecords: [
                { changeDate: '2026-11-20T10:00:00', user: 'Ann Lee', changeField: 'Title', from: 'Estimator', to: 'Branch Manager' },
                { changeDate: '2026-11-19T02:30:00', user: 'Ann Lee', changeField: 'Department', from: 'Sales', to: 'Design' },
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
    await expect(await rows.findByRole('rowheader', { name: '11/20/2026 10:00 AM' })).toBeVisible();
    // Early in the morning stays on its own day.
    await expect(rows.getByRole('rowheader', { name: '11/19/2026 2:30 AM' })).toBeVisible();
  },
};

/** Choosing a person asks for their changes only; the request carries their name. */
export const FilterByUser: Story = {
  parameters: { msw: { handlers: { users: [historyCalls.handler, ...usersHandlers] } } },
  play: async ({ canvasElement }) => {
    historyCalls.reset();
    const canvas = within(canvasElement);
    await counterMatchesRows(canvasElement);
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

/** A failed history call shows the panel's error dialog; issue 46: focus moves into it, read with its text. */
export const Failed: Story = {
  parameters: { faults: { 'users.changeHistory': { status: 500 } } },
  play: async ({ mount, canvasElement }) => {
    await expectAnnounced(() => mount(), 'focus', SERVER_ERROR_SPOKEN, { timeout: 10_000 });
    const dialog = await screen.findByRole('dialog', { name: '500 - Error' });
    await expect(dialog).toHaveTextContent('An error has occurred on the server, Please contact the support team so it can be investigated');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Issue 46: nothing had focus as the failure came; OK takes the dialog away and focus goes to
    // the panel's message in the table's place, its "Change History" heading.
    await waitFor(() => expect(within(canvasElement).getByRole('heading', { name: 'Change History' })).toHaveFocus());
  },
};

/** An earlier Changes Since date asks again from that date (page 1), and the counter follows the answer. */
export const SinceChangeReloads: Story = {
  parameters: { msw: { handlers: { users: [historyCalls.handler, ...usersHandlers] } } },
  beforeEach: () => historyCalls.reset(),
  play: async ({ canvasElement }) => {
    await counterMatchesRows(canvasElement);
    await expect(historyCalls.bodies).toHaveLength(1);
    await expect(historyCalls.bodies[0]).toMatchObject({ userId: 1, pageIndex: 1 });
    await expect((historyCalls.bodies[0] as { userDate: string }).userDate).not.toBe('2020-01-01');
    const since = within(canvasElement).getByRole('textbox', { name: changeHistoryMessages.sinceLabel });
    await userEvent.clear(since);
    await userEvent.type(since, '01-01-2020');
    await userEvent.tab();
    await waitFor(() => expect(historyCalls.bodies).toHaveLength(2), { timeout: 10_000 });
    await expect(historyCalls.bodies[1]).toMatchObject({ userId: 1, userDate: '2020-01-01', pageIndex: 1 });
    await counterMatchesRows(canvasElement);
  },
};

const pages = { count: 0 };
/** The history's second page fails (500); the first and any later one are answered by the embedded back end. */
const secondPageFails = http.post('*/bridgesys/Users/Users/GetChangeHistoryUsers', () => {
  pages.count += 1;
  return pages.count === 2 ? HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 }) : undefined;
});

/**
 * Load More fails (the second page's POST answers 500): the panel's "500 - Error" dialog; OK keeps
 * the first page as it was, counter and Load More included. Issue 46: the failure is spoken as
 * focus moves into the dialog, read with its text.
 */
export const LoadMoreFailed: Story = {
  parameters: { msw: { handlers: { users: [secondPageFails, ...usersHandlers] } } },
  beforeEach: () => void (pages.count = 0),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = await counterMatchesRows(canvasElement);
    await expectAnnounced(() => userEvent.click(canvas.getByRole('button', { name: 'Load More' })), 'focus', SERVER_ERROR_SPOKEN, {
      timeout: 10_000,
    });
    const dialog = await screen.findByRole('dialog', { name: '500 - Error' }, { timeout: 10_000 });
    await expect(dialog).toHaveTextContent(errorDialogMessages.serverError);
    await expect(pages.count).toBe(2);
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const after = await counterMatchesRows(canvasElement);
    await expect(after.shown).toBe(first.shown);
    await expect(canvas.getByRole('button', { name: 'Load More' })).toBeEnabled();
  },
};

const bidPages = { count: 0 };
/** The bid history's third request (Load More after the date filter was set back) fails (500); the others are answered by the embedded back end. */
const bidSecondPageFails = http.post('*/bridgesys/Bids/GetChangeHistoryBids', () => {
  bidPages.count += 1;
  return bidPages.count === 3 ? HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 }) : undefined;
});

/** The same over the bid dialog's history (its own machine, bids.changeHistory): spoken as focus moves into the dialog; OK keeps the first page. */
export const BidLoadMoreFailed: Story = {
  args: { machine: bidHistoryMachine, subjectId: 1, today: new Date(2030, 0, 1) },
  parameters: { msw: { handlers: { bids: [bidSecondPageFails, ...bidsHandlers] } } },
  beforeEach: () => void (bidPages.count = 0),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // From 2020 on (the date filter set back), so the bid's history is longer than a page.
    const since = await canvas.findByRole('textbox', { name: 'Changes Since' });
    await userEvent.clear(since);
    await userEvent.type(since, '01-01-2020');
    await userEvent.tab();
    const first = await counterMatchesRows(canvasElement);
    const loadMore = await canvas.findByRole('button', { name: 'Load More' });
    await expectAnnounced(() => userEvent.click(loadMore), 'focus', SERVER_ERROR_SPOKEN, { timeout: 10_000 });
    const dialog = await screen.findByRole('dialog', { name: '500 - Error' }, { timeout: 10_000 });
    await expect(dialog).toHaveTextContent(errorDialogMessages.serverError);
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const after = await counterMatchesRows(canvasElement);
    await expect(after.shown).toBe(first.shown);
    await expect(canvas.getByRole('button', { name: 'Load More' })).toBeEnabled();
  },
};
