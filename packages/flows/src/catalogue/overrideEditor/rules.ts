import {
  OVERRIDE_CHECKBOX_FIELDS,
  OVERRIDE_FIELD_RULES,
  overrideTextError,
  type OverrideField,
  type OverrideValue,
  type ProductOverrides,
} from '../records/overrideFields';

/**
 * back-office-products.md §4, §5 Override editor rules as pure functions: a field's text from
 * the product or its override, the §5 check on leaving a field, and what Submit sends.
 */

/** One field of the editor: checked means it is overridden and editable. */
export interface OverrideFieldState {
  checked: boolean;
  /** The text shown in the field (a boolean field holds 'true' or 'false'). */
  text: string;
  /** The §5 message shown after leaving the field, if any. */
  error: string | undefined;
}

export type OverrideFieldStates = Record<OverrideField, OverrideFieldState>;

/** The product's own values (the template's), as the editor reads them. */
export type OriginalValues = Partial<Record<OverrideField, OverrideValue | null | undefined>>;

/**
 * A value as the field shows it. Decimal fields show at least two decimals so a whole number
 * (a price of 12) passes §5's "digits with a decimal point" when it is checked unchanged.
 */
export function textOf(field: OverrideField, value: OverrideValue | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' && OVERRIDE_FIELD_RULES[field] === 'decimal' && Number.isInteger(value))
    return value.toFixed(2);
  return String(value);
}

/** §4: on load, fields that already have an override are pre-checked and show it. */
export function initialFields(original: OriginalValues, overrides: ProductOverrides): OverrideFieldStates {
  const fields = {} as OverrideFieldStates;
  for (const field of OVERRIDE_CHECKBOX_FIELDS) {
    const overridden = Object.hasOwn(overrides, field);
    fields[field] = {
      checked: overridden,
      text: textOf(field, overridden ? overrides[field] : original[field]),
      error: undefined,
    };
  }
  return fields;
}

/** §4: checking makes a field editable; unchecking restores the original value. */
export function setChecked(
  fields: OverrideFieldStates,
  original: OriginalValues,
  field: OverrideField,
  checked: boolean,
): OverrideFieldStates {
  const current = fields[field];
  return {
    ...fields,
    [field]: checked
      ? { ...current, checked: true }
      : { checked: false, text: textOf(field, original[field]), error: undefined },
  };
}

/** Typing: a field already in error is re-checked so the message goes once it is fixed. */
export function setText(fields: OverrideFieldStates, field: OverrideField, text: string): OverrideFieldStates {
  const current = fields[field];
  if (!current.checked) return fields;
  const error = current.error === undefined ? undefined : overrideTextError(field, text);
  // A boolean field is a dropdown: its choice is checked at once.
  const checkedNow = OVERRIDE_FIELD_RULES[field] === 'boolean' ? overrideTextError(field, text) : error;
  return { ...fields, [field]: { ...current, text, error: checkedNow } };
}

/** §5: the rules are checked on leaving the field (only a checked field is editable). */
export function validateOnBlur(fields: OverrideFieldStates, field: OverrideField): OverrideFieldStates {
  const current = fields[field];
  if (!current.checked) return fields;
  return { ...fields, [field]: { ...current, error: overrideTextError(field, current.text) } };
}

/** §4: Clear All Overrides unchecks everything and makes the fields read-only (original values). */
export function clearAll(original: OriginalValues): OverrideFieldStates {
  return initialFields(original, {});
}

/** §4: Submit is disabled while any field shows a validation error. */
export function fieldsInError(fields: OverrideFieldStates): OverrideField[] {
  return OVERRIDE_CHECKBOX_FIELDS.filter((field) => fields[field].error !== undefined);
}

/**
 * A value as sent: numbers for the integer and decimal rules, booleans for the dropdowns. A decimal
 * ticked and left empty (§5: it passes) is overridden to no value: null, as a product's own empty
 * price is (docs/decisions.md; it went as '', issue 45).
 */
function valueOf(field: OverrideField, text: string): OverrideValue | null {
  switch (OVERRIDE_FIELD_RULES[field]) {
    case 'integer':
      return Number(text);
    case 'decimal':
      return text.trim() === '' ? null : Number(text);
    case 'boolean':
      return text === 'true';
    default:
      return text;
  }
}

/** §4, §7: Submit saves the values of all checked fields (and only those). */
export function overridesToSave(fields: OverrideFieldStates): ProductOverrides {
  const out: ProductOverrides = {};
  for (const field of OVERRIDE_CHECKBOX_FIELDS)
    if (fields[field].checked) out[field] = valueOf(field, fields[field].text);
  return out;
}

/** Every checked field passes §5 (checked again at submit, so a field never left still counts). */
export function validateAll(fields: OverrideFieldStates): OverrideFieldStates {
  let next = fields;
  for (const field of OVERRIDE_CHECKBOX_FIELDS) next = validateOnBlur(next, field);
  return next;
}
