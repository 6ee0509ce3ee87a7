import { resetStore, snapshotStore } from '@joinery/mocks/data/store';
import { bricks } from '@joinery/mocks/data/catalogue/bricks';
import { productSeries } from '@joinery/mocks/data/catalogue/series';
import { productTemplates } from '@joinery/mocks/data/catalogue/templates';
import { checkoutAddresses, checkoutCart } from '@joinery/mocks/data/storefront/checkout';
import { DEMO_SHOPPER_IDS, demoShoppers } from '@joinery/mocks/data/storefront/shoppers';
import { users } from '@joinery/mocks/data/admin/users';
import { locationGroups, locations } from '@joinery/mocks/data/admin/locations';
import { holidays } from '@joinery/mocks/data/admin/holidays';
import { bids } from '@joinery/mocks/data/admin/bids';
import { quoteRequests } from '@joinery/mocks/data/admin/quoteRequests';
import { sowOptions, sowProjectTypes, sowQuestions, sowTabs } from '@joinery/mocks/data/admin/scopeOfWork';
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { xssPayloads } from './data/xss-payloads';

/**
 * The embedded back end's seed with hostile text in every field the site shows today that a
 * user or an import could have written: shopper and address names and lines, cart line names,
 * brick names and values, series names and notes, template names. Built in Node from the mock
 * store's own seed, then handed to the page the way the site keeps its demo data (localStorage),
 * so the site reads it through its ordinary calls.
 */
export const MOCK_STORE_KEY = 'joinery.mockStore.v1';

/** Which payload went where, so the journey can look for each one on screen. */
export interface HostileSeed {
  snapshot: Record<string, unknown>;
  shopperName: string;
  addressPayloads: string[];
  cartPayloads: string[];
  brickPayloads: string[];
  /** Each brick's id → the hostile names of its first values. */
  brickValuePayloads: Record<number, string[]>;
  seriesPayloads: string[];
  templatePayloads: string[];
}

export function hostileSeed(): HostileSeed {
  resetStore();
  let next = 0;
  const take = () => (xssPayloads[next++ % xssPayloads.length] ?? xssPayloads[0])!.payload;

  const shopperName = take();
  demoShoppers.update(DEMO_SHOPPER_IDS.dealer, { name: shopperName });

  const addressPayloads: string[] = [];
  for (const address of checkoutAddresses.where((a) => a.shopperId === DEMO_SHOPPER_IDS.dealer)) {
    const fields = { Name: take(), FirstName: take(), LastName: take(), CompanyName: take(), AddressLine1: take(), AddressLine2: take() };
    addressPayloads.push(...Object.values(fields));
    checkoutAddresses.update(address.Id, fields);
  }

  const cartPayloads: string[] = [];
  for (const item of checkoutCart.where((i) => i.shopperId === DEMO_SHOPPER_IDS.dealer)) {
    const name = take();
    cartPayloads.push(name);
    checkoutCart.update(item.Id, { Name: name });
  }

  const brickPayloads: string[] = [];
  const brickValuePayloads: Record<number, string[]> = {};
  for (const brick of bricks.all()) {
    const name = take();
    brickPayloads.push(name);
    const values = brick.values.map((value, index) => {
      if (index > 2) return value;
      const valueName = take();
      (brickValuePayloads[brick.productBrickId] ??= []).push(valueName);
      return { ...value, name: valueName };
    });
    bricks.update(brick.productBrickId, { name, values });
  }

  const seriesPayloads: string[] = [];
  for (const series of productSeries.all()) {
    const fields = { name: take(), notes: take() };
    seriesPayloads.push(fields.name);
    productSeries.update(series.productSeriesId, fields);
  }

  const templatePayloads: string[] = [];
  for (const template of productTemplates.all().slice(0, 8)) {
    const name = take();
    templatePayloads.push(name);
    productTemplates.update(template.productTemplateId, { name });
  }

  const snapshot = snapshotStore();
  resetStore();
  return { snapshot, shopperName, addressPayloads, cartPayloads, brickPayloads, brickValuePayloads, seriesPayloads, templatePayloads };
}

/** The administration back office's hostile seed: which payloads went into each screen's records. */
export interface HostileAdminSeed {
  snapshot: Record<string, unknown>;
  /** Per screen, every payload its list rows show (each row shows at least one). */
  users: string[];
  locations: string[];
  menuGroups: string[];
  holidays: string[];
  /** Holiday id → its hostile message. */
  holidayMessages: Record<number, string>;
  bids: string[];
  quotes: string[];
  projectTypes: string[];
  /** The first project type's tabs' names, questions' labels and help texts, options' names. */
  builder: string[];
}

/**
 * Hostile text in every free-text field of the administration back office the seed holds (issue
 * 36): users (names, title, department), locations (names, descriptions, city; the location page's
 * rich-text description as a raw payload, for the sanitiser), menu groups, holidays (name, message),
 * bids (project, company, contact), quote requests (customer, ordered by) and the scope-of-work
 * builder (type names and instructions, tab names, question labels and help texts, option names).
 * Every record of those tables is seeded, so every row a list shows carries a payload.
 */
