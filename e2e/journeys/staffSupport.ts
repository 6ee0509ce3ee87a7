import type { Page } from '@playwright/test';
import { expect, expectAccessible, expectNoHorizontalOverflow, type Journey } from '../fixtures';

export const personas = {
  allRoles: 'Alex Admin — all roles',
  catalogue: 'Casey Catalogue — catalogue staff',
  inactive: 'Ivy Inactive — inactive user',
} as const;

/** /prod-mgmt → Login → the demo identity provider's persona picker → back, signed in. */
export async function signInThroughDemoProvider(page: Page, journey: Journey, persona: string): Promise<void> {
  await page.goto('/prod-mgmt');
  await expect(page.getByRole('heading', { level: 1, name: 'Joinery back office' })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/demo-idp\/authorize\?/);
  await expect(page.getByRole('heading', { level: 1, name: 'Joinery demo sign-in' })).toBeVisible();
  await expectAccessible(page, journey);
  await page.getByRole('button', { name: `Sign in as ${persona}` }).click();
}

/** Opens a screen from the main menu, as staff do. */
export async function openFromMenu(page: Page, group: string, screen: string): Promise<void> {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const link = menu.getByRole('link', { name: screen, exact: true });
  if (!(await link.isVisible())) await menu.getByRole('button', { name: group, exact: true }).click();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: screen })).toBeVisible();
}

/** The checks every back-office screen gets where the journey first reaches it. */
export async function expectGoodScreen(page: Page, journey: Journey): Promise<void> {
  await expectAccessible(page, journey);
  await expectNoHorizontalOverflow(page);
}
