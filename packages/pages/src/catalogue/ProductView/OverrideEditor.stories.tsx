import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { productViewHandlers } from '@joinery/mocks/handlers/catalogue/productView';
import type { OverrideEditorInput } from '@joinery/flows/catalogue/overrideEditor';
import { captureBodies } from '@joinery/mocks/handlers/shared/storyCapture';
import { captureGets } from '@joinery/mocks/handlers/catalogue/storyGets';
import { setFault } from '@joinery/mocks';
import { errorDialogMessages } from '@joinery/flows/staff/shell';
import { CatalogueScreen } from '../Reporting/searchStorySupport';
import { OverrideEditor } from './OverrideEditor';
import { expectAnnounced, type Announcement } from '../../../../../.storybook/announced';
import { SERVER_ERROR_SPOKEN } from '../../staff/shared/storyQueries';

/** Product 100002 (Base Cabinet 9"W) as the back end answers it: its template's values. */
const original: OverrideEditorInput['original'] = {
  name: 'Base Cabinet 9"W',
  startDate: '01/01/2018',
  endDate: '12/31/2099',
  minimumQty: 1,
  maximumQty: 999999,
  inStockQuantity: 32,
  weight: 39.9,
  regularPrice: 331.3,
  salePrice: null,
  msrpPrice: 445.18,
  mapPrice: 400.66,
  active: true,
  showQuoteButton: true,
  hidePriceUntilCart: false,
  showBuyButton: false,
};

function OverrideEditorStory(input: OverrideEditorInput) {
  return (
    <CatalogueScreen location="/AdvancedSearchList">
      <OverrideEditor input={input} />
    </CatalogueScreen>
  );
}

/**
 * The override editor of the product view's Web panel (back-office-products.md §2, §4, §5, §8).
 * Every field has its checkbox, the quantity and price fields included (docs/decisions.md).
 */
const meta = {
  title: 'Pages/Catalogue/Override Editor',
  component: OverrideEditorStory,
  args: { productMasterId: 100002, original, overrides: {}, version: '"0"' },
  globals: { theme: 'staff' },
} satisfies Meta<typeof OverrideEditorStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const saves = captureBodies('put', '*/bridgesys/productoverridetemplate/:id');
const capturing = { msw: { handlers: { productView: [saves.handler, ...productViewHandlers] } } };

const box = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByRole('checkbox', { name: `Override ${label}` });
const field = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByRole('textbox', { name: new RegExp(`^${label}`) });

/** Checks a field's box and types a value, leaving the field afterwards. */
async function override(canvasElement: HTMLElement, label: string, text: string) {
  await userEvent.click(box(canvasElement, label));
  const input = field(canvasElement, label);
  await userEvent.clear(input);
  if (text) await userEvent.type(input, text);
  await userEvent.tab();
}

