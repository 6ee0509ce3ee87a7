import type { Page } from '@playwright/test';
import { expect, expectAccessible, expectNoHorizontalOverflow, type Journey } from '../fixtures';

/** Steps the storefront journeys share, done as a shopper does them. */
export async function signInAsShopper(page: Page, journey: Journey, name: string): Promise<void> {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expectAccessible(page, journey);
  await expectNoHorizontalOverflow(page);
  await page.getByRole('button', { name: `Sign in as ${name}` }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await checkoutSettled(page);
}

/**
 * The checkout has its summary and nothing is busy: wait for it before a full page load away.
 * The summary refreshes 1000 ms after load (storefront.md §2.1); a journey that navigated away before
 * then, its next page slow to arrive (a loaded CI machine), let that POST start while this page
 * unloaded, after MSW's worker had let the page go (it closes a client on beforeunload and passes its
 * later requests to the network): the static server's 404 failed checkoutFault's "a fault from the
 * address bar" once, and signInRedirect's shopper test once (its page.goto after the last bypass),
 * both passing on retry. Reproduced every time by delaying the next document 1500 ms; gone with this wait.
 */
export async function checkoutSettled(page: Page): Promise<void> {
  await expect(page.getByRole('region', { name: 'Order Summary' }).getByRole('row', { name: /^Total/ })).toBeVisible();
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
}

export function region(page: Page, name: string) {
  return page.getByRole('region', { name });
}

/**
 * Chooses every trait of the product page, the first available value of each, as a shopper does: a
 * click opens a trait chooser's list (issue 47: a list box drawn in the page), a click picks the
 * value. Choosing one trait can reset another, so the next unchosen one (showing "Select") is
 * looked up each time.
 */
export async function chooseEveryTrait(page: Page): Promise<void> {
  const unchosen = page.getByRole('combobox').filter({ hasText: /^Select$/ });
  for (let chosen = 0; chosen < 10 && (await unchosen.count()) > 0; chosen++) {
    const trait = unchosen.first();
    await trait.click();
    const list = page.getByRole('listbox');
    await list.getByRole('option').filter({ hasNotText: 'unavailable' }).first().click();
    await expect(list).toHaveCount(0);
    // The page answers a pick once it is painted (the chooser is busy until then).
    await expect(page.locator('[role="combobox"][aria-busy]')).toHaveCount(0);
  }
}
