import { expect, test } from '../fixtures';
import { expectReadable, expectRowsReadable, hostileAdminSeed, readable, seedHostileData } from '../hostileData';
import { personas, signInThroughDemoProvider } from './staffSupport';

/**
 * Hostile input in the administration back office (issue 36): every record of its screens seeded
 * with the XSS payloads of e2e/data/xss-payloads.ts, read back as literal text in each list, the
 * scope-of-work builder and wizard, and text typed through a dialog saved and listed as typed.
 * The policy is bypassed on purpose, as in hostileInput.spec.ts: the proof is the window guard and
 * each payload reading as the text it is. A file of its own so the journeys' two workers share
 * the hostile walks.
 */
test.use({ bypassCSP: true });

const adminSeed = hostileAdminSeed();
/** Typed through a dialog (no control characters, within any name limit), read back from the list. */
const TYPED_PAYLOAD = '<img src=x onerror=alert(1)>"><svg onload=alert(2)>';

test('back office: hostile administration text stays text (issue 36)', async ({ page, journey }) => {
  test.setTimeout(180_000);
  await seedHostileData(page, adminSeed);
  await signInThroughDemoProvider(page, journey, personas.allRoles);
  await expect(page.getByRole('banner').getByRole('link', { name: /^Alex Admin/ })).toBeVisible();
  const main = page.getByRole('main');

  const lists: Array<[path: string, table: string, payloads: string[]]> = [
    ['/prod-mgmt/UsersList', 'Users', adminSeed.users],
    ['/prod-mgmt/LocationsList', 'Locations', adminSeed.locations],
    ['/prod-mgmt/LocationMenuGroupsList', 'Location Menu Groups', adminSeed.menuGroups],
    ['/prod-mgmt/HolidaysList', 'Holidays', adminSeed.holidays],
    ['/prod-mgmt/BidsList', 'Bid Tracker', adminSeed.bids],
    ['/prod-mgmt/QuotesList', 'Quotes Requested', adminSeed.quotes],
  ];
  for (const [path, table, payloads] of lists) {
    await test.step(table, async () => {
      await page.goto(path);
      await expectRowsReadable(main.getByRole('table', { name: table }), payloads);
    });
  }

  await test.step("a holiday's message in its dialog reads as typed", async () => {
    await page.goto('/prod-mgmt/HolidaysList');
    const holidaysTable = main.getByRole('table', { name: 'Holidays' });
    await holidaysTable.getByRole('row').nth(1).getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const message = await dialog.getByRole('textbox', { name: /Message/ }).inputValue();
    expect(Object.values(adminSeed.holidayMessages)).toContain(message);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  await test.step('scope of work admin: the project types', async () => {
    await page.goto('/prod-mgmt/ScopesList');
    await expectRowsReadable(main.getByRole('table'), adminSeed.projectTypes);
  });

  await test.step("scope of work builder: the first type's tabs, a tab's questions and a question's options", async () => {
    const types = main.getByRole('table');
    const firstType = types.getByRole('row').filter({ hasText: readable(adminSeed.projectTypes[0]!) }).first();
    await firstType.getByRole('button', { name: 'Edit Tabs' }).click();
    const tabs = main.getByRole('table', { name: / - Tabs$/ });
    await expectRowsReadable(tabs, adminSeed.builder);
    // Each tab's questions, until one has a question with options.
    const questions = main.getByRole('table', { name: / - Questions$/ });
    const withOptions = questions.getByRole('button', { name: 'Edit Question Options' });
    const tabCount = (await tabs.getByRole('row').count()) - 1;
    for (let row = 1; row <= tabCount; row += 1) {
      await tabs.getByRole('row').nth(row).getByRole('button', { name: 'Edit Questions' }).click();
      await expectRowsReadable(questions, adminSeed.builder);
      if ((await withOptions.count()) > 0) break;
      await main.getByRole('button', { name: 'Tabs', exact: true }).click();
      await expect(tabs.getByRole('row').nth(1)).toBeVisible();
    }
    await withOptions.first().click();
    await expectRowsReadable(main.getByRole('table', { name: / - Question Options$/ }), adminSeed.builder);
  });

  await test.step("the wizard shows the builder's hostile labels as text and reads a hostile answer back in its review", async () => {
    await page.goto('/prod-mgmt/SowsList');
    const projects = main.getByRole('table');
    await projects.getByRole('row').nth(1).getByRole('button', { name: 'Edit' }).click();
    const wizard = page.getByRole('dialog');
    const firstTab = wizard.getByRole('region').first();
    const answer = firstTab.getByRole('textbox').first();
    await expect(answer).toBeEditable();
    await expect
      .poll(async () => {
        const shown = readable((await wizard.textContent()) ?? '');
        return adminSeed.builder.filter((payload) => shown.includes(readable(payload))).length;
      })
      .toBeGreaterThan(0);
    await answer.fill(TYPED_PAYLOAD);
    const saved = page.waitForResponse((response) => /\/SOWprojects?\//i.test(response.url()) && response.request().method() !== 'GET');
    await firstTab.getByRole('button', { name: 'Save & Continue to Next Tab' }).click();
    expect((await saved).ok()).toBe(true);
    const review = wizard.getByRole('region', { name: 'Review' });
    await review.getByRole('button', { name: 'Open' }).click();
    await expectReadable(review, [TYPED_PAYLOAD]);
    // A tab was saved, so Return to List closes the wizard and reloads the list (POST SOWprojects).
    // Wait for that reply, as a person waits for the list, before leaving: a request sent as the page
    // unloads passes MSW's worker by and reaches the static server (a 404 failed the step once).
    const reloaded = page.waitForResponse(
      (response) => new URL(response.url()).pathname.endsWith('/bridgesys/SOWprojects') && response.request().method() === 'POST',
    );
    await wizard.getByRole('button', { name: 'Return to List' }).click();
    await expect(wizard).toBeHidden();
    expect((await reloaded).ok()).toBe(true);
  });

  await test.step('a hostile holiday name typed into the dialog is saved and listed as typed', async () => {
    await page.goto('/prod-mgmt/HolidaysList');
    const holidaysTable = main.getByRole('table', { name: 'Holidays' });
    await holidaysTable.getByRole('row').nth(1).getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox', { name: /^Name/ }).fill(TYPED_PAYLOAD);
    const saved = page.waitForResponse((response) => /\/Holidays/i.test(response.url()) && response.request().method() !== 'GET');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    expect((await saved).ok()).toBe(true);
    await expect(dialog).toBeHidden();
    await expect(holidaysTable.getByRole('row').filter({ hasText: TYPED_PAYLOAD })).toHaveCount(1);
  });
  expect(journey.problems().scriptsRun).toEqual([]);
});
