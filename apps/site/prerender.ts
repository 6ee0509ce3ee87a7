import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';

/**
 * Issue 20: the storefront's routes paint their first view from HTML made at build time, then
 * hydrate (src/main.tsx). After the browser build, this plugin builds the server entry
 * (src/entry-server.tsx) with Vite's `build.ssr` and the same settings, renders each route that
 * routes.ts marks `prerender` with React's `prerenderToNodeStream` (which waits for the routes'
 * lazy chunks) and writes the HTML into the built index.html's #root, one file per route:
 * `index.html` (home), `catalog/index.html`, `products/[productUrl]/index.html`, …, each with its
 * route chunk's stylesheets (read from the Vite manifest) in one <style> element in its head (issue
 * 33; a linked stylesheet until then), so the HTML is styled before any script runs and without a
 * second request, and a small script that loads the entry after the first paint.
 * The untouched page becomes `shell.html`: the back office, `*` and anything else render in the
 * browser from it. `prerendered.json` maps route paths to files for the server (pageFile below;
 * `vite preview` uses it through contentSecurityPolicy.ts).
 *
 * The strict Content-Security-Policy refuses `style=""` in markup (`style-src-attr 'none'`), yet
 * React renders `style={…}` props as attributes. Each one is moved into the page's <style>
 * under a data attribute; the browser hydrates without touching attributes, and styles React sets
 * later go through the CSSOM as before. The prerendered HTML in #root may hold no <script> or
 * <style> element: the build stops if it does.
 */

export const PAGES_FILE = 'prerendered.json';
export const SHELL_FILE = 'shell.html';
const STYLE_ATTRIBUTE = 'data-prerender-style';

export interface PrerenderedPages {
  /** The page for any address no prerendered route matches: an empty #root. */
  shell: string;
  /** Route path (React Router syntax, `:param` segments) → file under the build folder. */
  pages: Record<string, string>;
  /**
   * Issue 47: route path → the addresses of the GET calls its page opens with, for the routes whose
   * main content waits for them (routes.ts `drawnByScripts`; live builds only). A host may answer
   * them in the page as its first replies (README "Live deployment"; packages/flows/src/api/firstReplies.ts).
   */
  firstCalls?: Record<string, string[]>;
}

/** The file to answer `pathname` with: the route's prerendered page, else the shell. */
export function pageFile(pathname: string, map: PrerenderedPages): string {
  const segments = (url: string) => url.split('/').filter(Boolean);
  const asked = segments(decodeURI(pathname).toLowerCase());
  for (const [route, file] of Object.entries(map.pages)) {
    const parts = segments(route.toLowerCase());
    if (parts.length !== asked.length) continue;
    if (parts.every((part, i) => part.startsWith(':') || part === asked[i])) return file;
  }
  return map.shell;
}

/** Where a route's page is written: `/` → index.html, `/a/:b` → a/[b]/index.html. */
export function fileForRoute(route: string): string {
  const parts = route
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? `[${part.slice(1)}]` : part));
  return [...parts, 'index.html'].join('/');
}

const entities: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' };
const decode = (text: string) => text.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (entity) => entities[entity] ?? entity);

/**
 * Moves the `style` attributes of prerendered HTML into stylesheet rules: returns the HTML with
 * `data-prerender-style="<id>"` instead, and adds the rules to `rules` (id → declarations). The
 * selector is repeated to weigh about what the inline style did against the components' classes.
 */
export function extractStyleAttributes(html: string, rules: Map<string, string>): string {
  return html.replace(/ style="([^"]*)"/g, (_match, value: string) => {
    const css = decode(value);
    const id = createHash('sha256').update(css).digest('base64url').slice(0, 8);
    rules.set(id, css);
    return ` ${STYLE_ATTRIBUTE}="${id}"`;
  });
}

export function stylesheetFor(rules: Map<string, string>): string {
  return [...rules]
    .map(([id, css]) => {
      const one = `[${STYLE_ATTRIBUTE}="${id}"]`;
      return `${one}${one}${one}{${css}}`;
    })
    .join('\n');
}

/** What the prerendered HTML of a route may not hold under the site's policy. */
export function policyProblems(route: string, html: string): string[] {
  const problems: string[] = [];
  if (/<script\b/i.test(html)) problems.push(`${route}: the prerendered HTML holds a <script>`);
  if (/<style\b/i.test(html)) problems.push(`${route}: the prerendered HTML holds a <style>`);
  if (/\sstyle=/i.test(html)) problems.push(`${route}: the prerendered HTML holds a style attribute`);
  return problems;
}

