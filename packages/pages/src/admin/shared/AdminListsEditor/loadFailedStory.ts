import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { errorDialogMessages, listMessages } from '@joinery/flows/staff/shell';
import { expectAnnounced } from '../../../../../../.storybook/announced';
import { CONFLICT_SPOKEN, expectFocusBackOnPage, SERVER_ERROR_SPOKEN } from '../../../staff/shared/storyQueries';

const T = { timeout: 10_000 };

/** How many times the story's counting handler saw the lists' GET (the story resets it; see mocks/handlers/admin/countGets.ts). */
export interface LoadCounter {
  count: number;
}

/**
 * The play of an admin lists screen whose lists fail to load (GET 500; the story faults it and
 * counts the GETs in `loads`): the screen's "500 - Error" dialog with the server-error text, the
 * given buttons disabled behind it; OK asks for the lists again. Shared by Bid Tracker Admin and
 * Location Management Admin. Issue 46: the failure is spoken as it arrives, focus moving into the
 * error dialog, read with its text.
 */
export function adminListsLoadFailedPlay(loads: LoadCounter, buttons: string[]) {
  return async ({ canvasElement, mount }: { canvasElement: HTMLElement; mount: () => Promise<unknown> }) => {
    loads.count = 0;
    await expectAnnounced(() => mount(), 'focus', SERVER_ERROR_SPOKEN, T);
    const dialog = await screen.findByRole('dialog', { name: '500 - Error' }, T);
    await expect(dialog).toHaveTextContent('An error has occurred on the server, Please contact the support team so it can be investigated');
    for (const name of buttons) await expect(within(canvasElement).getByRole('button', { name, hidden: true })).toBeDisabled();
    await expect(loads.count).toBe(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(loads.count).toBe(2), T);
  };
}

/** The title the shared error dialog gives a status ("409 - Error"). */
const errorTitle = (status: number) => `${status}${errorDialogMessages.titleSuffix}`;

/**
 * A list screen (the shared list machine) whose GET answers 409 once (`faults: { '<list call>':
 * { status: 409, times: 1 } }`, GETs counted by `countGets`): the "409 - Error" dialog with
 * "Record changed, Hit OK to refresh"; OK closes it and asks for the list again (a second GET), and
 * the list named `table` shows its rows, not the failure text `failedText`. Issue 46: the conflict
 * is spoken as it arrives, focus moving into the error dialog, read with its text.
 */
export function listConflictRefetchPlay(loads: LoadCounter, table: string, failedText: string = listMessages.missingList) {
  return async ({ canvasElement, mount }: { canvasElement: HTMLElement; mount: () => Promise<unknown> }) => {
    await expectAnnounced(() => mount(), 'focus', CONFLICT_SPOKEN, T);
    const dialog = await screen.findByRole('dialog', { name: errorTitle(409) }, T);
    await expect(dialog).toHaveTextContent(errorDialogMessages.conflict);
    await expect(loads.count).toBe(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: errorTitle(409) })).toBeNull(), T);
    await expectFocusBackOnPage();
    await waitFor(() => expect(loads.count).toBe(2), T);
    const list = await within(canvasElement).findByRole('table', { name: table }, T);
    await waitFor(() => expect(within(list).getAllByRole('row').length).toBeGreaterThan(1), T);
    await expect(within(canvasElement).queryByText(failedText)).toBeNull();
  };
}

/**
 * A list screen whose GET fails once (500, `times: 1`; GETs counted by `countGets`): OK closes the
 * dialog and leaves the failure text `failedText` in the list's place, with no second GET. The
 * screen's create dialog still works: `create` saves a record through it and answers the text its
 * row shows; the save reloads the list (a second GET) and the list named `table` shows the record.
 * Issue 46: the failure is spoken as it arrives, focus moving into the error dialog, read with its text.
 */
export function listReloadAfterFailurePlay(
  loads: LoadCounter,
  table: string,
  create: (canvasElement: HTMLElement) => Promise<string>,
  failedText: string = listMessages.missingList,
) {
  return async ({ canvasElement, mount }: { canvasElement: HTMLElement; mount: () => Promise<unknown> }) => {
    const canvas = within(canvasElement);
    await expectAnnounced(() => mount(), 'focus', SERVER_ERROR_SPOKEN, T);
    const dialog = await screen.findByRole('dialog', { name: errorTitle(500) }, T);
    await expect(dialog).toHaveTextContent(errorDialogMessages.serverError);
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: errorTitle(500) })).toBeNull(), T);
    await expectFocusBackOnPage();
    await expect(await canvas.findByText(failedText, {}, T)).toBeVisible();
    await expect(canvas.queryByRole('table', { name: table })).toBeNull();
    await expect(loads.count).toBe(1);
    const created = await create(canvasElement);
    await waitFor(() => expect(loads.count).toBe(2), T);
    const list = await canvas.findByRole('table', { name: table }, T);
    await expect(await within(list).findByText(created, {}, T)).toBeVisible();
    await expect(canvas.queryByText(failedText)).toBeNull();
  };
}
