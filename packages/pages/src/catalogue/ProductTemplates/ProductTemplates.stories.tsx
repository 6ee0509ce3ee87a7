import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import {
  catalogueListStoryDefaults,
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

const meta = {
  title: 'Pages/Catalogue/Product Templates',
  component: ProductTemplates,
  ...catalogueListStoryDefaults,
} satisfies Meta<typeof ProductTemplates>;
export default meta;
type Story = StoryObj<typeof meta>;

const searchFor = (canvasElement: HTMLElement, text: string) => searchList(canvasElement, text, 'Product Templates');
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

const formula = (dialog: HTMLElement, label: string) => within(dialog).getByRole('textbox', { name: `${label} Formula` });
const reasons = (dialog: HTMLElement, action: 'Publish' | 'Save As Draft') =>
  within(dialog)
    .queryByText(`${action} is disabled because:`)
    ?.parentElement?.querySelectorAll('li') ?? [];
const reasonTexts = (dialog: HTMLElement, action: 'Publish' | 'Save As Draft') => Array.from(reasons(dialog, action), (li) => li.textContent);

const templateFile = (rows: string[][]) => xlsxFile(rows, 'template.xlsx');

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Product Templates' });
    for (const header of ['Template', 'Status']) await expect(within(table).getByRole('columnheader', { name: header })).toBeVisible();
    await expect((await within(table).findAllByRole('button', { name: 'Copy' })).length).toBeGreaterThan(0);
    // Drafts first (published ascending), then priority, then name.
    const first = within(table).getAllByRole('row')[1];
    await expect(first).toHaveTextContent('Unpublished');
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
    await waitFor(() => expect(within(table).getAllByText('Hart', { selector: 'mark' }).length).toBeGreaterThan(1));
    await expect(within(table).queryByText('Summit Cabinet Pulls')).toBeNull();
  },
};

export const Failed: Story = failedListStory('templates.list');

/**
 * §5 Template publish, blocked for each reason in turn, then allowed: a new template is filled
 * field by field, its filter evaluated and its formulas validated on blur, then published.
 */
export const PublishBlockedForEachReasonThenAllowed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await listLoaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Product Template' });
    const [publish] = within(dialog).getAllByRole('button', { name: 'Publish' });
    await expect(publish).toBeDisabled();
    await expect(within(dialog).getAllByRole('button', { name: 'Import' })[0]).toBeDisabled();
    const gone = async (reason: string) => waitFor(() => expect(reasonTexts(dialog, 'Publish')).not.toContain(reason));
    for (const reason of [
      'Name is required.',
      'Product Filter is required.',
      'Choose Web Category 1.',
      'Choose a Product Series.',
      'Choose a Group Meta Class Name.',
      'Choose a Meta Class Name.',
      'Choose a Page Layout.',
      'The Group Code formula is required.',
    ]) {
      await expect(reasonTexts(dialog, 'Publish')).toContain(reason);
    }
    // §9 defaults are in place.
    await expect(formula(dialog, 'Start')).toHaveValue("@CONVERT(DATE, '2018-01-01')@");

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Summit Knobs Web');
    await gone('Name is required.');
    // Formulas stay read-only until the filter returns a product.
    await expect(formula(dialog, 'Group Code')).toHaveAttribute('readonly');
    await enter(within(dialog).getByRole('textbox', { name: /^Product Filter/ }), "[BRMFG] = 'SMT' AND [BRLIN] = 'SKB'");
    await expect(await within(dialog).findByText(/products? returned/)).toBeVisible();
    await gone('Product Filter is required.');
    await expect(formula(dialog, 'Group Code')).not.toHaveAttribute('readonly');

    await chooseOption(dialog, /^Web Category 1/, 'Cabinet Knobs');
    await gone('Choose Web Category 1.');
    await chooseOption(dialog, /^Product Series/, 'Cabinet Hardware');
    await gone('Choose a Product Series.');
    // The code formula is rebuilt from the series' SKU bricks.
    await expect(formula(dialog, 'Code')).toHaveValue('#Manufacturer#.#Part Code#');
    await chooseOption(dialog, /^Group Meta Class Name/, 'BaseProductContent');
    await gone('Choose a Group Meta Class Name.');
    await chooseOption(dialog, /^Meta Class Name/, 'BaseVariationContent');
    await gone('Choose a Meta Class Name.');
    await chooseOption(dialog, /^Page Layout/, 'colorpicker');
    await gone('Choose a Page Layout.');

    const formulas: [string, string][] = [
      ['Group Code', '@LOWER([BRLIN])@'],
      ['Group Name', '@PROPER([BRDES1])@'],
      ['Group URL', '@LOWER([BRPART])@'],
      ['Group SE Title', '[BRDES1]'],
      ['Group SE Description', '[BRDES2]'],
      ['Group Active', '@true@'],
      ['Group Mapped To Joinery site', '@true@'],
      ['Group Mapped To Distributor site', '@false@'],
      ['Name', '@PROPER([BRDES1])@'],
      ['Active', '@true@'],
      ['Stock Quantity', '@0@'],
    ];
    for (const [label, text] of formulas) {
      await enter(formula(dialog, label), text);
      await gone(`The ${label} formula is required.`);
    }
    await waitFor(() => expect(reasonTexts(dialog, 'Publish')).toEqual([]), { timeout: 5000 });
    const [enabledPublish] = within(dialog).getAllByRole('button', { name: 'Publish' });
    await expect(enabledPublish).toBeEnabled();
    await userEvent.click(enabledPublish as HTMLElement);
    // Publishing claims every matched product for the template: give the back end a moment.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create Product Template' })).toBeNull(), { timeout: 10_000 });
    const table = await searchFor(canvasElement, 'Summit Knobs');
    await expect(await within(table).findByText('Published')).toBeVisible();
  },
};

