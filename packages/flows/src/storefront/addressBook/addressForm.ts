import {
  DEFAULT_COUNTRY_CODE,
  type Address,
  type Country,
} from '../../api/storefront/checkoutSchemas';
import { cleanName, nameProblem } from '../../text';
import { findCountry, stateCodeFor } from './countries';
import { addressBookMessages, addressFieldLabels } from './messages';

/** The fields the address form edits (the Id stays with the address being edited). */
export type AddressField = keyof typeof addressFieldLabels;
export type AddressFormValues = Omit<Address, 'Id' | 'AddressType' | 'IsErpAddress'>;
export type AddressFormErrors = Partial<Record<AddressField, string>>;

/** storefront.md §5: which fields each checkout requires (marked with *). */
export const REQUIRED_ADDRESS_FIELDS = {
  order: ['FirstName', 'LastName', 'AddressLine1', 'CountryCode', 'City', 'State', 'PostalCode'],
  quote: ['Name', 'AddressLine1', 'CountryCode', 'City', 'State', 'PostalCode'],
} as const satisfies Record<string, readonly AddressField[]>;
export type AddressFormVariant = keyof typeof REQUIRED_ADDRESS_FIELDS;

/** The order in which fields appear, so the "fix the following fields" list reads top to bottom. */
const FIELD_ORDER: readonly AddressField[] = [
  'Name',
  'FirstName',
  'LastName',
  'CompanyName',
  'AddressLine1',
  'AddressLine2',
  'AddressLine3',
  'CountryCode',
  'City',
  'State',
  'PostalCode',
  'Phone',
];

export function isRequiredAddressField(variant: AddressFormVariant, field: AddressField): boolean {
  return (REQUIRED_ADDRESS_FIELDS[variant] as readonly AddressField[]).includes(field);
}

export function emptyAddressForm(countries: readonly Country[]): AddressFormValues {
  const country = findCountry(countries, DEFAULT_COUNTRY_CODE);
  return {
    FirstName: '',
    LastName: '',
    CompanyName: '',
    Name: '',
    AddressLine1: '',
    AddressLine2: '',
    AddressLine3: '',
    City: '',
    State: '',
    CountryCode: DEFAULT_COUNTRY_CODE,
    CountryName: country?.Name ?? '',
    PostalCode: '',
    Phone: '',
    IsResidential: false,
  };
}

export function addressToForm(address: Address): AddressFormValues {
  const { Id: _id, AddressType: _type, IsErpAddress: _erp, ...values } = address;
  return values;
}

export type AddressFormChange =
  | { field: Exclude<AddressField, 'IsResidential'>; value: string }
  | { field: 'IsResidential'; value: boolean };

/**
 * Applies one edit to the form. Returns null when the change is refused: storefront.md §5, a
 * change of state to a value not in the country's state list is rejected. A country change
 * keeps the state only if the new country knows it.
 */
export function applyAddressChange(
  values: AddressFormValues,
  change: AddressFormChange,
  countries: readonly Country[],
): AddressFormValues | null {
  if (change.field === 'IsResidential') return { ...values, IsResidential: change.value };
  if (change.field === 'State') {
    if (change.value === '') return { ...values, State: '' };
    const code = stateCodeFor(countries, values.CountryCode, change.value);
    // A country without a state list takes the text as typed (untrimmed while typing).
    if (code === null) return null;
    const hasStates = (findCountry(countries, values.CountryCode)?.States.length ?? 0) > 0;
    return { ...values, State: hasStates ? code : change.value };
  }
  if (change.field === 'CountryCode') {
    const country = findCountry(countries, change.value);
    const state = values.State ? stateCodeFor(countries, change.value, values.State) : '';
    return {
      ...values,
      CountryCode: change.value,
      CountryName: country?.Name ?? '',
      State: state ?? '',
    };
  }
  return { ...values, [change.field]: change.value };
}

