import { defineCalls } from '../call';

const checkoutSpec = 'storefront.md §7 Order and quote checkout';
/** Calls the specification does not list: the embedded demo needs them because the real page renders them server-side. */
const embeddedDemo = 'not in spec: embedded demo';

/**
 * storefront.md §7 "Order and quote checkout". The cart, address and order endpoints come from
 * page configuration (`configurable`); the paths here are the defaults the embedded back end
 * answers. Address validation and saved payment methods have fixed paths.
 */
export const checkoutCalls = defineCalls({
  'checkout.initialData': {
    method: 'GET',
    path: '/Checkout/InitialData',
    // The real checkout page renders its initial data into the page (storefront.md §3).
    spec: embeddedDemo,
  },
  'checkout.quoteInitialData': {
    method: 'GET',
    path: '/QuoteCheckout/InitialData',
    // The real quote checkout page renders its initial data into the page (storefront.md §3).
    spec: embeddedDemo,
  },
  'checkout.updateItemQuantity': {
    method: 'POST',
    path: '/Checkout/UpdateItemQuantity',
    spec: checkoutSpec,
    configurable: true,
  },
  'checkout.deleteCartItem': {
    method: 'POST',
    path: '/Checkout/DeleteCartItem',
    spec: checkoutSpec,
    configurable: true,
  },
  'checkout.addAddress': {
    method: 'POST',
    path: '/Checkout/AddAddress',
    spec: checkoutSpec,
    configurable: true,
  },
  'checkout.deleteAddress': {
    method: 'POST',
    path: '/Checkout/DeleteAddress',
    spec: checkoutSpec,
    configurable: true,
  },
  'checkout.placeOrder': {
    method: 'POST',
    path: '/Checkout/PlaceOrder',
    spec: checkoutSpec,
    configurable: true,
  },
  'checkout.placeQuote': {
    method: 'POST',
    path: '/QuoteCheckout/PlaceQuote',
    spec: checkoutSpec,
    configurable: true,
  },
  'checkout.summary': {
    method: 'POST',
    path: '/Checkout/Summary',
    spec: checkoutSpec,
    configurable: true,
  },
  'checkout.shippingOptions': {
    method: 'POST',
    path: '/Checkout/ShippingOptions',
    spec: checkoutSpec,
    configurable: true,
  },
  'addressValidation.validate': {
    method: 'POST',
    path: '/AddressValidation/ValidateAddress',
    spec: checkoutSpec,
  },
  'payments.list': {
    method: 'GET',
    path: '/AuthorizeDotNet/PaymentMethods',
    spec: checkoutSpec,
  },
  'payments.update': {
    method: 'PUT',
    path: '/AuthorizeDotNet/PaymentMethods/:customerPaymentProfileId',
    spec: checkoutSpec,
  },
  'payments.delete': {
    method: 'DELETE',
    path: '/AuthorizeDotNet/PaymentMethods/:customerPaymentProfileId',
    spec: checkoutSpec,
  },
  // The storefront sign-in (storefront.md §6: checkout requires a signed-in customer). The
  // real store signs shoppers in on its own login page; the demo offers ready-made shoppers.
  'shopperSession.current': {
    method: 'GET',
    path: '/Account/Session',
    spec: embeddedDemo,
  },
  'shopperSession.signOut': {
    method: 'POST',
    path: '/Account/SignOut',
    spec: embeddedDemo,
  },
});

/**
 * Demo-only (`demoOnly: true`): the demo shoppers one signs in as in mock mode. A live build sends
 * shoppers to the host's login page instead, leaves this table out (api/calls.ts) and
 * scripts/check-live-build.mjs fails on any of its paths.
 */
export const demoShopperCalls = /* @__PURE__ */ defineCalls({
  'shopperSession.shoppers': {
    method: 'GET',
    path: '/Account/DemoShoppers',
    spec: embeddedDemo,
    demoOnly: true,
  },
  'shopperSession.signIn': {
    method: 'POST',
    path: '/Account/SignIn',
    spec: embeddedDemo,
    demoOnly: true,
  },
});

export type CheckoutCallId = keyof typeof checkoutCalls;
