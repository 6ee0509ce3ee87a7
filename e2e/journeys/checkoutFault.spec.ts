import { expect, expectAccessible, test } from '../fixtures';
import { region, signInAsShopper } from './storefrontSupport';

/** storefront.md §2 errors: a failed Place Order shows the server's message and keeps the shopper's input. */
test('a fault from the address bar: the server\'s message shows and nothing typed is lost', async ({ page, journey }) => {
  await signInAsShopper(page, journey, 'Dana Whitfield');
  journey.expectFault('checkout.placeOrder');
  await page.goto('/checkout?fault=checkout.placeOrder:500');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();

  const note = 'Call before delivery; the side gate code is 4417.';
  await region(page, 'Order Notes').getByRole('textbox', { name: 'Notes' }).fill(note);
  const payment = region(page, 'Payment Information');
  await payment.getByRole('button', { name: 'Use this card: Visa ending in 1111' }).click();
  await expect(payment).toContainText('Credit Card: Visa ending in 1111');
  await page.getByRole('checkbox', { name: 'I have read and accept the terms and conditions' }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();

  // A 500 from PlaceOrder reads as the checkout's own apology (its messages module).
  await expect(region(page, 'Messages').getByRole('alert')).toContainText('unable to complete checkout');
  await expect(page).toHaveURL(/\/checkout\?fault=/);
  await expect(region(page, 'Order Notes').getByRole('textbox', { name: 'Notes' })).toHaveValue(note);
  await expect(page.getByRole('checkbox', { name: 'I have read and accept the terms and conditions' })).toBeChecked();
  await expect(page.getByRole('link', { name: 'Cart, 8 items' })).toBeVisible();
  await expectAccessible(page, journey);
});
