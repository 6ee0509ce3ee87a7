import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { templatesHandlers } from '@joinery/mocks/handlers/catalogue/templates';
import { productTemplates, webCategories } from '@joinery/mocks/data/catalogue/templates';
import {
  templateFormulaFields,
  templateFormulaLabel,
} from '@joinery/flows/catalogue/catalogueRules';
import { captureBodies } from '@joinery/mocks/handlers/shared/storyCapture';
import { captureGets } from '@joinery/mocks/handlers/catalogue/storyGets';
import { withDownloads } from '@joinery/mocks/handlers/shared/storyDownloads';
import {
  catalogueListStoryDefaults,
  conflictListStory,
  createAfterFailedListStory,
  errorSpoken,
  expectFullScreen,
  emptyListStory,
  failedListStory,
  listLoaded,
  loadingListStory,
  openByName,
  searchList,
  WRONG_FILE_TYPE,
  xlsxFile,
} from '../storySupport/catalogueListStories';
import { ProductTemplates } from './ProductTemplates';
import { readEveryRow } from '../../staff/shared/storyQueries';
import { expectAnnounced } from '../../../../../.storybook/announced';
import { templateScreenMessages } from '@joinery/flows/catalogue';
import { errorDialogMessages } from '@joinery/flows/staff/shell';

const meta = {
  title: 'Pages/Catalogue/Product Templates',
  component: ProductTemplates,
  ...catalogueListStoryDefaults,
} satisfies Meta<typeof ProductTemplates>;
export default meta;
type Story = StoryObj<typeof meta>;

const searchFor = (canvasElement: HTMLElement, text: string) =>
  searchList(canvasElement, text, 'Product Templates');
const openTemplate = (canvasElement: HTMLElement, name: string) =>
  openByName(canvasElement, name, { table: 'Product Templates', dialog: 'Edit Product Template' });

async function chooseOption(dialog: HTMLElement, label: RegExp, option: string) {
  await userEvent.click(within(dialog).getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** Types a formula or filter (pasted: brackets are not key names) and leaves the field. */
async function enter(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(text);
  await userEvent.tab();
}

const formula = (dialog: HTMLElement, label: string) =>
  within(dialog).getByRole('textbox', { name: `${label} Formula` });
const reasons = (dialog: HTMLElement, action: 'Publish' | 'Save As Draft') =>
  within(dialog)
    .queryByText(`${action} is disabled because:`)
    ?.parentElement?.querySelectorAll('li') ?? [];
const reasonTexts = (dialog: HTMLElement, action: 'Publish' | 'Save As Draft') =>
  Array.from(reasons(dialog, action), (li) => li.textContent);

const templateFile = (rows: string[][]) => xlsxFile(rows, 'template.xlsx');

export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Product Templates' });
    for (const header of ['Template', 'Status'])
      await expect(within(table).getByRole('columnheader', { name: header })).toBeVisible();
    await expect(
      (await within(table).findAllByRole('button', { name: 'Copy' })).length,
    ).toBeGreaterThan(0);
    // Drafts first (published ascending), then priority, then name.
    const first = within(table).getAllByRole('row')[1];
    await expect(first).toHaveTextContent('Unpublished');
  },
};

/**
 * §2 Actions (Edit icon, Copy icon) on every row, in that order; §4 "Templates sort by published, then
 * priority, then name": the whole list in that order; the Edit icon opens the template.
 */
export const ListOrderAndEditIcon: Story = {
  play: async ({ canvasElement }) => {
    await listLoaded(canvasElement);
    const table = within(canvasElement).getByRole('table', { name: 'Product Templates' });
    const expected = [...productTemplates.all()]
      .sort(
        (a, b) =>
          a.published - b.published || a.priority - b.priority || a.name.localeCompare(b.name),
      )
      .map((template) => template.name);
    const nameOf = (button: HTMLElement) =>
      button.getAttribute('aria-label') ?? button.textContent ?? '';
    // Every row's buttons, scrolled through: the table draws only the rows in and near view.
    const rows = await readEveryRow(table, (row) => within(row).getAllByRole('button').map(nameOf));
    await expect(rows.map((buttons) => buttons[0])).toEqual(expected);
    for (const buttons of rows) await expect(buttons.slice(1)).toEqual(['Edit', 'Copy']);
    const knobs = within(table)
      .getAllByRole('row')
      .find((row) => row.querySelector('th')?.textContent === 'Summit Cabinet Knobs') as HTMLElement;
    await userEvent.click(within(knobs).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Product Template' });
    await expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue(
      'Summit Cabinet Knobs',
    );
    await expect(within(dialog).getByRole('textbox', { name: 'ProductTemplateID' })).toHaveValue(
      '9',
    );
  },
};

export const Playground: Story = {};

export const Loading: Story = loadingListStory('templates.list');

export const Empty: Story = emptyListStory('Product Templates', {
  templates: [http.get('*/bridgesys/ProductTemplate', () => HttpResponse.json([]))],
});

export const Searching: Story = {
  play: async ({ canvasElement }) => {
    const table = await searchFor(canvasElement, 'hart');
    await waitFor(() =>
      expect(within(table).getAllByText('Hart', { selector: 'mark' }).length).toBeGreaterThan(1),
    );
    await expect(within(table).queryByText('Summit Cabinet Pulls')).toBeNull();
  },
};

export const Failed: Story = failedListStory('templates.list');

const templatesList = {
  call: 'templates.list',
  gets: captureGets('*/bridgesys/ProductTemplate'),
  group: 'templates',
  handlers: templatesHandlers,
  table: 'Product Templates',
  columns: Object.values(templateScreenMessages.columns),
};

/** The list call answers 409: OK fetches the list again (two GETs) and the templates are shown. */
export const ListConflictRefetches: Story = conflictListStory(templatesList);

/** Opens Create Template, with the list in first. */
async function createTemplate(canvasElement: HTMLElement) {
  await listLoaded(canvasElement);
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Create Template' }));
  return screen.findByRole('dialog', { name: 'Create Product Template' });
}

const productFilter = (dialog: HTMLElement) =>
  within(dialog).getByRole('textbox', { name: /^Product Filter/ });
/** The First Sample cell of a formula's row. */
const firstSample = (dialog: HTMLElement, label: string) =>
  formula(dialog, label).closest('tr')?.lastElementChild as HTMLElement;
const gone = (dialog: HTMLElement, reason: string) =>
  waitFor(() => expect(reasonTexts(dialog, 'Publish')).not.toContain(reason), { timeout: 10_000 });

/** A filter the seeded legacy records match (Summit knobs). */
const KNOBS_FILTER = "[BRMFG] = 'SMT' AND [BRLIN] = 'SKB'";
/** Summit pulls: another first sample. */
const PULLS_FILTER = "[BRMFG] = 'SMT' AND [BRLIN] = 'SPL'";

/** The list failed; a draft created anyway closes its dialog and reloads the list (two GETs) with it. */
export const CreateAfterFailedList: Story = createAfterFailedListStory(
  templatesList,
  async (canvasElement) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: templateScreenMessages.createTemplate }),
    );
    const dialog = await screen.findByRole('dialog', { name: templateScreenMessages.createTitle });
    await expectFullScreen(dialog);
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: templateScreenMessages.name }),
      'Knobs Draft',
    );
    await chooseOption(dialog, /^Product Series/, 'Cabinet Hardware');
    await enter(productFilter(dialog), KNOBS_FILTER);
    const [saveAsDraft] = within(dialog).getAllByRole('button', {
      name: templateScreenMessages.saveAsDraft,
    });
    await waitFor(() => expect(saveAsDraft).toBeEnabled(), { timeout: 10_000 });
    return { name: 'Knobs Draft', save: saveAsDraft! };
  },
);

