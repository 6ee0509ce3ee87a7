export { Wishlists, type WishlistsProps } from './Wishlists';
