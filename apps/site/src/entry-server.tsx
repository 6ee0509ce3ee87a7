import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppRoutes } from './App';
import { storefrontRoutes } from './routes/storefront/routes';

/**
 * The build's server entry (apps/site/prerender.ts builds it with Vite's `build.ssr` after the
 * browser build): renders a storefront route's first view to HTML. Nothing of it ships to the
 * browser. The tree is the browser's (main.tsx: StrictMode, the routes) under a static router.
 */

/** The storefront paths the build prerenders (routes.ts `prerender`), `:param` paths included. */
export const prerenderPaths: string[] = storefrontRoutes.filter((route) => route.prerender).map((route) => route.path);

/** The HTML of `url`'s first view, once every lazy chunk it needs has loaded. */
export async function render(url: string): Promise<string> {
  // An error while rendering would leave a client-rendered boundary in the page: the build stops instead.
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>,
    { onError: (error) => void errors.push(error) },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  if (errors.length) throw new Error(`prerender of ${url} failed`, { cause: errors[0] });
  return Buffer.concat(chunks).toString('utf8');
}
