/**
 * Order checkout texts (storefront.md §2.1, §4, §5, §8), verbatim, typos included: the real
 * back end and its users expect them as written.
 */
export const checkoutMessages = {
  // §2.1 and §8 "Other texts"
  cartEmpty: 'Your cart is empty.',
  noAddress: 'No address provided.',
  noShippingMethods: 'Sorry, but no shipping methods are available.',
  placeOrder: 'Place Order',
  sameAsShipping: 'Same as shipping address',
  deleteItemConfirm: 'Delete this item?',

  // §8 Quantity and delete
  quantityUpdateFailed:
    'Updating the quantity failed. Please try again or contact customer service.',
  quantityUpdateNetworkError: 'An error occurred updating the quantity for your item.',
  deleteItemFailed: 'Deleting the item failed. Please try again or contact customer service.',
  deleteItemNetworkError: 'An error occurred updating the for your item.',

  // §8 Address
  addressSaveFailed: 'An error occurred saving an address',
  addressDeleteFailed: 'An error occurred deleting an address',
  addressTemporaryIdClash: 'An error occurred trying to add the address. Please let us know!',

  // §8 Place order
  placeOrderFailedPrefix: 'We could not complete your checkout. ',
  /** The variant §8 records; the order checkout uses `placeOrderFailedPrefix`. */
  placeOrderFailedPrefixVariant: 'We couldn not complete your checkout. ',
  placeOrderNetworkError: 'An error occcurred placing your order.',
  checkoutCompletionError:
    "We're sorry, but are unable to complete checkout. Please reload the page and try again, or contact customer service.",

  // §8 Quote checkout (storefront.md §2.2, §9), for the quote checkout screen
  quotePlacementFailed:
    "We're sorry, but are unable to complete submitting your quote. Please reload the page and try again, or contact customer service.",
  submitQuote: 'Submit Request for Quote',
  quotePaymentMissing: 'Invalid payment method Id or payment method missing',
  quoteSelectShippingAddress: 'Please select your shipping address',

  // §8 Summary
  summaryRefreshFailed:
    'An error occured while trying to refresh the summary. Please reload the page and try again, or contact customer service',
  summaryServerErrors: 'An error occurred refreshing the summary:',

  // §8 Shipping options
  shippingOptionsRetrieveFailed: 'An error occurred retrieving shipping options.',
  shippingOptionsRefreshFailed: 'An error occurred refreshing the shipping methods.',

  // §5 Notes
  notesSpecialCharacters: 'No special characters allowed in Notes',
  /** The other variant §5 records. */
  specialCharactersVariant: 'No special characters allowed',

  // §5 Pre-submit checks, joined after the prefix
  preSubmitPrefix: "Sorry, but we can't submit your order yet: ",
  selectShippingAddress:
    'Please select your shipping address, or fix the shipping address to include all required fields',
  selectBillingAddress:
    'Please select your billing address, or fix the billing address to include all required fields',
  selectShippingOption: 'Please select a shipping option',
  selectPayment: 'Please select and complete a payment',
  finalizePayment: 'Please finalize your payment or select a different payment method',
} as const;

/** How the pre-submit failures are joined after the prefix (docs/decisions.md). */
export const PRE_SUBMIT_SEPARATOR = '; ';

/**
 * Headings and labels of the checkout screen. Section names follow storefront.md §2.1 and §2.2;
 * the rest are not in the specification (docs/decisions.md).
 */
export const checkoutLabels = {
  pageTitle: 'Checkout',
  shippingAddress: 'Shipping Address',
  billingAddress: 'Billing Address',
  shippingMethod: 'Shipping Method',
  paymentInformation: 'Payment Information',
  notes: 'Order Notes',
  notesField: 'Notes',
  giftCard: 'Gift Card',
  giftCardPlaceholder: 'Gift cards cannot be redeemed online yet.',
  cart: 'Shopping Cart',
  summary: 'Order Summary',
  messages: 'Messages',
  subTotal: 'Sub Total',
  taxTotal: 'Tax Total',
  shippingTotal: 'Shipping Total',
  shippingMethodLine: 'Shipping Method',
  total: 'Total',
  currency: 'Currency',
  notCalculated: '—',
  refreshingSummary: 'Updating the summary',
  /** A cart line's busy spinner names the line it updates (issue 35). */
  updatingItem: (name: string) => `Updating ${name}`,
  loadingCheckout: 'Loading your checkout',
  loadingAddressForm: 'Loading the address form',
  loadingShippingMethods: 'Loading shipping methods',
  estimatedDelivery: (date: string) => `Estimated delivery ${date}`,
  continueShopping: 'Continue shopping',
  acceptTerms: 'I have read and accept the terms and conditions',
  readTerms: 'Read the terms and conditions',
  savedAddresses: (section: string) => `Saved ${section.toLowerCase()}es`,
  addAddress: 'Add New Address',
  editAddress: 'Edit',
  deleteAddress: 'Delete',
  saveAddress: 'Save Address',
  cancel: 'Cancel',
  savingAddress: 'Saving the address',
  residential: 'This is a residential address',
  quantity: (name: string) => `Quantity of ${name}`,
  deleteItemText: (name: string) => `${name} will be removed from your cart.`,
  each: 'each',
  lineTotal: 'Line total',
  itemNumber: 'Item',
  paymentOptions: 'Payment options',
  /** A new card and a saved card read alike: "Visa ending in 1111". */
  cardEnding: (brand: string, lastFour: string) => `${brand || 'Card'} ending in ${lastFour}`,
  poNumberSummary: (po: string) => `PO ${po}`,
  signInRequired: 'Please sign in to check out.',
  signIn: 'Sign in',
  retry: 'Try again',
  checkoutRejected: 'The checkout data could not be used.',
  /** The payment section's code did not arrive (issue 45); Try again asks for it again. */
  paymentLoadFailed: 'The payment options could not be loaded.',
} as const;
