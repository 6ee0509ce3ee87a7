/**
 * Storefront sign-in and header texts. The specification only says checkout requires a
 * signed-in customer (storefront.md §6); these texts are ours (docs/decisions.md).
 */
export const shopperSessionMessages = {
  title: 'Sign in',
  intro: 'This demo store signs you in as one of its demo shoppers. Choose one to continue.',
  signInAs: (name: string) => `Sign in as ${name}`,
  loading: 'Loading the demo shoppers',
  loadFailed: 'The demo shoppers could not be loaded. Please reload the page and try again.',
  signInFailed: 'Signing in did not work. Please try again.',
  retry: 'Try again',
  customerType: (type: string) => (type === 'R' ? 'Retail customer' : 'Dealer'),
  home: 'Joinery home',
  cart: (count: number) => (count === 1 ? 'Cart, 1 item' : `Cart, ${count} items`),
  signOut: 'Sign out',
  signedInAs: (name: string) => `Signed in as ${name}`,
  orderConfirmed: 'Thank you for your order',
  orderNumberIs: 'Your order number is',
  noOrderNumber: 'No order number was given, so there is nothing to confirm.',
  continueShopping: 'Continue shopping',
} as const;