async function confirm(text: string, button: 'Yes' | 'Cancel') {
  const dialog = await screen.findByRole('alertdialog');
  await expect(dialog).toHaveTextContent(text);
  await userEvent.click(within(dialog).getByRole('button', { name: button }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
}

/** Confirms Submit Changes with Yes, and waits for the outcome to be spoken as `how` says (issue 46). */
async function submitAnnounced(how: Announcement, expected: RegExp | string) {
  const dialog = await screen.findByRole('alertdialog');
  await expect(dialog).toHaveTextContent('Are you sure you want to submit these changes?');
  await expectAnnounced(() => userEvent.click(within(dialog).getByRole('button', { name: 'Yes' })), how, expected);
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
}

/** Fields that already have an override start checked and show it; the rest are read-only. */
export const PreChecked: Story = {
  tags: ['screenshot'],
  args: { overrides: { name: 'Base Cabinet 9"W (Web Exclusive)', salePrice: 299.99 } },
  play: async ({ canvasElement }) => {
    await expect(box(canvasElement, 'Name')).toBeChecked();
    await expect(field(canvasElement, 'Name')).toHaveValue('Base Cabinet 9"W (Web Exclusive)');
    await expect(box(canvasElement, 'Sale Price')).toBeChecked();
    await expect(field(canvasElement, 'Sale Price')).toHaveValue('299.99');
    await expect(box(canvasElement, 'Regular Price')).not.toBeChecked();
    await expect(field(canvasElement, 'Regular Price')).toHaveAttribute('readonly');
    await expect(field(canvasElement, 'Regular Price')).toHaveValue('331.3');
    await expect(within(canvasElement).getByRole('combobox', { name: 'Active' })).toBeDisabled();
    for (const name of ['Clear All Overrides', 'Submit Changes'])
      await expect(within(canvasElement).getByRole('button', { name })).toBeEnabled();
  },
};

export const Playground: Story = {};

/** Checking a field makes it editable. */
export const CheckAndEdit: Story = {
  play: async ({ canvasElement }) => {
    await override(canvasElement, 'Min Quantity', '6');
    await expect(field(canvasElement, 'Min Quantity')).not.toHaveAttribute('readonly');
    await expect(field(canvasElement, 'Min Quantity')).toHaveValue('6');
    await userEvent.click(box(canvasElement, 'Show Buy Button'));
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Show Buy Button' }));
    await userEvent.click(await screen.findByRole('option', { name: 'true' }));
    await expect(
      within(canvasElement).getByRole('combobox', { name: 'Show Buy Button' }),
    ).toHaveTextContent('true');
  },
};

function validationStory(label: string, text: string, message: string): Story {
  return {
    play: async ({ canvasElement }) => {
      await override(canvasElement, label, text);
      await expect(field(canvasElement, label)).toHaveAccessibleDescription(
        expect.stringContaining(message),
      );
      await expect(
        within(canvasElement).getByRole('button', { name: 'Submit Changes' }),
      ).toBeDisabled();
    },
  };
}

/** §5 Name is required. */
export const NameRequired = validationStory('Name', '', 'Required field');
/** §5 dates: three parts separated by '/' that parse as a date. */
export const DateFormat = validationStory('Start Date', '2025-03-01', 'Enter in date format');
/** §5 quantities: digits only. */
export const IntegerRequired = validationStory(
  'Max Quantity',
  '1.5',
  'Entered value must be an integer',
);
/** §5 weight and prices: digits with a decimal point; a value without '.' is rejected. */
export const DecimalRequired = validationStory(
  'Sale Price',
  '25',
  'Entered value must be a decimal number',
);

/** Unchecking restores the original value. */
export const UncheckRestores: Story = {
  play: async ({ canvasElement }) => {
    await override(canvasElement, 'Weight', '41.5');
    await expect(field(canvasElement, 'Weight')).toHaveValue('41.5');
    await userEvent.click(box(canvasElement, 'Weight'));
    await expect(field(canvasElement, 'Weight')).toHaveValue('39.9');
    await expect(field(canvasElement, 'Weight')).toHaveAttribute('readonly');
  },
};

/** Clear All Overrides, confirmed: everything unchecked and read-only with the product's values. */
export const ClearAllConfirmed: Story = {
  args: { overrides: { name: 'Web Name', active: false } },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Clear All Overrides' }),
    );
    await confirm('Are you sure you want to remove all overrides?', 'Yes');
    await expect(box(canvasElement, 'Name')).not.toBeChecked();
    await expect(field(canvasElement, 'Name')).toHaveValue('Base Cabinet 9"W');
    await expect(within(canvasElement).getByRole('combobox', { name: 'Active' })).toHaveTextContent(
      'true',
    );
    await expect(within(canvasElement).getByRole('combobox', { name: 'Active' })).toBeDisabled();
  },
};

/** Clear All Overrides, cancelled: the overrides stay. */
export const ClearAllCancelled: Story = {
  args: { overrides: { name: 'Web Name' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Clear All Overrides' }),
    );
    await confirm('Are you sure you want to remove all overrides?', 'Cancel');
    await expect(box(canvasElement, 'Name')).toBeChecked();
    await expect(field(canvasElement, 'Name')).toHaveValue('Web Name');
  },
};

