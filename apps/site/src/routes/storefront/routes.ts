import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * The storefront's pages (storefront.md), each its own lazily loaded chunk so a shopper never
 * loads back-office code. A new storefront page adds its route module here and its budget in
 * scripts/route-chunks.mjs.
 */
export interface StorefrontRoute {
  path: string;
  Screen: LazyExoticComponent<ComponentType>;
}

export const storefrontRoutes: StorefrontRoute[] = [
  { path: '/', Screen: lazy(() => import('./home').then((m) => ({ default: m.HomeRoute }))) },
  { path: '/catalog', Screen: lazy(() => import('./catalog').then((m) => ({ default: m.CatalogRoute }))) },
  { path: '/products/:productUrl', Screen: lazy(() => import('./product').then((m) => ({ default: m.ProductRoute }))) },
  { path: '/login', Screen: lazy(() => import('./login').then((m) => ({ default: m.LoginRoute }))) },
  { path: '/checkout', Screen: lazy(() => import('./checkout').then((m) => ({ default: m.CheckoutRoute }))) },
  { path: '/wishlists', Screen: lazy(() => import('./wishlists').then((m) => ({ default: m.WishlistsRoute }))) },
  { path: '/quote-checkout', Screen: lazy(() => import('./quoteCheckout').then((m) => ({ default: m.QuoteCheckoutRoute }))) },
  {
    path: '/order-confirmation',
    Screen: lazy(() => import('./orderConfirmation').then((m) => ({ default: m.OrderConfirmationRoute }))),
  },
];
