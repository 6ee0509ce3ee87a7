import { expect, test } from '../fixtures';
import { personas, signInThroughDemoProvider } from './staffSupport';

/**
 * Nothing typed is lost by accident (issue 36), in a real browser on the Edit User dialog (the
 * stories prove each way on Edit Brick): once edited, Escape, Back and closing the tab ask first
 * and Keep editing keeps what was typed; Cancel closes at once and the list stays.
 */
test('an edited user dialog asks before Escape, Back or closing the tab lose it', async ({ page, journey }) => {
  await signInThroughDemoProvider(page, journey, personas.allRoles);
  await expect(page).toHaveURL(/\/prod-mgmt\/?$/);
  await page.goto('/prod-mgmt/UsersList');
  await page.getByRole('searchbox', { name: 'Search by first or last name' }).fill('Casey');
  await page.getByRole('row', { name: /Casey/ }).getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit User' });
  const title = dialog.getByRole('textbox', { name: 'Job Title' });
  await title.fill('Estimator');

  const question = page.getByRole('alertdialog', { name: 'Discard your changes?' });
  const keepEditing = async () => {
    await expect(question.getByRole('button', { name: 'Keep editing' })).toBeFocused();
    await question.getByRole('button', { name: 'Keep editing' }).click();
    await expect(question).toBeHidden();
    await expect(title).toHaveValue('Estimator');
  };

  await page.keyboard.press('Escape');
  await keepEditing();

  await page.goBack();
  await keepEditing();
  await expect(page).toHaveURL(/\/prod-mgmt\/UsersList\?search=Casey$/);

  // Closing the tab: the browser's own question (the journey fixture answers "stay").
  const asked = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  expect((await asked).type()).toBe('beforeunload');
  await expect(title).toHaveValue('Estimator');

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(/\/prod-mgmt\/UsersList\?search=Casey$/);
});