/** §5 Template publish on a new template: every missing field and formula is a reason; the §9 defaults are in. */
export const NewTemplateBlockedForEachReason: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await createTemplate(canvasElement);
    for (const action of ['Publish', 'Save As Draft', 'Import', 'Export'])
      await expect(within(dialog).getAllByRole('button', { name: action })[0]).toBeDisabled();
    const publishReasons = reasonTexts(dialog, 'Publish');
    for (const reason of [
      'Name is required.',
      'Product Filter is required.',
      'Choose Web Category 1.',
      'Choose a Product Series.',
      'Choose a Group Meta Class Name.',
      'Choose a Meta Class Name.',
      'Choose a Page Layout.',
      'The Group Code formula is required.',
      'The Group Name formula is required.',
      'The Stock Quantity formula is required.',
    ]) {
      await expect(publishReasons).toContain(reason);
    }
    await expect(reasonTexts(dialog, 'Save As Draft')).toEqual([
      'Name is required.',
      'Choose a Product Series.',
      'Product Filter is required.',
    ]);
    // §9 defaults are in place.
    await expect(formula(dialog, 'Start')).toHaveValue("@CONVERT(DATE, '2018-01-01')@");
    await expect(formula(dialog, 'Min Quantity')).toHaveValue('@1@');
    await expect(formula(dialog, 'Show Buy Button')).toHaveValue('@false@');
    // Formulas stay read-only until the filter returns a product.
    await expect(formula(dialog, 'Group Code')).toHaveAttribute('readonly');
  },
};

/**
 * §5 Template draft: with name and series in, Save As Draft still waits for the filter: typed but not
 * evaluated, in error, or returning no product each keep it disabled with its reason; a filter that
 * returns products lets it through.
 */
export const SaveAsDraftWaitsForTheFilter: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await createTemplate(canvasElement);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Knobs');
    await chooseOption(dialog, /^Product Series/, 'Cabinet Hardware');
    const [saveAsDraft] = within(dialog).getAllByRole('button', { name: 'Save As Draft' });
    await userEvent.click(productFilter(dialog));
    await userEvent.paste(KNOBS_FILTER);
    await expect(reasonTexts(dialog, 'Save As Draft')).toEqual(['Evaluate the Product Filter.']);
    await enter(productFilter(dialog), '[BRNOPE] = 1');
    await waitFor(
      () =>
        expect(reasonTexts(dialog, 'Save As Draft')).toEqual(['The Product Filter has an error.']),
      { timeout: 10_000 },
    );
    await enter(productFilter(dialog), "[BRLIN] = 'NONE'");
    await waitFor(
      () =>
        expect(reasonTexts(dialog, 'Save As Draft')).toEqual([
          'The Product Filter must return at least one product.',
        ]),
      { timeout: 10_000 },
    );
    await expect(saveAsDraft).toBeDisabled();
    await enter(productFilter(dialog), KNOBS_FILTER);
    await waitFor(() => expect(saveAsDraft).toBeEnabled(), { timeout: 10_000 });
    await expect(reasonTexts(dialog, 'Save As Draft')).toEqual([]);
  },
};

/** The options a dropdown offers, once opened (the list closes again with Escape). */
async function optionsOf(dialog: HTMLElement, label: RegExp) {
  await userEvent.click(within(dialog).getByRole('combobox', { name: label }));
  const listbox = await screen.findByRole('listbox');
  const names = within(listbox)
    .getAllByRole('option')
    .map((option) => option.textContent?.trim());
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  return names;
}

/**
 * §2 The template dialog's fields as the specification lists them: the fixed dropdown options, the fixed
 * language, and the formula table's rows in order with their required markers and field type tags.
 */
export const DialogFieldsOptionsAndTypeTags: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await createTemplate(canvasElement);
    await expect(await optionsOf(dialog, /^Group Meta Class Name/)).toEqual(['BaseProductContent']);
    await expect(await optionsOf(dialog, /^Meta Class Name/)).toEqual(['BaseVariationContent']);
    await expect(await optionsOf(dialog, /^Page Layout/)).toEqual([
      'colorpicker',
      'dropdown',
      'cabinetstyle',
      'colordropdown',
    ]);
    const language = within(dialog).getByRole('textbox', { name: /^Language/ });
    await expect(language).toHaveValue('English');
    await expect(language).toHaveAttribute('readonly');

    const table = within(dialog).getByRole('table', { name: 'English' });
    for (const header of ['Formula', 'First Sample'])
      await expect(within(table).getByRole('columnheader', { name: header })).toBeVisible();
    const rows = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent?.replace(/\s+/g, ' ').trim());
    // Every row: label, required marker, then its type tag (txt, bln, dte, int, dec), in the specification's order.
    await expect(rows).toEqual([
      'Group Code *txt',
      'Group Name *txt',
      'Group Descriptiontxt',
      'Group URL *txt',
      'Group SE Title *txt',
      'Group SE Description *txt',
      'Group SE Keywordstxt',
      'Group Active *bln',
      'Group Start *dte',
      'Group End *dte',
      'Group Mapped To Joinery site *bln',
      'Group Mapped To Distributor site *bln',
      'Code *txt',
      'Name *txt',
      'Descriptiontxt',
      'Active *bln',
      'Start *dte',
      'End *dte',
      'manufacturerPartNumbertxt',
      'gtintxt',
      'overrideImageBaseNametxt',
      'colorSwatchtxt',
      'swatchImageNametxt',
      'colorTraitNametxt',
      'colorTraitValuetxt',
      'trait1Nametxt',
      'trait1Valuetxt',
      'trait2Nametxt',
      'trait2Valuetxt',
      'Show Quote Button *bln',
      'Show Buy Button *bln',
      'Hide Price Until Cart *bln',
      'Min Quantity *int',
      'Max Quantity *int',
      'Stock Quantity *int',
      'weightdec',
      'regularPricedec',
      'salePricedec',
      'msrpPricedec',
      'mapPricedec',
    ]);
  },
};

