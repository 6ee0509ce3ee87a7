// The JavaScript each storefront route loads before its main content is on screen (gzip, each
// file compressed on its own as a server sends it), read from the live build's manifest: the
// entry, the route's chunk, the lazy chunks its content waits for, and their static imports
// (scripts/route-chunks.mjs, issue 33).
import { beforeContent, distDir, readManifest, storefrontRoutes } from '../route-chunks.mjs';

process.chdir(new URL('../..', import.meta.url).pathname);
const manifest = readManifest();
const routes = Object.entries(storefrontRoutes).filter(([route]) => manifest[route]);
const unclassified = [...new Set(routes.flatMap(([route]) => beforeContent(manifest, route).unclassified))];
if (unclassified.length) {
  throw new Error(
    `Lazy chunks a storefront route loads that scripts/route-chunks.mjs's lazyChunks does not classify ` +
      `(content: the route's main content waits for it; later: why it does not):\n  ${unclassified.join('\n  ')}`,
  );
}
export default routes.map(([route, limit]) => ({
  name: `site ${route.replace('src/routes/', '').replace('.tsx', '')}: JS before content`,
  path: beforeContent(manifest, route).keys.map((key) => `../../${distDir}/${manifest[key].file}`),
  limit: `${limit} kB`,
  gzip: true,
}));
