/** Where a visitor is sent to sign in, coming back to `returnTo` afterwards. */
export function loginPath(returnTo: string): string {
  return `/login?returnTo=${encodeURIComponent(returnTo)}`;
}

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

/** Only paths on this site are followed after sign-in. */
export function safeReturnTo(value: string | null, fallback: string): string {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : fallback;
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