/**
 * A new template's choices and defaults: §9's default formulas row by row, Calculate Product Count
 * disabled at first, the filter's hint, the Select placeholders, Web Category 2's categories and
 * only the published series in the Product Series chooser (§2).
 */
export const NewTemplateChoicesAndDefaults: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await createTemplate(canvasElement);
    // §9 Template defaults, row by row.
    for (const [label, value] of [
      ['Group Start', "@CONVERT(DATE, '2018-01-01')@"],
      ['Group End', "@CONVERT(DATE, '2099-12-31')@"],
      ['End', "@CONVERT(DATE, '2099-12-31')@"],
      ['manufacturerPartNumber', '[BRPART]'],
      ['gtin', '[BRUPC]'],
      ['weight', '[BRWEIGHT]'],
      ['msrpPrice', '[BRMSRP]'],
      ['Show Quote Button', '@true@'],
      ['Hide Price Until Cart', '@false@'],
      ['Max Quantity', '@999999@'],
    ] as const) {
      await expect(formula(dialog, label)).toHaveValue(value);
    }
    // Calculate Product Count starts disabled: no filter count, no group code yet.
    await expect(
      within(dialog).getByRole('button', { name: 'Calculate Product Count' }),
    ).toBeDisabled();

    // The filter's hint; Select placeholders; Web Category 2 offers the same categories; only published series.
    await expect(productFilter(dialog)).toHaveAccessibleDescription(
      expect.stringContaining("Example: [BRMFG] = 'AC' AND [BRLIN] = 'SHK'"),
    );
    for (const label of [
      /^Web Category 1/,
      /^Web Category 2/,
      /^Product Series/,
      /^Group Meta Class Name/,
      /^Meta Class Name/,
      /^Page Layout/,
    ]) {
      await expect(within(dialog).getByRole('combobox', { name: label })).toHaveTextContent(
        'Select',
      );
    }
    await expect(await optionsOf(dialog, /^Web Category 2/)).toEqual(
      webCategories.map((category) => category.name),
    );
    const series = await optionsOf(dialog, /^Product Series/);
    await expect(series).toEqual(
      expect.arrayContaining([
        'Kitchen Cabinets',
        'Fillers & Moldings',
        'Cabinet Hardware',
        'Bath Vanities',
      ]),
    );
    for (const draft of ['Kitchen Accessories', 'Ready-to-Assemble Cabinets', 'Sample Doors'])
      await expect(series).not.toContain(draft);
  },
};

const filterChecks = captureBodies('post', '*/bridgesys/GetFilterCountAndSample');

/** The filter is evaluated on leaving it: its count shows and the formulas become editable. */
export const FilterReturnsProductsFormulasEditable: Story = {
  parameters: { msw: { handlers: { templates: [filterChecks.handler, ...templatesHandlers] } } },
  play: async ({ canvasElement }) => {
    filterChecks.reset();
    const dialog = await createTemplate(canvasElement);
    await enter(productFilter(dialog), KNOBS_FILTER);
    await expect(
      await within(dialog).findByText(/^\d+ products? returned$/, {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(filterChecks.bodies).toEqual([{ filterExpression: KNOBS_FILTER }]);
    await gone(dialog, 'Product Filter is required.');
    await expect(reasonTexts(dialog, 'Publish')).not.toContain('Evaluate the Product Filter.');
    await expect(formula(dialog, 'Group Code')).not.toHaveAttribute('readonly');
    // The generated code formula is never typed.
    await expect(formula(dialog, 'Code')).toHaveAttribute('readonly');
  },
};

/** §4 Code formula: choosing a series rebuilds the code formula from its SKU bricks. */
export const SeriesChoiceBuildsCodeFormula: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await createTemplate(canvasElement);
    await chooseOption(dialog, /^Product Series/, 'Cabinet Hardware');
    await gone(dialog, 'Choose a Product Series.');
    await expect(formula(dialog, 'Code')).toHaveValue('#Manufacturer#.#Part Code#');
  },
};

/** Each required choice clears its own reason. */
export const RequiredChoicesClearTheirReasons: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await createTemplate(canvasElement);
    await chooseOption(dialog, /^Web Category 1/, 'Cabinet Knobs');
    await gone(dialog, 'Choose Web Category 1.');
    await chooseOption(dialog, /^Group Meta Class Name/, 'BaseProductContent');
    await gone(dialog, 'Choose a Group Meta Class Name.');
    await chooseOption(dialog, /^Meta Class Name/, 'BaseVariationContent');
    await gone(dialog, 'Choose a Meta Class Name.');
    await chooseOption(dialog, /^Page Layout/, 'colorpicker');
    await gone(dialog, 'Choose a Page Layout.');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Knobs');
    await gone(dialog, 'Name is required.');
  },
};

const formulaChecks = captureBodies('post', '*/bridgesys/ProductTemplate/ApplyFormula');

