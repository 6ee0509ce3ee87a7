import { expect, expectAccessible, test } from '../fixtures';
import { region, signInAsShopper } from './storefrontSupport';

/** storefront.md §2.3: why the purchase-order option cannot be chosen. */
test('a dealer on hold sees "- Account on Hold" on the purchase order', async ({ page, journey }) => {
  await signInAsShopper(page, journey, 'Marcus Ortega');
  const options = region(page, 'Payment Information').getByRole('radiogroup', { name: 'Payment options' });
  await expect(options.getByRole('radio', { name: 'Purchase Order' })).toBeDisabled();
  await expect(options).toContainText(/Purchase Order\s*- Account on Hold/);
  // Its PO number is shown disabled, not left out (docs/decisions.md, storefront.md §5).
  await expect(options.getByRole('textbox', { name: 'PO Number' })).toBeDisabled();
  await expectAccessible(page, journey);
});

test('a dealer whose order goes above the credit left sees "- Above Credit Limit"', async ({ page, journey }) => {
  await signInAsShopper(page, journey, 'Priya Nair');
  const options = region(page, 'Payment Information').getByRole('radiogroup', { name: 'Payment options' });
  await expect(options.getByRole('radio', { name: 'Purchase Order' })).toBeEnabled();

  const cart = region(page, 'Shopping Cart');
  const quantity = cart.getByRole('combobox', { name: 'Quantity of Shaker White Base Cabinet 24"' });
  await quantity.selectOption('4');
  await expect(quantity).toHaveValue('4');
  await cart.getByRole('button', { name: 'Update' }).click();
  await expect(cart).toContainText('Line total $1,156.00');

  await expect(options.getByRole('radio', { name: 'Purchase Order' })).toBeDisabled();
  await expect(options).toContainText(/Purchase Order\s*- Above Credit Limit/);
  await expectAccessible(page, journey);
});
