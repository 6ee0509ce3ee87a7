// Reads the site's Vite manifest and tells which JavaScript files a route loads before it can
// render: the entry, the route's lazy chunk, and everything either imports statically.
import { readFileSync } from 'node:fs';

export const distDir = 'apps/site/dist';

/**
 * Storefront routes and their budgets (kB, gzip), as the foundation issue sets them. The catalogue's
 * is 131: it stood at 129.9 kB when issue 20 made the entry hydrate prerendered pages, and
 * React's hydrateRoot adds 0.23 kB (gzip) to the entry every route loads.
 */
export const storefrontRoutes = {
  'src/routes/storefront/home.tsx': 130,
  'src/routes/storefront/catalog.tsx': 131,
  'src/routes/storefront/product.tsx': 130,
  'src/routes/storefront/checkout.tsx': 140,
  'src/routes/storefront/orderConfirmation.tsx': 130,
  'src/routes/storefront/login.tsx': 130,
  'src/routes/storefront/hostLogin.tsx': 130,
  'src/routes/storefront/quoteCheckout.tsx': 140,
  'src/routes/storefront/wishlists.tsx': 130,
  'src/routes/storefront/notFound.tsx': 130,
};
/**
 * Modules of the back office's three domains (the staff shell, the catalogue and the
 * administration back office), as route modules and as screens: no storefront route may load them.
 */
export const backOfficePrefixes = ['staff', 'catalogue', 'admin'].flatMap((domain) => [
  `src/routes/${domain}/`,
  `packages/pages/src/${domain}/`,
  `packages/flows/src/${domain}/`,
]);

export function readManifest() {
  return JSON.parse(readFileSync(`${distDir}/.vite/manifest.json`, 'utf8'));
}

export function staticClosure(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return [...seen];
}

export function entryKey(manifest) {
  const key = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!key) throw new Error('No entry in the Vite manifest');
  return key;
}

/** Files (relative to the repo) a route needs before first render. */
export function routeFiles(manifest, routeKey) {
  return staticClosure(manifest, [entryKey(manifest), routeKey]).map((k) => `${distDir}/${manifest[k].file}`);
}
