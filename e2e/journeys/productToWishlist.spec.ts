import { expect, expectAccessible, expectNoHorizontalOverflow, test } from '../fixtures';
import { chooseEveryTrait, signInAsShopper } from './storefrontSupport';

/**
 * storefront.md §2.2–§2.5: a signed-in dealer browses the catalogue, opens a cabinet, chooses its
 * door style and finish, adds it to the cart and to a wish list, finds it on the wish list page,
 * and opens the quote checkout (its own cart, still empty). Each page passes axe and fits a 390 px phone.
 */
test('a dealer chooses a cabinet, adds it to the cart and a wish list, and opens the quote checkout', async ({ page, journey }) => {
  test.slow();
  // Sign-in lands on the checkout, whose summary comes after its shipping options: leave only once
  // it has come (a call made while the page unloads reaches no mock and the static server answers 404).
  const checkoutSummary = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/Checkout/Summary'));
  await signInAsShopper(page, journey, 'Dana Whitfield');
  await checkoutSummary;

  // ---- The catalogue, then the first base cabinet ---------------------------------------------
  await page.goto('/catalog');
  await expect(page.getByRole('heading', { level: 1, name: 'Catalog' })).toBeVisible();
  const cabinets = page.getByRole('list', { name: 'Base Cabinets' });
  await expect(cabinets.getByRole('link').first()).toBeVisible();
  await expectAccessible(page, journey);
  await expectNoHorizontalOverflow(page);
  await cabinets.getByRole('link').first().click();

  // ---- The product page: every trait chosen enables Add to Cart --------------------------------
  await expect(page).toHaveURL(/\/products\//);
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toBeVisible();
  const addToCart = page.getByRole('button', { name: 'Add to Cart' });
  await expect(addToCart).toHaveAttribute('aria-disabled', 'true');
  await expectAccessible(page, journey);
  await expectNoHorizontalOverflow(page);
  // Choosing one trait can remove or reset another, so the next unchosen one is looked up each time.
  await chooseEveryTrait(page);
  await expect(addToCart).not.toHaveAttribute('aria-disabled', 'true');
  await addToCart.click();
  await expect(page.getByText(/^Item with sku .+ was added to the cart$/)).toBeVisible();

  // ---- Add to a wish list ------------------------------------------------------------------------
  await page.getByRole('button', { name: 'Add to Wish List' }).click();
  const dialog = page.getByRole('dialog');
  const lists = dialog.getByRole('list', { name: 'Add to Wish List' });
  await expect(lists.getByRole('button').first()).toBeVisible();
  await expectAccessible(page, journey);
  await lists.getByRole('button').first().click();
  await expect(page.getByRole('button', { name: 'Added to Wish List' })).toBeVisible();
  const productName = (await title.textContent())?.trim() ?? '';

  // ---- The wish list page shows it ---------------------------------------------------------------
  await page.goto('/wishlists');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('listitem', { name: productName }).first()).toBeVisible();
  await expectAccessible(page, journey);
  await expectNoHorizontalOverflow(page);

  // ---- The quote checkout: a separate quote cart, empty until something is added to a quote -------------
  await page.getByRole('link', { name: 'Request a Quote' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Request a Quote' })).toBeVisible();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue shopping' })).toBeVisible();
  await expectAccessible(page, journey);
  await expectNoHorizontalOverflow(page);
});
