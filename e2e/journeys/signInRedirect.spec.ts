import { knownBypasses } from '@joinery/flows/address';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, expectNoHorizontalOverflow, test } from '../fixtures';
import { personas } from './staffSupport';
import { checkoutSettled } from './storefrontSupport';

/**
 * Issue 43: signing in never sends anyone off the site. A link to /login (our `returnTo=`, the host
 * platform's `ReturnUrl=`) or to the back office's /Login (`from=`) that names another site, a
 * script or a page the site does not have, in any of the ways browsers read such addresses
 * (knownBypasses), ends on the site's default page: /checkout for shoppers, the back office's start
 * page for staff. A page that did leave would fail the fixture too (the request to evil.example
 * fails, or an alert is called).
 */
/**
 * Every one of knownBypasses is tried. A full page load costs seconds per attempt, so the first
 * attempt of each test loads the page as a link would; the others reach the sign-in page as the
 * browser's Back and Forward deliver an address (history.pushState, then popstate), which the
 * routers read exactly as they read a loaded page's address.
 */
async function arriveAt(page: Page, path: string) {
  await page.evaluate((address) => {
    window.history.pushState(null, '', address);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test('a shopper signing in through a hostile return address ends on /checkout', async ({ page, journey, baseURL }) => {
  test.slow();
  const site = new URL(baseURL ?? page.url()).origin;
  const bypasses = knownBypasses(new URL(site).host);
  // Each in our returnTo= and the host's ReturnUrl= by turns, and the issue's own case in both.
  const attempts = [
    { name: 'a backslash read as a slash', value: '/\\evil.example/x', parameter: 'ReturnUrl' },
    ...bypasses.map(({ name, value }, index) => ({ name, value, parameter: index % 2 === 0 ? 'returnTo' : 'ReturnUrl' })),
  ];
  for (const [index, { name, value, parameter }] of attempts.entries()) {
    await test.step(`${parameter}: ${name}`, async () => {
      const address = `/login?${parameter}=${encodeURIComponent(value)}`;
      if (index === 0) await page.goto(address);
      else await arriveAt(page, address);
      await page.getByRole('button', { name: 'Sign in as Dana Whitfield' }).click();
      await expect(page).toHaveURL((url) => url.origin === site && url.pathname === '/checkout' && url.search === '' && url.hash === '');
      await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
      if (index === 0) {
        await expectAccessible(page, journey);
        await expectNoHorizontalOverflow(page);
      }
    });
  }
  // A page the storefront has is still followed (the check is not simply "always /checkout").
  // The checkout on show settles first: its summary's request, sent as a full page load leaves it,
  // would reach the static server (checkoutSettled).
  await checkoutSettled(page);
  await page.goto(`/login?ReturnUrl=${encodeURIComponent('/Wishlists?x=1#y')}`);
  await page.getByRole('button', { name: 'Sign in as Dana Whitfield' }).click();
  await expect(page).toHaveURL((url) => url.origin === site && url.pathname === '/Wishlists' && url.search === '?x=1' && url.hash === '#y');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('staff signing in through a hostile return address end on the start page', async ({ page, journey, baseURL }) => {
  test.slow();
  const site = new URL(baseURL ?? page.url()).origin;
  const bypasses = knownBypasses(new URL(site).host);
  const onStartPage = async () => {
    await expect(page).toHaveURL((url) => url.origin === site && /^\/prod-mgmt\/?$/.test(url.pathname) && url.search === '' && url.hash === '');
    await expect(page.getByRole('heading', { level: 1, name: 'Joinery back office' })).toBeVisible();
  };

  // Signed out, asked for another site: Log In goes through the identity provider and comes back
  // to the start page (the page to return to travels in the sign-in's state).
  await page.goto(`/prod-mgmt/Login?from=${encodeURIComponent(bypasses[0]?.value ?? '//evil.example')}`);
  const result = page.getByRole('region', { name: 'Login' });
  await result.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/demo-idp\/authorize\?/);
  await expect(page.getByRole('heading', { level: 1, name: 'Joinery demo sign-in' })).toBeVisible();
  await expectAccessible(page, journey);
  await page.getByRole('button', { name: `Sign in as ${personas.allRoles}` }).click();
  await onStartPage();
  await expectAccessible(page, journey);

  // Signed in, the login result page returns at once to the page asked for: each bypass ends on the start page.
  for (const [index, { name, value }] of bypasses.entries()) {
    await test.step(`from: ${name}`, async () => {
      const address = `/prod-mgmt/Login?from=${encodeURIComponent(value)}`;
      if (index === 0) await page.goto(address);
      else await arriveAt(page, address);
      await onStartPage();
    });
  }
  // A back-office page is still followed.
  await page.goto(`/prod-mgmt/Login?from=${encodeURIComponent('/UsersList?search=Casey')}`);
  await expect(page).toHaveURL((url) => url.origin === site && url.pathname === '/prod-mgmt/UsersList' && url.search === '?search=Casey');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
});
