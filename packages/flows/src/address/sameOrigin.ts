/**
 * The one check every address taken from input passes before the site follows it (issue 43): the
 * storefront's `returnTo` / `ReturnUrl` after sign-in, the back office's page to return to after
 * sign-in, and the live settings' "a path on the site's own origin".
 *
 * The value is resolved as the browser would resolve a link on the site's page
 * (`new URL(value, origin)`: backslashes, tabs and newlines, `https:evil`, `//host`, userinfo and
 * international hosts all read as a browser reads them), and it is accepted only when the result is
 * on `origin` and its path is one the site serves (`serves`). The answer is the normalised path,
 * query and hash of the resolved address, never the raw input.
 */
export function sameOriginPath(
  value: string | null | undefined,
  origin: string,
  serves: (pathname: string) => boolean,
): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value, `${origin}/`);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin || url.username !== '' || url.password !== '') return null;
  // A path that begins `//` (as `/.//evil` resolves to) would read as another host once followed.
  if (!url.pathname.startsWith('/') || url.pathname.startsWith('//')) return null;
  if (!serves(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Whether `pathname` is `prefix` or below it, letter case aside (`/SowsList/12` is under
 * `/SowsList`; `/SowsListX` is not). The root `/` covers only itself.
 */
export function isUnderPath(pathname: string, prefix: string): boolean {
  const path = pathname.toLowerCase();
  const base = prefix.toLowerCase().replace(/\/+$/, '');
  if (base === '') return path === '/';
  return path === base || path === `${base}/` || path.startsWith(`${base}/`);
}
