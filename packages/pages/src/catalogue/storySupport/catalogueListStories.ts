import type { Meta } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import writeXlsxFile from 'write-excel-file/universal';
import { errorDialogMessages, listMessages } from '@joinery/flows/staff/shell';
import { expectAnnounced } from '../../../../../.storybook/announced';
import { expectFocusBackOnPage } from '../../staff/shared/storyQueries';

/*
 * What the stories of the catalogue list screens (Product Bricks, Product Series, Product
 * Templates: back-office-products.md §2) share: their setup, the list's own states, and the
 * steps a play takes to reach a record.
 */

/** Spread into each list's meta: the staff theme over the whole viewport, as the back office shows it. */
export const catalogueListStoryDefaults = {
  globals: { theme: 'staff' },
  parameters: { layout: 'fullscreen' },
} satisfies Partial<Meta>;

/** §5: the alert for a file that is not .xlsx (the spec's typo kept). */
export const WRONG_FILE_TYPE =
  'The File uploaded must be an excel spreadsheet wtih the file extension .xlsx';

/** A workbook for an import, built in the browser as a user's spreadsheet would be. */
export async function xlsxFile(rows: (string | number)[][], name: string): Promise<File> {
  return new File([await writeXlsxFile(rows).toBlob()], name, {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
}

/**
 * How the shared error dialog is read as focus moves into it (issue 46): its title, then its
 * message (the dialog is described by it), e.g. `dialog, 409 - Error, Record changed, Hit OK to refresh`.
 */
export const errorSpoken = (status: number, text: string) =>
  `dialog, ${status}${errorDialogMessages.titleSuffix}, ${text}`;

const searchBox = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('searchbox', { name: 'Search by name' });

/** The list is in: its search is enabled. */
export async function listLoaded(canvasElement: HTMLElement): Promise<void> {
  await waitFor(() => expect(searchBox(canvasElement)).toBeEnabled());
}

/** Searches the list once it is in, and returns its table. */
export async function searchList(
  canvasElement: HTMLElement,
  text: string,
  table: string,
): Promise<HTMLElement> {
  await listLoaded(canvasElement);
  const search = searchBox(canvasElement);
  await userEvent.clear(search);
  await userEvent.type(search, text);
  return within(canvasElement).findByRole('table', { name: table });
}

/** Opens a record by clicking its name (§2: the name or the edit icon opens the dialog). */
export async function openByName(
  canvasElement: HTMLElement,
  name: string,
  { table, dialog }: { table: string; dialog: string },
) {
  const rows = await searchList(canvasElement, name, table);
  await userEvent.click(await within(rows).findByRole('button', { name }));
  return screen.findByRole('dialog', { name: dialog });
}

/** A spinner while the list call runs; the search is disabled until the list is in. */
export function loadingListStory(listCall: string) {
  return {
    parameters: { faults: { [listCall]: { latencyMs: Infinity } } },
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      await expect(await within(canvasElement).findByText('Loading…')).toBeVisible();
      await expect(searchBox(canvasElement)).toBeDisabled();
    },
  };
}

/**
 * The list call answers nothing: the list's heading over No Records. `handlers` is the msw group
 * that answers it, as a story's `parameters.msw.handlers` takes it.
 */
export function emptyListStory(heading: string, handlers: Record<string, unknown>) {
  return {
    parameters: { msw: { handlers } },
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      await expect(
        await within(canvasElement).findByRole('heading', { level: 2, name: heading }),
      ).toBeVisible();
      await expect(within(canvasElement).getByText('No Records')).toBeVisible();
    },
  };
}

/** The list call fails: the shared error dialog, then the server-error text in place of the list. */
export function failedListStory(listCall: string) {
  return {
    parameters: { faults: { [listCall]: { status: 500 } } },
    play: async ({
      canvasElement,
      mount,
    }: {
      canvasElement: HTMLElement;
      mount: () => Promise<unknown>;
    }) => {
      // Issue 46: the list's failure is spoken: focus moves into the error dialog, read with its text.
      await expectAnnounced(
        () => mount(),
        'focus',
        `dialog, 500 - Error, ${errorDialogMessages.serverError}`,
      );
      const dialog = await screen.findByRole('dialog', { name: '500 - Error' });
      await expect(dialog).toHaveTextContent(
        'An error has occurred on the server, Please contact the support team so it can be investigated',
      );
      await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
      // Closing the dialog clears it: it does not come back while the list stays failed.
      await waitFor(() => expect(screen.queryByRole('dialog', { name: '500 - Error' })).toBeNull());
      await expect(
        await within(canvasElement).findByText(
          'An error has occurred on the server. Please contact support team so that it can be investigated',
        ),
      ).toBeVisible();
      await expect(screen.queryByRole('dialog', { name: '500 - Error' })).toBeNull();
    },
  };
}

/**
 * A list screen's list call, its GET requests captured (`captureRequests('get', ...)`: its handler
 * goes first in the group), the msw group that answers it, and the table it fills.
 */
