// `npm run bench` (issue 20): what a shopper feels and what the developer loop costs, measured on
// this machine and written to docs/performance.md. Not part of `npm test`. `-- --quick` takes one
// sample of each figure instead of the median of three. `-- --only=interactions,long-tasks` runs only
// the parts named (lighthouse, interactions, long-tasks, storybook-build, cold-start; a part's
// build comes with it) and prints the table without rewriting docs/performance.md unless lighthouse is
// among them. `-- --no-first-replies`: the host renders no first replies into the data routes' pages.
// `-- --routes=checkout,wishlists` measures only those routes and leaves docs/performance.md alone.
// `-- --keep-reports` keeps each Lighthouse report in node_modules/.cache/joinery/bench/lighthouse.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measureInteractions } from './interaction.mjs';
import { measureLighthouse } from './lighthouse.mjs';
import { renderReport, renderTable } from './report.mjs';
import { buildStorybook, measureColdStart, measureLongTasks } from './storybook.mjs';
import { startHost } from './backEnd.mjs';
import { buildSite, chromiumPath, floorPage, freePort, MissingPrerequisite, root, serveSite, serveStatic, stopAll } from './support.mjs';

const quick = process.argv.includes('--quick');
const samples = quick ? 1 : 3;
const partNames = ['lighthouse', 'interactions', 'long-tasks', 'storybook-build', 'cold-start'];
const onlyArg = process.argv.find((arg) => arg.startsWith('--only='));
const only = onlyArg ? new Set(onlyArg.slice('--only='.length).split(',').filter(Boolean)) : undefined;
const unknown = only ? [...only].filter((name) => !partNames.includes(name)) : [];
if (only && (unknown.length || !only.size)) {
  console.error(`bench: --only takes a comma-separated list of ${partNames.join(', ')}${unknown.length ? ` (not ${unknown.join(', ')})` : ''}`);
  process.exit(2);
}
/** Whether to run a part: every part without --only; with it, the parts named and the builds they need. */
const wanted = (...names) => !only || names.some((name) => only.has(name));
const log = (line) => console.log(line);
/** `-- --routes=checkout,catalog`: Lighthouse on those routes only (with the floor), to look into one; docs/performance.md is not written. */
const routesArg = process.argv.find((arg) => arg.startsWith('--routes='));
const routeNames = routesArg ? new Set(routesArg.slice('--routes='.length).split(',')) : undefined;

/** Storefront routes (apps/site/src/routes/storefront/routes.ts); a new route adds a line here. */
const productPath = '/products/shaker-base-cabinet-12-1000';
const routes = [
  { name: 'home', path: '/' },
  { name: 'login', path: '/login', skip: 'a live build sends /login straight to the host\'s login page (VITE_STOREFRONT_LOGIN_URL, off this machine): no page of ours to measure' },
  { name: 'checkout', path: '/checkout' },
  { name: 'order confirmation', path: '/order-confirmation?orderNumber=JN-1001' },
  { name: 'catalog', path: '/catalog' },
  { name: 'product', path: productPath },
  { name: 'wishlists', path: '/wishlists' },
  { name: 'quote checkout', path: '/quote-checkout' },
];

