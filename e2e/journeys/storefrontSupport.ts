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
  await expect(page.getByRole('region', { name: 'Order Summary' }).getByRole('row', { name: /^Total/ })).toBeVisible();
}

export function region(page: Page, name: string) {
  return page.getByRole('region', { name });
}
