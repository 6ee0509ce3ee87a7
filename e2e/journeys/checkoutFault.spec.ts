import { chooseOption, expect, expectAccessible, test } from '../fixtures';
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

/**
 * Issue 36, storefront.md §4, §8: a failed address save never looks saved. The new address is not
 * listed or chosen, the chosen address keeps its shipping method, the form is back as typed, and
 * a reload agrees: nothing was saved.
 */
test('an address that fails to save is not listed, and the form keeps what was typed', async ({ page, journey }) => {
  await signInAsShopper(page, journey, 'Dana Whitfield');
  journey.expectFault('checkout.addAddress');
  await page.goto('/checkout?fault=checkout.addAddress:500');
  const shipping = region(page, 'Shipping Address');
  await shipping.getByRole('button', { name: 'Change' }).click();
  await shipping.getByRole('button', { name: 'Add New Address' }).click();
  const form = page.getByRole('form', { name: 'Add New Address' });
  await form.getByRole('textbox', { name: 'First Name' }).fill('Ada');
  await form.getByRole('textbox', { name: 'Last Name' }).fill('Lovelace');
  await form.getByRole('textbox', { name: 'Address Line 1' }).fill('77 Failing Way');
  await form.getByRole('textbox', { name: 'City' }).fill('Columbus');
  await chooseOption(page, form.getByRole('combobox', { name: 'State' }), page.getByRole('option', { name: 'Ohio' }), 'Ohio');
  await form.getByRole('textbox', { name: 'Postal Code' }).fill('43215');
  await form.getByRole('button', { name: 'Save Address' }).click();

  await expect(region(page, 'Messages').getByRole('alert')).toContainText('An error occurred saving an address');
  await expect(form.getByRole('textbox', { name: 'Address Line 1' })).toHaveValue('77 Failing Way');
  await expect(form.getByRole('textbox', { name: 'First Name' })).toHaveValue('Ada');
  await expect(region(page, 'Shipping Method')).not.toContainText('Sorry, but no shipping methods are available.');
  await expectAccessible(page, journey);
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(shipping.getByRole('radio')).toHaveCount(3);
  await expect(shipping).not.toContainText('77 Failing Way');

  // A reload (without the fault) agrees with what the page showed.
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await shipping.getByRole('button', { name: 'Change' }).click();
  await expect(shipping.getByRole('radio')).toHaveCount(3);
  await expect(shipping).not.toContainText('77 Failing Way');
});
