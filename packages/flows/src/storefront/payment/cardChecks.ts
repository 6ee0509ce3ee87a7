// The new card's checks (storefront.md §5) and its network's name: they need card-validator and
// credit-card-type (about 6 kB compressed), which only a shopper typing a new card uses, so this
// module is loaded by the payment machine's checkCard step (issue 33), not with the checkout.
import cardValidator from 'card-validator';
import { ACCEPTED_CARD_TYPES, CARD_CODE_LENGTHS, CARD_NUMBER_DIGITS } from './constants';
import {
  cardDigits,
  checkNameOnCard,
  isValidExpiry,
  type CardErrors,
  type CardField,
  type CardValues,
} from './cardValidation';
import { paymentMessages as messages } from './messages';

/** The card network of a number, by its pattern (card-validator), or null when none matches. */
export function cardType(cardNumber: string): string | null {
  return cardValidator.number(cardDigits(cardNumber)).card?.type ?? null;
}

/** The network's display name ("Visa", "Mastercard", "American Express"), or "Card" when none matches. */
export function cardBrandName(cardNumber: string): string {
  return cardValidator.number(cardDigits(cardNumber)).card?.niceType ?? 'Card';
}

/**
 * storefront.md §5: 13 to 19 digits after removing spaces, matching the Visa, MasterCard, Amex,
 * Diners, Discover or JCB patterns.
 */
export function isValidCardNumber(cardNumber: string): boolean {
  const digits = cardDigits(cardNumber);
  if (
    !/^\d+$/.test(digits) ||
    digits.length < CARD_NUMBER_DIGITS.min ||
    digits.length > CARD_NUMBER_DIGITS.max
  )
    return false;
  const type = cardType(digits);
  return type !== null && (ACCEPTED_CARD_TYPES as readonly string[]).includes(type);
}

/** storefront.md §5: 3 or 4 digits. */
export function isValidCardCode(cardCode: string): boolean {
  return cardValidator.cvv(cardCode.trim(), [...CARD_CODE_LENGTHS]).isValid;
}

export function checkCardField(field: CardField, values: CardValues): string | undefined {
  switch (field) {
    case 'cardNumber':
      return isValidCardNumber(values.cardNumber) ? undefined : messages.invalidCardNumber;
    case 'cardCode':
      return isValidCardCode(values.cardCode) ? undefined : messages.invalidCardCode;
    case 'expDate':
      return isValidExpiry(values.expDate) ? undefined : messages.invalidExpiry;
    case 'firstName':
      return checkNameOnCard(values.firstName, messages.firstName);
    case 'lastName':
      return checkNameOnCard(values.lastName, messages.lastName);
  }
}

const CARD_FIELDS: readonly CardField[] = [
  'cardNumber',
  'cardCode',
  'expDate',
  'firstName',
  'lastName',
];

export function checkCard(values: CardValues): CardErrors {
  const errors: CardErrors = {};
  for (const field of CARD_FIELDS) {
    const error = checkCardField(field, values);
    if (error) errors[field] = error;
  }
  return errors;
}

/** What the checkCard step answers: the card it checked, its errors by field (none when valid) and its network's name. */
export interface CardCheck {
  card: CardValues;
  errors: CardErrors;
  brand: string;
}

export function checkNewCard(card: CardValues): CardCheck {
  return { card, errors: checkCard(card), brand: cardBrandName(card.cardNumber) };
}
