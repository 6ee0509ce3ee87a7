export {
  checkoutMachine,
  cartLineId,
  checkoutPreSubmitFailures,
  confirmationUrl,
  creditStanding,
  orderPlacement,
  selectedBillingAddress,
  selectedShippingAddress,
} from './checkout.machine';
export type { CheckoutContext, CheckoutEvent, CheckoutInput, PaymentLogic } from './checkout.machine';
export * from './constants';
export * from './messages';
export * from './messageList';
export * from './notes';
export * from './preSubmit';
export * from './initialData';
export * from './placeOrderErrors';