export function hostileAdminSeed(): HostileAdminSeed {
  resetStore();
  let next = 7;
  const take = () => (xssPayloads[next++ % xssPayloads.length] ?? xssPayloads[0])!.payload;
  const seed: Omit<HostileAdminSeed, 'snapshot'> = {
    users: [], locations: [], menuGroups: [], holidays: [], holidayMessages: {}, bids: [], quotes: [], projectTypes: [], builder: [],
  };

  for (const user of users.all()) {
    // The demo personas' own records keep their names (the banner and sign-in read them).
    if (user.id === 1) continue;
    const fields = { firstName: take(), lastName: take(), title: take(), department: take() };
    seed.users.push(...Object.values(fields));
    users.update(user.id, fields);
  }
  for (const location of locations.all()) {
    const fields = { name: take(), locationDescription: take(), city: take(), locationPageDescription: take() };
    seed.locations.push(fields.name, fields.locationDescription, fields.city);
    locations.update(location.id, fields);
  }
  for (const group of locationGroups.all()) {
    const name = take();
    seed.menuGroups.push(name);
    locationGroups.update(group.id, { name });
  }
  for (const holiday of holidays.all()) {
    const fields = { name: take(), message: take() };
    seed.holidays.push(fields.name, fields.message);
    seed.holidayMessages[holiday.id] = fields.message;
    holidays.update(holiday.id, fields);
  }
  for (const bid of bids.all()) {
    const fields = { projectName: take(), companyName: take(), contactName: take() };
    seed.bids.push(...Object.values(fields));
    bids.update(bid.id, fields);
  }
  for (const quote of quoteRequests.all()) {
    const fields = { customerName: take(), orderedBy: take() };
    seed.quotes.push(...Object.values(fields));
    quoteRequests.update(quote.id, fields);
  }
  const firstType = sowProjectTypes.all()[0]?.projectTypeId;
  for (const type of sowProjectTypes.all()) {
    const name = take();
    seed.projectTypes.push(name);
    sowProjectTypes.update(type.projectTypeId, { name, instructions: take() });
  }
  for (const tab of sowTabs.all()) {
    const name = take();
    if (tab.projectTypeId === firstType) seed.builder.push(name);
    sowTabs.update(tab.projectTabId, { name });
  }
  for (const question of sowQuestions.all()) {
    const fields = { label: take(), helpText: take() };
    seed.builder.push(...Object.values(fields));
    sowQuestions.update(question.questionID, fields);
  }
  for (const option of sowOptions.all()) {
    const optionName = take();
    seed.builder.push(optionName);
    sowOptions.update(option.questionOptionID, { optionName });
  }

  const snapshot = snapshotStore();
  resetStore();
  return { snapshot, ...seed };
}

/** Puts the hostile seed in the tab's storage before the site first starts (once per tab). */
export async function seedHostileData(page: Page, seed: Pick<HostileSeed, 'snapshot'>): Promise<void> {
  await page.addInitScript(
    ([key, json]) => {
      if (sessionStorage.getItem('e2e.hostileSeeded')) return;
      localStorage.setItem(key, json);
      sessionStorage.setItem('e2e.hostileSeeded', '1');
    },
    [MOCK_STORE_KEY, JSON.stringify(seed.snapshot)] as const,
  );
}

/** Text as a person reads it: whitespace runs count as one space. */
export const readable = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Each payload shows as its own literal text inside the surface. A long table draws only the rows
 * in view (DataTable is virtualised, 6 rows of overscan), so the surface's scroller is stepped
 * through from the top, as a reader scrolls, and what each position showed counts.
 */
export async function expectReadable(surface: Locator, payloads: readonly string[]): Promise<void> {
  let seen = '';
  await expect
    .poll(async () => {
      seen += ` ${readable((await surface.textContent()) ?? '')}`;
      let missing = payloads.filter((payload) => !seen.includes(readable(payload)));
      for (let step = 0; missing.length > 0 && step < 200; step += 1) {
        const moved = await surface.evaluate((element, first) => {
          let scroller: Element | null = element;
          while (scroller && !(scroller.scrollHeight > scroller.clientHeight + 1 && /auto|scroll/.test(getComputedStyle(scroller).overflowY)))
            scroller = scroller.parentElement;
          const target = scroller ?? document.scrollingElement;
          if (!target) return false;
          if (first) {
            target.scrollTop = 0;
            return true;
          }
          const before = target.scrollTop;
          target.scrollTop = before + target.clientHeight * 0.8;
          return target.scrollTop !== before;
        }, step === 0);
        // The rows scrolled into view render at low priority (useDeferredValue): let them land.
        await surface.page().waitForTimeout(100);
        seen += ` ${readable((await surface.textContent()) ?? '')}`;
        missing = payloads.filter((payload) => !seen.includes(readable(payload)));
        if (!moved) break;
      }
      return missing;
    })
    .toEqual([]);
}

/** Every data row of a table shows one of the payloads as its literal text (none rendered as markup). */
export async function expectRowsReadable(table: Locator, payloads: readonly string[]): Promise<void> {
  const wanted = payloads.map(readable);
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect
    .poll(async () => {
      const rows = (await table.getByRole('row').allTextContents()).slice(1).map(readable);
      return rows.filter((row) => !wanted.some((payload) => row.includes(payload))).slice(0, 3);
    })
    .toEqual([]);
}