export interface AddressFormCheck {
  errors: AddressFormErrors;
  /** "Please fix the following fields: …", or null when the form is valid. */
  message: string | null;
}

/**
 * storefront.md §5: a required field is invalid when empty; the country must come from the
 * list; with a state list, the state must be one of it. Any invalid field gives the message
 * "Please fix the following fields:" followed by the field names.
 */
export function checkAddressForm(
  values: AddressFormValues,
  variant: AddressFormVariant,
  countries: readonly Country[],
  /** Fields the browser's own validity check flagged on submit; it runs first (§5). */
  browserInvalid: readonly AddressField[] = [],
): AddressFormCheck {
  const errors: AddressFormErrors = {};
  for (const field of browserInvalid) errors[field] = addressBookMessages.invalid(addressFieldLabels[field]);
  for (const field of REQUIRED_ADDRESS_FIELDS[variant]) {
    // An empty required field gets its readable "is required." text whoever flagged it.
    if (String(values[field]).trim() === '')
      errors[field] = addressBookMessages.required(addressFieldLabels[field]);
  }
  const country = findCountry(countries, values.CountryCode);
  if (!errors.CountryCode && !country) errors.CountryCode = addressBookMessages.countryNotInList;
  if (!errors.State && country && country.States.length > 0 && values.State.trim() !== '') {
    if (stateCodeFor(countries, values.CountryCode, values.State) === null)
      errors.State = addressBookMessages.stateNotInList;
  }
  const invalid = FIELD_ORDER.filter((field) => errors[field]);
  return {
    errors,
    message: invalid.length
      ? `${addressBookMessages.fixFieldsPrefix}${invalid.map((field) => addressFieldLabels[field]).join(', ')}`
      : null,
  };
}

/** True when a saved address has every field the checkout requires (pre-submit checks, §5). */
export function hasRequiredAddressFields(
  address: Address,
  variant: AddressFormVariant,
  countries: readonly Country[],
): boolean {
  return checkAddressForm(addressToForm(address), variant, countries).message === null;
}

/** The address form's text fields (every field but the residential flag). */
export type AddressTextField = Exclude<AddressField, 'IsResidential'>;

/**
 * Issue 36: the most characters each text field takes (docs/decisions.md "Text limits (issue 36)"):
 * lines 250 and city 100 as storefront.md §9, names 50 as §5's card names, the rest sensible.
 */
export const ADDRESS_FIELD_MAX_LENGTH = {
  Name: 100,
  FirstName: 50,
  LastName: 50,
  CompanyName: 100,
  AddressLine1: 250,
  AddressLine2: 250,
  AddressLine3: 250,
  City: 100,
  State: 100,
  CountryCode: 100,
  PostalCode: 10,
  Phone: 30,
} as const satisfies Record<AddressTextField, number>;

/**
 * Issue 36: the message refusing a typed or pasted value (over the field's limit, or holding a
 * control character), judged as it would be saved (cleaned); null when it may be kept.
 */
export function addressChangeError(field: AddressTextField, value: string): string | null {
  const problem = nameProblem(cleanName(value), { max: ADDRESS_FIELD_MAX_LENGTH[field] });
  if (!problem) return null;
  const label = addressFieldLabels[field];
  return problem === 'tooLong'
    ? addressBookMessages.tooLong(label, ADDRESS_FIELD_MAX_LENGTH[field])
    : addressBookMessages.control(label);
}

/** Issue 36: every text field without bidirectional controls and zero-width characters, as saved. */
export function cleanAddressText<T extends AddressFormValues>(values: T): T {
  const cleaned = { ...values };
  for (const field of Object.keys(ADDRESS_FIELD_MAX_LENGTH) as AddressTextField[]) {
    const value = cleaned[field as keyof T];
    if (typeof value === 'string') (cleaned as Record<string, unknown>)[field] = cleanName(value);
  }
  return cleaned;
}