/** §5: a formula is validated on leaving it, on the sample product: its First Sample shows and Publish is allowed again. */
export const FormulaCheckedOnLeaving: Story = {
  parameters: { msw: { handlers: { templates: [formulaChecks.handler, ...templatesHandlers] } } },
  play: async ({ canvasElement }) => {
    formulaChecks.reset();
    const dialog = await openTemplate(canvasElement, 'Summit Cabinet Knobs');
    await waitFor(() => expect(formula(dialog, 'Group Name')).not.toHaveAttribute('readonly'), {
      timeout: 10_000,
    });
    await userEvent.clear(formula(dialog, 'Group Name'));
    await waitFor(() =>
      expect(reasonTexts(dialog, 'Publish')).toContain('The Group Name formula is required.'),
    );
    await enter(formula(dialog, 'Group Name'), 'Knob @UPPER([BRLIN])@');
    await expect(
      await within(firstSample(dialog, 'Group Name')).findByText(
        'Knob SKB',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await gone(dialog, 'The Group Name formula is required.');
    await expect(formulaChecks.bodies).toEqual([
      {
        productSeriesId: expect.any(Number),
        productMasterId: expect.any(Number),
        formulaName: 'groupName',
        formulaExpression: 'Knob @UPPER([BRLIN])@',
      },
    ]);
    await expect(formulaChecks.bodies[0]).not.toMatchObject({ productSeriesId: 0 });
  },
};

const saves = captureBodies('put', '*/bridgesys/ProductTemplate/:id');

/** §4: Publish sends published 1; the dialog closes and the list shows the template Published. */
export const PublishSendsPublishedOne: Story = {
  parameters: { msw: { handlers: { templates: [saves.handler, ...templatesHandlers] } } },
  play: async ({ canvasElement }) => {
    saves.reset();
    const dialog = await openTemplate(canvasElement, 'Summit Cabinet Knobs');
    const [publish] = within(dialog).getAllByRole('button', { name: 'Publish' });
    await waitFor(() => expect(publish).toBeEnabled(), { timeout: 10_000 });
    // Issue 46: the save is spoken (the shared record dialog's toast).
    await expectAnnounced(
      () => userEvent.click(publish as HTMLElement),
      'polite',
      /^Record saved$/,
      { timeout: 10_000 },
    );
    // Publishing claims every matched product for the template: give the back end a moment.
    await waitFor(
      () => expect(screen.queryByRole('dialog', { name: 'Edit Product Template' })).toBeNull(),
      { timeout: 10_000 },
    );
    await expect(saves.bodies).toEqual([
      expect.objectContaining({ productTemplateId: 9, name: 'Summit Cabinet Knobs', published: 1 }),
    ]);
    const table = within(canvasElement).getByRole('table', { name: 'Product Templates' });
    const row = (
      await within(table).findByRole('button', { name: 'Summit Cabinet Knobs' })
    ).closest('tr') as HTMLElement;
    await expect(await within(row).findByText('Published')).toBeVisible();
  },
};

/** §4: Save As Draft sends published 0, with the name trimmed (§5). */
export const SaveAsDraftSendsPublishedZero: Story = {
  parameters: { msw: { handlers: { templates: [saves.handler, ...templatesHandlers] } } },
  play: async ({ canvasElement }) => {
    saves.reset();
    const dialog = await openTemplate(canvasElement, 'Summit Cabinet Knobs');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), ' 2 ');
    const [draft] = within(dialog).getAllByRole('button', { name: 'Save As Draft' });
    await waitFor(() => expect(draft).toBeEnabled(), { timeout: 10_000 });
    // Issue 46: the save is spoken (the shared record dialog's toast).
    await expectAnnounced(() => userEvent.click(draft as HTMLElement), 'polite', /^Record saved$/, {
      timeout: 10_000,
    });
    await waitFor(
      () => expect(screen.queryByRole('dialog', { name: 'Edit Product Template' })).toBeNull(),
      { timeout: 10_000 },
    );
    await expect(saves.bodies).toEqual([
      expect.objectContaining({
        productTemplateId: 9,
        name: 'Summit Cabinet Knobs 2',
        published: 0,
      }),
    ]);
    // Issue 46: once the list has reloaded, focus is back in it, at the row that opened the dialog.
    await waitFor(
      () =>
        expect(within(canvasElement).getByRole('table', { name: 'Product Templates' })).toContainElement(
          document.activeElement as HTMLElement,
        ),
      { timeout: 10_000 },
    );
  },
};

/** A published template: Save As Draft disabled; Name and Product Series locked; samples shown. */
export const EditPublished: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openTemplate(canvasElement, 'Hartwell Shaker White Kitchen');
    await expect(within(dialog).getByRole('textbox', { name: 'ProductTemplateID' })).toHaveValue(
      '1',
    );
    await expect(
      within(dialog).getAllByRole('button', { name: 'Save As Draft' })[0],
    ).toBeDisabled();
    await expect(reasonTexts(dialog, 'Save As Draft')).toContain(
      'A published template cannot be saved as a draft.',
    );
    await expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveAttribute('readonly');
    await expect(within(dialog).getByRole('combobox', { name: /^Product Series/ })).toBeDisabled();
    await expect(await within(dialog).findByText(/products? returned/)).toBeVisible();
    await expect(within(dialog).getAllByRole('button', { name: 'Export' })[0]).toBeEnabled();
  },
};

/** The filter does not parse: the server's message under the field, and no error dialog (SQL_FAILURE). */
export const FilterError: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openTemplate(canvasElement, 'Summit Cabinet Knobs');
    // Issue 46: the server's refusal of the filter is said at once.
    await expectAnnounced(
      () => enter(within(dialog).getByRole('textbox', { name: /^Product Filter/ }), '[BRNOPE] = 1'),
      'assertive',
      "Invalid column name 'BRNOPE'.",
      { timeout: 10_000 },
    );
    // The message under the box describes it.
    await waitFor(() =>
      expect(
        within(dialog).getByRole('textbox', { name: /^Product Filter/ }),
      ).toHaveAccessibleDescription(/Invalid column name 'BRNOPE'\./),
    );
    await expect(screen.queryByRole('dialog', { name: /- Error$/ })).toBeNull();
    await expect(reasonTexts(dialog, 'Publish')).toContain('The Product Filter has an error.');
  },
};

/**
 * §8: a filter check that fails with no message from the server shows the text used "in place of a
 * missing … filter" under the field, not the 400 dialog's fallback.
 */
export const FilterCheckFailsWithoutMessage: Story = {
  parameters: { faults: { 'templates.filterCountAndSample': { status: 500, body: '' } } },
  play: async ({ canvasElement }) => {
    const table = await searchFor(canvasElement, 'Summit Cabinet Knobs');
    const open = await within(table).findByRole('button', { name: 'Summit Cabinet Knobs' });
    // Issue 46: the filter check's failure as the dialog opens is spoken: focus moves into the error dialog.
    await expectAnnounced(
      () => userEvent.click(open),
      'focus',
      errorSpoken(500, errorDialogMessages.serverError),
      { timeout: 10_000 },
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit Product Template' });
    const errorDialog = await screen.findByRole(
      'dialog',
      { name: '500 - Error' },
      { timeout: 10_000 },
    );
    await userEvent.click(within(errorDialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '500 - Error' })).toBeNull());
    await waitFor(() =>
      expect(productFilter(dialog)).toHaveAccessibleDescription(
        expect.stringContaining(
          'An error has occurred on the server. Please contact support team so that it can be investigated',
        ),
      ),
    );
    await expect(
      within(dialog).queryByText('Expression invalid please update and retry'),
    ).toBeNull();
    await expect(reasonTexts(dialog, 'Publish')).toContain('The Product Filter has an error.');
  },
};

const applyAll = captureBodies('post', '*/bridgesys/ProductTemplate/:id/ApplyAllFormulas');
const applyEdited = captureBodies('post', '*/bridgesys/ProductTemplate/ApplyFormulas');

/**
 * §7 / §4: editing a template, Evaluate on the same sample product applies the formulas again
 * (ApplyAllFormulas, then the edited formula as edited): its First Sample stays the edited one and
 * Calculate Product Count is enabled again.
 */
