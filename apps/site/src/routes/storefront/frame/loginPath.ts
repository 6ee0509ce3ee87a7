import { sameOriginPath } from '@joinery/flows/address';
import { matchRoute } from '../../../storefrontRouter';
import { storefrontRoutes } from '../routes';

export { loginPath } from './loginRedirect';

/**
 * The page to come back to, as /login is asked for it: our own links say `returnTo`; the host
 * platform's (a product page's LoginLink, storefront.md §3 WishlistModel) say `ReturnUrl`, in any
 * letter case, as ASP.NET reads it.
 */
export function requestedReturn(params: URLSearchParams): string | null {
  const own = params.get('returnTo');
  if (own !== null) return own;
  for (const [name, value] of params) if (name.toLowerCase() === 'returnurl') return value;
  return null;
}

/**
 * Whether the storefront serves `pathname` as a page to come back to: one of its routes
 * (routes.ts, matched as its router matches them), not the catch-all nor /login itself.
 */
export function isStorefrontPage(pathname: string): boolean {
  const match = matchRoute(storefrontRoutes, pathname);
  return match !== null && match.route.path !== '*' && match.route.path !== '/login';
}

/**
 * The page followed after sign-in: `value` only when it resolves to a storefront page on this
 * site's origin (sameOriginPath, issue 43), as its normalised path; anything else is `fallback`.
 */
export function safeReturnTo(value: string | null, fallback: string, origin: string = window.location.origin): string {
  return sameOriginPath(value, origin, isStorefrontPage) ?? fallback;
}

/**
 * A live build's sign-in: the host platform's login page (VITE_STOREFRONT_LOGIN_URL) with the
 * page to come back to as `?returnUrl=`: a path when that page is on the site's own origin (as
 * a host's local-URL check expects), the full address when it is elsewhere (docs/decisions.md).
 */
export function hostLoginUrl(loginUrl: string, returnTo: string, origin: string): string {
  const url = new URL(loginUrl, origin);
  const back = new URL(returnTo, origin);
  url.searchParams.set('returnUrl', url.origin === origin ? `${back.pathname}${back.search}${back.hash}` : back.toString());
  return url.toString();
}
