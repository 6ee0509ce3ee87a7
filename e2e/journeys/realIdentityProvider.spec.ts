import { expect, expectAccessible, test } from '../fixtures';
import { ACCESS_TOKEN_SECONDS } from '../identityProvider';
import { e2eOrigins } from '../servers.mjs';
import { openFromMenu } from './staffSupport';

/**
 * back-office-products.md §4 Sign-in against something the project did not write: oidc-provider
 * (started by globalSetup.ts, the demo personas as its accounts) and the site built with its live
 * identity settings (e2eOrigins.oidcSite), the API still the embedded back end, which reads the
 * persona from the access token's subject. Code flow with PKCE, callback, silent renew, logout.
 */
test.use({ baseURL: e2eOrigins.oidcSite });

const idp = e2eOrigins.identityProvider;

test('staff sign in, renew silently and log out at a real OpenID Connect provider', async ({ page, journey }) => {
  test.slow(); // waits for the short-lived access token to be renewed
  // oidc-provider's development sign-in page asks a web font host for its font: nothing leaves the machine.
  await page.route(/^https:\/\/fonts\.(googleapis|gstatic)\.com\//, (route) => route.fulfill({ status: 200, contentType: 'text/css', body: '' }));
  await page.goto('/prod-mgmt');
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();

  // The provider's own sign-in form (oidc-provider's development interaction): login = persona id.
  await expect(page).toHaveURL(new RegExp(`^${idp}/interaction/`));
  await page.getByPlaceholder('Enter any login').fill('catalogue');
  await page.getByPlaceholder('and password').fill('any password');
  const tokenExchange = page.waitForRequest((request) => request.url() === `${idp}/token` && /grant_type=authorization_code/.test(request.postData() ?? ''));
  await page.getByRole('button', { name: 'Sign-in' }).click();

  // Back through the callback: the code is exchanged with its PKCE verifier.
  const exchange = await tokenExchange;
  expect(exchange.postData()).toMatch(/code_verifier=[\w-]{43,}/);
  await expect(page).toHaveURL(/\/prod-mgmt\/?$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Casey Catalogue' })).toBeVisible();
  await expectAccessible(page, journey);

  // Staff calls carry the provider's token; the embedded back end answers for its subject.
  await openFromMenu(page, 'Products', 'Product Bricks');
  await expect(page.getByRole('table', { name: 'Product Bricks' }).getByRole('row').nth(1)).toBeVisible();

  // Silent renew: before the access token expires the client trades its refresh token.
  const renewal = await page.waitForRequest(
    (request) => request.url() === `${idp}/token` && /grant_type=refresh_token/.test(request.postData() ?? ''),
    { timeout: ACCESS_TOKEN_SECONDS * 1000 },
  );
  expect((await renewal.response())?.status()).toBe(200);
  await openFromMenu(page, 'Products', 'Product Series');
  await expect(page.getByRole('table', { name: 'Product Series' }).getByRole('row').nth(1)).toBeVisible();

  // Logout ends the provider's session too, then comes back signed out.
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(new RegExp(`^${idp}/session/end`));
  await page.getByRole('button', { name: /Yes, sign me out/i }).click();
  await expect(page).toHaveURL(new RegExp(`^${e2eOrigins.oidcSite}/prod-mgmt`));
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
});