export const ReEvaluateReappliesEditedFormulas: Story = {
  parameters: {
    msw: { handlers: { templates: [applyAll.handler, applyEdited.handler, ...templatesHandlers] } },
  },
  play: async ({ canvasElement }) => {
    applyAll.reset();
    applyEdited.reset();
    const dialog = await openTemplate(canvasElement, 'Summit Cabinet Knobs');
    const calculate = await within(dialog).findByRole('button', {
      name: 'Calculate Product Count',
    });
    await waitFor(() => expect(calculate).toBeEnabled(), { timeout: 10_000 });
    await enter(formula(dialog, 'Group Name'), 'Knob @UPPER([BRLIN])@');
    await expect(
      await within(firstSample(dialog, 'Group Name')).findByText(
        'Knob SKB',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await expect(calculate).toBeDisabled();
    const sample = (applyAll.bodies[0] as { productMasterId: number }).productMasterId;
    applyAll.reset();
    applyEdited.reset();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Evaluate' }));
    await waitFor(() => expect(applyAll.bodies).toEqual([{ productMasterId: sample }]), {
      timeout: 10_000,
    });
    await waitFor(() =>
      expect(applyEdited.bodies).toEqual([
        expect.objectContaining({
          productMasterId: sample,
          templateFormulas: [
            { formulaName: 'groupName', formulaExpression: 'Knob @UPPER([BRLIN])@' },
          ],
        }),
      ]),
    );
    await waitFor(() => expect(calculate).toBeEnabled(), { timeout: 10_000 });
    await expect(firstSample(dialog, 'Group Name')).toHaveTextContent('Knob SKB');
  },
};

const formulaSets = captureBodies('post', '*/bridgesys/ProductTemplate/ApplyFormulas');
const appliedNames = (body: unknown) =>
  (body as { templateFormulas: { formulaName: string }[] }).templateFormulas.map(
    (f) => f.formulaName,
  );

/**
 * §4 Code formula on an evaluated filter: choosing the series rebuilds the code formula and applies it
 * again, with every other formula (they read the series' bricks; before a series none had a sample):
 * one ApplyFormulas with the new series, and each row shows its First Sample.
 */
export const SeriesChangeReappliesFormulas: Story = {
  parameters: {
    msw: {
      handlers: { templates: [formulaSets.handler, formulaChecks.handler, ...templatesHandlers] },
    },
  },
  play: async ({ canvasElement }) => {
    formulaSets.reset();
    formulaChecks.reset();
    const dialog = await createTemplate(canvasElement);
    await enter(productFilter(dialog), KNOBS_FILTER);
    await within(dialog).findByText(/^\d+ products? returned$/, {}, { timeout: 10_000 });
    // No series yet: the formulas have no sample.
    await expect(firstSample(dialog, 'Max Quantity')).toHaveTextContent('');
    await chooseOption(dialog, /^Product Series/, 'Cabinet Hardware');
    await expect(
      await within(firstSample(dialog, 'Max Quantity')).findByText(
        '999999',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await expect(firstSample(dialog, 'Show Quote Button')).toHaveTextContent('true');
    await waitFor(() => expect(firstSample(dialog, 'Code')).toHaveTextContent(/^smt\./i));
    await expect(formulaSets.bodies).toHaveLength(1);
    await expect(formulaSets.bodies[0]).toMatchObject({
      productSeriesId: 3,
      productMasterId: expect.any(Number),
    });
    await expect(appliedNames(formulaSets.bodies[0])).toEqual(
      expect.arrayContaining(['code', 'maximumQty', 'showQuoteButton', 'startDate', 'gtin']),
    );
    await expect(
      (formulaSets.bodies[0] as { templateFormulas: unknown[] }).templateFormulas,
    ).toContainEqual({ formulaName: 'code', formulaExpression: '#Manufacturer#.#Part Code#' });
    // One call for all of them, not one per formula; the §9 defaults all evaluate on the sample.
    await expect(formulaChecks.bodies).toEqual([]);
    await expect(
      reasonTexts(dialog, 'Publish').filter((reason) =>
        reason?.endsWith('formula did not evaluate.'),
      ),
    ).toEqual([]);
  },
};

/**
 * The series' ApplyFormulas refused as a whole (FORMULA_FAILURE): no error dialog; the formulas are left
 * without a First Sample (no spinner left behind) until each is left again.
 */
export const SeriesChangeFormulasRefused: Story = {
  parameters: {
    msw: { handlers: { templates: [formulaSets.handler, ...templatesHandlers] } },
    faults: { 'templates.applyFormulas': { status: 400 } },
  },
  play: async ({ canvasElement }) => {
    formulaSets.reset();
    const dialog = await createTemplate(canvasElement);
    await enter(productFilter(dialog), KNOBS_FILTER);
    await within(dialog).findByText(/^\d+ products? returned$/, {}, { timeout: 10_000 });
    await chooseOption(dialog, /^Product Series/, 'Cabinet Hardware');
    await waitFor(() => expect(formulaSets.bodies).toHaveLength(1), { timeout: 10_000 });
    for (const label of ['Max Quantity', 'Code', 'Show Quote Button']) {
      await waitFor(() => expect(firstSample(dialog, label)).toBeEmptyDOMElement(), {
        timeout: 10_000,
      });
    }
    await expect(screen.queryByRole('dialog', { name: /Error$/ })).toBeNull();
  },
};

/**
 * §7 GetFilterCountAndSample on a new template: formulas exist and a new sample came back, so
 * ApplyFormulas is posted for it; the same sample again posts nothing.
 */
export const NewSampleReappliesFormulas: Story = {
  parameters: {
    msw: {
      handlers: { templates: [formulaSets.handler, filterChecks.handler, ...templatesHandlers] },
    },
  },
  play: async ({ canvasElement }) => {
    formulaSets.reset();
    filterChecks.reset();
    const dialog = await createTemplate(canvasElement);
    await chooseOption(dialog, /^Product Series/, 'Cabinet Hardware');
    await enter(productFilter(dialog), KNOBS_FILTER);
    // Looked up again until shown: the sample's cell is drawn while the evaluation settles (once, in
    // a full run, the text found first was not yet visible).
    await waitFor(
      () => expect(within(firstSample(dialog, 'Max Quantity')).getByText('999999')).toBeVisible(),
      { timeout: 10_000 },
    );
    await expect(formulaSets.bodies).toHaveLength(1);
    const knobs = firstSample(dialog, 'Code').textContent;
    // Another filter, another first sample: the formulas are applied to it.
    await enter(productFilter(dialog), PULLS_FILTER);
    await waitFor(() => expect(formulaSets.bodies).toHaveLength(2), { timeout: 10_000 });
    const [first, second] = formulaSets.bodies as {
      productMasterId: number;
      productSeriesId: number;
    }[];
    await expect(second?.productMasterId).not.toBe(first?.productMasterId);
    await expect(second?.productSeriesId).toBe(3);
    await expect(appliedNames(second)).toEqual(expect.arrayContaining(['code', 'maximumQty']));
    await waitFor(() => expect(firstSample(dialog, 'Code').textContent).not.toBe(knobs), {
      timeout: 10_000,
    });
    // Evaluated again, the same sample: nothing is applied.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Evaluate' }));
    await waitFor(() => expect(filterChecks.bodies).toHaveLength(3));
    await within(dialog).findByText(/^\d+ products? returned$/, {}, { timeout: 10_000 });
    await expect(formulaSets.bodies).toHaveLength(2);
  },
};

/** Matched products that belong to another template block Publish and are listed in their popup. */
export const ProductsWithDifferentTemplate: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openTemplate(canvasElement, 'All Hartwell Base Cabinets');
    await userEvent.click(
      await within(dialog).findByRole('button', {
        name: 'Show products with a different Template ID',
      }),
    );
    const popup = await screen.findByRole('dialog', {
      name: 'Products with a different Template ID',
    });
    for (const header of ['AS400ProductID', 'Name', 'Template ID'])
      await expect(within(popup).getByRole('columnheader', { name: header })).toBeInTheDocument();
    await userEvent.click(within(popup).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Products with a different Template ID' }),
      ).toBeNull(),
    );
    await expect(reasonTexts(dialog, 'Publish')).toContain(
      'Some products matched by the filter belong to a different template.',
    );
  },
};

/** A formula that does not evaluate shows its problem as First Sample and blocks Publish. */
export const FormulaFailure: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openTemplate(canvasElement, 'Brookline Graphite Slab');
    await waitFor(() =>
      expect(reasonTexts(dialog, 'Publish')).toContain('The Group Name formula did not evaluate.'),
    );
  },
};

