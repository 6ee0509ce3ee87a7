// Initial JavaScript of each storefront route (gzip), read from the live build's manifest.
import { readManifest, routeFiles, storefrontRoutes } from '../route-chunks.mjs';

process.chdir(new URL('../..', import.meta.url).pathname);
const manifest = readManifest();
export default Object.entries(storefrontRoutes)
  .filter(([route]) => manifest[route])
  .map(([route, limit]) => ({
    name: `site ${route.replace('src/routes/', '').replace('.tsx', '')}: initial JS`,
    path: routeFiles(manifest, route).map((file) => `../../${file}`),
    limit: `${limit} kB`,
    gzip: true,
  }));
