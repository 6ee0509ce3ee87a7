import type { Meta } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import writeXlsxFile from 'write-excel-file/universal';

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
export const WRONG_FILE_TYPE = 'The File uploaded must be an excel spreadsheet wtih the file extension .xlsx';

/** A workbook for an import, built in the browser as a user's spreadsheet would be. */
export async function xlsxFile(rows: (string | number)[][], name: string): Promise<File> {
  return new File([await writeXlsxFile(rows).toBlob()], name, {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
}

const searchBox = (canvasElement: HTMLElement) => within(canvasElement).getByRole('searchbox', { name: 'Search by name' });

/** The list is in: its search is enabled. */
export async function listLoaded(canvasElement: HTMLElement): Promise<void> {
  await waitFor(() => expect(searchBox(canvasElement)).toBeEnabled());
}

/** Searches the list once it is in, and returns its table. */
export async function searchList(canvasElement: HTMLElement, text: string, table: string): Promise<HTMLElement> {
  await listLoaded(canvasElement);
  const search = searchBox(canvasElement);
  await userEvent.clear(search);
  await userEvent.type(search, text);
  return within(canvasElement).findByRole('table', { name: table });
}

/** Opens a record by clicking its name (§2: the name or the edit icon opens the dialog). */
export async function openByName(canvasElement: HTMLElement, name: string, { table, dialog }: { table: string; dialog: string }) {
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
      await expect(await within(canvasElement).findByRole('heading', { level: 2, name: heading })).toBeVisible();
      await expect(within(canvasElement).getByText('No Records')).toBeVisible();
    },
  };
}

/** The list call fails: the shared error dialog, then the server-error text in place of the list. */
export function failedListStory(listCall: string) {
  return {
    parameters: { faults: { [listCall]: { status: 500 } } },
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      const dialog = await screen.findByRole('dialog', { name: '500 - Error' });
      await expect(dialog).toHaveTextContent('An error has occurred on the server, Please contact the support team so it can be investigated');
      await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
      // Closing the dialog clears it: it does not come back while the list stays failed.
      await waitFor(() => expect(screen.queryByRole('dialog', { name: '500 - Error' })).toBeNull());
      await expect(
        await within(canvasElement).findByText('An error has occurred on the server. Please contact support team so that it can be investigated'),
      ).toBeVisible();
      await expect(screen.queryByRole('dialog', { name: '500 - Error' })).toBeNull();
    },
  };
}
