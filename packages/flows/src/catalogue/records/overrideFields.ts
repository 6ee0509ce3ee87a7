import { overrideValidationMessages, recordsServerMessages } from './messages';

/**
 * back-office-products.md §2, §5 Override editor: which product fields can be overridden and
 * the rule each value must pass. Shared by the editor (checked on leaving a field) and the
 * embedded back end (which refuses what the editor would refuse).
 */
export type OverrideRule = 'requiredText' | 'date' | 'integer' | 'decimal' | 'boolean';

/** §2: the fields the override editor shows, with the §5 rule of each. */
export const OVERRIDE_FIELD_RULES = {
  name: 'requiredText',
  startDate: 'date',
  endDate: 'date',
  minimumQty: 'integer',
  maximumQty: 'integer',
  inStockQuantity: 'integer',
  weight: 'decimal',
  regularPrice: 'decimal',
  salePrice: 'decimal',
  msrpPrice: 'decimal',
  mapPrice: 'decimal',
  active: 'boolean',
  showQuoteButton: 'boolean',
  hidePriceUntilCart: 'boolean',
  showBuyButton: 'boolean',
} as const satisfies Record<string, OverrideRule>;
export type OverrideField = keyof typeof OVERRIDE_FIELD_RULES;
export const OVERRIDE_FIELDS = Object.keys(OVERRIDE_FIELD_RULES) as OverrideField[];

/**
 * §2 gives every overridable field a checkbox ("checked means the field is editable"), §5 says the
 * quantity and price fields have none. Without a checkbox a field could never be overridden, yet
 * §2 lists them as override fields and the server accepts them: every field keeps its checkbox
 * (docs/decisions.md, Override editor).
 */
export const OVERRIDE_CHECKBOX_FIELDS: readonly OverrideField[] = OVERRIDE_FIELDS;

/** §5: never overridable. */
export const NEVER_OVERRIDABLE_FIELDS = [
  'manufacturerPartNumber',
  'gtin',
  'trait1Name',
  'trait1Value',
  'trait2Name',
  'trait2Value',
] as const;

export type OverrideValue = string | number | boolean;
/** §3 Product overrides: only overridden fields are present. */
export type ProductOverrides = Partial<Record<OverrideField, OverrideValue | null>>;

export function isOverrideField(name: string): name is OverrideField {
  return Object.hasOwn(OVERRIDE_FIELD_RULES, name);
}

/** §5: three parts separated by '/' that parse as a date (month/day/year). */
function isDateText(text: string): boolean {
  const parts = text.split('/');
  if (parts.length !== 3 || parts.some((p) => !/^\d+$/.test(p.trim()))) return false;
  const [month, day, year] = parts.map((p) => Number(p.trim())) as [number, number, number];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
}

/**
 * The §5 message for a value typed into a field, or undefined when it passes. Decimal fields
 * accept an empty value but reject a non-empty one without a decimal point.
 */
export function overrideTextError(field: OverrideField, text: string): string | undefined {
  switch (OVERRIDE_FIELD_RULES[field]) {
    case 'requiredText':
      return text.trim() === '' ? overrideValidationMessages.required : undefined;
    case 'date':
      return isDateText(text) ? undefined : overrideValidationMessages.date;
    case 'integer':
      return /^\d+$/.test(text) ? undefined : overrideValidationMessages.integer;
    case 'decimal':
      return text === '' || /^(\d+\.\d*|\d*\.\d+)$/.test(text)
        ? undefined
        : overrideValidationMessages.decimal;
    case 'boolean':
      return text === 'true' || text === 'false'
        ? undefined
        : recordsServerMessages.overrideBoolean;
  }
}

/**
 * Checks a stored or received value (JSON may carry numbers and booleans as well as text).
 * Numbers pass the integer and decimal rules when they are whole or finite respectively.
 */
export function overrideValueError(field: OverrideField, value: unknown): string | undefined {
  const rule = OVERRIDE_FIELD_RULES[field];
  if (typeof value === 'number') {
    if (rule === 'integer')
      return Number.isInteger(value) && value >= 0 ? undefined : overrideValidationMessages.integer;
    if (rule === 'decimal')
      return Number.isFinite(value) && value >= 0 ? undefined : overrideValidationMessages.decimal;
    return overrideTextError(field, String(value));
  }
  if (typeof value === 'boolean')
    return rule === 'boolean' ? undefined : overrideTextError(field, String(value));
  if (typeof value === 'string') return overrideTextError(field, value);
  return overrideTextError(field, '');
}
