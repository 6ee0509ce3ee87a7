/**
 * Where a visitor is sent to sign in, coming back to `returnTo` afterwards. On its own (re-exported
 * by loginPath.ts) so that a page that only sends visitors to sign in (the checkout) does not load
 * the return check that /login runs (sameOriginPath and the route table).
 */
export function loginPath(returnTo: string): string {
  return `/login?returnTo=${encodeURIComponent(returnTo)}`;
}
