import type { Locator, Page } from '@playwright/test';
import writeXlsxFile from 'write-excel-file/node';
import { expect, test } from '../fixtures';
import { personas } from './staffSupport';
import { expectFocusOnNamedVisible, listenForAnnouncements, press, tabAndType, tabTo, typeText } from './keyboardSupport';

/** Clears the focused field from its end (End, then Backspace as typing does) and types `text`. */
async function replaceText(page: Page, text: string, step: string): Promise<void> {
  const length = await page.evaluate(
    () => (document.activeElement as HTMLInputElement | null)?.value.length ?? 0,
  );
  await page.keyboard.press('End');
  for (let i = 0; i < length; i += 1) await page.keyboard.press('Backspace');
  await typeText(page, text, step);
}

/**
 * Tab to a control and press a key on it (Enter for buttons and links, Space for a file input),
 * then the focus check; not when the key loads another document (focus starts on its <body>).
 */
async function activate(
  page: Page,
  control: Locator,
  step: string,
  { key = 'Enter', loadsPage = false } = {},
): Promise<void> {
  await tabTo(page, control, step);
  if (loadsPage) await page.keyboard.press(key);
  else await press(page, key, step);
}

/** A dropdown (Radix Select): Space opens it, the arrows reach the option, Enter chooses it and focus is back on the dropdown. */
async function choose(page: Page, combobox: Locator, option: string, step: string): Promise<void> {
  await tabTo(page, combobox, step);
  await press(page, 'Space', step, /^(option|listbox) /);
  for (let count = 0; count < 20; count += 1) {
    if (
      await page
        .getByRole('option', { name: option, exact: true })
        .evaluate((element) => element === document.activeElement)
    )
      break;
    await press(page, 'ArrowDown', step, /^option /);
  }
  await press(page, 'Enter', step);
  await expect(combobox).toBeFocused();
  await expect(combobox).toHaveText(option);
}

/**
 * Issue 46, back office: the tasks staff do most, by keyboard alone (Tab, Shift+Tab, Enter, Space,
 * the arrows, Escape; text typed into the focused field; the file chooser answered as the OS would).
 * After every key the focus check runs (keyboardSupport.ts): focus on a visible, named element, never
 * <body> nor a removed node. In particular a closing dialog gives focus back to its opener, a list
 * reloading keeps it on the control that had it, and a failed save leaves it in the form.
 * One sign-in and two page loads for the four tasks (the fault is set from the address, as
 * checkoutFault.spec.ts does).
 */
