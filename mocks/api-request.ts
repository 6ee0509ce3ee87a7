import { calls } from '@joinery/flows/api';

const assetPattern = /\.(m?[jt]sx?|css|map|svg|png|jpe?g|gif|webp|woff2?|ttf|ico|json|html|mdx?)(\?.*)?$/i;
const firstSegments = new Set(
  Object.values(calls)
    .map((c) => c.path.split('/')[1])
    .filter((s): s is string => Boolean(s)),
);

/**
 * True for requests meant for the back end (paths whose first segment a call uses), so an
 * unhandled one is reported; the dev server's module and asset requests pass untouched.
 */
export function isApiRequest(request: Request): boolean {
  const url = new URL(request.url);
  if (url.origin !== globalThis.location?.origin && typeof globalThis.location !== 'undefined') return false;
  if (request.method === 'GET' && assetPattern.test(url.pathname)) return false;
  const first = url.pathname.split('/')[1] ?? '';
  return firstSegments.has(first);
}
