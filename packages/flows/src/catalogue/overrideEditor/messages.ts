import { overrideMessages, overrideValidationMessages } from '../records/messages';
import type { OverrideField } from '../records/overrideFields';

/**
 * back-office-products.md §2, §5, §8 Override editor texts (verbatim). The buttons and
 * confirmations are §8's; the field labels are §2's list of fields.
 */
export const overrideEditorMessages = {
  ...overrideMessages,
  validation: overrideValidationMessages,
  /** §2 "Web" panel heading and the form's accessible name. */
  heading: 'Web',
  /** The checkbox of a field: checked means the field is editable (§2). */
  overrideLabel: (label: string) => `Override ${label}`,
  /** The confirmation dialogs' headings (§8 gives only their texts). */
  confirmSubmitHeading: 'Submit Changes',
  confirmClearHeading: 'Clear All Overrides',
  saving: 'Saving…',
  saved: 'Overrides saved.',
  submitDisabled: 'Fix the fields marked in error to submit.',
  booleanOptions: { true: 'true', false: 'false' },
  dateHint: 'MM/DD/YYYY',
} as const;

/** §2: the override editor's fields, in the specification's order, with their labels. */
export const overrideFieldLabels: Record<OverrideField, string> = {
  name: 'Name',
  startDate: 'Start Date',
  endDate: 'End Date',
  minimumQty: 'Min Quantity',
  maximumQty: 'Max Quantity',
  inStockQuantity: 'Stock Quantity',
  weight: 'Weight',
  regularPrice: 'Regular Price',
  salePrice: 'Sale Price',
  msrpPrice: 'MSRP Price',
  mapPrice: 'MAP Price',
  active: 'Active',
  showQuoteButton: 'Show Quote Button',
  hidePriceUntilCart: 'Hide Price Until Cart',
  showBuyButton: 'Show Buy Button',
};
