import { expect, test } from '../fixtures';
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
