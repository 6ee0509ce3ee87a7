import type { Page } from '@playwright/test';
import { BACK_OFFICE_MENU, type MenuItem } from '@joinery/flows/staff/menu';
import { expect, test } from '../fixtures';
import { expectGoodScreen, personas, signInThroughDemoProvider } from './staffSupport';

/**
 * Every back-office screen, reached as staff reach it: from the main menu, through each submenu
 * level, signed in as a person with every role. Each screen shows its heading and its first
 * rows or its empty state, passes axe, fits a 390 px phone, and makes no failed request and no
 * console error on the way (the journey fixture). The menu is the shell's own data, so a screen
 * added to the menu is walked here without editing this file.
 */
interface Leaf {
  title: string;
  link: string;
  /** The submenu buttons to open, outermost first. */
  path: string[];
}

function leaves(items: readonly MenuItem[], path: string[] = []): Leaf[] {
  return items.flatMap((item) =>
    item.children
      ? leaves(item.children, [...path, item.title])
      : item.link
        ? [{ title: item.title, link: item.link, path }]
        : [],
  );
}

async function openThroughMenu(page: Page, leaf: Leaf): Promise<void> {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const link = menu.getByRole('link', { name: leaf.title, exact: true });
  for (const group of leaf.path) {
    if (await link.isVisible()) break;
    const button = menu.getByRole('button', { name: group, exact: true });
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  }
  await link.click();
}

/** The journeys' site is built with the default base path. */
const backOfficeBasePath = '/prod-mgmt';

// One test per top-level menu group, run side by side: each signs in and walks its group's screens.
test.describe.configure({ mode: 'parallel' });

for (const group of BACK_OFFICE_MENU) {
  const screens = leaves([group]);
  test(`staff with every role open each ${group.title} screen from the menu`, async ({ page, journey }) => {
    test.setTimeout(60_000 + screens.length * 45_000);
    await signInThroughDemoProvider(page, journey, personas.allRoles);
    await expect(page.getByRole('banner').getByRole('link', { name: /^Alex Admin/ })).toBeVisible();

    for (const screen of screens) {
      await test.step([...screen.path, screen.title].join(' › '), async () => {
        await openThroughMenu(page, screen);
        const address = `${backOfficeBasePath}${screen.link}`.replace(/\/+$/, '');
        await expect(page).toHaveURL(new RegExp(`${address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:[/?#]|$)`, 'i'));
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
        // The screen has finished its first load: no busy indicator left in the main area.
        await expect(main.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
        await expectGoodScreen(page, journey);
      });
    }
  });
}