test('back office by keyboard alone: sign in, a brick edited, saved, refused and its values imported, a scope of work created', async ({
  page,
  journey,
}, testInfo) => {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  /** A screen from the main menu: each group's button opens it (focus stays on it), the link goes there. */
  const openFromMenu = async (groups: string[], screen: string) => {
    for (const [index, group] of groups.entries()) {
      // The menu comes before the screen: Shift+Tab back to it (Tab past the page's end leaves the page).
      await tabTo(page, menu.getByRole('button', { name: group, exact: true }), group, {
        backwards: index === 0,
      });
      await press(page, 'Enter', group, `button "${group}" [expanded]`);
    }
    await tabTo(page, menu.getByRole('link', { name: screen, exact: true }), screen);
    await press(page, 'Enter', screen);
    await expect(page.getByRole('heading', { level: 1, name: screen })).toBeVisible();
    await expectFocusOnNamedVisible(page, `${screen} opened`);
  };

  await test.step('sign in through the demo identity provider', async () => {
    await page.goto('/prod-mgmt');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Joinery back office' }),
    ).toBeVisible();
    await activate(page, page.getByRole('banner').getByRole('button', { name: 'Login' }), 'Login', {
      loadsPage: true,
    });
    await expect(page).toHaveURL(/\/demo-idp\/authorize\?/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Joinery demo sign-in' }),
    ).toBeVisible();
    await activate(
      page,
      page.getByRole('button', { name: `Sign in as ${personas.allRoles}` }),
      'persona',
      { loadsPage: true },
    );
    await expect(page).toHaveURL(/\/prod-mgmt\/?$/);
    await expect(page.getByRole('banner').getByRole('link', { name: /^Alex Admin/ })).toBeVisible();
  });

  const dialog = page.getByRole('dialog', { name: 'Edit Brick' });
  const row = page.getByRole('row', { name: /Door Style/ });
  const editRow = row.getByRole('button', { name: 'Edit' });
  const submit = dialog.getByRole('button', { name: 'Submit' });
  const exampleCode = dialog.getByRole('textbox', { name: 'Example Code' });

  await test.step('open a brick from the list, edit it, save it: focus back on its Edit button after the list reloads', async () => {
    await openFromMenu(['Products'], 'Product Bricks');
    await tabAndType(
      page,
      page.getByRole('searchbox', { name: 'Search by name' }),
      'Door Style',
      'search',
    );
    await expect(row).toHaveCount(1);
    await activate(page, editRow, 'Edit');
    await expect(dialog).toBeVisible();
    await expectFocusOnNamedVisible(page, 'Edit Brick opened');
    await tabTo(page, exampleCode, 'Example Code');
    await replaceText(page, 'kbd', 'Example Code');
    await tabTo(page, submit, 'Submit', { backwards: true });
    // Heard from before the key: Radix says the toast in a status region that lives about a second.
    const heard = await listenForAnnouncements(page);
    await press(page, 'Enter', 'Submit');
    await expect(dialog).toBeHidden();
    await expect.poll(heard).toContainEqual(expect.stringContaining('Record saved'));
    // The list reloaded around the button that opened the dialog; focus is back on it.
    await expect(editRow).toBeFocused();
    await expectFocusOnNamedVisible(page, 'saved, list reloaded', 'button "Edit"');
  });

  await test.step("the brick's values imported from a workbook through the file chooser", async () => {
    const workbook = testInfo.outputPath('door-style-values.xlsx');
    await writeXlsxFile([
      [{ value: 'BRICKID' }, { value: 'CODE' }, { value: 'NAME' }],
      [null, { value: 'kb1' }, { value: 'Keyboard One' }],
      [null, { value: 'kb2' }, { value: 'Keyboard Two' }],
    ]).toFile(workbook);
    await press(page, 'Enter', 'Edit again');
    await expect(dialog).toBeVisible();
    const chooser = page.waitForEvent('filechooser');
    await activate(page, dialog.getByRole('button', { name: 'Import' }), 'Import', {
      key: 'Space',
    });
    await (await chooser).setFiles(workbook);
    const values = dialog.getByRole('table', { name: 'Values' });
    await expect(values.getByRole('row', { name: /^kb1 Keyboard One/ })).toBeVisible();
    await expect(values.getByRole('row', { name: /^kb2 Keyboard Two/ })).toBeVisible();
    // The field was disabled while the file was read; focus is back on it, not on the dialog.
    await expect(dialog.getByRole('button', { name: 'Import' })).toBeFocused();
    await expectFocusOnNamedVisible(page, 'imported', 'button "Import"');
    await tabTo(page, submit, 'Submit the import', { backwards: true, max: 80 });
    await press(page, 'Enter', 'Submit the import');
    await expect(dialog).toBeHidden();
    await expect(editRow).toBeFocused();
  });

  await test.step("a failed save: the error dialog, OK back to the form, Escape's question, Discard back to the list", async () => {
    journey.expectFault('bricks.update');
    await page.goto('/prod-mgmt/ProductBricksList?search=Door+Style&fault=bricks.update:500');
    await expect(row).toHaveCount(1);
    await activate(page, editRow, 'Edit with the fault');
    await expect(dialog).toBeVisible();
    await tabTo(page, exampleCode, 'Example Code');
    await replaceText(page, 'bad', 'Example Code');
    await tabTo(page, submit, 'Submit', { backwards: true });
    await press(page, 'Enter', 'Submit refused');
    const error = page.getByRole('dialog', { name: '500 - Error' });
    await expect(error).toBeVisible();
    // The error dialog takes focus (its first control, the ×); OK is a Tab away.
    await expectFocusOnNamedVisible(page, 'error shown');
    await activate(page, error.getByRole('button', { name: 'OK' }), 'OK');
    await expect(error).toBeHidden();
    // OK gives focus back to Submit: still in the form, with what was typed.
    await expect(submit).toBeFocused({ timeout: 5_000 });
    await expectFocusOnNamedVisible(page, 'error closed', 'button "Submit"');
    await expect(exampleCode).toHaveValue('bad');
    // Escape asks first; Keep editing closes the question and gives focus back to Submit.
    const question = page.getByRole('alertdialog', { name: 'Discard your changes?' });
    await press(page, 'Escape', 'Escape with changes', 'button "Keep editing"');
    await expect(question).toBeVisible();
    await press(page, 'Enter', 'Keep editing', 'button "Submit"');
    await expect(question).toBeHidden();
    await press(page, 'Escape', 'Escape again', 'button "Keep editing"');
    await activate(page, question.getByRole('button', { name: 'Discard' }), 'Discard');
    await expect(dialog).toBeHidden();
    await expect(editRow).toBeFocused();
  });

  await test.step('the Scope of Work wizard: a project type, its tabs, saved', async () => {
    await openFromMenu(['Sales', 'Scope of Work'], 'Scope of Work');
    // The list's controls wait for it to load, as a person does.
    const create = page.getByRole('button', { name: 'Create Scope of Work' });
    await expect(create).toBeEnabled();
    await activate(page, create, 'Create Scope of Work');
    const wizard = page.getByRole('dialog', { name: 'Create Scope of Work' });
    await expect(wizard).toBeVisible();
    await expectFocusOnNamedVisible(page, 'wizard opened');
    await choose(
      page,
      wizard.getByRole('combobox', { name: 'Project Types' }),
      'Closet & Storage',
      'Project Types',
    );
    const general = wizard.getByRole('region', { name: 'General Information' });
    await tabAndType(
      page,
      general.getByRole('textbox', { name: /^Project Name/ }),
      'Keyboard Closet',
      'Project Name',
    );
    await tabAndType(
      page,
      general.getByRole('textbox', { name: /^Customer Name/ }),
      'Kay Board',
      'Customer Name',
    );
    await tabAndType(
      page,
      general.getByRole('textbox', { name: /^Site Address/ }),
      '1 Tab Street',
      'Site Address',
    );
    await activate(
      page,
      general.getByRole('button', { name: 'Save & Continue to Next Tab' }),
      'Save General Information',
    );
    const design = wizard.getByRole('region', { name: 'Closet Design' });
    await expectFocusOnNamedVisible(page, 'first tab saved');
    // A radio group: Tab reaches its first choice, Space picks it, the arrows move the pick.
    await tabTo(page, design.getByRole('radio', { name: 'Reach-in' }), 'System');
    await press(page, 'Space', 'System', /^radio "Reach-in" \[checked\]/);
    await press(page, 'ArrowRight', 'System', /^radio "Walk-in" \[checked\]/);
    await activate(
      page,
      design.getByRole('button', { name: 'Save & Continue to Next Tab' }),
      'Save Closet Design',
    );
    const review = wizard.getByRole('region', { name: 'Review' });
    await expect(review.getByRole('button', { name: 'Save Scope of Work' })).toBeVisible();
    await expectFocusOnNamedVisible(page, 'last tab saved');
    await activate(
      page,
      review.getByRole('button', { name: 'Save Scope of Work' }),
      'Save Scope of Work',
    );
    await expect(wizard).toBeHidden();
    // The wizard closed: focus is back on Create Scope of Work, and stays there as the list reloads.
    await expect(create).toBeFocused();
    await expect(page.getByRole('row', { name: /Keyboard Closet/ })).toBeVisible();
    await expectFocusOnNamedVisible(
      page,
      'list reloaded with the new project',
      'button "Create Scope of Work"',
    );
  });
});
