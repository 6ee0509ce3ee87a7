import writeXlsxFile from 'write-excel-file/node';
import { chooseOption, expect, expectAccessible, test } from '../fixtures';
import { expectGoodScreen, openFromMenu, personas, signInThroughDemoProvider } from './staffSupport';

/**
 * back-office-products.md §2–§5: catalogue staff sign in through the demo identity provider and
 * define a brick (values typed and imported from a spreadsheet), a series and a template.
 */
test('catalogue staff create a brick, import its values, publish a series and a template', async ({ page, journey }, testInfo) => {
  test.slow(); // the longest journey: three screens, a dozen dialogs, axe after each step
  await signInThroughDemoProvider(page, journey, personas.catalogue);
  await expect(page).toHaveURL(/\/prod-mgmt\/?$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Casey Catalogue' })).toBeVisible();
  await expectGoodScreen(page, journey);

  // ---- A brick with two typed values --------------------------------------------------------
  await openFromMenu(page, 'Products', 'Product Bricks');
  await expectGoodScreen(page, journey);
  // A reload keeps the person signed in on the screen they were on (the session is in sessionStorage).
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Product Bricks' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Casey Catalogue' })).toBeVisible();
  await page.getByRole('button', { name: 'Create Brick' }).click();
  const create = page.getByRole('dialog', { name: 'Create Brick' });
  await create.getByRole('textbox', { name: 'Name', exact: true }).fill('Finish Sheen');
  await create.getByRole('textbox', { name: 'Length', exact: true }).fill('3');
  await create.getByRole('textbox', { name: 'Example Code' }).fill('mat');
  for (const [name, code] of [
    ['Matte', 'mat'],
    ['Satin', 'sat'],
  ] as const) {
    await create.getByRole('button', { name: 'Add Value' }).click();
    const value = page.getByRole('dialog', { name: 'Create Values' });
    await value.getByRole('textbox', { name: 'Name' }).fill(name);
    await value.getByRole('textbox', { name: 'Code' }).fill(code);
    await value.getByRole('button', { name: 'Save Changes' }).click();
    await expect(value).toBeHidden();
  }
  await expect(create.getByRole('table', { name: 'Values' }).getByRole('row')).toHaveCount(3);
  await expectAccessible(page, journey);
  await create.getByRole('button', { name: 'Submit' }).click();
  await expect(create).toBeHidden();

  // ---- Its values imported from a real .xlsx file through the file chooser --------------------
  const brickRow = page.getByRole('row', { name: /^Finish Sheen/ });
  await expect(brickRow).toBeVisible();
  await brickRow.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Brick' });
  await expect(edit.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Finish Sheen');
  const workbook = testInfo.outputPath('finish-sheen-values.xlsx');
  await writeXlsxFile([
    [{ value: 'BRICKID' }, { value: 'CODE' }, { value: 'NAME' }],
    [null, { value: 'glo' }, { value: 'Gloss' }],
    [null, { value: 'sat' }, { value: 'Satin Plus' }],
  ]).toFile(workbook);
  const chooser = page.waitForEvent('filechooser');
  await edit.getByRole('button', { name: 'Import' }).click();
  await (await chooser).setFiles(workbook);
  const values = edit.getByRole('table', { name: 'Values' });
  await expect(values.getByRole('row', { name: /^glo Gloss/ })).toBeVisible();
  await expect(values.getByRole('row', { name: /^sat Satin Plus/ })).toBeVisible();
  await expect(values.getByRole('row', { name: /^mat Matte/ })).toBeVisible();
  await expectAccessible(page, journey);
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toBeHidden();

  // ---- A series, published ------------------------------------------------------------------
  await openFromMenu(page, 'Products', 'Product Series');
  await expectGoodScreen(page, journey);
  await page.getByRole('button', { name: 'Create Series' }).click();
  const series = page.getByRole('dialog', { name: 'Create Series' });
  await expect(series.getByRole('button', { name: 'Publish' })).toBeDisabled();
  await series.getByRole('textbox', { name: 'Name' }).fill('Harbor Shaker');
  const supplemental = series.getByRole('group', { name: 'Supplemental Data Bricks' });
  await supplemental.getByRole('option', { name: 'Door Style' }).click();
  await supplemental.getByRole('option', { name: 'Finish Sheen' }).click({ modifiers: ['ControlOrMeta'] });
  await supplemental.getByRole('button', { name: 'Move to Selected', exact: true }).click();
  const sku = series.getByRole('group', { name: 'Joinery SKU Bricks' });
  await sku.getByRole('option', { name: 'Door Style' }).click();
  await sku.getByRole('button', { name: 'Move to Selected', exact: true }).click();
  await expect(sku.getByRole('listbox', { name: 'Joinery SKU Bricks Selected' }).getByRole('option')).toHaveText(['Door Style']);
  await expectAccessible(page, journey);
  await series.getByRole('button', { name: 'Publish' }).click();
  await expect(series).toBeHidden();
  await expect(page.getByRole('row', { name: /^Harbor Shaker .* Published/ })).toBeVisible();

  // ---- A template whose filter evaluates, published --------------------------------------------
  await openFromMenu(page, 'Products', 'Product Templates');
  await expectGoodScreen(page, journey);
  await page.getByRole('button', { name: 'Create Template' }).click();
  const template = page.getByRole('dialog', { name: 'Create Product Template' });
  const choose = async (field: string, option: string) => {
    await chooseOption(page, template.getByRole('combobox', { name: field, exact: true }), page.getByRole('option', { name: option, exact: true }), option);
  };
  await template.getByRole('textbox', { name: 'Name', exact: true }).fill('Summit Knobs Online');
  await template.getByRole('textbox', { name: 'Product Filter' }).fill("[BRMFG] = 'SMT' AND [BRLIN] = 'SKB'");
  await choose('Web Category 1', 'Cabinet Knobs');
  await choose('Product Series', 'Cabinet Hardware');
  await choose('Group Meta Class Name', 'BaseProductContent');
  await choose('Meta Class Name', 'BaseVariationContent');
  await choose('Page Layout', 'colorpicker');
  await template.getByRole('button', { name: 'Evaluate' }).click();
  await expect(template.getByText('48 products returned')).toBeVisible();

  const formulas: Record<string, string> = {
    'Group Code': '@LOWER([BRLIN])@-#Hardware Type#',
    'Group Name': 'Summit #Hardware Type:name#',
    'Group URL': '/cabinet-hardware/knobs/#Hardware Type#',
    'Group SE Title': '#Hardware Type:name# | Cabinet Knobs | Joinery',
    'Group SE Description': 'Summit #Hardware Type:name# cabinet knobs.',
    'Group Active': '@true@',
    'Group Mapped To Joinery site': '@true@',
    'Group Mapped To Distributor site': '@false@',
    Name: 'Summit #Hardware Type:name# #Hardware Size:name#',
    Active: '@true@',
    'Stock Quantity': '@[BRQTYASPR] + [BRQTYAELK] + [BRQTYARAL]@',
  };
  for (const [field, formula] of Object.entries(formulas)) {
    await template.getByRole('textbox', { name: `${field} Formula`, exact: true }).fill(formula);
  }
  await template.getByRole('button', { name: 'Evaluate' }).click();
  const english = template.getByRole('region', { name: 'English' });
  await expect(english.getByRole('row', { name: /^Group Code .* skb-knob$/ })).toBeVisible();
  await expect(english.getByRole('row', { name: /^Name \* txt .* Summit Round Knob 32 mm$/ })).toBeVisible();
  await expectAccessible(page, journey);
  await template.getByRole('button', { name: 'Publish' }).first().click();
  await expect(template).toBeHidden();
  await expect(page.getByRole('row', { name: /^Summit Knobs Online Published/ })).toBeVisible();
  await expectAccessible(page, journey);
});
