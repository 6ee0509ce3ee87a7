import { chooseOption, expect, test } from '../fixtures';
import { personas, signInThroughDemoProvider } from './staffSupport';

/**
 * Back-office lists keep their view in the address (issue 36): a name search typed on Product
 * Bricks is in the address, and a reload and a shared link with it show the same rows.
 */
test('a filtered back-office list comes back the same after a reload', async ({ page, journey }) => {
  await signInThroughDemoProvider(page, journey, personas.catalogue);
  await expect(page).toHaveURL(/\/prod-mgmt\/?$/);
  await page.goto('/prod-mgmt/ProductBricksList');
  const search = page.getByRole('searchbox', { name: 'Search by name' });
  await expect(search).toBeEnabled();
  const table = page.getByRole('table', { name: 'Product Bricks' });
  const rowCount = async () => table.getByRole('row').count();
  const all = await rowCount();

  await search.fill('door');
  await expect(page).toHaveURL(/\/prod-mgmt\/ProductBricksList\?search=door$/);
  await expect.poll(rowCount).toBeLessThan(all);
  const filtered = await table.getByRole('row').allTextContents();

  await page.reload();
  await expect(search).toBeEnabled();
  await expect(search).toHaveValue('door');
  await expect.poll(() => table.getByRole('row').allTextContents()).toEqual(filtered);
});

/**
 * Bid Tracker: its two filters and its sort are in the address, so a reload shows the same bids
 * in the same order (issue 36 "A reload of a filtered, sorted back-office list shows the same view").
 */
test('a filtered, sorted Bid Tracker comes back the same after a reload', async ({ page, journey }) => {
  await signInThroughDemoProvider(page, journey, personas.allRoles);
  await expect(page).toHaveURL(/\/prod-mgmt\/?$/);
  await page.goto('/prod-mgmt/BidsList');
  const main = page.getByRole('main');
  const table = main.getByRole('table', { name: 'Bid Tracker' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const statusFilter = main.getByRole('combobox', { name: 'Filter by Status' });
  await expect(statusFilter).toBeEnabled();

  await chooseOption(page, statusFilter, page.getByRole('option', { name: /^Archive \(\d+\)$/ }));
  await chooseOption(page, main.getByRole('combobox', { name: 'Filter by Bid Status' }), page.getByRole('option').nth(1));
  const margin = table.getByRole('columnheader', { name: 'Margin' });
  await margin.getByRole('button').click();
  await margin.getByRole('button').click();
  await expect(margin).toHaveAttribute('aria-sort', 'descending');
  await expect(page).toHaveURL(/\/prod-mgmt\/BidsList\?status=Archive&bidStatus=[^&]+&sort=MARGIN&dir=descending$/);
  const view = await table.getByRole('row').allTextContents();
  const filters = [await statusFilter.textContent(), await main.getByRole('combobox', { name: 'Filter by Bid Status' }).textContent()];

  await page.reload();
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(margin).toHaveAttribute('aria-sort', 'descending');
  await expect(statusFilter).toHaveText(filters[0]!);
  await expect(main.getByRole('combobox', { name: 'Filter by Bid Status' })).toHaveText(filters[1]!);
  await expect.poll(() => table.getByRole('row').allTextContents()).toEqual(view);
});

/**
 * Users: its search and its status filter are in the address, so a reload shows the same users
 * (the other lists with their own screens keep theirs the same way: Quotes Requested's search).
 */
test('a searched, filtered Users list comes back the same after a reload', async ({ page, journey }) => {
  await signInThroughDemoProvider(page, journey, personas.allRoles);
  await expect(page).toHaveURL(/\/prod-mgmt\/?$/);
  await page.goto('/prod-mgmt/UsersList');
  const main = page.getByRole('main');
  const search = main.getByRole('searchbox', { name: 'Search by first or last name' });
  await expect(search).toBeEnabled();
  const table = main.getByRole('table', { name: 'Users' });
  const status = main.getByRole('combobox', { name: 'Status', exact: true });

  await chooseOption(page, status, page.getByRole('option', { name: 'Inactive' }), 'Inactive');
  await search.fill('iv');
  await expect(page).toHaveURL(/\/prod-mgmt\/UsersList\?status=Inactive&search=iv$/);
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const view = await table.getByRole('row').allTextContents();

  await page.reload();
  await expect(search).toBeEnabled();
  await expect(search).toHaveValue('iv');
  await expect(status).toHaveText('Inactive');
  await expect.poll(() => table.getByRole('row').allTextContents()).toEqual(view);
});