/**
 * Puts `html` into the page's empty `<div id="root"></div>`, puts `css` (everything its first view
 * needs) in a <style> element in the head, so the first paint waits for no stylesheet (issue 33),
 * and starts the scripts from `boot` (hydrateAfterPaint) instead of the entry, without the entry's
 * module preloads. The <style> carries the nonce the page's scripts carry (the policy's style-src
 * allows it: contentSecurityPolicy.ts; the server puts each response's nonce in its place).
 */
export function fillTemplate(template: string, html: string, css: string, boot: string, links = ''): string {
  const marker = '<div id="root"></div>';
  if (!template.includes(marker)) throw new Error(`prerender: index.html has no ${marker}`);
  const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(template)?.[1];
  if (!entry) throw new Error('prerender: index.html has no module script');
  const nonce = /<script type="module"[^>]*\snonce="([^"]+)"/.exec(template)?.[1];
  return template
    .replace(marker, () => `<div id="root">${html}</div>`)
    .replace(`src="${entry}"`, () => `src="${boot}"`)
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace('</head>', () => `  <style${nonce ? ` nonce="${nonce}"` : ''}>${css.replace(/<\/style/gi, '<\\/style')}</style>\n${links}  </head>`);
}

/**
 * Issue 47: a route whose main content its scripts draw (the shopper's data: routes.ts
 * `drawnByScripts`) asks for its whole chunk set in its head instead of after the first paint:
 * the entry and every chunk its content waits for (`modulepreload`, routeFiles) and their
 * stylesheets, so the browser fetches them with the page rather than after the boot script has
 * loaded and a frame has passed. Its API replies are asked for as the boot script runs (not after
 * the paint), unless the host rendered them into the page (#first-replies): hydrateAfterPaint.
 * The stylesheets its <style> already holds (`inlined`: the route's and, on these pages, its lazy
 * page's) are each marked by a disabled `<link rel="stylesheet">`, which the browser does not
 * fetch and in which Vite's loader finds them loaded, so it does not ask for them (and wait for
 * them) before it runs the page: on /checkout 12 requests fewer before the content.
 */
export function headLinks({ scripts = [], styles = [], inlined = [] }: { scripts?: string[]; styles?: string[]; inlined?: string[] }): string {
  const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return [
    ...inlined.map((href) => `<link rel="stylesheet" href="${attr(href)}" disabled>`),
    ...scripts.map((href) => `<link rel="modulepreload" crossorigin href="${attr(href)}">`),
    ...styles.map((href) => `<link rel="preload" as="style" crossorigin="anonymous" href="${attr(href)}">`),
  ]
    .map((link) => `    ${link}\n`)
    .join('');
}

/**
 * A prerendered page paints from its HTML and the CSS in its head; its scripts only hydrate. They are
 * asked for after the first paint, so they do not share the network with the page (and
 * Lighthouse's simulation counts no script as part of the paint). A hidden tab, which gets no
 * animation frames, starts them after a second. With the entry, the page asks for its route's
 * chunks and their stylesheets (`preload`, routeFiles): otherwise each wave (entry, route chunk, the page's lazy chunk)
 * waited for the one before, about 0.6 s each on a slow phone network (measured on /products/…:
 * the title painted at 3.9 s, after the third wave). Before them, a live build's page asks for the
 * API replies it will open with (`fetches`, `<link rel=preload as=fetch>`: the app's own fetch of
 * the same address takes the reply), so they no longer wait for the scripts to run.
 *
 * First, before anything loads, it fills what the page marked `data-fill="{element id}:{field}"`
 * from the JSON a store rendered into that element (the product page's title from its inputs,
 * storefront.md §3; issue 33): text only, shown once filled. The route renders the same text when it
 * hydrates (ProductFirstView), so a shopper reads the product's name at the first paint.
 */
