import { expect, expectAccessible, test } from '../fixtures';
import { expectGoodScreen, openFromMenu, personas, signInThroughDemoProvider } from './staffSupport';

/**
 * back-office-admin.md §2 Customer Survey Reporting: "A path ending in a survey number opens the
 * detail directly" and "Back returns to /prod-mgmt/surveyslist". The screen follows the address
 * whenever it changes: the browser's Back and Forward and the menu's link, not only when it opens.
 */
test('survey report → results → survey details → browser Back → results → Forward → menu link', async ({ page, journey }) => {
  await signInThroughDemoProvider(page, journey, personas.allRoles);
  await openFromMenu(page, 'Sales', 'Customer Survey Reporting');
  const report = page.getByRole('table', { name: 'Customer Survey Reporting' });
  await expect(report.getByRole('row').nth(1)).toBeVisible();
  await expectGoodScreen(page, journey);

  const field = (await report.getByRole('row').nth(1).getByRole('button').textContent()) ?? '';
  await report.getByRole('row').nth(1).getByRole('button').click();
  const results = page.getByRole('table', { name: `Survey Results: ${field}` });
  await expect(results.getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(page, journey);

  const survey = results.getByRole('row').nth(1).getByRole('button').first();
  const number = ((await survey.textContent()) ?? '').trim();
  await survey.click();
  await expect(page).toHaveURL(new RegExp(`/prod-mgmt/surveyslist/${number}$`, 'i'));
  await expect(page.getByRole('heading', { level: 1, name: 'Survey Details' })).toBeVisible();
  const surveyNumber = page.locator('dt', { hasText: /^Survey Number$/ }).locator('+ dd');
  await expect(surveyNumber).toHaveText(number);
  await expectAccessible(page, journey);

  // The browser's Back: the address loses the number and keeps the open results (?field=), which come back.
  await page.goBack();
  await expect(page).toHaveURL((url) => /^\/prod-mgmt\/surveyslist$/i.test(url.pathname) && url.searchParams.get('field') === field);
  await expect(results).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Survey Details' })).toBeHidden();
  await expectAccessible(page, journey);

  // Forward: the same survey again.
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: 'Survey Details' })).toBeVisible();
  await expect(surveyNumber).toHaveText(number);

  // The menu's link leaves the details for the list.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Customer Survey Reporting', exact: true }).click();
  await expect(page).toHaveURL(/\/prod-mgmt\/surveyslist$/i);
  await expect(page.getByRole('heading', { level: 1, name: 'Survey Details' })).toBeHidden();
  await expect(page.getByRole('table', { name: /^(Customer Survey Reporting|Survey Results: )/ })).toBeVisible();
  await expectAccessible(page, journey);
});
