import { resetStore, snapshotStore } from '@joinery/mocks/data/store';
import { bricks } from '@joinery/mocks/data/catalogue/bricks';
import { productSeries } from '@joinery/mocks/data/catalogue/series';
import { productTemplates } from '@joinery/mocks/data/catalogue/templates';
import { checkoutAddresses, checkoutCart } from '@joinery/mocks/data/storefront/checkout';
import { DEMO_SHOPPER_IDS, demoShoppers } from '@joinery/mocks/data/storefront/shoppers';
import type { Page } from '@playwright/test';
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

/** Puts the hostile seed in the tab's storage before the site first starts (once per tab). */
export async function seedHostileData(page: Page, seed: HostileSeed): Promise<void> {
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