/** Calculate Product Count: enabled with a count and a good group code; the count, or ERR. */
export const CalculateProductCount: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openTemplate(canvasElement, 'Summit Cabinet Knobs');
    const calculate = await within(dialog).findByRole('button', {
      name: 'Calculate Product Count',
    });
    await waitFor(() => expect(calculate).toBeEnabled());
    await userEvent.click(calculate);
    await expect(await within(dialog).findByText(/\d+ product groups/)).toBeInTheDocument();
    // A formula edit disables it until the filter is evaluated again.
    await userEvent.type(formula(dialog, 'Group Name'), 'x');
    await expect(calculate).toBeDisabled();
  },
};

export const ProductCountFails: Story = {
  parameters: { faults: { 'templates.productGroupCount': { status: 500 } } },
  play: async ({ canvasElement }) => {
    const dialog = await openTemplate(canvasElement, 'Summit Cabinet Knobs');
    const calculate = await within(dialog).findByRole('button', {
      name: 'Calculate Product Count',
    });
    await waitFor(() => expect(calculate).toBeEnabled());
    // Issue 46: the failed count is spoken as it arrives (its cell is a status region on the page before it).
    await expectAnnounced(() => userEvent.click(calculate), 'polite', /^ERR$/, { timeout: 10_000 });
    await expect(await within(dialog).findByText('ERR')).toBeInTheDocument();
  },
};

/**
 * §4 Copy template: a new template named " - Copy", a draft (Save As Draft offered although the source is
 * published; Name and Product Series not locked), with every other field of the source: filter, both web
 * categories, series, class names, page layout and all 40 formulas.
 */
export const CopyTemplate: Story = {
  play: async ({ canvasElement }) => {
    const source = productTemplates.find(6);
    if (!source) throw new Error('seed template 6 missing');
    await expect(source.published).toBe(1);
    const table = await searchFor(canvasElement, 'Hartwell Fillers & Moldings');
    await userEvent.click(await within(table).findByRole('button', { name: 'Copy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Product Template' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveValue('Hartwell Fillers & Moldings - Copy');
    await expect(name).not.toHaveAttribute('readonly');
    await expect(within(dialog).queryByRole('textbox', { name: 'ProductTemplateID' })).toBeNull();
    await expect(productFilter(dialog)).toHaveValue(source.filter);
    const choices: [RegExp, string][] = [
      [/^Web Category 1/, 'Fillers & Panels'],
      [/^Web Category 2/, 'Moldings & Trim'],
      [/^Product Series/, 'Fillers & Moldings'],
      [/^Group Meta Class Name/, source.groupMetaClassName],
      [/^Meta Class Name/, source.metaClassName],
      [/^Page Layout/, 'dropdown'],
    ];
    for (const [label, shown] of choices)
      await expect(within(dialog).getByRole('combobox', { name: label })).toHaveTextContent(shown);
    await expect(within(dialog).getByRole('combobox', { name: /^Product Series/ })).toBeEnabled();
    for (const field of templateFormulaFields) {
      await expect(formula(dialog, templateFormulaLabel(field.name))).toHaveValue(
        source.formulas[field.name],
      );
    }
    // A draft: once its filter is evaluated it can be saved as one (the published source could not).
    const [saveAsDraft] = within(dialog).getAllByRole('button', { name: 'Save As Draft' });
    await waitFor(() => expect(saveAsDraft).toBeEnabled(), { timeout: 10_000 });
    await expect(reasonTexts(dialog, 'Save As Draft')).toEqual([]);
  },
};

export const ImportWrongFileType: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openTemplate(canvasElement, 'Summit Cabinet Knobs');
    // Issue 46: the refusal is spoken at once (an assertive region around the alert).
    await expectAnnounced(
      () =>
        userEvent.upload(
          within(dialog).getByLabelText('Import template from an .xlsx file'),
          new File(['x'], 'template.csv'),
          { applyAccept: false },
        ),
      'assertive',
      WRONG_FILE_TYPE,
    );
    await expect(await within(dialog).findByText(WRONG_FILE_TYPE)).toBeInTheDocument();
  },
};

export const ImportBadHeaders: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openTemplate(canvasElement, 'Summit Cabinet Knobs');
    const file = await templateFile([
      ['NAME', 'VALUE'],
      ['groupName', 'x'],
    ]);
    // Issue 46: the file's problem is spoken at once (an assertive region around the alert).
    await expectAnnounced(
      () =>
        userEvent.upload(within(dialog).getByLabelText('Import template from an .xlsx file'), file),
      'assertive',
      'Missing FIELD column',
      { timeout: 10_000 },
    );
    await expect(await within(dialog).findByText('Missing FIELD column')).toBeInTheDocument();
  },
};

/** FIELD / VALUE rows replace the form's values; the filter is evaluated again. */
export const ImportSucceeds: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openTemplate(canvasElement, 'Summit Cabinet Knobs');
    const file = await templateFile([
      ['FIELD', 'VALUE'],
      ['groupSEKeywords', 'knobs, hardware'],
    ]);
    // Issue 46: what the import changed is spoken politely.
    await expectAnnounced(
      () =>
        userEvent.upload(within(dialog).getByLabelText('Import template from an .xlsx file'), file),
      'polite',
      'The file changed: Group SE Keywords.',
      { timeout: 10_000 },
    );
    await waitFor(() =>
      expect(formula(dialog, 'Group SE Keywords')).toHaveValue('knobs, hardware'),
    );
  },
};

/**
 * Issue 43: an import never drops unsaved typing. The typed Name stays, the file's field takes
 * its value, and a status message names the fields the file changed.
 */
