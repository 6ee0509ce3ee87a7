import { expect, expectAccessible, expectNoHorizontalOverflow, test } from '../fixtures';
import { chooseEveryTrait } from './storefrontSupport';

/**
 * storefront.md §2.4, §6: a visitor chooses a cabinet's traits, opens Add to Wish List, follows the
 * please-login message's "Log in" (the host's LoginLink, `ReturnUrl=`), signs in, and is back on
 * the same product with the same traits chosen (issue 35: /login read only `returnTo` and sent the
 * shopper to /checkout).
 */
test('a visitor signs in from a product and comes back to the same product with its traits', async ({ page, journey }) => {
  test.slow();
  await page.goto('/catalog');
  const cabinets = page.getByRole('list', { name: 'Base Cabinets' });
  await expect(cabinets.getByRole('link').first()).toBeVisible();
  await cabinets.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/products\//);
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toBeVisible();
  // The title shows first, while the page's choosers load (issue 33): a shopper waits for them.
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();

  // Every trait chosen: the link carries one traitN per trait chooser (the quantity is the native
  // select). Each pick's address is written after the pick paints: wait for the last one, not the first.
  await chooseEveryTrait(page);
  const traitChoosers = await page
    .getByRole('combobox')
    .evaluateAll((boxes) => boxes.filter((box) => !(box instanceof HTMLSelectElement)).length);
  await expect
    .poll(() => [...new URL(page.url()).searchParams.keys()].filter((key) => /^trait\d+$/.test(key)).length)
    .toBe(traitChoosers);
  const productAddress = new URL(page.url());
  // What each chooser shows (the traits' values and the quantity).
  const shown = () =>
    page
      .getByRole('combobox')
      .evaluateAll((boxes) => boxes.map((box) => (box instanceof HTMLSelectElement ? box.selectedOptions[0]?.text : box.textContent)));
  const traits = await shown();
  const heading = (await title.textContent())?.trim() ?? '';

  await page.getByRole('button', { name: 'Add to Wish List' }).click();
  const dialog = page.getByRole('dialog');
  const logIn = dialog.getByRole('link', { name: 'Log in' });
  await expect(logIn).toBeVisible();
  await expectAccessible(page, journey);
  await logIn.click();

  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page).toHaveURL(/\/login\?ReturnUrl=/);
  await page.getByRole('button', { name: 'Sign in as Dana Whitfield' }).click();

  // Back on the product, the same variation chosen, now signed in.
  await expect(page).toHaveURL((url) => url.pathname === productAddress.pathname && url.search === productAddress.search);
  await expect(page.getByText('Signed in as Dana Whitfield')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect.poll(shown).toEqual(traits);
  await page.getByRole('button', { name: 'Add to Wish List' }).click();
  await expect(page.getByRole('dialog').getByRole('list', { name: 'Add to Wish List' }).getByRole('button').first()).toBeVisible();
  await expectAccessible(page, journey);
  await expectNoHorizontalOverflow(page);
});