/** A published template: Save As Draft disabled; Name and Product Series locked; samples shown. */
export const EditPublished: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openTemplate(canvasElement, 'Hartwell Shaker White Kitchen');
    await expect(within(dialog).getByRole('textbox', { name: 'ProductTemplateID' })).toHaveValue('1');
    await expect(within(dialog).getAllByRole('button', { name: 'Save As Draft' })[0]).toBeDisabled();
    await expect(reasonTexts(dialog, 'Save As Draft')).toContain('A published template cannot be saved as a draft.');
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
    await enter(within(dialog).getByRole('textbox', { name: /^Product Filter/ }), '[BRNOPE] = 1');
    await expect(await within(dialog).findByText("Invalid column name 'BRNOPE'.")).toBeInTheDocument();
    await expect(screen.queryByRole('dialog', { name: /- Error$/ })).toBeNull();
    await expect(reasonTexts(dialog, 'Publish')).toContain('The Product Filter has an error.');
  },
};

/** Matched products that belong to another template block Publish and are listed in their popup. */
export const ProductsWithDifferentTemplate: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openTemplate(canvasElement, 'All Hartwell Base Cabinets');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Show products with a different Template ID' }));
    const popup = await screen.findByRole('dialog', { name: 'Products with a different Template ID' });
    for (const header of ['AS400ProductID', 'Name', 'Template ID']) await expect(within(popup).getByRole('columnheader', { name: header })).toBeInTheDocument();
    await userEvent.click(within(popup).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Products with a different Template ID' })).toBeNull());
    await expect(reasonTexts(dialog, 'Publish')).toContain('Some products matched by the filter belong to a different template.');
  },
};

/** A formula that does not evaluate shows its problem as First Sample and blocks Publish. */
export const FormulaFailure: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openTemplate(canvasElement, 'Brookline Graphite Slab');
    await waitFor(() => expect(reasonTexts(dialog, 'Publish')).toContain('The Group Name formula did not evaluate.'));
  },
};

