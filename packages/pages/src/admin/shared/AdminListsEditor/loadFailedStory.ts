import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

const T = { timeout: 10_000 };

/** How many times the story's counting handler saw the lists' GET (the story resets it). */
export interface LoadCounter {
  count: number;
}

/**
 * The play of an admin lists screen whose lists fail to load (GET 500; the story faults it and
 * counts the GETs in `loads`): the screen's "500 - Error" dialog with the server-error text, the
 * given buttons disabled behind it; OK asks for the lists again. Shared by Bid Tracker Admin and
 * Location Management Admin.
 */
export function adminListsLoadFailedPlay(loads: LoadCounter, buttons: string[]) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    loads.count = 0;
    const dialog = await screen.findByRole('dialog', { name: '500 - Error' }, T);
    await expect(dialog).toHaveTextContent('An error has occurred on the server, Please contact the support team so it can be investigated');
    for (const name of buttons) await expect(within(canvasElement).getByRole('button', { name, hidden: true })).toBeDisabled();
    await expect(loads.count).toBe(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(loads.count).toBe(2), T);
  };
}