export const ImportKeepsUnsavedEdits: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openTemplate(canvasElement, 'Summit Cabinet Knobs');
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Summit Knobs (typed, not saved)');
    await userEvent.upload(
      within(dialog).getByLabelText('Import template from an .xlsx file'),
      await templateFile([
        ['FIELD', 'VALUE'],
        ['groupSEKeywords', 'knobs, pulls'],
      ]),
    );
    // The import's notice, not the first status in the dialog (the filter's "Evaluate" spinner is one too).
    const changed = await within(dialog).findByText(
      'The file changed: Group SE Keywords. Your other edits are kept.',
      {},
      { timeout: 10_000 },
    );
    await expect(changed.closest('[role="status"]')).not.toBeNull();
    await expect(formula(dialog, 'Group SE Keywords')).toHaveValue('knobs, pulls');
    await expect(name).toHaveValue('Summit Knobs (typed, not saved)');
  },
};

/**
 * Issue 43: a VALUE cell that is a formula with no saved result (written by a program, never
 * opened in Excel) does not empty its field: the field keeps its text and the message names the cell.
 */
export const ImportFormulaWithoutSavedResult: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openTemplate(canvasElement, 'Summit Cabinet Knobs');
    const keywords = formula(dialog, 'Group SE Keywords');
    await waitFor(() => expect(keywords).not.toHaveValue(''));
    const before = (keywords as HTMLTextAreaElement).value;
    const rows = [
      ['FIELD', 'VALUE'],
      ['groupSEKeywords', { type: 'Formula', value: '=A1&"x"' }],
    ] as unknown as string[][];
    await userEvent.upload(
      within(dialog).getByLabelText('Import template from an .xlsx file'),
      await templateFile(rows),
    );
    // The import's notice, not the first status in the dialog (the filter's "Evaluate" spinner is one too).
    const nothingChanged = await within(dialog).findByText(
      'The file changed no fields. Your edits are kept.',
      {},
      { timeout: 10_000 },
    );
    const notice = nothingChanged.closest('[role="status"]') as HTMLElement;
    await expect(notice).not.toBeNull();
    await expect(notice).toHaveTextContent(
      'Cell B2 (Group SE Keywords) is a formula with no saved result, so Group SE Keywords kept its text. Open the file in Excel, save it and import it again.',
    );
    await expect(keywords).toHaveValue(before);
  },
};

const exports = captureBodies('post', '*/bridgesys/ExportTemplate/:id');

/**
 * §7 ExportTemplate / §3: each row sends the formula's evaluated result for the first sample as
 * formulaResult (the expression rides along so the sheet imports back); the file is saved as "{id} Export.xlsx".
 */
export const Export: Story = {
  parameters: { msw: { handlers: { templates: [exports.handler, ...templatesHandlers] } } },
  play: async ({ canvasElement }) => {
    exports.reset();
    const dialog = await openTemplate(canvasElement, 'Summit Cabinet Knobs');
    const expression = '@LOWER([BRLIN])@-#Hardware Type#';
    await expect(formula(dialog, 'Group Code')).toHaveValue(expression);
    // The first sample's result, as the dialog shows it.
    await waitFor(() => expect(firstSample(dialog, 'Group Code').textContent).not.toBe(''), {
      timeout: 10_000,
    });
    const sample = firstSample(dialog, 'Group Code').textContent ?? '';
    await expect(sample).not.toBe(expression);
    const [exportButton] = within(dialog).getAllByRole('button', { name: 'Export' });
    await waitFor(() => expect(exportButton).toBeEnabled(), { timeout: 10_000 });
    await withDownloads(async (files) => {
      await userEvent.click(exportButton as HTMLElement);
      await waitFor(() => expect(files).toEqual(['9 Export.xlsx']), { timeout: 10_000 });
    });
    const rows = exports.bodies[0] as {
      name: string;
      formulaResult: string;
      formulaExpression: string;
    }[];
    await expect(rows).toHaveLength(40);
    await expect(rows.find((row) => row.name === 'groupCode')).toEqual({
      name: 'groupCode',
      formulaResult: sample,
      formulaExpression: expression,
    });
    // The empty-value rule: a formula with no expression (so no sample) sends empty text.
    await expect(formula(dialog, 'trait2Name')).toHaveValue('');
    await expect(rows.find((row) => row.name === 'trait2Name')).toEqual({
      name: 'trait2Name',
      formulaResult: '',
      formulaExpression: '',
    });
    await expect(screen.queryByRole('dialog', { name: /- Error$/ })).toBeNull();
  },
};

/** §2: the header's buttons (Cancel, Import, Export, Save As Draft, Publish) are repeated at the bottom; the bottom Export works. */
export const BottomButtonsRepeatHeader: Story = {
  parameters: { msw: { handlers: { templates: [exports.handler, ...templatesHandlers] } } },
  play: async ({ canvasElement }) => {
    exports.reset();
    const dialog = await openTemplate(canvasElement, 'Summit Cabinet Knobs');
    for (const name of ['Cancel', 'Import', 'Export', 'Save As Draft', 'Publish']) {
      await expect(within(dialog).getAllByRole('button', { name })).toHaveLength(2);
    }
    const bottomExport = within(dialog).getAllByRole('button', {
      name: 'Export',
    })[1] as HTMLElement;
    await waitFor(() => expect(bottomExport).toBeEnabled(), { timeout: 10_000 });
    await withDownloads(async (files) => {
      await userEvent.click(bottomExport);
      await waitFor(() => expect(files).toEqual(['9 Export.xlsx']), { timeout: 10_000 });
    });
    await expect(exports.bodies).toHaveLength(1);
  },
};

/** §4 Conflict: a 409 on save; OK re-fetches the template. */
export const ConflictRefetches: Story = {
  parameters: { faults: { 'templates.update': { status: 409, times: 1 } } },
  play: async ({ canvasElement }) => {
    const dialog = await openTemplate(canvasElement, 'Summit Cabinet Knobs');
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await userEvent.type(name, ' 2');
    const [draft] = within(dialog).getAllByRole('button', { name: 'Save As Draft' });
    await waitFor(() => expect(draft).toBeEnabled());
    // Issue 46: focus moves into the conflict dialog, read with its text.
    await expectAnnounced(
      () => userEvent.click(draft as HTMLElement),
      'focus',
      errorSpoken(409, errorDialogMessages.conflict),
      { timeout: 10_000 },
    );
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: '409 - Error' })).getByRole('button', {
        name: 'OK',
      }),
    );
    const reloaded = await screen.findByRole('dialog', { name: 'Edit Product Template' });
    await waitFor(() =>
      expect(within(reloaded).getByRole('textbox', { name: 'Name' })).toHaveValue(
        'Summit Cabinet Knobs',
      ),
    );
  },
};

