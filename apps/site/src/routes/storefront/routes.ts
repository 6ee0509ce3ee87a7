import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { CallId } from '@joinery/flows/api';

/**
 * The storefront's pages (storefront.md), each its own lazily loaded chunk so a shopper never
 * loads back-office code. A new storefront page adds its route module here and its budget in
 * scripts/route-chunks.mjs.
 */
export interface StorefrontRoute {
  path: string;
  Screen: LazyExoticComponent<ComponentType>;
  /**
   * Whether the build renders the page's first view to HTML (apps/site/prerender.ts): the frame
   * and whatever the screen shows before its data; a `:param` path is rendered once and served for
   * every value. Not the sign-in (mock mode's picker; a live build only redirects) nor `*`.
   */
  prerender?: boolean;
  /**
   * GET calls the page makes as it opens, besides the shopper's session (which every page asks
   * for): a live build's prerendered page asks for them at its first paint (apps/site/prerender.ts),
   * so their replies are on the way while the scripts load.
   */
  prefetch?: CallId[];
  /**
   * The page's main content is the shopper's own data, which only its scripts draw (issue 47): its
   * prerendered page asks for the route's whole chunk set and its replies in its head
   * (apps/site/prerender.ts headLinks), not after the first paint as home and the product page do.
   */
  drawnByScripts?: true;
}

export const storefrontRoutes: StorefrontRoute[] = [
  { path: '/', prerender: true, Screen: lazy(() => import('./home').then((m) => ({ default: m.HomeRoute }))) },
  { path: '/catalog', prerender: true, drawnByScripts: true, Screen: lazy(() => import('./catalog').then((m) => ({ default: m.CatalogRoute }))) },
  { path: '/products/:productUrl', prerender: true, Screen: lazy(() => import('./product').then((m) => ({ default: m.ProductRoute }))) },
  {
    path: '/login',
    // Mock mode offers the demo shoppers; a live build sends shoppers to the host's login page and
    // ships no picker (the other branch is dropped at build time).
    Screen:
      import.meta.env.VITE_API_MODE === 'mock'
        ? lazy(() => import('./login').then((m) => ({ default: m.LoginRoute })))
        : lazy(() => import('./hostLogin').then((m) => ({ default: m.HostLoginRoute }))),
  },
  { path: '/checkout', prerender: true, drawnByScripts: true, prefetch: ['checkout.initialData'], Screen: lazy(() => import('./checkout').then((m) => ({ default: m.CheckoutRoute }))) },
  { path: '/wishlists', prerender: true, drawnByScripts: true, prefetch: ['wishlists.pageData'], Screen: lazy(() => import('./wishlists').then((m) => ({ default: m.WishlistsRoute }))) },
  { path: '/quote-checkout', prerender: true, drawnByScripts: true, prefetch: ['checkout.quoteInitialData'], Screen: lazy(() => import('./quoteCheckout').then((m) => ({ default: m.QuoteCheckoutRoute }))) },
  {
    path: '/order-confirmation',
    prerender: true,
    drawnByScripts: true,
    Screen: lazy(() => import('./orderConfirmation').then((m) => ({ default: m.OrderConfirmationRoute }))),
  },
  // Any other address (and /demo-idp in a live build, which mounts no demo identity provider).
  { path: '*', Screen: lazy(() => import('./notFound').then((m) => ({ default: m.NotFoundRoute }))) },
];
