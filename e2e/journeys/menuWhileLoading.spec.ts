import { expect, test } from '../fixtures';
import { expectGoodScreen, personas, signInThroughDemoProvider } from './staffSupport';

/**
 * Issue 36: a click on the main menu is never lost while the screen before it is still loading.
 * The screen's code is held back (its chunk answers only when the journey lets it), the staff
 * member follows the next menu entry meanwhile, and that entry's screen is the one that stays,
 * also once the held code arrives. The navigation trail (fixtures.ts) prints where each click
 * went if it fails.
 */
test('a menu click while a screen is still loading opens the clicked screen', async ({ page, journey }) => {
  await signInThroughDemoProvider(page, journey, personas.allRoles);
  await expect(page.getByRole('banner').getByRole('link', { name: /^Alex Admin/ })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('button', { name: 'IT', exact: true }).click();
  await menu.getByRole('link', { name: 'Users', exact: true }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();

  // Location Management Admin's code (the service worker fetches it for the page) waits for the journey.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  let delivered = false;
  await page.context().route(/\/assets\/LocationManagementAdmin-[\w-]+\.js$/, async (route) => {
    held += 1;
    await released;
    await route.continue();
    delivered = true;
  });
  await menu.getByRole('button', { name: 'Admin Lists', exact: true }).click();
  await menu.getByRole('link', { name: 'Location Management Admin', exact: true }).click();
  await expect(page).toHaveURL(/\/prod-mgmt\/LocationsMngt$/);
  await expect.poll(() => held, { message: 'the screen’s code was asked for and held' }).toBeGreaterThan(0);
  // Still loading: the screen before it is on show.
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();

  await menu.getByRole('link', { name: 'Bid Tracker Admin', exact: true }).click();
  await expect(page).toHaveURL(/\/prod-mgmt\/BidsMngt$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Bid Tracker Admin' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Bid Tracker Admin', exact: true })).toHaveAttribute('aria-current', 'page');

  // The held code arriving late changes nothing.
  release();
  await expect.poll(() => delivered, { message: 'the held code was delivered' }).toBe(true);
  // Two frames: time for the code to run and for React to render anything it would.
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  await expect(page).toHaveURL(/\/prod-mgmt\/BidsMngt$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Bid Tracker Admin' })).toBeVisible();
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
  await expectGoodScreen(page, journey);
});
