/** Payment texts: verbatim from storefront.md §2.1 and §8 where quoted; the rest are marked. */
export const paymentMessages = {
  accountOnHold: ' - Account on Hold',
  aboveCreditLimit: ' - Above Credit Limit',
  // §8: "An error occurred with our servers." then the retry sentence or, when retry is not
  // allowed, "Please contact customer service." (decided, docs/decisions.md).
  providerLoadRetry: 'An error occurred with our servers. Please reload the page and try again.',
  providerLoadContact: 'An error occurred with our servers. Please contact customer service.',
  // Not in the specification (docs/decisions.md): labels and per-field texts.
  poNumber: 'PO Number',
  cardNumber: 'Card Number',
  cardCode: 'Card Code',
  expiry: 'Expiration (MM/YY)',
  firstName: 'First Name on Card',
  lastName: 'Last Name on Card',
  useCard: 'Use this card',
  editCard: 'Edit',
  deleteCard: 'Delete',
  saveCard: 'Save Card',
  cancel: 'Cancel',
  editCardTitle: (name: string) => `Edit ${name}`,
  newCard: 'Use a new card',
  savedCards: 'Saved cards',
  invalidCardNumber:
    'Enter a Visa, MasterCard, American Express, Diners Club, Discover or JCB card number of 13 to 19 digits.',
  invalidCardCode: 'Enter the 3 or 4 digit card code.',
  invalidExpiry: 'Enter the expiry as MM/YY with a month from 01 to 12.',
  requiredName: (label: string) => `${label} is required.`,
  tooLong: (label: string, max: number) => `${label} can be at most ${max} characters.`,
  invalidZip: 'Enter a ZIP code of at most 5 digits.',
  tokenizeFailed: 'The card could not be checked:',
  deleteCardTitle: 'Delete this card?',
  deleteCardBody: 'The saved card will be removed from your account.',
  billingAddress: 'Billing Address',
  billingCity: 'City',
  billingState: 'State',
  billingZip: 'ZIP',
  savedCardExpiry: 'Expiration (MM/YY)',
} as const;