/** CATEGORIES_FAILURE: the server-error text in place of the web category dropdowns. */
export const CategoriesFailure: Story = {
  parameters: { faults: { 'templates.webCategories': { status: 500 } } },
  play: async ({ canvasElement }) => {
    const rows = await searchList(canvasElement, 'Summit Cabinet Knobs', 'Product Templates');
    const open = await within(rows).findByRole('button', { name: 'Summit Cabinet Knobs' });
    // Issue 46: the failed list describes the dialog, so it is read as focus moves in.
    await expectAnnounced(
      () => userEvent.click(open),
      'focus',
      /^dialog, Edit Product Template, Web Category 1, Web Category 2.*An error has occurred on the server/,
      { timeout: 10_000 },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Product Template' });
    await expect(dialog).toHaveTextContent(
      'An error has occurred on the server. Please contact support team so that it can be investigated',
    );
    await expect(within(dialog).queryByRole('combobox', { name: /^Web Category 1/ })).toBeNull();
  },
};

/** The template cannot be read: the 404 dialog instead of Edit Product Template; OK leaves the list as it was. */
export const OpenFails: Story = {
  parameters: { faults: { 'templates.get': { status: 404 } } },
  play: async ({ canvasElement }) => {
    const table = await searchFor(canvasElement, 'Summit Cabinet Knobs');
    const open = await within(table).findByRole('button', { name: 'Summit Cabinet Knobs' });
    // Issue 46: focus moves into the error dialog, read with its text.
    await expectAnnounced(
      () => userEvent.click(open),
      'focus',
      errorSpoken(404, errorDialogMessages.notFound),
    );
    const error = await screen.findByRole('dialog', {
      name: `404${errorDialogMessages.titleSuffix}`,
    });
    await expect(error).toHaveTextContent(errorDialogMessages.notFound);
    await userEvent.click(within(error).getByRole('button', { name: errorDialogMessages.ok }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(
      within(canvasElement).getByRole('table', { name: templateScreenMessages.heading }),
    ).toBeVisible();
    await expect(within(table).getByRole('button', { name: 'Summit Cabinet Knobs' })).toBeVisible();
  },
};

const ERROR_500 = `500${errorDialogMessages.titleSuffix}`;
/** Closes the '500 - Error' dialog; the template dialog stays open under it. */
async function acknowledge500() {
  const error = await screen.findByRole('dialog', { name: ERROR_500 }, { timeout: 10_000 });
  await userEvent.click(within(error).getByRole('button', { name: errorDialogMessages.ok }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: ERROR_500 })).toBeNull());
  return screen.getByRole('dialog', { name: templateScreenMessages.editTitle });
}

/** Publish fails: the error dialog; OK leaves Edit Product Template open with Publish offered again. */
export const PublishFails: Story = {
  parameters: { faults: { 'templates.update': { status: 500 } } },
  play: async ({ canvasElement }) => {
    const dialog = await openTemplate(canvasElement, 'Summit Cabinet Knobs');
    const [publish] = within(dialog).getAllByRole('button', {
      name: templateScreenMessages.publish,
    });
    await waitFor(() => expect(publish).toBeEnabled(), { timeout: 10_000 });
    // Issue 46: focus moves into the error dialog, read with its text.
    await expectAnnounced(
      () => userEvent.click(publish!),
      'focus',
      `dialog, 500 - Error, ${errorDialogMessages.serverError}`,
    );
    const still = await acknowledge500();
    await waitFor(() =>
      expect(
        within(still).getAllByRole('button', { name: templateScreenMessages.publish })[0],
      ).toBeEnabled(),
    );
  },
};

/** Import fails: the error dialog; OK leaves the template as it was (the file's value not taken). */
export const ImportFails: Story = {
  parameters: { faults: { 'templates.import': { status: 500 } } },
  play: async ({ canvasElement }) => {
    const dialog = await openTemplate(canvasElement, 'Summit Cabinet Knobs');
    const before = (formula(dialog, 'Group SE Keywords') as HTMLInputElement).value;
    const file = await templateFile([
      ['FIELD', 'VALUE'],
      ['groupSEKeywords', 'knobs, hardware'],
    ]);
    await expectAnnounced(
      () =>
        userEvent.upload(within(dialog).getByLabelText(templateScreenMessages.importFile), file),
      'focus',
      `dialog, 500 - Error, ${errorDialogMessages.serverError}`,
    );
    const still = await acknowledge500();
    await expect(formula(still, 'Group SE Keywords')).toHaveValue(before);
    await expect(before).not.toBe('knobs, hardware');
  },
};

/** Export fails: the error dialog; nothing is saved and Export is offered again. */
export const ExportFails: Story = {
  parameters: { faults: { 'templates.export': { status: 500 } } },
  play: async ({ canvasElement }) => {
    const dialog = await openTemplate(canvasElement, 'Summit Cabinet Knobs');
    const [exportButton] = within(dialog).getAllByRole('button', {
      name: templateScreenMessages.export,
    });
    await waitFor(() => expect(exportButton).toBeEnabled(), { timeout: 10_000 });
    await withDownloads(async (files) => {
      // Issue 46: focus moves into the error dialog, read with its text.
      await expectAnnounced(
        () => userEvent.click(exportButton!),
        'focus',
        errorSpoken(500, errorDialogMessages.serverError),
        { timeout: 10_000 },
      );
      await acknowledge500();
      await expect(files).toEqual([]);
    });
    await waitFor(() => expect(exportButton).toBeEnabled());
  },
};

/** A formula's check fails when it is left (FORMULA_FAILURE): Publish is held with that formula's reason. */
export const FormulaCheckFails: Story = {
  parameters: { faults: { 'templates.applyFormula': { status: 500 } } },
  play: async ({ canvasElement }) => {
    const dialog = await openTemplate(canvasElement, 'Summit Cabinet Knobs');
    await waitFor(() => expect(formula(dialog, 'Group Name')).not.toHaveAttribute('readonly'), {
      timeout: 10_000,
    });
    await expect(reasonTexts(dialog, 'Publish')).not.toContain(
      templateScreenMessages.reasons.formulaFailed('Group Name'),
    );
    // Issue 46: the failed check is spoken as it arrives (the formula's sample cell is a status region).
    await expectAnnounced(
      () => enter(formula(dialog, 'Group Name'), 'Knob @UPPER([BRLIN])@'),
      'polite',
      /^Expression invalid please update and retry$/,
      { timeout: 10_000 },
    );
    await waitFor(
      () =>
        expect(reasonTexts(dialog, 'Publish')).toContain(
          templateScreenMessages.reasons.formulaFailed('Group Name'),
        ),
      { timeout: 10_000 },
    );
    await expect(
      within(dialog).getAllByRole('button', { name: templateScreenMessages.publish })[0],
    ).toBeDisabled();
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await listLoaded(canvasElement);
    const create = canvas.getByRole('button', { name: 'Create Template' });
    while (document.activeElement !== create) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Create Product Template' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    while (document.activeElement !== name) await userEvent.tab();
    await userEvent.keyboard('Keyboard template');
    await expect(reasonTexts(dialog, 'Publish')).not.toContain('Name is required.');
    // Edited: Escape asks first (issue 36); Keep editing has the focus, Tab reaches Discard.
    await userEvent.keyboard('{Escape}');
    const asked = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    await waitFor(() =>
      expect(within(asked).getByRole('button', { name: 'Keep editing' })).toHaveFocus(),
    );
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Create Product Template' })).toBeNull(),
    );
  },
};
