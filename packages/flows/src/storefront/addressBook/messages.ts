/** Address section texts. Spec texts are verbatim (storefront.md §2.1, §5); the rest are marked. */
export const addressBookMessages = {
  fixFieldsPrefix: 'Please fix the following fields: ',
  noAddress: 'No address provided.',
  statePlaceholder: 'Select',
  // Not in the specification (docs/decisions.md): the per-field error texts.
  required: (label: string) => `${label} is required.`,
  /** A field the browser's validity check flagged (not in the spec: docs/decisions.md). */
  invalid: (label: string) => `${label} is not valid.`,
  countryNotInList: 'Choose a country from the list.',
  stateNotInList: 'Choose a state from the list.',
  deleteConfirmTitle: 'Delete this address?',
  deleteConfirmBody: 'The address will be removed from your address book.',
  /** Issue 36, not in the specification (docs/decisions.md "Text limits (issue 36)"). */
  tooLong: (label: string, max: number) => `${label} can have at most ${max} characters.`,
  control: (label: string) => `${label} cannot contain tabs, line breaks or other control characters.`,
} as const;

/** Field labels of the address form; the "fix the following fields" message lists them. */
export const addressFieldLabels = {
  FirstName: 'First Name',
  LastName: 'Last Name',
  CompanyName: 'Company Name',
  Name: 'Name',
  AddressLine1: 'Address Line 1',
  AddressLine2: 'Address Line 2',
  AddressLine3: 'Address Line 3',
  City: 'City',
  State: 'State',
  CountryCode: 'Country',
  PostalCode: 'Postal Code',
  Phone: 'Phone',
  IsResidential: 'Residential address',
} as const;
