import { describe, expect, it } from 'vitest';
import { address } from '../checkout/testing/fixtures';
import {
  addressToForm,
  applyAddressChange,
  checkAddressForm,
  emptyAddressForm,
  hasRequiredAddressFields,
} from './addressForm';
import {
  findDuplicateAddress,
  isDuplicateAddress,
  isTemporaryAddressId,
  nextTemporaryAddressId,
} from './addressRules';
import { DEFAULT_COUNTRIES, isApprovedUsState, stateCodeFor } from './countries';

const countries = DEFAULT_COUNTRIES;

describe('address form (storefront.md §5)', () => {
  it('starts in the USA with nothing filled', () => {
    const form = emptyAddressForm(countries);
    expect(form.CountryCode).toBe('USA');
    expect(form.CountryName).toBe('United States');
  });

  it('names the fields the browser validity check flagged first, with a readable message each', () => {
    const values = addressToForm(address());
    const check = checkAddressForm(values, 'order', countries, ['Phone']);
    expect(check.message).toBe('Please fix the following fields: Phone');
    expect(check.errors.Phone).toBe('Phone is not valid.');
    expect(checkAddressForm(values, 'order', countries).message).toBeNull();
  });

  it('lists every empty required field of the order checkout after "Please fix the following fields: "', () => {
    const check = checkAddressForm(emptyAddressForm(countries), 'order', countries);
    expect(check.message).toBe(
      'Please fix the following fields: First Name, Last Name, Address Line 1, City, State, Postal Code',
    );
    expect(check.errors.FirstName).toBe('First Name is required.');
  });

  it('requires name, line 1, country, city, state and postal code in the quote checkout', () => {
    const check = checkAddressForm(
      { ...emptyAddressForm(countries), CountryCode: '' },
      'quote',
      countries,
    );
    expect(Object.keys(check.errors).sort()).toEqual([
      'AddressLine1',
      'City',
      'CountryCode',
      'Name',
      'PostalCode',
      'State',
    ]);
  });

  it('takes a country only from the list', () => {
    const check = checkAddressForm(
      { ...addressToForm(address()), CountryCode: 'XYZ' },
      'order',
      countries,
    );
    expect(check.errors.CountryCode).toBe('Choose a country from the list.');
    expect(check.message).toBe('Please fix the following fields: Country');
  });

  it('is valid for a complete address', () => {
    expect(checkAddressForm(addressToForm(address()), 'order', countries)).toEqual({
      errors: {},
      message: null,
    });
    expect(hasRequiredAddressFields(address(), 'order', countries)).toBe(true);
    expect(hasRequiredAddressFields(address({ City: '' }), 'order', countries)).toBe(false);
  });

  it('maps a typed state name to its code and rejects a value not in the list', () => {
    const form = addressToForm(address({ State: '' }));
    expect(
      applyAddressChange(form, { field: 'State', value: 'california' }, countries)?.State,
    ).toBe('CA');
    expect(applyAddressChange(form, { field: 'State', value: 'tx' }, countries)?.State).toBe('TX');
    expect(applyAddressChange(form, { field: 'State', value: 'Narnia' }, countries)).toBeNull();
  });

  it('takes free text as the state of a country without states', () => {
    const bermuda = applyAddressChange(
      addressToForm(address()),
      { field: 'CountryCode', value: 'BMU' },
      countries,
    )!;
    expect(bermuda).toMatchObject({ CountryCode: 'BMU', CountryName: 'Bermuda', State: 'OH' });
    expect(
      applyAddressChange(bermuda, { field: 'State', value: 'Pembroke' }, countries)?.State,
    ).toBe('Pembroke');
  });

  it('drops a state the new country does not know', () => {
    const canada = applyAddressChange(
      addressToForm(address({ State: 'OH' })),
      { field: 'CountryCode', value: 'CAN' },
      countries,
    );
    expect(canada).toMatchObject({ CountryName: 'Canada', State: '' });
  });

  it('knows the approved US states', () => {
    expect(isApprovedUsState('oh')).toBe(true);
    expect(isApprovedUsState('PR')).toBe(false);
    expect(isApprovedUsState('GU')).toBe(false);
    expect(stateCodeFor(countries, 'USA', 'District of Columbia')).toBe('DC');
  });
});

describe('address rules (storefront.md §4, §5)', () => {
  it('compares duplicates case-insensitively on lines, city, state, postal code, phone and residential flag', () => {
    const a = address();
    expect(
      isDuplicateAddress(a, {
        ...a,
        AddressLine1: a.AddressLine1.toUpperCase(),
        City: ' columbus ',
        FirstName: 'Other',
      }),
    ).toBe(true);
    expect(isDuplicateAddress(a, { ...a, Phone: '614-555-0000' })).toBe(false);
    expect(isDuplicateAddress(a, { ...a, IsResidential: false })).toBe(false);
    expect(isDuplicateAddress(a, { ...a, AddressLine3: 'Rear' })).toBe(false);
    expect(findDuplicateAddress([a], { ...a }, a.Id)).toBeUndefined();
  });

  it('gives temporary negative ids that never clash', () => {
    expect(nextTemporaryAddressId([address()])).toBe('-1');
    expect(nextTemporaryAddressId([address({ Id: '-1' }), address({ Id: '-3' })])).toBe('-4');
    expect(isTemporaryAddressId('-2')).toBe(true);
    expect(isTemporaryAddressId(address().Id)).toBe(false);
  });
});
