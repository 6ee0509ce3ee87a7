export * from './constants';
export * from './messages';
export * from './purchase';
export { addToCartMachine } from './addToCart.machine';
export type { AddToCartContext, AddToCartEvent, AddToCartInput, AddToCartMessage } from './addToCart.machine';
