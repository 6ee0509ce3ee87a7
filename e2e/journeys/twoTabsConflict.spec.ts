import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../fixtures';
import { expectGoodScreen, openFromMenu, personas, signInThroughDemoProvider } from './staffSupport';

/**
 * One embedded back end for all tabs (issue 43 item 7): two tabs of the same browser edit the same
 * brick. The first saves; the second, still holding the version it opened, is refused with the
 * specification's 409 dialog (back-office-products.md §4 Conflict: "Record changed, Hit OK to
 * refresh"), OK re-fetches the brick, and the first tab's text is what is stored.
 */

/** The journey fixture watches `page`; the other tab gets the same watch for errors here. */
function watchOtherTab(tab: Page): string[] {
  const problems: string[] = [];
  tab.on('pageerror', (error) => problems.push(`${error.name}: ${error.message}`));
  tab.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  tab.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.request().method()} ${response.url()}: ${response.status()}`);
  });
  tab.on('dialog', (dialog) => {
    problems.push(`${dialog.type()} dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return problems;
}

async function openDoorStyle(tab: Page) {
  await openFromMenu(tab, 'Products', 'Product Bricks');
  await tab.getByRole('searchbox', { name: 'Search by name' }).fill('Door Style');
  await tab.getByRole('row', { name: /Door Style/ }).getByRole('button', { name: 'Edit' }).click();
  const dialog = tab.getByRole('dialog', { name: 'Edit Brick' });
  await expect(dialog.getByRole('textbox', { name: 'Example Code' })).toHaveValue('shk');
  return dialog;
}

test('a stale save in a second tab gets the 409 and the first tab’s save is kept', async ({ page: second, journey, context }) => {
  // The second tab's save is refused by the back end's version check, as the specification says.
  journey.expectFault('bricks.update');
  const first = await context.newPage();
  const firstProblems = watchOtherTab(first);

  // Both tabs sign in (the session is per tab) and open Edit Brick on Door Style.
  await signInThroughDemoProvider(first, journey, personas.catalogue);
  await expect(first).toHaveURL(/\/prod-mgmt\/?$/);
  const firstDialog = await openDoorStyle(first);

  await signInThroughDemoProvider(second, journey, personas.catalogue);
  await expect(second).toHaveURL(/\/prod-mgmt\/?$/);
  const secondDialog = await openDoorStyle(second);
  await expectGoodScreen(second, journey);

  // The first tab saves.
  await firstDialog.getByRole('textbox', { name: 'Example Code' }).fill('fst');
  await firstDialog.getByRole('button', { name: 'Submit' }).click();
  await expect(firstDialog).toBeHidden();

  // The second tab saves what it opened: the back end knows the first tab's save, so it is refused.
  await secondDialog.getByRole('textbox', { name: 'Example Code' }).fill('snd');
  await secondDialog.getByRole('button', { name: 'Submit' }).click();
  const conflict = second.getByRole('dialog', { name: '409 - Error' });
  await expect(conflict).toHaveText(/Record changed, Hit OK to refresh/);
  await expectAccessible(second, journey);
  await conflict.getByRole('button', { name: 'OK' }).click();
  await expect(conflict).toBeHidden();
  // OK re-fetches the brick: the first tab's text.
  await expect(secondDialog.getByRole('textbox', { name: 'Example Code' })).toHaveValue('fst');
  await secondDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(secondDialog).toBeHidden();

  // Stored: a reload of either tab opens the brick with the first tab's text.
  for (const tab of [first, second]) {
    await tab.reload();
    await expect(tab.getByRole('heading', { level: 1, name: 'Product Bricks' })).toBeVisible();
    await tab.getByRole('searchbox', { name: 'Search by name' }).fill('Door Style');
    await tab.getByRole('row', { name: /Door Style/ }).getByRole('button', { name: 'Edit' }).click();
    const reopened = tab.getByRole('dialog', { name: 'Edit Brick' });
    await expect(reopened.getByRole('textbox', { name: 'Example Code' })).toHaveValue('fst');
    await reopened.getByRole('button', { name: 'Cancel' }).click();
    await expect(reopened).toBeHidden();
    // Focus is back on the row's Edit, whose tooltip then shows (in the overlay portal, outside the
    // landmarks axe looks for): Escape puts it away, as a user would, before the check below.
    await expect(tab.getByRole('row', { name: /Door Style/ }).getByRole('button', { name: 'Edit' })).toBeFocused();
    await tab.keyboard.press('Escape');
    await expect(tab.getByRole('tooltip')).toHaveCount(0);
  }
  await expectAccessible(second, journey);
  expect(firstProblems, 'console errors, page errors, failed requests or dialogs in the first tab').toEqual([]);
});
