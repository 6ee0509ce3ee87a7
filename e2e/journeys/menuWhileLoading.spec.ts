import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { expectGoodScreen, personas, signInThroughDemoProvider } from './staffSupport';

/**
 * Issue 36: a click on the main menu is never lost while the screen before it is still loading.
 * The screen's code is held back (its chunk answers only when the journey lets it), the staff
 * member follows the next menu entry meanwhile, and that entry's screen is the one that stays,
 * also once the held code arrives. The navigation trail (fixtures.ts) prints where each click
 * went if it fails.
 */
/**
 * Location Management Admin's code (the service worker fetches it for the page) waits for the
 * journey: `release` lets it through, waits for its delivery and for two frames (time for the code
 * to run and for React to render anything it would).
 */
async function holdLocationManagementAdminCode(page: Page) {
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
  return {
    held: () => held,
    release: async () => {
      release();
      await expect.poll(() => delivered, { message: 'the held code was delivered' }).toBe(true);
      await page.evaluate(
        () =>
          new Promise<void>((resolve) =>
            requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
          ),
      );
    },
  };
}

test('a menu click while a screen is still loading opens the clicked screen', async ({
  page,
  journey,
}) => {
  await signInThroughDemoProvider(page, journey, personas.allRoles);
  await expect(page.getByRole('banner').getByRole('link', { name: /^Alex Admin/ })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('button', { name: 'IT', exact: true }).click();
  await menu.getByRole('link', { name: 'Users', exact: true }).click();
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: 'Users' }),
  ).toBeVisible();

  const code = await holdLocationManagementAdminCode(page);
  await menu.getByRole('button', { name: 'Admin Lists', exact: true }).click();
  await menu.getByRole('link', { name: 'Location Management Admin', exact: true }).click();
  await expect(page).toHaveURL(/\/prod-mgmt\/LocationsMngt$/);
  await expect
    .poll(code.held, { message: 'the screen’s code was asked for and held' })
    .toBeGreaterThan(0);
  // Still loading: the screen before it is on show, and the shell says the next one is on its way:
  // the clicked entry is current at once, the main area busy, a bar along its top.
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: 'Users' }),
  ).toBeVisible();
  await expect(
    menu.getByRole('link', { name: 'Location Management Admin', exact: true }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByRole('link', { name: 'Users', exact: true })).not.toHaveAttribute(
    'aria-current',
  );
  await expect(page.getByRole('main')).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('main').getByRole('progressbar', { name: 'Loading…' })).toBeVisible();

  await menu.getByRole('link', { name: 'Bid Tracker Admin', exact: true }).click();
  await expect(page).toHaveURL(/\/prod-mgmt\/BidsMngt$/);
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: 'Bid Tracker Admin' }),
  ).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Bid Tracker Admin', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('main')).not.toHaveAttribute('aria-busy');
  await expect(page.getByRole('progressbar', { name: 'Loading…' })).toHaveCount(0);

  // The held code arriving late changes nothing.
  await code.release();
  await expect(page).toHaveURL(/\/prod-mgmt\/BidsMngt$/);
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: 'Bid Tracker Admin' }),
  ).toBeVisible();
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
  await expectGoodScreen(page, journey);
});

test('typing into the screen still on show does not take back a menu click whose screen is loading', async ({
  page,
  journey,
}) => {
  await signInThroughDemoProvider(page, journey, personas.allRoles);
  await expect(page.getByRole('banner').getByRole('link', { name: /^Alex Admin/ })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const main = page.getByRole('main');
  await menu.getByRole('button', { name: 'Locations', exact: true }).click();
  await menu.getByRole('link', { name: 'Locations', exact: true }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Locations' })).toBeVisible();
  const search = main.getByRole('searchbox', { name: 'Search by name' });
  await expect(search).toBeEnabled();

  const code = await holdLocationManagementAdminCode(page);
  await menu.getByRole('button', { name: 'IT', exact: true }).click();
  await menu.getByRole('button', { name: 'Admin Lists', exact: true }).click();
  await menu.getByRole('link', { name: 'Location Management Admin', exact: true }).click();
  await expect(page).toHaveURL(/\/prod-mgmt\/LocationsMngt$/);
  await expect
    .poll(code.held, { message: 'the screen’s code was asked for and held' })
    .toBeGreaterThan(0);
  // The list the staff member is leaving is still on show, and still takes typing: its search,
  // kept in the address, must not write the list's address over the one the click asked for.
  await search.pressSequentially('New');
  await expect(page).toHaveURL(/\/prod-mgmt\/LocationsMngt$/);

  await expect(main).toHaveAttribute('aria-busy', 'true');

  await code.release();
  await expect(page).toHaveURL(/\/prod-mgmt\/LocationsMngt$/);
  await expect(
    main.getByRole('heading', { level: 1, name: 'Location Management Admin' }),
  ).toBeVisible();
  await expect(main).not.toHaveAttribute('aria-busy');
  await expect(
    menu.getByRole('link', { name: 'Location Management Admin', exact: true }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectGoodScreen(page, journey);
});