/** Submit Changes, confirmed: only the checked fields are saved. */
export const SubmitConfirmed: Story = {
  parameters: capturing,
  play: async ({ canvasElement }) => {
    saves.reset();
    await override(canvasElement, 'Name', 'Web Base 9');
    await override(canvasElement, 'Sale Price', '289.99');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Submit Changes' }));
    // Issue 46: the save is spoken (the editor's status line).
    await submitAnnounced('polite', /^Overrides saved\.$/);
    await expect(await within(canvasElement).findByText('Overrides saved.')).toBeVisible();
    await expect(saves.bodies).toEqual([{ name: 'Web Base 9', salePrice: 289.99 }]);
    await expect(box(canvasElement, 'Sale Price')).toBeChecked();
  },
};

/** Submit is disabled while a field shows a validation error, and says why. */
export const SubmitDisabledByError: Story = {
  play: async ({ canvasElement }) => {
    await override(canvasElement, 'Regular Price', 'abc');
    const submit = within(canvasElement).getByRole('button', { name: 'Submit Changes' });
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAccessibleDescription(expect.stringContaining('Regular Price'));
    await userEvent.clear(field(canvasElement, 'Regular Price'));
    await userEvent.type(field(canvasElement, 'Regular Price'), '300.00');
    await userEvent.tab();
    await expect(submit).toBeEnabled();
  },
};

/** A failed submit keeps every edited value and says why. */
export const SubmitFailed: Story = {
  parameters: { faults: { 'productView.saveOverrides': { status: 500 } } },
  play: async ({ canvasElement }) => {
    await override(canvasElement, 'Name', 'Mine');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Submit Changes' }));
    // Issue 46: focus moves into the error dialog, read with its text.
    await submitAnnounced('focus', SERVER_ERROR_SPOKEN);
    const dialog = await screen.findByRole('dialog', { name: '500 - Error' });
    await expect(dialog).toHaveTextContent(
      'An error has occurred on the server, Please contact the support team so it can be investigated',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(box(canvasElement, 'Name')).toBeChecked();
    await expect(field(canvasElement, 'Name')).toHaveValue('Mine');
  },
};

/** The GETs of product 100001's overrides (the editor's re-fetch after a 409). */
const overrideGets = captureGets('*/bridgesys/productoverridetemplate/100001');

/** Someone else changed the overrides: 409, and OK re-fetches them (one GET, counted). */
export const Conflict: Story = {
  args: { productMasterId: 100001, overrides: {}, version: '"0"' },
  parameters: {
    msw: { handlers: { productView: [overrideGets.handler, ...productViewHandlers] } },
  },
  play: async ({ canvasElement }) => {
    overrideGets.reset();
    await override(canvasElement, 'Weight', '12.50');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Submit Changes' }));
    // Issue 46: focus moves into the conflict dialog, read with its text.
    await submitAnnounced('focus', `dialog, 409 - Error, ${errorDialogMessages.conflict}`);
    const dialog = await screen.findByRole('dialog', { name: '409 - Error' });
    await expect(dialog).toHaveTextContent('Record changed, Hit OK to refresh');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    // Product 100001's stored overrides (its name) come back pre-checked.
    await waitFor(() => expect(box(canvasElement, 'Name')).toBeChecked(), { timeout: 10000 });
    await expect((field(canvasElement, 'Name') as HTMLInputElement).value).toContain(
      '(Web Exclusive)',
    );
    await expect(box(canvasElement, 'Weight')).not.toBeChecked();
    await expect(overrideGets.requests).toHaveLength(1);
    // Issue 46: OK gives focus back to Submit Changes, which asked, once the re-fetch is done (busy until then).
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: 'Submit Changes' })).toHaveFocus(),
    );
  },
};