export function hydrateAfterPaint(
  entry: string,
  preload: { scripts?: string[]; styles?: string[]; fetches?: string[] } = {},
  fetchAtOnce = false,
): string {
  const { scripts = [], styles = [], fetches = [] } = preload;
  return [
    '// Written by apps/site/prerender.ts: the prerendered page hydrates after its first paint.',
    'for (const slot of document.querySelectorAll("[data-fill]")) {',
    '  const [id, field] = slot.dataset.fill.split(":");',
    '  let value;',
    '  try {',
    '    value = JSON.parse(document.getElementById(id)?.textContent ?? "null")?.[field];',
    '  } catch {',
    '    continue;',
    '  }',
    '  if (typeof value !== "string" || !value) continue;',
    '  slot.textContent = value;',
    '  slot.hidden = false;',
    '}',
    'let started = false;',
    'const add = (rel, href, as) => {',
    "  const link = document.createElement('link');",
    '  link.rel = rel;',
    '  link.href = href;',
    "  if (as) Object.assign(link, { as, crossOrigin: 'anonymous' });",
    '  document.head.append(link);',
    '};',
    // Issue 47: a reply the host rendered into the page (#first-replies, keyed `GET {path}{query}`)
    // is not asked for: the app reads it from the page.
    'let held = {};',
    'try {',
    '  held = Object(JSON.parse(document.getElementById("first-replies")?.textContent ?? "{}"));',
    '} catch {}',
    'const asked = () => {',
    `  for (const href of ${JSON.stringify(fetches)}) {`,
    '    const url = new URL(href, document.baseURI);',
    "    if (!(`GET ${url.pathname}${url.search}` in held)) add('preload', href, 'fetch');",
    '  }',
    '};',
    // A page whose content waits for its replies asks for them at once.
    ...(fetchAtOnce ? ['asked();'] : []),
    'const start = () => {',
    '  if (started) return;',
    '  started = true;',
    // The API replies first (small, and the page waits for them last), then the scripts.
    ...(fetchAtOnce ? [] : ['  asked();']),
    `  void import(${JSON.stringify(entry)});`,
    `  for (const href of ${JSON.stringify(scripts)}) add('modulepreload', href);`,
    `  for (const href of ${JSON.stringify(styles)}) add('preload', href, 'style');`,
    '};',
    'requestAnimationFrame(() => setTimeout(start));',
    'setTimeout(start, 1000);',
    '',
  ].join('\n');
}

type Manifest = Record<string, { file: string; css?: string[]; imports?: string[]; dynamicImports?: string[] }>;

/**
 * The route modules of the storefront's route table (`path: '/x', … import('./x')`), as keys of
 * the Vite manifest. Read from routes.ts itself, so a new route needs no second list.
 */
export function routeModules(routesSource: string): Record<string, string> {
  const modules: Record<string, string> = {};
  for (const [, route = '', module = ''] of routesSource.matchAll(/\{\s*path:\s*'([^']+)'[^{}]*?import\('\.\/(\w+)'\)/g))
    modules[route] = `src/routes/storefront/${module}.tsx`;
  return modules;
}

/**
 * The stylesheets of a route's chunk and the chunks it imports, in the order Vite's loader adds
 * them (imports first), so the page is styled before any script runs. The loader adds them again
 * when the chunk loads: the same rules, after the first paint.
 */
export function routeStylesheets(manifest: Manifest, key: string): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || seen.has(name)) return;
    seen.add(name);
    for (const dep of chunk.imports ?? []) visit(dep);
    files.push(...(chunk.css ?? []));
  };
  if (!manifest[key]) throw new Error(`prerender: the manifest has no ${key}`);
  visit(key);
  return [...new Set(files)];
}

/**
 * The files a route's first view needs: its chunk and what it imports, and the chunks it loads
 * lazily itself (the page component, and what they import), but not what those load lazily in turn
 * (a tab's panel, the card form); their scripts and their stylesheets (Vite's loader waits for a
 * lazy chunk's stylesheets before it runs the chunk).
 */
export function routeFiles(manifest: Manifest, key: string): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  if (!manifest[key]) throw new Error(`prerender: the manifest has no ${key}`);
  visit(key);
  for (const lazyChunk of manifest[key].dynamicImports ?? []) visit(lazyChunk);
  return { scripts: [...scripts], styles: [...styles] };
}

/** Writes `assets/<name>-<hash>.<ext>`; returns its path under the build folder. */
function writeAsset(outDir: string, name: string, ext: string, text: string): string {
  const file = `assets/${name}-${createHash('sha256').update(text).digest('base64url').slice(0, 8)}.${ext}`;
  mkdirSync(path.join(outDir, 'assets'), { recursive: true });
  writeFileSync(path.join(outDir, file), text);
  return file;
}

interface ServerEntry {
  prerenderPaths: string[];
  render(url: string): Promise<string>;
  /** The API addresses a route's page asks for at its first paint (live builds; none in mock). */
  prefetchUrls?(route: string): string[];
  /** Whether the route's main content is drawn by its scripts (routes.ts `drawnByScripts`). */
  drawnByScripts?(route: string): boolean;
}

/** Builds the server entry beside the browser build and loads it. */
async function buildServerEntry(config: ResolvedConfig): Promise<{ entry: ServerEntry; dispose: () => void }> {
  // Inside the project, so the bundle's bare imports resolve from node_modules.
  mkdirSync(config.cacheDir, { recursive: true });
  const outDir = mkdtempSync(path.join(config.cacheDir, 'prerender-'));
  try {
    await build({
      configFile: config.configFile,
      root: config.root,
      mode: config.mode,
      logLevel: 'warn',
      build: { ssr: 'src/entry-server.tsx', outDir, emptyOutDir: true, manifest: false, copyPublicDir: false, sourcemap: false },
    });
    const file = readdirSync(outDir).find((name) => /^entry-server\.m?js$/.test(name));
    if (!file) throw new Error(`prerender: no entry-server.js in ${outDir}`);
    const entry = (await import(pathToFileURL(path.join(outDir, file)).href)) as ServerEntry;
    return { entry, dispose: () => rmSync(outDir, { recursive: true, force: true }) };
  } catch (error) {
    rmSync(outDir, { recursive: true, force: true });
    throw error;
  }
}

