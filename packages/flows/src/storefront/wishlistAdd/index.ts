export { wishlistAddMachine } from './wishlistAdd.machine';
export type { WishlistAddAlert, WishlistAddContext, WishlistAddEvent, WishlistAddInput } from './wishlistAdd.machine';
