import { checkoutMessages } from '../checkout/messages';

/**
 * Quote checkout texts (storefront.md §2.2, §5, §8, §9), verbatim. Texts the quote checkout
 * shares with the order checkout are taken from there, so each is written once.
 */
export const quoteCheckoutMessages = {
  cartEmpty: checkoutMessages.cartEmpty,
  submitQuote: checkoutMessages.submitQuote,
  preSubmitPrefix: checkoutMessages.preSubmitPrefix,
  selectShippingAddress: checkoutMessages.quoteSelectShippingAddress,
  selectBillingAddress: checkoutMessages.selectBillingAddress,
  paymentMissing: checkoutMessages.quotePaymentMissing,
  quotePlacementFailed: checkoutMessages.quotePlacementFailed,
} as const;

/** Headings of the quote checkout: the section names of §2.2; the rest are not in the spec. */
export const quoteCheckoutLabels = {
  pageTitle: 'Request a Quote',
  shippingAddress: 'Shipping Address',
  billingAddress: 'Billing Address',
  paymentInformation: 'Payment Information',
  quoteDetails: 'Quote Details',
  summary: 'Quote Summary',
  items: 'Items',
  subTotal: 'Sub Total',
  loading: 'Loading your quote request',
  submitting: 'Submitting your request',
  continueShopping: 'Continue shopping',
  signInRequired: 'Please sign in to request a quote.',
  signIn: 'Sign in',
  retry: 'Try again',
  loadFailed: 'Your quote request could not be loaded.',
} as const;
