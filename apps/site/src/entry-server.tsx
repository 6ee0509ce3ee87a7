import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { calls, type CallId } from '@joinery/flows/api';
import { joinUrl } from '@joinery/flows/api/config';
import { AppRoutes } from './App';
import { storefrontRoutes } from './routes/storefront/routes';

/**
 * The build's server entry (apps/site/prerender.ts builds it with Vite's `build.ssr` after the
 * browser build): renders a storefront route's first view to HTML. Nothing of it ships to the
 * browser. The tree is the browser's (main.tsx: StrictMode, the storefront's routes) for one address.
 */

/** The storefront paths the build prerenders (routes.ts `prerender`), `:param` paths included. */
export const prerenderPaths: string[] = storefrontRoutes.filter((route) => route.prerender).map((route) => route.path);

/** Every storefront page asks who is signed in as it opens (frame/useShopperSession.ts). */
const sessionCall: CallId = 'shopperSession.current';

/**
 * The addresses of the GET calls a route's page makes as it opens, for the page to ask for at its
 * first paint. Live builds only: in a mock build the embedded back end (a service worker) is not
 * running yet at that moment, so the request would reach the static server instead.
 */
export function prefetchUrls(path: string): string[] {
  if (import.meta.env.VITE_API_MODE !== 'live') return [];
  const route = storefrontRoutes.find((candidate) => candidate.path === path);
  const base = import.meta.env.VITE_API_BASE_STOREFRONT ?? '';
  return [sessionCall, ...(route?.prefetch ?? [])].map((id) => {
    const call = calls[id];
    // A preload is a GET without a body: anything else cannot be asked for this way.
    if (call.method !== 'GET' || call.path.includes(':')) throw new Error(`prefetch: ${id} is not a GET of a fixed path`);
    return joinUrl(base, call.path);
  });
}

/** Whether a route's main content is drawn by its scripts: its page asks for them in its head (routes.ts `drawnByScripts`). */
export function drawnByScripts(path: string): boolean {
  return storefrontRoutes.some((route) => route.path === path && route.drawnByScripts);
}

/** The HTML of `url`'s first view, once every lazy chunk it needs has loaded. */
export async function render(url: string): Promise<string> {
  // An error while rendering would leave a client-rendered boundary in the page: the build stops instead.
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppRoutes location={url} />
    </StrictMode>,
    { onError: (error) => void errors.push(error) },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  if (errors.length) throw new Error(`prerender of ${url} failed`, { cause: errors[0] });
  return Buffer.concat(chunks).toString('utf8');
}
