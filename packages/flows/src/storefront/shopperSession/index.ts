export { shopperSignInMachine } from './shopperSignIn.machine';
export type { ShopperSignInContext, ShopperSignInEvent } from './shopperSignIn.machine';
export * from './messages';