/** The re-fetch after a 409 fails too: its '500 - Error' dialog; OK leaves the edit as typed, ready to try again. */
export const ConflictRefetchFails: Story = {
  args: { productMasterId: 100001, overrides: {}, version: '"0"' },
  parameters: {
    msw: { handlers: { productView: [overrideGets.handler, ...productViewHandlers] } },
  },
  play: async ({ canvasElement }) => {
    overrideGets.reset();
    await override(canvasElement, 'Weight', '12.50');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Submit Changes' }));
    await confirm('Are you sure you want to submit these changes?', 'Yes');
    const conflict = await screen.findByRole('dialog', {
      name: `409${errorDialogMessages.titleSuffix}`,
    });
    setFault('productView.overrides', { status: 500, times: 1 });
    // Issue 46: the second error dialog takes focus and is read, as the first did.
    await expectAnnounced(
      () => userEvent.click(within(conflict).getByRole('button', { name: errorDialogMessages.ok })),
      'focus',
      SERVER_ERROR_SPOKEN,
    );
    const failed = await screen.findByRole('dialog', {
      name: `500${errorDialogMessages.titleSuffix}`,
    });
    await expect(failed).toHaveTextContent(errorDialogMessages.serverError);
    await expect(overrideGets.requests).toHaveLength(1);
    await userEvent.click(within(failed).getByRole('button', { name: errorDialogMessages.ok }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Issue 46: the second dialog's OK gives focus back to Submit Changes, which asked before the first.
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: 'Submit Changes' })).toHaveFocus(),
    );
    await expect(box(canvasElement, 'Weight')).toBeChecked();
    await expect(field(canvasElement, 'Weight')).toHaveValue('12.50');
    await expect(
      within(canvasElement).getByRole('button', { name: 'Submit Changes' }),
    ).toBeEnabled();
    // Not fetched again: a 500 is not a conflict.
    await expect(overrideGets.requests).toHaveLength(1);
  },
};

const TEXT_FIELDS = [
  'Name',
  'Start Date',
  'End Date',
  'Min Quantity',
  'Max Quantity',
  'Stock Quantity',
  'Weight',
  'Regular Price',
  'Sale Price',
  'MSRP Price',
  'MAP Price',
];
const CHOICE_FIELDS = ['Active', 'Show Quote Button', 'Hide Price Until Cart', 'Show Buy Button'];

/** Checks a choice field's box and picks one of its two choices (§5: true or false). */
async function choose(canvasElement: HTMLElement, label: string, option: 'true' | 'false') {
  await userEvent.click(box(canvasElement, label));
  const choice = within(canvasElement).getByRole('combobox', { name: label });
  await userEvent.click(choice);
  const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
  await expect(options).toEqual(['true', 'false']);
  await userEvent.click(screen.getByRole('option', { name: option }));
  await expect(choice).toHaveTextContent(option);
}

/**
 * §2's fifteen fields each with their checkbox, read-only (or disabled) until checked; both choices
 * of the true/false fields used; a decimal field checked and left empty passes (§5) and is sent as
 * null, "no value" (issue 45: it went as '', a text where a number belongs; docs/decisions.md).
 */
export const EveryFieldBothChoicesEmptyDecimal: Story = {
  parameters: capturing,
  play: async ({ canvasElement }) => {
    saves.reset();
    for (const label of TEXT_FIELDS) {
      await expect(box(canvasElement, label)).not.toBeChecked();
      await expect(field(canvasElement, label)).toHaveAttribute('readonly');
    }
    for (const label of CHOICE_FIELDS) {
      await expect(box(canvasElement, label)).not.toBeChecked();
      await expect(within(canvasElement).getByRole('combobox', { name: label })).toBeDisabled();
    }
    await choose(canvasElement, 'Show Quote Button', 'false');
    await choose(canvasElement, 'Hide Price Until Cart', 'true');
    await override(canvasElement, 'Sale Price', '');
    await expect(field(canvasElement, 'Sale Price')).not.toHaveAccessibleDescription(
      expect.stringContaining('Entered value must be a decimal number'),
    );
    const submit = within(canvasElement).getByRole('button', { name: 'Submit Changes' });
    await expect(submit).toBeEnabled();
    await userEvent.click(submit);
    await confirm('Are you sure you want to submit these changes?', 'Yes');
    await expect(await within(canvasElement).findByText('Overrides saved.')).toBeVisible();
    await expect(saves.bodies).toEqual([
      { showQuoteButton: false, hidePriceUntilCart: true, salePrice: null },
    ]);
    // Stored and answered as null: the field stays ticked and empty.
    await expect(box(canvasElement, 'Sale Price')).toBeChecked();
    await expect(field(canvasElement, 'Sale Price')).toHaveValue('');
  },
};
