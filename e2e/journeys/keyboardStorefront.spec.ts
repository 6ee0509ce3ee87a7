import type { Locator, Page } from '@playwright/test';
import {
  catalogueProducts,
  productCode,
  showcaseIndex,
} from '@joinery/mocks/data/storefront/catalogue';
import { addressValidationMessages } from '@joinery/flows/storefront/addressValidation';
import { checkoutLabels, checkoutMessages } from '@joinery/flows/storefront/checkout';
import { paymentMessages } from '@joinery/flows/storefront/payment';
import { productPageMessages } from '@joinery/flows/storefront/productPage';
import {
  quoteCheckoutLabels,
  quoteCheckoutMessages,
} from '@joinery/flows/storefront/quoteCheckout';
import { wishListLabels, wishListPageMessages } from '@joinery/flows/storefront/wishlists';
import { expect, test } from '../fixtures';
import { region } from './storefrontSupport';
import { expectFocusOnNamedVisible, press, tabTo, typeText } from './keyboardSupport';

/**
 * Issue 46: the storefront's most common tasks with the keyboard alone (Tab, Shift+Tab, Enter,
 * Space, arrows, Home/End, Escape, and typing into the focused field), checking after every key
 * that focus is on a visible, named element. One sign-in; each task is one page load.
 */

/** Is this element the focused one? */
const hasFocus = async (target: Locator) =>
  (await target.count()) === 1 &&
  (await target.evaluate((element) => element === document.activeElement));

/**
 * A Radix Select, focused: Enter opens it, Home goes to the first option and the down arrow to the
 * wanted one, Enter chooses it and focus goes back to the box. (Typing the option's name also works
 * for a person, but Radix's typeahead forgets what was typed after a second, so on a loaded machine
 * it chose "Slab" for "Shaker".)
 */
async function chooseOption(page: Page, box: Locator, option: string, step: string): Promise<void> {
  await expect(box).toBeFocused();
  await press(page, 'Enter', `${step}: open the list`, /^(option|listbox) /);
  const wanted = page.getByRole('option', { name: option, exact: true });
  await expect(wanted).toBeVisible();
  await press(page, 'Home', `${step}: the first option`, /^option /);
  for (let count = 0; count < 100 && !(await hasFocus(wanted)); count += 1)
    await press(page, 'ArrowDown', `${step}: down to "${option}"`, /^option /);
  await expect(wanted).toBeFocused();
  await press(page, 'Enter', `${step}: choose "${option}"`);
  await expect(box).toBeFocused();
  await expect(box).toContainText(option);
}

/**
 * A trait chooser, focused (the product page's list box, issue 47): focus stays on the box while its
 * list is open, the option it is on named by aria-activedescendant. Enter opens the list, Home goes
 * to the first option and the down arrow to the wanted one, Enter picks it; the page answers the
 * pick after it is painted (the box is busy until then).
 */
async function chooseTraitOption(page: Page, box: Locator, option: string, step: string): Promise<void> {
  await expect(box).toBeFocused();
  await press(page, 'Enter', `${step}: open the list`, /^combobox /);
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const wanted = page.getByRole('option', { name: option, exact: true });
  await expect(wanted).toBeVisible();
  const wantedId = await wanted.getAttribute('id');
  const onWanted = async () => (await box.getAttribute('aria-activedescendant')) === wantedId;
  await press(page, 'Home', `${step}: the first option`, /^combobox /);
  for (let count = 0; count < 20 && !(await onWanted()); count += 1)
    await press(page, 'ArrowDown', `${step}: down to "${option}"`, /^combobox /);
  await expect(box).toHaveAttribute('aria-activedescendant', wantedId ?? '');
  await press(page, 'Enter', `${step}: choose "${option}"`, /^combobox /);
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(box).not.toHaveAttribute('aria-busy');
  await expect(box).toHaveText(option);
  await expect(box).toBeFocused();
}

/** A radio group, one of its radios focused: arrow down (wrapping) until `radio` is focused, which checks it. */
async function arrowToRadio(page: Page, radio: Locator, step: string): Promise<void> {
  for (let count = 0; count < 10 && !(await hasFocus(radio)); count += 1)
    await press(page, 'ArrowDown', step);
  await expect(radio).toBeFocused();
  await expect(radio).toBeChecked();
}

