import type { SavedCard, SavedCardUpdate } from '../../api/storefront/payments';
import { CARD_NAME_MAX_LENGTH, SAVED_CARD_COUNTRY, SAVED_CARD_LIMITS } from './constants';
import { paymentMessages as messages } from './messages';

/** storefront.md §3 AcceptJsCardValues. */
export interface CardValues {
  cardNumber: string;
  cardCode: string;
  /** MM/YY */
  expDate: string;
  firstName: string;
  lastName: string;
}
export type CardField = keyof CardValues;
export type CardErrors = Partial<Record<CardField, string>>;

export const EMPTY_CARD: CardValues = {
  cardNumber: '',
  cardCode: '',
  expDate: '',
  firstName: '',
  lastName: '',
};

export function cardDigits(cardNumber: string): string {
  return cardNumber.replace(/\s+/g, '');
}

/** storefront.md §5: MM/YY, month 01 to 12. */
export function isValidExpiry(expDate: string): boolean {
  const match = /^(\d{2})\/(\d{2})$/.exec(expDate.trim());
  if (!match) return false;
  const month = Number(match[1]);
  return month >= 1 && month <= 12;
}

/** A name on the card (new or saved): required, at most CARD_NAME_MAX_LENGTH characters. */
export function checkNameOnCard(value: string, label: string): string | undefined {
  if (value.trim() === '') return messages.requiredName(label);
  if (value.length > CARD_NAME_MAX_LENGTH) return messages.tooLong(label, CARD_NAME_MAX_LENGTH);
  return undefined;
}

/** Month and year as the provider takes them. */
export function splitExpiry(expDate: string): { month: string; year: string } {
  const [month = '', year = ''] = expDate.trim().split('/');
  return { month, year };
}

/** The saved card update form (storefront.md §5). */
export interface SavedCardFormValues {
  expDate: string;
  firstName: string;
  lastName: string;
  addressLine: string;
  city: string;
  state: string;
  zip: string;
}
export type SavedCardFormField = keyof SavedCardFormValues;
export type SavedCardFormErrors = Partial<Record<SavedCardFormField, string>>;

/** YYYY-MM (the provider's) to MM/YY (the form's). */
export function savedCardToForm(card: SavedCard): SavedCardFormValues {
  const [year = '', month = ''] = card.expirationDate.split('-');
  return {
    expDate: month && year ? `${month}/${year.slice(-2)}` : '',
    firstName: card.billToFirstName,
    lastName: card.billToLastName,
    addressLine: card.billToAddressLine,
    city: card.billToAddressCity,
    state: card.billToAddressState,
    zip: card.billToAddressZip,
  };
}

const ZIP_PATTERN = new RegExp(`^\\d{0,${SAVED_CARD_LIMITS.zip}}$`);

export function checkSavedCardForm(values: SavedCardFormValues): SavedCardFormErrors {
  const errors: SavedCardFormErrors = {};
  if (!isValidExpiry(values.expDate)) errors.expDate = messages.invalidExpiry;
  const first = checkNameOnCard(values.firstName, messages.firstName);
  if (first) errors.firstName = first;
  const last = checkNameOnCard(values.lastName, messages.lastName);
  if (last) errors.lastName = last;
  if (values.addressLine.length > SAVED_CARD_LIMITS.address) {
    errors.addressLine = messages.tooLong(messages.billingAddress, SAVED_CARD_LIMITS.address);
  }
  if (values.city.length > SAVED_CARD_LIMITS.city)
    errors.city = messages.tooLong(messages.billingCity, SAVED_CARD_LIMITS.city);
  if (!ZIP_PATTERN.test(values.zip.trim())) errors.zip = messages.invalidZip;
  return errors;
}

/** The PUT body: the card number stays masked, the expiry goes back as YYYY-MM, the country is USA. */
export function toSavedCardUpdate(card: SavedCard, values: SavedCardFormValues): SavedCardUpdate {
  const { month, year } = splitExpiry(values.expDate);
  return {
    CustomerPaymentProfileId: card.customerPaymentProfileId,
    CardNumber: card.maskedCardNumber,
    ExpirationDate: `20${year}-${month}`,
    BillToFirstName: values.firstName.trim(),
    BillToLastName: values.lastName.trim(),
    BillToAddressLine: values.addressLine.trim(),
    BillToAddressCity: values.city.trim(),
    BillToAddressState: values.state.trim(),
    BillToAddressZip: values.zip.trim(),
    BillToAddressCountry: SAVED_CARD_COUNTRY,
  };
}
