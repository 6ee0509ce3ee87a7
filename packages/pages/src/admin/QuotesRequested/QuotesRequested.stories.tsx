import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { demoAccessToken } from '@joinery/mocks/handlers/staff/staffSession';
import { countGets } from '@joinery/mocks/handlers/admin/countGets';
import { quoteRequestsHandlers, quoteRequestsOldestFirst } from '@joinery/mocks/handlers/admin/quoteRequests';
import { quotesRequestedMessages } from '@joinery/flows/admin/quoteRequests';
import { errorDialogMessages } from '@joinery/flows/staff/shell';
import { listConflictRefetchPlay } from '../shared/AdminListsEditor/loadFailedStory';
import { BackOfficeStory } from '../../staff/storySupport';
import { CONFLICT_SPOKEN, descriptionOf, SERVER_ERROR_SPOKEN } from '../../staff/shared/storyQueries';
import { expectAnnounced } from '../../../../../.storybook/announced';
import { QuotesRequested } from './QuotesRequested';

function QuotesRequestedStory() {
  return (
    <BackOfficeStory persona="all-roles" accessToken={demoAccessToken('all-roles')} location="/QuotesList">
      {() => <QuotesRequested />}
    </BackOfficeStory>
  );
}

/** Quotes Requested (/QuotesList; back-office-admin.md §2, §9): read only, newest first. */
const meta = {
  title: 'Pages/Admin/Quotes Requested',
  component: QuotesRequestedStory,
  globals: { theme: 'staff' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof QuotesRequestedStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const T = { timeout: 20000 };
const COLUMNS = ['Request Number', 'Date', 'Customer Number', 'Customer Name', 'PO Number', 'Ordered By'];

async function table(canvasElement: HTMLElement) {
  const t = await within(canvasElement).findByRole('table', { name: 'Quotes Requested' }, T);
  await waitFor(() => expect(within(t).getAllByRole('row').length).toBeGreaterThan(3), T);
  return t;
}
const rows = (t: HTMLElement) => within(t).getAllByRole('row').slice(1);
const cell = (row: HTMLElement, i: number) => row.querySelectorAll('th, td')[i]?.textContent ?? '';
const day = (mdY: string) => {
  const [m, d, y] = mdY.split('/');
  return `${y}${m}${d}`;
};

/** The six columns, newest request first (the server answers them oldest first). */
export const List: Story = {
  tags: ['screenshot'],
  parameters: { msw: { handlers: { quoteRequests: [quoteRequestsOldestFirst, ...quoteRequestsHandlers] } } },
  play: async ({ canvasElement }) => {
    const t = await table(canvasElement);
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Quotes Requested' })).toBeVisible();
    for (const header of COLUMNS) await expect(within(t).getByRole('columnheader', { name: header })).toBeVisible();
    const dates = rows(t).map((r) => day(cell(r, 1)));
    // More than one day among them, so the order is something to get right.
    await expect(new Set(dates).size).toBeGreaterThan(1);
    await expect(dates).toEqual([...dates].sort().reverse());
  },
};

/** Search by customer-name prefix, any case, the prefix highlighted. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const t = await table(canvasElement);
    const name = cell(rows(t)[0]!, 3);
    const prefix = name.slice(0, 3).toLowerCase();
    await userEvent.type(within(canvasElement).getByRole('searchbox', { name: 'Search by customer name' }), prefix);
    await waitFor(() => expect(rows(t).every((r) => cell(r, 3).toLowerCase().startsWith(prefix))).toBe(true), T);
    await expect(within(rows(t)[0]!).getByText(name.slice(0, 3), { selector: 'mark' })).toBeVisible();
  },
};

/** A request number opens the read-only Quote Request dialog: its items and the status New. */
export const QuoteRequestDialog: Story = {
  play: async ({ canvasElement }) => {
    const t = await table(canvasElement);
    const first = rows(t)[0]!;
    const number = cell(first, 0);
    await userEvent.click(within(first).getByRole('button', { name: number }));
    const dialog = await screen.findByRole('dialog', { name: 'Quote Request' }, T);
    await expect(dialog).toHaveTextContent(number);
    // §2 "The status always reads New": the Status entry itself.
    await expect(descriptionOf(dialog, 'Status')).toHaveTextContent(/^New$/);
    const items = within(dialog).getByRole('table', { name: 'Items' });
    // The dialog fades in (200 ms, opacity 0 on its first frame): wait until it is shown.
    await waitFor(() => expect(dialog).toBeVisible(), T);
    const box = dialog.getBoundingClientRect();
    for (const header of ['SKU', 'Product Name', 'Quantity']) {
      const headerCell = within(items).getByRole('columnheader', { name: header });
      await expect(headerCell).toBeVisible();
      // Laid out inside the dialog, with a height: not collapsed or pushed out of its scroller.
      const rect = headerCell.getBoundingClientRect();
      await expect(rect.height).toBeGreaterThan(0);
      await expect(rect.top >= box.top && rect.bottom <= box.bottom).toBe(true);
    }
    await expect(within(dialog).queryByRole('textbox')).toBeNull();
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Quote Request' })).toBeNull(), T);
  },
};

/** No quotes: No Records titled Quotes Requested, spoken politely as the empty list arrives (issue 46). */
export const NoRecords: Story = {
  parameters: { msw: { handlers: { quoteRequests: [http.get('*/bridgesys/QuoteRequests', () => HttpResponse.json([]))] } } },
  play: async ({ canvasElement, mount }) => {
    await expectAnnounced(() => mount(), 'polite', /No Records/, T);
    await expect(await within(canvasElement).findByRole('heading', { level: 2, name: 'Quotes Requested' }, T)).toBeVisible();
    await expect(within(canvasElement).getByText('No Records')).toBeVisible();
  },
};

/** The list call fails: the screen's error dialog. */
export const Failed: Story = {
  parameters: { faults: { 'quoteRequests.list': { status: 500 } } },
  play: async ({ canvasElement, mount }) => {
    // Issue 46: the list's failure is spoken: focus moves into the error dialog, read with its text.
    await expectAnnounced(() => mount(), 'focus', SERVER_ERROR_SPOKEN, T);
    const dialog = await screen.findByRole('dialog', { name: '500 - Error' }, T);
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(await within(canvasElement).findByText('The quote requests could not be loaded.', {}, T)).toBeVisible();
  },
};

/** A request that cannot be fetched (GET QuoteRequests/{id} 500): the "500 - Error" dialog alone, no Quote Request; OK leaves the list. */
export const QuoteRequestFailed: Story = {
  parameters: { faults: { 'quoteRequests.get': { status: 500 } } },
  play: async ({ canvasElement }) => {
    const t = await table(canvasElement);
    const first = rows(t)[0]!;
    // Issue 46: focus moves into the error dialog, read with its text.
    await expectAnnounced(() => userEvent.click(within(first).getByRole('button', { name: cell(first, 0) })), 'focus', SERVER_ERROR_SPOKEN, T);
    const dialog = await screen.findByRole('dialog', { name: '500 - Error' }, T);
    await expect(dialog).toHaveTextContent('An error has occurred on the server, Please contact the support team so it can be investigated');
    await expect(screen.queryByRole('dialog', { name: 'Quote Request' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), T);
    await expect(within(canvasElement).getByRole('table', { name: 'Quotes Requested' })).toBeVisible();
  },
};

const listGets = countGets('*/bridgesys/QuoteRequests');

/** §8: the list's GET answers 409 once; OK on "409 - Error" asks for the requests again (a second GET) and the list shows. */
export const ListConflictRefetches: Story = {
  parameters: {
    msw: { handlers: { quoteRequests: [listGets.handler, ...quoteRequestsHandlers] } },
    faults: { 'quoteRequests.list': { status: 409, times: 1 } },
  },
  beforeEach: listGets.reset,
  play: listConflictRefetchPlay(listGets.loads, quotesRequestedMessages.heading, quotesRequestedMessages.missingList),
};

const oneQuoteGets = countGets('*/bridgesys/QuoteRequests/:id');

/**
 * §8: the request's GET answers 409 once: "409 - Error" alone, no Quote Request yet; OK fetches
 * the request again (a second GET QuoteRequests/{id}) and the read-only dialog opens with it.
 */
export const QuoteRequestConflictRefetches: Story = {
  parameters: {
    msw: { handlers: { quoteRequests: [oneQuoteGets.handler, ...quoteRequestsHandlers] } },
    faults: { 'quoteRequests.get': { status: 409, times: 1 } },
  },
  beforeEach: oneQuoteGets.reset,
  play: async ({ canvasElement }) => {
    const t = await table(canvasElement);
    const first = rows(t)[0]!;
    const number = cell(first, 0);
    // Issue 46: focus moves into the "409 - Error" dialog, read with its text.
    await expectAnnounced(() => userEvent.click(within(first).getByRole('button', { name: number })), 'focus', CONFLICT_SPOKEN, T);
    const error = await screen.findByRole('dialog', { name: '409 - Error' }, T);
    await expect(error).toHaveTextContent(errorDialogMessages.conflict);
    await expect(screen.queryByRole('dialog', { name: quotesRequestedMessages.dialogTitle })).toBeNull();
    await expect(oneQuoteGets.loads.count).toBe(1);
    await userEvent.click(within(error).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(oneQuoteGets.loads.count).toBe(2), T);
    const dialog = await screen.findByRole('dialog', { name: quotesRequestedMessages.dialogTitle }, T);
    await expect(dialog).toHaveTextContent(number);
    await expect(descriptionOf(dialog, quotesRequestedMessages.status)).toHaveTextContent(quotesRequestedMessages.statusNew);
  },
};
