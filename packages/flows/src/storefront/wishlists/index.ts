export * from './constants';
export * from './messages';
export * from './wishlists.machine';