function machine() {
  let chromium = 'not found';
  try {
    chromium = execFileSync(chromiumPath, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    // reported as not found
  }
  const load = os.loadavg();
  return {
    cores: os.cpus().length,
    cpu: os.cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    chromium,
    loadStart: load,
    date: new Date().toISOString(),
  };
}

/** Runs one part; a failure is recorded with its reason and the next part goes on. */
async function part(name, results, run) {
  const started = Date.now();
  log(`bench: ${name}…`);
  try {
    results[name] = { ok: true, value: await run() };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    results[name] = { ok: false, error: (error instanceof MissingPrerequisite ? 'missing prerequisite: ' : '') + message };
    log(`bench: ${name} FAILED: ${message}`);
  } finally {
    log(`bench: ${name} took ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
}

const results = {};
const info = machine();
log(`bench: ${samples} sample(s) each${only ? `, only ${[...only].join(', ')}` : ''}; ${info.cores} cores, load average ${info.loadStart.map((l) => l.toFixed(2)).join(' ')}`);

// The site's build reads @joinery/flows and @joinery/ui from their dist folders (apps/site's Vite
// config imports the flows): on a fresh clone, before any `npm test`, they are built first.
if (wanted('lighthouse', 'interactions') && !existsSync(path.join(root, 'packages/flows/dist/index.js'))) {
  log('bench: building the packages (@joinery/ui, @joinery/flows) the site builds read…');
  execFileSync(process.execPath, [path.join(root, 'scripts/packages/build.mjs')], { cwd: root, stdio: 'inherit' });
}

let mockOrigin;
let product = productPath;
if (wanted('lighthouse', 'interactions')) await part('mock site', results, async () => {
  const build = buildSite('mock', { VITE_API_MODE: 'mock' });
  const server = await serveSite(build.outDir);
  mockOrigin = server.origin;
  // A product page from the catalogue fixtures: the catalogue's first product link.
  const { launchBrowser } = await import('./interaction.mjs');
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    await page.goto(`${mockOrigin}/catalog`);
    const link = page.locator('a[href^="/products/"]').first();
    await link.waitFor({ timeout: 60_000 });
    product = (await link.getAttribute('href')) ?? productPath;
  } finally {
    await browser.close();
  }
  return { seconds: build.seconds, product };
});
for (const route of routes) if (route.name === 'product') route.path = product;

if (wanted('lighthouse')) await part('lighthouse', results, async () => {
  // The example configuration's hosts are off this machine: the live build is served from one local
  // origin that answers its API from the embedded back end, with the dealer signed in (backEnd.mjs).
  const hostPort = await freePort();
  const hostOrigin = `http://127.0.0.1:${hostPort}`;
  const env = {
    VITE_API_MODE: 'live',
    JOINERY_ENV_FILE: '.env.live.example',
    VITE_API_BASE_STOREFRONT: hostOrigin,
    VITE_API_BASE_STAFF: hostOrigin,
  };
  const build = buildSite('live', env);
  // vite preview writes the Content-Security-Policy from the same settings.
  const preview = await serveSite(build.outDir, env);
  // The data routes get their first replies rendered into their pages (issue 47): the calls the build
  // lists; `-- --no-first-replies` leaves them out, and the pages fetch them.
  const listed = JSON.parse(readFileSync(path.join(build.outDir, 'prerendered.json'), 'utf8')).firstCalls ?? {};
  const firstCalls = process.argv.includes('--no-first-replies') ? {} : listed;
  log(`  first replies in the page: ${Object.keys(firstCalls).join(', ') || 'none'}`);
  const host = await startHost(hostPort, preview.origin, 'dealer', firstCalls);
  const site = { origin: host.origin, stop: () => preview.stop() };
  const floor = await serveStatic(floorPage);
  try {
    const pages = routes.filter((r) => !r.skip && (!routeNames || routeNames.has(r.name))).map((r) => ({ ...r, url: `${site.origin}${r.path}` }));
    pages.push({ name: 'floor (static HTML)', path: 'scripts/bench/floor.html', url: `${floor.origin}/` });
    const rows = await measureLighthouse(pages, samples, log);
    return { rows, skipped: routes.filter((r) => r.skip) };
  } finally {
    site.stop();
    await floor.stop();
    await host.stop();
  }
});

if (wanted('interactions')) await part('interactions', results, async () => {
  if (!mockOrigin) throw new Error('the mock site did not build or start (see above)');
  return measureInteractions(mockOrigin, samples, log, product);
});

let storybookOut;
if (wanted('storybook-build', 'long-tasks')) await part('storybook build', results, async () => {
  const build = buildStorybook();
  storybookOut = build.outDir;
  return { seconds: build.seconds };
});

if (wanted('long-tasks')) await part('long tasks', results, async () => {
  if (!storybookOut) throw new Error('the static Storybook did not build (see above)');
  const server = await serveStatic(storybookOut);
  try {
    return await measureLongTasks(server.origin, samples, log);
  } finally {
    await server.stop();
  }
});

if (wanted('cold-start')) await part('storybook cold start', results, () => measureColdStart(log));

stopAll();
info.loadEnd = os.loadavg();
const table = renderTable(results);
console.log(`\n${table}\n`);
if (only) log(`bench: load average at end ${info.loadEnd.map((l) => l.toFixed(2)).join(' ')}`);
if (wanted('lighthouse') && !routeNames) {
  const docs = path.join(root, 'docs/performance.md');
  writeFileSync(docs, renderReport({ results, info, samples, routes, table }));
  log(`bench: wrote ${path.relative(root, docs)}`);
} else {
  log(`bench: docs/performance.md left as it is (${routeNames ? '--routes' : '--only without lighthouse'})`);
}
process.exit(Object.values(results).every((r) => r.ok) ? 0 : 1);
