import { describe, expect, it } from 'vitest';
import { savedCard } from '../checkout/testing/fixtures';
import {
  checkSavedCardForm,
  isValidExpiry,
  savedCardToForm,
  toSavedCardUpdate,
  type CardValues,
} from './cardValidation';
import { cardBrandName, cardType, checkCard, isValidCardCode, isValidCardNumber } from './cardChecks';
import { CARD_NUMBER_MASK, CARD_NUMBER_MASK_LENGTH } from './constants';
import { acceptJsUrl } from './tokenizer';
import { mockTokenize } from './mockTokenizer';

const valid: CardValues = {
  cardNumber: '4111 1111 1111 1111',
  cardCode: '123',
  expDate: '08/29',
  firstName: 'Dana',
  lastName: 'Whitfield',
};

describe('card entry rules (storefront.md §5)', () => {
  it.each([
    ['Visa', '4111 1111 1111 1111'],
    ['MasterCard', '5555555555554444'],
    ['Amex', '3782 822463 10005'],
    ['Diners', '30569309025904'],
    ['Discover', '6011111111111117'],
    ['JCB', '3530111333300000'],
    ['Visa, 13 digits', '4222222222222'],
    ['Visa, 19 digits', '4111111111111111110'],
  ])('accepts %s', (_name, number) => {
    expect(isValidCardNumber(number)).toBe(true);
  });

  it.each([
    ['too short', '4111 1111 111'],
    ['too long', '41111111111111111111'],
    ['letters', '4111 1111 1111 111a'],
    ['an unaccepted network (UnionPay)', '6200000000000005'],
    ['no network at all', '9999 9999 9999 9999'],
  ])('refuses a number that is %s', (_why, number) => {
    expect(isValidCardNumber(number)).toBe(false);
  });

  it('names the network', () => {
    expect(cardType('3782 822463 10005')).toBe('american-express');
  });

  it('takes a card code of 3 or 4 digits', () => {
    expect(isValidCardCode('123')).toBe(true);
    expect(isValidCardCode('1234')).toBe(true);
    expect(isValidCardCode('12')).toBe(false);
    expect(isValidCardCode('12a')).toBe(false);
  });

  it('takes an expiry MM/YY with month 01 to 12', () => {
    expect(isValidExpiry('01/30')).toBe(true);
    expect(isValidExpiry('12/30')).toBe(true);
    expect(isValidExpiry('00/30')).toBe(false);
    expect(isValidExpiry('13/30')).toBe(false);
    expect(isValidExpiry('1/30')).toBe(false);
    expect(isValidExpiry('01/2030')).toBe(false);
  });

  it('limits card names to 50 characters', () => {
    expect(checkCard({ ...valid, firstName: 'x'.repeat(50) })).toEqual({});
    expect(checkCard({ ...valid, firstName: 'x'.repeat(51) }).firstName).toBe(
      'First Name on Card can be at most 50 characters.',
    );
  });

  it('reports every invalid field at once', () => {
    expect(
      Object.keys(
        checkCard({ cardNumber: '1', cardCode: '', expDate: '13/20', firstName: '', lastName: '' }),
      ).sort(),
    ).toEqual(['cardCode', 'cardNumber', 'expDate', 'firstName', 'lastName']);
  });

  it('masks 16 digits in groups of four in 19 characters', () => {
    expect(CARD_NUMBER_MASK_LENGTH).toBe(19);
    expect(CARD_NUMBER_MASK.split(' ')).toHaveLength(4);
  });
});

describe('saved card update (storefront.md §5)', () => {
  it('reads the saved card into the form and writes the PUT body with USA', () => {
    const form = savedCardToForm(savedCard());
    expect(form.expDate).toBe('08/29');
    expect(toSavedCardUpdate(savedCard(), { ...form, expDate: '01/31' })).toMatchObject({
      CustomerPaymentProfileId: 'profile-1',
      CardNumber: 'XXXX1111',
      ExpirationDate: '2031-01',
      BillToAddressCountry: 'USA',
    });
  });

  it('limits address to 250, city to 100 and zip to 5 characters', () => {
    const form = savedCardToForm(savedCard());
    expect(checkSavedCardForm(form)).toEqual({});
    const errors = checkSavedCardForm({
      ...form,
      addressLine: 'x'.repeat(251),
      city: 'x'.repeat(101),
      zip: '123456',
    });
    expect(Object.keys(errors).sort()).toEqual(['addressLine', 'city', 'zip']);
    expect(
      checkSavedCardForm({
        ...form,
        addressLine: 'x'.repeat(250),
        city: 'x'.repeat(100),
        zip: '12345',
      }),
    ).toEqual({});
  });
});

describe('card provider', () => {
  it('loads Accept.js from the production host for PRODUCTION and the test host otherwise', () => {
    expect(acceptJsUrl('PRODUCTION')).toBe('https://js.authorize.net/v1/Accept.js');
    expect(acceptJsUrl('SANDBOX')).toBe('https://jstest.authorize.net/v1/Accept.js');
  });

  it('answers in the provider shapes in mock mode', () => {
    const settings = {
      ApiLoginId: 'a',
      ClientKey: 'b',
      Environment: 'SANDBOX',
      AuthorizePaymentOptionId: 'card',
    };
    const today = new Date(2026, 0, 1);
    const accepted = mockTokenize({ settings, card: valid }, today);
    expect(accepted.messages.resultCode).toBe('Ok');
    expect(accepted.opaqueData?.dataDescriptor).toBe('COMMON.ACCEPT.INAPP.PAYMENT');
    const refused = mockTokenize(
      { settings, card: { ...valid, cardNumber: '4000 0000 0000 0002', expDate: '01/20' } },
      today,
    );
    expect(refused).toEqual({
      messages: {
        resultCode: 'Error',
        message: [
          { code: 'E_WC_05', text: 'Please provide valid credit card number.' },
          { code: 'E_WC_08', text: 'Expiration date must be in the future.' },
        ],
      },
    });
  });
});

describe('cardBrandName', () => {
  it('names the network as a shopper reads it, or "Card" when none matches', () => {
    expect(cardBrandName('4111 1111 1111 1111')).toBe('Visa');
    expect(cardBrandName('5555555555554444')).toBe('Mastercard');
    expect(cardBrandName('378282246310005')).toBe('American Express');
    expect(cardBrandName('')).toBe('Card');
  });
});
