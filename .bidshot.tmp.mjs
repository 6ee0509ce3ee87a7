import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:5191';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [w, h] of [[1440, 900], [390, 844]]) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  page.setDefaultTimeout(120000);
  await page.goto(base + '/prod-mgmt');
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  await page.getByRole('button', { name: 'Sign in as Alex Admin — all roles' }).click();
  await page.waitForTimeout(3000);
  await page.goto(base + '/prod-mgmt/bidslist');
  await page.getByRole('table', { name: 'Bid Tracker' }).waitFor();
  await page.waitForTimeout(2000);
  await page.screenshot({ path: `/tmp/bidshot/list-${w}.png` });
  await page.getByRole('button', { name: '+ Create Bid' }).click();
  await page.getByRole('dialog', { name: 'Create Bid' }).waitFor();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/bidshot/create-${w}.png` });
  await page.goto(base + '/prod-mgmt/QuotesList');
  await page.getByRole('table', { name: 'Quotes Requested' }).waitFor();
  await page.screenshot({ path: `/tmp/bidshot/quotes-${w}.png` });
  await page.goto(base + '/prod-mgmt/BidsMngt');
  await page.getByRole('radio', { name: 'Status' }).waitFor();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/bidshot/admin-${w}.png`, fullPage: true });
  await page.close();
}
await browser.close();