export interface ListUnderTest {
  call: string;
  gets: { handler: unknown; requests: unknown[]; reset: () => void };
  group: string;
  handlers: readonly unknown[];
  table: string;
  /** The table's column headers as §2 names them, Actions included. */
  columns: readonly string[];
}

/** §2 "full-screen" dialog: it fills the window but for the same small gutter (at most 24 px) on every side. */
export async function expectFullScreen(dialog: HTMLElement) {
  const box = dialog.getBoundingClientRect();
  await expect(box.left).toBeLessThanOrEqual(24);
  await expect(box.top).toBeLessThanOrEqual(24);
  await expect(Math.round(box.left + box.right)).toBe(window.innerWidth);
  await expect(Math.round(box.top + box.bottom)).toBe(window.innerHeight);
}

/**
 * Closes the shared error dialog titled `status - Error` after checking its text, and waits, as a
 * person takes in the screen first, until focus is back on the page: the list failed as the screen
 * opened, with nothing focused, so OK gives focus to the page's heading (issue 46). A click at once
 * raced the dialog's return of focus (Radix's zero timeout, then a frame) and met <body>.
 */
async function acknowledge(status: number, text: string) {
  const dialog = await screen.findByRole(
    'dialog',
    { name: `${status}${errorDialogMessages.titleSuffix}` },
    { timeout: 10_000 },
  );
  await expect(dialog).toHaveTextContent(text);
  await userEvent.click(within(dialog).getByRole('button', { name: errorDialogMessages.ok }));
  await waitFor(() =>
    expect(
      screen.queryByRole('dialog', { name: `${status}${errorDialogMessages.titleSuffix}` }),
    ).toBeNull(),
  );
  await expectFocusBackOnPage();
  await expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
}

/**
 * §4/§8: the list call answers 409: "Record changed, Hit OK to refresh", spoken as focus moves into
 * the error dialog (issue 46); OK fetches the list again (a second GET, counted) and the rows are shown.
 */
export function conflictListStory(list: ListUnderTest) {
  const { gets } = list;
  return {
    beforeEach: () => gets.reset(),
    parameters: {
      faults: { [list.call]: { status: 409, times: 1 } },
      msw: { handlers: { [list.group]: [gets.handler, ...list.handlers] } },
    },
    play: async ({
      canvasElement,
      mount,
    }: {
      canvasElement: HTMLElement;
      mount: () => Promise<unknown>;
    }) => {
      const canvas = within(canvasElement);
      // Issue 46: the conflict is spoken: focus moves into the error dialog, read with its text.
      await expectAnnounced(
        () => mount(),
        'focus',
        errorSpoken(409, errorDialogMessages.conflict),
        {
          timeout: 10_000,
        },
      );
      await expect(
        await canvas.findByText(listMessages.missingList, {}, { timeout: 10_000 }),
      ).toBeVisible();
      await expect(gets.requests).toHaveLength(1);
      await acknowledge(409, errorDialogMessages.conflict);
      const table = await canvas.findByRole('table', { name: list.table }, { timeout: 10_000 });
      await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
      await expect(
        within(table)
          .getAllByRole('columnheader')
          .map((header) => header.textContent),
      ).toEqual([...list.columns]);
      await expect(gets.requests).toHaveLength(2);
      await expect(canvas.queryByText(listMessages.missingList)).toBeNull();
    },
  };
}

/**
 * The list call fails once; with the server-error text in the list's place the user still creates a
 * record (`fillNew` opens and fills the create dialog, returning the new record's name and its save
 * button): the save is spoken ("Record saved", the toast, issue 46), the dialog closes and the list
 * reloads (a second GET, counted) with the new record in it.
 */
export function createAfterFailedListStory(
  list: ListUnderTest,
  fillNew: (canvasElement: HTMLElement) => Promise<{ name: string; save: HTMLElement }>,
) {
  const { gets } = list;
  return {
    beforeEach: () => gets.reset(),
    parameters: {
      faults: { [list.call]: { status: 500, times: 1 } },
      msw: { handlers: { [list.group]: [gets.handler, ...list.handlers] } },
    },
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      const canvas = within(canvasElement);
      await acknowledge(500, errorDialogMessages.serverError);
      await expect(await canvas.findByText(listMessages.missingList)).toBeVisible();
      await expect(gets.requests).toHaveLength(1);
      const { name, save } = await fillNew(canvasElement);
      await expectAnnounced(
        () => userEvent.click(save),
        'polite',
        new RegExp(`^${listMessages.recordSaved}$`),
        {
          timeout: 10_000,
        },
      );
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 10_000 });
      const table = await canvas.findByRole('table', { name: list.table }, { timeout: 10_000 });
      await waitFor(() => expect(table).toHaveTextContent(name), { timeout: 10_000 });
      await expect(gets.requests).toHaveLength(2);
      await expect(canvas.queryByText(listMessages.missingList)).toBeNull();
    },
  };
}