/** Renders every prerendered route into `outDir` (a finished browser build). */
export async function prerenderInto(
  outDir: string,
  entry: ServerEntry,
  base: string,
  manifest: Manifest,
  modules: Record<string, string>,
): Promise<PrerenderedPages> {
  const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  writeFileSync(path.join(outDir, SHELL_FILE), template);
  const rules = new Map<string, string>();
  const rendered: [route: string, html: string][] = [];
  const problems: string[] = [];
  for (const route of entry.prerenderPaths) {
    // A `:param` route is rendered once, for a placeholder value: its first view is its frame and loading state.
    const html = extractStyleAttributes(await entry.render(route.replace(/:(\w+)/g, '_$1_')), rules);
    problems.push(...policyProblems(route, html));
    if (/<[a-z]/i.test(html)) rendered.push([route, html]);
  }
  if (problems.length) throw new Error(`prerender:\n  ${problems.join('\n  ')}`);
  const styleRules = stylesheetFor(rules);
  const entryScript = /<script type="module" crossorigin src="([^"]+)"/.exec(template)?.[1];
  if (!entryScript) throw new Error('prerender: index.html has no module script');
  const map: PrerenderedPages = { shell: SHELL_FILE, pages: {} };
  for (const [route, html] of rendered) {
    const file = fileForRoute(route);
    const module = modules[route];
    if (!module) throw new Error(`prerender: no route module for ${route} in routes.ts`);
    // The page's CSS, in its head: its route's stylesheets, then the moved style attributes.
    const inHead = entry.drawnByScripts?.(route) ?? false;
    // A page its scripts draw holds its lazy page's stylesheets too: the page waits for them before it runs.
    const lazyPages = inHead ? (manifest[module]?.dynamicImports ?? []).filter((key) => manifest[key]) : [];
    const inlined = [...new Set([module, ...lazyPages].flatMap((key) => routeStylesheets(manifest, key)))];
    const css = [...inlined.map((name) => readFileSync(path.join(outDir, name), 'utf8')), styleRules].join('\n');
    const files = routeFiles(manifest, module);
    const scripts = files.scripts.map((name) => `${base}${name}`).filter((href) => href !== entryScript);
    const styles = files.styles.map((name) => `${base}${name}`);
    const fetches = entry.prefetchUrls?.(route) ?? [];
    // A page drawn by its scripts asks for them in its head, and for its replies as its boot script runs.
    const links = inHead ? headLinks({ scripts: [entryScript, ...scripts], styles: styles.filter((href) => !inlined.some((name) => href === `${base}${name}`)), inlined: inlined.map((name) => `${base}${name}`) }) : '';
    const boot = writeAsset(outDir, 'prerender-boot', 'js', hydrateAfterPaint(entryScript, inHead ? { fetches } : { scripts, styles, fetches }, inHead));
    if (inHead && fetches.length) (map.firstCalls ??= {})[route] = fetches;
    mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
    writeFileSync(path.join(outDir, file), fillTemplate(template, html, css, `${base}${boot}`, links));
    map.pages[route] = file;
  }
  writeFileSync(path.join(outDir, PAGES_FILE), `${JSON.stringify(map, null, 2)}\n`);
  return map;
}

/** Reads a build's page map; a build without one (made before issue 20) answers with index.html. */
export function readPages(outDir: string): PrerenderedPages {
  const file = path.join(outDir, PAGES_FILE);
  if (!existsSync(file)) return { shell: 'index.html', pages: {} };
  return JSON.parse(readFileSync(file, 'utf8')) as PrerenderedPages;
}

export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'joinery:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return; // the server entry's own build
      const started = Date.now();
      const outDir = path.resolve(config.root, config.build.outDir);
      const { entry, dispose } = await buildServerEntry(config);
      try {
        const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
        const modules = routeModules(readFileSync(path.join(config.root, 'src/routes/storefront/routes.ts'), 'utf8'));
        const map = await prerenderInto(outDir, entry, config.base, manifest, modules);
        config.logger.info(
          `prerender: ${Object.keys(map.pages).length} storefront pages in ${((Date.now() - started) / 1000).toFixed(1)} s (${Object.keys(map.pages).join(', ')})`,
        );
      } finally {
        dispose();
      }
    },
  };
}
