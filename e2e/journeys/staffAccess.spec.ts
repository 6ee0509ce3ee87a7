import { expect, expectAccessible, expectNoHorizontalOverflow, test } from '../fixtures';
import { expectGoodScreen, personas, signInThroughDemoProvider } from './staffSupport';

/** back-office-products.md §2 Route access, §4 Sign-in, back-office-admin.md Login result page. */
test('an inactive persona lands on the login result page', async ({ page, journey }) => {
  await signInThroughDemoProvider(page, journey, personas.inactive);
  await expect(page).toHaveURL(/\/prod-mgmt\/Login(\?|$)/);
  const result = page.getByRole('region', { name: 'Login' });
  await expect(result.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await expect(result).toContainText('your account is not active for the CRM');
  await expectGoodScreen(page, journey);
});

test('typing an IT route without the IT role lands on /Login', async ({ page, journey }) => {
  await signInThroughDemoProvider(page, journey, personas.catalogue);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Casey Catalogue' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'IT' })).toHaveCount(0);

  await page.goto('/prod-mgmt/UsersList');
  await expect(page).toHaveURL(/\/prod-mgmt\/Login(\?|$)/);
  await expect(page.getByRole('region', { name: 'Login' })).toContainText('does not have permission to view the page you requested');
  await expectAccessible(page, journey);
});

/** A mistyped address never ends on a blank page: "Page not found" with a way on, in both apps. */
test('unknown addresses show "Page not found" in the storefront and the back office', async ({ page, journey }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Joinery home' })).toBeVisible();
  await expectAccessible(page, journey);
  await expectNoHorizontalOverflow(page);
  await page.getByRole('link', { name: 'Go to the Joinery home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  // The home page a shopper lands on: readable on a desk and on a 390 px phone.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, journey);
  await expectNoHorizontalOverflow(page);
  // The home page asks for its related products after it shows; leaving while that request is on
  // its way sent it past the closing page's mock service worker to the preview server (404), once.
  await page.waitForLoadState('networkidle');

  await signInThroughDemoProvider(page, journey, personas.catalogue);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Casey Catalogue' })).toBeVisible();
  await page.goto('/prod-mgmt/NoSuchScreen');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expectGoodScreen(page, journey);
  await page.getByRole('link', { name: 'Go to the back office start page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toHaveCount(0);
});

/**
 * §2 Routes: /prod-mgmt/silent_renew is the hidden frame's page and unprotected. Opened signed out
 * (with no sign-in answer to hand back) it shows nothing and sends nowhere: no shell, no Login,
 * no redirect to /Login or to the identity provider, and no error (the fixture fails on any).
 */
test('the silent-renew page opened signed out stays blank and in place', async ({ page }) => {
  await page.goto('/prod-mgmt/silent_renew');
  // Nothing appears on this page: wait until it has finished loading and asking.
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveURL(/\/prod-mgmt\/silent_renew$/);
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Login' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
  await expect(page.getByRole('heading')).toHaveCount(0);
});