test('storefront by keyboard alone: order checkout, a variation to the cart and a quote, wish lists, quote checkout', async ({
  page,
}) => {
  test.slow();
  const cabinet = catalogueProducts.find(productCode(showcaseIndex.cabinet));
  if (!cabinet) throw new Error('the showcase cabinet is missing from the catalogue');

  await test.step('sign in as a dealer', async () => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'Sign in as Dana Whitfield' }), 'sign in');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/checkout$/);
  });

  await test.step('order checkout: a new address with its validation choice, shipping, a new card, placed', async () => {
    const summaryRow = (name: RegExp) => region(page, 'Order Summary').getByRole('row', { name });
    await expect(summaryRow(/^Total/)).toBeVisible();
    const shipping = region(page, checkoutLabels.shippingAddress);

    // The shipping address: Change opens the saved addresses; Add New Address opens the form.
    await tabTo(
      page,
      shipping.getByRole('button', { name: 'Change' }),
      'to shipping address Change',
    );
    await press(page, 'Enter', 'open the shipping addresses', 'button "Done"');
    await tabTo(
      page,
      shipping.getByRole('button', { name: checkoutLabels.addAddress }),
      'to Add New Address',
    );
    await press(page, 'Enter', 'open the address form');
    const form = shipping.getByRole('form', { name: checkoutLabels.addAddress });
    await expect(form).toBeVisible();
    // Enter in an empty field submits the form: refused, it names the fields and focus stays in it.
    await tabTo(page, form.getByRole('textbox', { name: 'First Name' }), 'to First Name');
    await press(page, 'Enter', 'submit the empty address form');
    await expect(form.getByRole('alert')).toBeVisible();
    await expect(form.locator(':focus')).toHaveCount(1);
    for (const [label, text] of [
      ['First Name', 'Jordan'],
      ['Last Name', 'Reyes'],
      ['Address Line 1', '12 Suggest Street'],
      ['City', 'Columbus'],
    ] as const) {
      await tabTo(page, form.getByRole('textbox', { name: label }), `to ${label}`);
      await typeText(page, text, label);
    }
    await tabTo(page, form.getByRole('combobox', { name: 'State' }), 'to State');
    await chooseOption(page, form.getByRole('combobox', { name: 'State' }), 'Ohio', 'State');
    await tabTo(page, form.getByRole('textbox', { name: 'Postal Code' }), 'to Postal Code');
    await typeText(page, '43215', 'Postal Code');
    const save = form.getByRole('button', { name: checkoutLabels.saveAddress });
    await tabTo(page, save, 'to Save Address');
    await page.keyboard.press('Enter');

    // The validation dialog: focus moves into it; We Suggest by arrow; Use this address.
    const confirm = page.getByRole('dialog', { name: addressValidationMessages.title });
    await expect(confirm).toBeVisible();
    await expectFocusOnNamedVisible(page, 'the validation dialog opens');
    const suggested = confirm.getByRole('radio', { name: addressValidationMessages.weSuggest });
    await tabTo(page, confirm.getByRole('radio').first(), 'to the candidates');
    await arrowToRadio(page, suggested, 'choose We Suggest');
    await tabTo(
      page,
      confirm.getByRole('button', { name: addressValidationMessages.useSelected }),
      'to Use this address',
    );
    await page.keyboard.press('Enter');
    await expect(confirm).toBeHidden();
    await expectFocusOnNamedVisible(page, 'the validation dialog closes');
    await expect(shipping).toContainText('12 SUGGEST STREET');

    // Shipping: Change, then the arrow keys pick Expedited Freight (picking collapses the list).
    const methods = region(page, checkoutLabels.shippingMethod);
    // A new address brings new options, none chosen: the list is open.
    const expedited = methods.getByRole('radio', { name: /^Expedited Freight/ });
    await expect(expedited).toBeVisible();
    await tabTo(page, methods.getByRole('radio').first(), 'to the shipping methods');
    // An arrow checks the next method, and a pick collapses the list to it: focus stays in the
    // section, on its Change, which reopens the list.
    for (let count = 0; count < 6; count += 1) {
      await page.keyboard.press('ArrowDown');
      await expect(methods.getByRole('radio')).toHaveCount(0);
      await expectFocusOnNamedVisible(page, 'a shipping method picked', /^button "Change"/);
      if ((await methods.innerText()).includes('Expedited Freight')) break;
      await press(page, 'Enter', 'reopen the shipping methods', /^button "Done"/);
      await tabTo(page, methods.getByRole('radio', { checked: true }), 'to the chosen method');
    }
    await expect(summaryRow(/^Shipping Method/)).toContainText('Expedited Freight');

    // Pay by a new card.
    const payment = region(page, checkoutLabels.paymentInformation);
    const card = payment.getByRole('form', { name: paymentMessages.newCard });
    for (const [label, text] of [
      [paymentMessages.cardNumber, '4111111111111111'],
      [paymentMessages.cardCode, '123'],
      [paymentMessages.expiry, '1229'],
      [paymentMessages.firstName, 'Jordan'],
      [paymentMessages.lastName, 'Reyes'],
    ] as const) {
      await tabTo(page, card.getByRole('textbox', { name: label }), `to ${label}`);
      await typeText(page, text, label);
    }
    await tabTo(
      page,
      card.getByRole('button', { name: paymentMessages.useCard }),
      'to Use this card',
    );
    await page.keyboard.press('Enter');
    await expect(payment).toContainText('Credit Card: Visa ending in 1111');
    await expectFocusOnNamedVisible(page, 'the card is taken');

    // Billing: "Same as shipping address" toggles the section; focus stays on the box both ways.
    const same = region(page, checkoutLabels.billingAddress).getByRole('checkbox', {
      name: checkoutMessages.sameAsShipping,
    });
    await tabTo(page, same, 'to Same as shipping address');
    const ticked = await same.isChecked();
    await press(
      page,
      'Space',
      'toggle Same as shipping address',
      `checkbox "${checkoutMessages.sameAsShipping}"`,
    );
    await expect(same).toBeChecked({ checked: !ticked });
    await press(
      page,
      'Space',
      'toggle Same as shipping address back',
      `checkbox "${checkoutMessages.sameAsShipping}"`,
    );
    await expect(same).toBeChecked({ checked: ticked });

    // The terms, then Place Order.
    await tabTo(
      page,
      page.getByRole('checkbox', { name: checkoutLabels.acceptTerms }),
      'to the terms',
    );
    await press(page, 'Space', 'accept the terms');
    const placeOrder = page.getByRole('button', { name: 'Place Order' });
    await tabTo(page, placeOrder, 'to Place Order');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/order-confirmation\?orderNumber=/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Thank you for your order' }),
    ).toBeVisible();
  });

  await test.step('product page: a variation chosen and added to the cart and to a quote', async () => {
    await page.goto(cabinet.ProductUrl);
    await expect(page.getByRole('heading', { level: 1, name: cabinet.Name })).toBeVisible();
    const doorStyle = page.getByRole('combobox', { name: /^Door Style/ });
    await tabTo(page, doorStyle, 'to Door Style');
    await chooseTraitOption(page, doorStyle, 'Shaker', 'Door Style');
    const finish = page.getByRole('combobox', { name: /^Finish/ });
    await tabTo(page, finish, 'to Finish');
    await chooseTraitOption(page, finish, 'Maple Natural', 'Finish');
    const addToCart = page.getByRole('button', { name: productPageMessages.addToCart });
    await expect(addToCart).not.toHaveAttribute('aria-disabled', 'true');
    await tabTo(page, addToCart, 'to Add to Cart');
    await press(page, 'Enter', 'add to the cart');
    await expect(page.getByText(/^Item with sku .+ was added to the cart$/)).toBeVisible();
    await expectFocusOnNamedVisible(page, 'added to the cart');
    const addToQuote = page.getByRole('button', { name: productPageMessages.addToQuote });
    await tabTo(page, addToQuote, 'to Add to Quote');
    await press(page, 'Enter', 'add to a quote');
    await expect(page.getByText(/^Item with sku .+ was added to the cart$/)).toBeVisible();
    await expectFocusOnNamedVisible(page, 'added to the quote');
  });

  await test.step('wish lists: add from the product, then create, rename, copy a list and move an item', async () => {
    const opener = page.getByRole('button', { name: 'Add to Wish List' });
    await tabTo(page, opener, 'to Add to Wish List');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add to Wish List' });
    await expect(dialog).toBeVisible();
    await expectFocusOnNamedVisible(page, 'the add-to-list dialog opens');
    const firstList = dialog
      .getByRole('list', { name: 'Add to Wish List' })
      .getByRole('button')
      .first();
    await tabTo(page, firstList, 'to the first list');
    const listName = (await firstList.innerText()).trim();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expectFocusOnNamedVisible(
      page,
      'the add-to-list dialog closes',
      /^button "Add(ed)? to Wish List"/,
    );
    await expect(page.getByRole('button', { name: 'Added to Wish List' })).toBeVisible();

    await page.goto('/wishlists');
    await expect(
      page.getByRole('heading', { level: 1, name: wishListLabels.pageTitle }),
    ).toBeVisible();
    const sidebar = page.getByRole('navigation', { name: wishListLabels.sidebar });

    // Create a list: the dialog's field, Enter submits; the new list opens and focus goes to its
    // button in the sidebar, read with its name and count (issue 46).
    const create = sidebar.getByRole('button', { name: wishListLabels.createList });
    await tabTo(page, create, 'to Create List');
    await press(page, 'Enter', 'open Create a Wish List');
    const createDialog = page.getByRole('dialog', { name: wishListLabels.createListTitle });
    await tabTo(
      page,
      createDialog.getByRole('textbox', { name: wishListLabels.listName }),
      'to List name',
    );
    await typeText(page, 'Kitchen by keys', 'the new list name');
    await page.keyboard.press('Enter');
    await expect(createDialog).toBeHidden();
    await expectFocusOnNamedVisible(
      page,
      'Create a Wish List closes',
      `button "Kitchen by keys (${wishListLabels.itemCount(0)})"`,
    );
    await expect(page.getByRole('heading', { level: 2, name: 'Kitchen by keys' })).toBeVisible();

    // Rename it from the sidebar's Edit: Shift+Home selects the name, typing replaces it.
    const editNew = sidebar.getByRole('button', {
      name: wishListLabels.editList('Kitchen by keys'),
    });
    await tabTo(page, editNew, 'to Edit Kitchen by keys');
    await press(page, 'Enter', 'open Edit Kitchen by keys');
    const editDialog = page.getByRole('dialog', {
      name: wishListLabels.editListTitle('Kitchen by keys'),
    });
    await tabTo(
      page,
      editDialog.getByRole('textbox', { name: wishListLabels.newListName }),
      'to New list name',
    );
    await page.keyboard.press('End');
    await press(page, 'Shift+Home', 'select the name');
    await typeText(page, 'Island by keys', 'the new name');
    await page.keyboard.press('Enter');
    await expect(editDialog).toBeHidden();
    await expectFocusOnNamedVisible(
      page,
      'the rename dialog closes',
      `button "${wishListLabels.editList('Island by keys')}"`,
    );
    await expect(page.getByRole('heading', { level: 2, name: 'Island by keys' })).toBeVisible();

    // Copy the list that holds the product: its Edit, then Copy List.
    const editFirst = sidebar.getByRole('button', { name: wishListLabels.editList(listName) });
    await tabTo(page, editFirst, `to Edit ${listName}`, { backwards: true });
    await press(page, 'Enter', `open Edit ${listName}`);
    const copyDialog = page.getByRole('dialog', { name: wishListLabels.editListTitle(listName) });
    await tabTo(
      page,
      copyDialog.getByRole('button', { name: wishListLabels.copyList }),
      'to Copy List',
    );
    await page.keyboard.press('Enter');
    await expect(copyDialog).toBeHidden();
    await expectFocusOnNamedVisible(
      page,
      'the copy dialog closes',
      `button "${wishListLabels.editList(listName)}"`,
    );
    const copyName = `${listName}${wishListPageMessages.copySuffix}`;
    await expect(sidebar.getByRole('button', { name: new RegExp(`^${copyName}`) })).toBeVisible();

    // Move the product from the copy to Island by keys.
    const copyButton = sidebar.getByRole('button', { name: new RegExp(`^${copyName} \\(`) });
    await tabTo(page, copyButton, `to ${copyName}`);
    await press(page, 'Enter', `show ${copyName}`);
    await expect(page.getByRole('heading', { level: 2, name: copyName })).toBeVisible();
    const items = page.getByRole('list', { name: wishListLabels.items });
    const moveButton = items
      .getByRole('button', { name: new RegExp(`^${wishListLabels.copyOrMove}: ${cabinet.Name}`) })
      .first();
    await tabTo(page, moveButton, 'to Copy or Move');
    await press(page, 'Enter', 'open Select a List');
    const moveDialog = page.getByRole('dialog', { name: wishListPageMessages.copyOrMoveTitle });
    const target = moveDialog.getByRole('combobox', { name: wishListLabels.chooseList });
    await tabTo(page, target, 'to the target list');
    await chooseOption(page, target, 'Island by keys', 'target list');
    await tabTo(
      page,
      moveDialog.getByRole('button', { name: wishListLabels.move, exact: true }),
      'to Move',
    );
    await page.keyboard.press('Enter');
    await expect(moveDialog).toBeHidden();
    // The moved item's row is gone: the row now in its place takes focus.
    await expectFocusOnNamedVisible(
      page,
      'the move dialog closes',
      new RegExp(`^button "${wishListLabels.copyOrMove}: `),
    );
    await expect(sidebar.getByRole('button', { name: /^Island by keys \(1 item\)/ })).toBeVisible();
  });

  await test.step('quote checkout: submitted', async () => {
    await page.goto('/quote-checkout');
    await expect(
      page.getByRole('heading', { level: 1, name: quoteCheckoutLabels.pageTitle }),
    ).toBeVisible();
    const po = page.getByRole('textbox', { name: paymentMessages.poNumber });
    await tabTo(page, po, 'to PO Number');
    await typeText(page, 'KEYS-1', 'PO Number');
    const submit = page.getByRole('button', { name: quoteCheckoutMessages.submitQuote }).last();
    await tabTo(page, submit, 'to Submit Request for Quote');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/order-confirmation\?orderNumber=JQ-/);
  });
});