/** Calculate Product Count: enabled with a count and a good group code; the count, or ERR. */
export const CalculateProductCount: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openTemplate(canvasElement, 'Summit Cabinet Knobs');
    const calculate = await within(dialog).findByRole('button', { name: 'Calculate Product Count' });
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
    const calculate = await within(dialog).findByRole('button', { name: 'Calculate Product Count' });
    await waitFor(() => expect(calculate).toBeEnabled());
    await userEvent.click(calculate);
    await expect(await within(dialog).findByText('ERR')).toBeInTheDocument();
  },
};

/** Copy opens a new template named " - Copy", a draft with every other field copied. */
export const CopyTemplate: Story = {
  play: async ({ canvasElement }) => {
    const table = await searchFor(canvasElement, 'Summit Cabinet Pulls');
    await userEvent.click(await within(table).findByRole('button', { name: 'Copy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Product Template' });
    await expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Summit Cabinet Pulls - Copy');
    await expect(within(dialog).queryByRole('textbox', { name: 'ProductTemplateID' })).toBeNull();
    await expect(within(dialog).getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('readonly');
  },
};

export const ImportWrongFileType: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openTemplate(canvasElement, 'Summit Cabinet Knobs');
    await userEvent.upload(within(dialog).getByLabelText('Import template from an .xlsx file'), new File(['x'], 'template.csv'), { applyAccept: false });
    await expect(await within(dialog).findByText(WRONG_FILE_TYPE)).toBeInTheDocument();
  },
};

export const ImportBadHeaders: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openTemplate(canvasElement, 'Summit Cabinet Knobs');
    await userEvent.upload(within(dialog).getByLabelText('Import template from an .xlsx file'), await templateFile([['NAME', 'VALUE'], ['groupName', 'x']]));
    await expect(await within(dialog).findByText('Missing FIELD column')).toBeInTheDocument();
  },
};

/** FIELD / VALUE rows replace the form's values; the filter is evaluated again. */
export const ImportSucceeds: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openTemplate(canvasElement, 'Summit Cabinet Knobs');
    await userEvent.upload(
      within(dialog).getByLabelText('Import template from an .xlsx file'),
      await templateFile([['FIELD', 'VALUE'], ['groupSEKeywords', 'knobs, hardware']]),
    );
    await waitFor(() => expect(formula(dialog, 'Group SE Keywords')).toHaveValue('knobs, hardware'));
  },
};

export const Export: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openTemplate(canvasElement, 'Summit Cabinet Knobs');
    const [exportButton] = within(dialog).getAllByRole('button', { name: 'Export' });
    await userEvent.click(exportButton as HTMLElement);
    await waitFor(() => expect(exportButton).toBeEnabled());
    await expect(screen.queryByRole('dialog', { name: /- Error$/ })).toBeNull();
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
    await userEvent.click(draft as HTMLElement);
    await userEvent.click(within(await screen.findByRole('dialog', { name: '409 - Error' })).getByRole('button', { name: 'OK' }));
    const reloaded = await screen.findByRole('dialog', { name: 'Edit Product Template' });
    await waitFor(() => expect(within(reloaded).getByRole('textbox', { name: 'Name' })).toHaveValue('Summit Cabinet Knobs'));
  },
};

/** CATEGORIES_FAILURE: the server-error text in place of the web category dropdowns. */
export const CategoriesFailure: Story = {
  parameters: { faults: { 'templates.webCategories': { status: 500 } } },
  play: async ({ canvasElement }) => {
    const dialog = await openTemplate(canvasElement, 'Summit Cabinet Knobs');
    await expect(dialog).toHaveTextContent('An error has occurred on the server. Please contact support team so that it can be investigated');
    await expect(within(dialog).queryByRole('combobox', { name: /^Web Category 1/ })).toBeNull();
  },
};

export const OpenFails: Story = {
  parameters: { faults: { 'templates.get': { status: 404 } } },
  play: async ({ canvasElement }) => {
    const table = await searchFor(canvasElement, 'Summit Cabinet Knobs');
    await userEvent.click(await within(table).findByRole('button', { name: 'Summit Cabinet Knobs' }));
    await expect(await screen.findByRole('dialog', { name: '404 - Error' })).toHaveTextContent('Record not found');
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
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create Product Template' })).toBeNull());
  },
};
