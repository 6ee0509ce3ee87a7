// Fails when the live build of the site contains MSW or fixture code, demo-only code (a call the
// call tables mark demoOnly, the demo identity provider's routes, the demo-shopper picker), or
// when a storefront route loads back-office code or back-office calls.
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import path from 'node:path';
import { backOfficePrefixes, distDir, entryKey, readManifest, staticClosure, storefrontRoutes } from './route-chunks.mjs';
import { bundleFiles, demoLeftovers, demoModulesIn, demoOnlyCalls, demoRoutes } from './live-build-checks.mjs';

const forbidden = [
  ['mockServiceWorker', /mockServiceWorker/],
  ['MSW', /\[MSW\]|msw\/browser|setupWorker|Mock Service Worker/],
  ['faker fixtures', /@faker-js|faker\.seed|Faker\(/],
  ['mock store', /joinery\.mockStore/],
];

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

if (!existsSync(distDir)) {
  console.error(`No ${distDir}: run \`npm run build:live\` first.`);
  process.exit(1);
}
const problems = [];
for (const file of walk(distDir)) {
  if (!/\.(js|html|json|map)$/.test(file) && !file.includes('mockServiceWorker')) continue;
  const text = readFileSync(file, 'utf8');
  if (file.includes('mockServiceWorker')) problems.push(`${file}: the MSW service worker is in the live build`);
  for (const [what, pattern] of forbidden) if (pattern.test(text)) problems.push(`${file}: contains ${what} code`);
}

// Demo-only code: the calls marked demoOnly in the call tables, and the demo routes.
const demoCalls = demoOnlyCalls();
if (!demoCalls.length) problems.push('found no demoOnly call in packages/flows/src/api: the call tables changed shape?');
problems.push(...demoLeftovers(bundleFiles(distDir), demoCalls));

// The strict Content-Security-Policy (apps/site/contentSecurityPolicy.ts) ships in index.html.
const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1]?.replaceAll('&#39;', "'");
if (!policy) problems.push('index.html carries no Content-Security-Policy');
else {
  const directive = (name) => policy.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `)) ?? '';
  for (const [name, banned] of [['script-src', /'unsafe-(inline|eval)'|\*/], ['style-src', /'unsafe-inline'|\*/]]) {
    if (!directive(name)) problems.push(`the Content-Security-Policy has no ${name}`);
    else if (banned.test(directive(name))) problems.push(`the Content-Security-Policy allows too much: ${directive(name)}`);
  }
}

// The storefront's first views are prerendered (apps/site/prerender.ts): the page map names them,
// each page carries the policy, and none holds an inline script, style element or style attribute.
const pagesFile = path.join(distDir, 'prerendered.json');
const prerendered = existsSync(pagesFile) ? JSON.parse(readFileSync(pagesFile, 'utf8')).pages ?? {} : {};
if (!prerendered['/']) problems.push('prerendered.json names no prerendered home page (apps/site/prerender.ts did not run?)');
for (const [route, file] of Object.entries(prerendered)) {
  const page = readFileSync(path.join(distDir, file), 'utf8');
  const root = /<div id="root">([\s\S]*)<\/div>/.exec(page)?.[1] ?? '';
  if (!page.includes('http-equiv="Content-Security-Policy"')) problems.push(`${file} (${route}) carries no Content-Security-Policy`);
  if (!/<h1|<main/.test(root)) problems.push(`${file} (${route}) holds no prerendered page`);
  if (/<script|<style|\sstyle=/.test(root)) problems.push(`${file} (${route}) holds an inline script or style`);
}

const manifest = readManifest();
problems.push(...demoModulesIn(manifest));
const entry = entryKey(manifest);
for (const route of Object.keys(storefrontRoutes)) {
  if (!manifest[route]) continue;
  const loaded = staticClosure(manifest, [entry, route]);
  for (const key of loaded) if (backOfficePrefixes.some((prefix) => key.includes(prefix))) problems.push(`${route} loads back-office chunk ${key}`);
  // Nor back-office calls: a storefront page's chunks (with the page it loads lazily) name no
  // back-office specification. The whole call table once rode in a shared storefront chunk.
  for (const key of staticClosure(manifest, [entry, route, ...(manifest[route].dynamicImports ?? [])])) {
    const file = manifest[key].file;
    if (/back-office-(admin|products)\.md/.test(readFileSync(path.join(distDir, file), 'utf8'))) problems.push(`${route} loads back-office calls (${file})`);
  }
}

if (problems.length) {
  console.error(`The live build is not clean:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`Live build is clean: no MSW, no fixtures, no demo-only code (${demoCalls.length} demo-only calls, ${demoRoutes.length} demo route), no back-office code or calls on storefront routes, a strict Content-Security-Policy, ${Object.keys(prerendered).length} prerendered storefront pages (${walk(distDir).length} files checked).`);
