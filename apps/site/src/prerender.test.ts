import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { catalogueMessages } from '@joinery/flows/storefront/relatedProducts';
import { checkoutLabels } from '@joinery/flows/storefront/checkout';
import { productPageLabels } from '@joinery/flows/storefront/productPage';
import { extractStyleAttributes, fileForRoute, fillTemplate, hydrateAfterPaint, pageFile, prerenderInto, routeModules, type PrerenderedPages } from '../prerender';
import { drawnByScripts, prefetchUrls, prerenderPaths, render } from './entry-server';

const template = `<!doctype html>
<html lang="en">
  <head>
    <title>Joinery</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor.js">
  </body>
</html>`;

/** The route's page as the build writes it (apps/site/prerender.ts), read back. */
function rootOf(page: string): string {
  return /<div id="root">([\s\S]*)<\/div>\s*<script/.exec(page)?.[1] ?? '';
}

describe('the build-time prerender of the storefront (issue 20)', () => {
  let outDir: string;
  let map: PrerenderedPages;

  beforeAll(async () => {
    outDir = mkdtempSync(path.join(os.tmpdir(), 'joinery-prerender-'));
    writeFileSync(path.join(outDir, 'index.html'), template);
    const modules = routeModules(readFileSync(path.join(import.meta.dirname, 'routes/storefront/routes.ts'), 'utf8'));
    // A manifest as Vite writes it: each route chunk imports a shared chunk with its own stylesheet.
    // Each route chunk also loads a page chunk lazily, which loads a panel lazily in turn.
    const manifest: Record<string, { file: string; css: string[]; imports?: string[]; dynamicImports?: string[] }> = {
      '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css'] },
      'index.html': { file: 'assets/index.js', css: [] },
      'Panel.tsx': { file: 'assets/Panel.js', css: [] },
    };
    for (const key of Object.values(modules)) {
      const name = path.basename(key, '.tsx');
      manifest[`${name}Page.tsx`] = { file: `assets/${name}Page.js`, css: [`assets/${name}Page.css`], imports: ['_shared.js'], dynamicImports: ['Panel.tsx'] };
      manifest[key] = { file: `assets/${name}.js`, css: [`assets/${name}.css`], imports: ['_shared.js', 'index.html'], dynamicImports: [`${name}Page.tsx`] };
    }
    mkdirSync(path.join(outDir, 'assets'));
    for (const chunk of Object.values(manifest)) for (const css of chunk.css) writeFileSync(path.join(outDir, css), `/* ${css} */`);
    // The GET calls each page opens with, as a live build's server entry names them (prefetchUrls).
    const opensWith = (route: string) => ['https://shop.example.com/Account/Session', ...(route === '/checkout' ? ['https://shop.example.com/Checkout/InitialData'] : [])];
    map = await prerenderInto(outDir, { prerenderPaths, render, drawnByScripts, prefetchUrls: opensWith }, '/', manifest, modules);
  }, 60_000); // Renders every prerendered route in Node: about 9 s alone, over the 10 s default beside the story run (failed so on a fresh clone).
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('renders the home page: header, main, the heading and the categories, with no script, style or style attribute', () => {
    const home = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    const html = rootOf(home);
    expect(html).toMatch(/<header[^>]*>/);
    expect(html).toContain('aria-label="Joinery home"');
    expect(html).toContain('aria-label="Account"');
    expect(html).toMatch(/<main>/);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${catalogueMessages.landingTitle}</h1>`));
    expect(html).toContain('id="categories-heading"');
    expect(html).toContain('href="/catalog?category=Base%20Cabinets"');
    // The featured products load in the browser: their loading state is in the page.
    expect(html).toContain('role="status"');
    expect(html).not.toMatch(/<script|<style|\sstyle=/);
    // The page's CSS in its head (issue 33), no stylesheet to wait for: the route chunk's stylesheets
    // (its imports' first), then the moved style attributes.
    expect(home).not.toContain('rel="stylesheet"');
    const css = /<head>[\s\S]*<style>([\s\S]*)<\/style>\s*<\/head>/.exec(home)?.[1] ?? '';
    expect(css.indexOf('assets/shared.css')).toBe(3);
    expect(css.indexOf('assets/home.css')).toBeGreaterThan(css.indexOf('assets/shared.css'));
    expect(html).toContain('data-prerender-style=');
    expect(css).toMatch(/\[data-prerender-style="[\w-]{8}"\]/);
    // The entry is loaded after the first paint by a script file, not by the page.
    const boot = /<script type="module" crossorigin src="\/(assets\/prerender-boot-[\w-]+\.js)">/.exec(home)?.[1] ?? '';
    const script = readFileSync(path.join(outDir, boot), 'utf8');
    expect(script).toContain('import("/assets/index.js")');
    // With the entry, the route's chunks: its own, what it imports and its lazy page (not the page's
    // lazy panel), and their stylesheets, and the replies it opens with (here a live build's session).
    expect(script).toContain('["/assets/home.js","/assets/shared.js","/assets/homePage.js"]');
    expect(script).toContain('["/assets/home.css","/assets/shared.css","/assets/homePage.css"]');
    expect(script).toContain('for (const href of ["https://shop.example.com/Account/Session"]) {');
    expect(home).not.toContain('modulepreload');
  });

  it('renders the checkout as its frame and loading state: the header and an empty main, nothing of the shopper', () => {
    const html = rootOf(readFileSync(path.join(outDir, 'checkout/index.html'), 'utf8'));
    expect(html).toContain('aria-label="Cart, 0 items"');
    expect(html).toMatch(/<main><\/main>/);
    expect(html).not.toContain(checkoutLabels.loadingCheckout);
    // The header keeps a shopper's room, unseen (aria-hidden), and no control or name of one.
    expect(html).not.toMatch(/<(a|button)\b[^>]*>(Sign out|Wish Lists|Request a Quote)</);
    expect(html).toMatch(/<span class="[^"]*" aria-hidden="true">Signed in as\s*<\/span>/);
  });

  it('renders the product page once for every product: its first view, with the title left for the boot script to fill', () => {
    const html = rootOf(readFileSync(path.join(outDir, 'products/[productUrl]/index.html'), 'utf8'));
    expect(html).toContain(productPageLabels.loading);
    // The title is there, hidden and empty, marked with where its text comes from (issue 33).
    expect(html).toMatch(/<h1 class="[^"]*" data-fill="product-page-inputs:Name" hidden="">\s*<\/h1>/);
    expect(map.pages['/products/:productUrl']).toBe('products/[productUrl]/index.html');
  });

  it('the boot script fills marked elements from the JSON a store rendered into the page, as text, before loading anything (issue 33)', async () => {
    const slot = (fill: string) => ({ dataset: { fill }, textContent: '', hidden: true });
    const title = slot('product-page-inputs:Name');
    const missingField = slot('product-page-inputs:NoSuchField');
    const missingBlock = slot('no-such-block:Name');
    const blocks: Record<string, { textContent: string }> = {
      'product-page-inputs': { textContent: JSON.stringify({ Name: '<b>Base 24" 1 Door</b>' }) },
    };
    const imported: string[] = [];
    const page = {
      document: { querySelectorAll: () => [title, missingField, missingBlock], getElementById: (id: string) => blocks[id] ?? null },
      // The scripts start only after a frame: not in this test.
      requestAnimationFrame: () => 0,
      setTimeout: () => 0,
    };
    const script = hydrateAfterPaint('/assets/index.js').replace(/\bimport\(/g, 'imported.push(');
    new Function('document', 'requestAnimationFrame', 'setTimeout', 'imported', script)(
      page.document,
      page.requestAnimationFrame,
      page.setTimeout,
      imported,
    );
    expect(title).toMatchObject({ textContent: '<b>Base 24" 1 Door</b>', hidden: false });
    expect(missingField).toMatchObject({ textContent: '', hidden: true });
    expect(missingBlock).toMatchObject({ textContent: '', hidden: true });
    expect(imported).toEqual([]);
    // A block that is not JSON leaves the title as it was.
    blocks['product-page-inputs'] = { textContent: '{not json' };
    const again = slot('product-page-inputs:Name');
    page.document.querySelectorAll = () => [again];
    new Function('document', 'requestAnimationFrame', 'setTimeout', 'imported', script)(page.document, page.requestAnimationFrame, page.setTimeout, imported);
    expect(again).toMatchObject({ textContent: '', hidden: true });
  });

  it("a page its scripts draw (the shopper's data) asks for the route's whole chunk set in its head; home and the product page after their paint (issue 47)", () => {
    const head = (file: string) => /<head>([\s\S]*)<\/head>/.exec(readFileSync(path.join(outDir, file), 'utf8'))?.[1] ?? '';
    const preloaded = (file: string) => [...head(file).matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    // The entry, the route's chunk, what it imports and the page it loads lazily; not what that loads in turn.
    expect(preloaded('checkout/index.html')).toEqual(['/assets/index.js', '/assets/checkout.js', '/assets/shared.js', '/assets/checkoutPage.js']);
    // Its stylesheets and its lazy page's are in its <style>, each marked loaded by a disabled link (never
    // fetched), so Vite's loader does not ask for them again before it runs the page; home's lazy page's are not.
    const checkout = head('checkout/index.html');
    expect(checkout).toContain('/* assets/checkoutPage.css */');
    for (const css of ['shared', 'checkout', 'checkoutPage']) expect(checkout).toContain(`<link rel="stylesheet" href="/assets/${css}.css" disabled>`);
    expect(checkout).not.toContain('as="style"');
    expect(head('index.html')).not.toContain('/* assets/homePage.css */');
    for (const file of ['wishlists/index.html', 'quote-checkout/index.html', 'catalog/index.html', 'order-confirmation/index.html'])
      expect(preloaded(file)).toContain('/assets/index.js');
    for (const file of ['index.html', 'products/[productUrl]/index.html']) expect(head(file)).not.toContain('modulepreload');
    // The GET calls those pages open with, for a host to answer in the page (README "Live deployment").
    expect(map.firstCalls).toEqual({
      '/catalog': ['https://shop.example.com/Account/Session'],
      '/checkout': ['https://shop.example.com/Account/Session', 'https://shop.example.com/Checkout/InitialData'],
      '/wishlists': ['https://shop.example.com/Account/Session'],
      '/quote-checkout': ['https://shop.example.com/Account/Session'],
      '/order-confirmation': ['https://shop.example.com/Account/Session'],
    });
  });

  it('the boot script asks for the replies its page opens with, except those the host rendered into the page (#first-replies; issue 47)', () => {
    const fetches = ['https://shop.example.com/Account/Session', 'https://shop.example.com/Checkout/InitialData?x=1'];
    const run = (block: string | undefined, fetchAtOnce: boolean) => {
      const links: { rel: string; href: string; as?: string }[] = [];
      const document = {
        baseURI: 'https://shop.example.com/checkout',
        querySelectorAll: () => [],
        getElementById: (id: string) => (id === 'first-replies' && block !== undefined ? { textContent: block } : null),
        createElement: () => ({}),
        head: { append: (link: { rel: string; href: string; as?: string }) => links.push(link) },
      };
      const script = hydrateAfterPaint('/assets/index.js', { fetches }, fetchAtOnce).replace(/\bimport\(/g, 'imported.push(');
      // No frame passes in this test: only what the script does at once.
      new Function('document', 'requestAnimationFrame', 'setTimeout', 'imported', script)(document, () => 0, () => 0, []);
      return links.filter((link) => link.as === 'fetch').map((link) => link.href);
    };
    expect(run(undefined, true)).toEqual(fetches);
    expect(run(JSON.stringify({ 'GET /Checkout/InitialData?x=1': {} }), true)).toEqual(['https://shop.example.com/Account/Session']);
    expect(run(JSON.stringify({ 'GET /Checkout/InitialData': {}, 'GET /Account/Session': {} }), true)).toEqual(['https://shop.example.com/Checkout/InitialData?x=1']);
    // A block that is not JSON holds nothing: every reply is asked for (the app reports the block).
    expect(run('{not json', true)).toEqual(fetches);
    // Home and the product page ask after their first paint.
    expect(run(undefined, false)).toEqual([]);
  });

  it('serves each address its page: routes by path (any case, any product), everything else the shell', () => {
    expect(pageFile('/', map)).toBe('index.html');
    expect(pageFile('/catalog', map)).toBe('catalog/index.html');
    expect(pageFile('/Checkout/', map)).toBe('checkout/index.html');
    expect(pageFile('/products/base-24-1001', map)).toBe('products/[productUrl]/index.html');
    expect(pageFile('/products/a/b', map)).toBe('shell.html');
    expect(pageFile('/prod-mgmt/users', map)).toBe('shell.html');
    expect(pageFile('/no-such-page', map)).toBe('shell.html');
    expect(pageFile('/login', map)).toBe('shell.html');
    expect(readFileSync(path.join(outDir, 'shell.html'), 'utf8')).toBe(template);
  });

  it('moves style attributes into rules, decoding what React escaped', () => {
    const rules = new Map<string, string>();
    const html = extractStyleAttributes('<div style="font-family:&quot;A&quot;;padding:0">x</div>', rules);
    expect(html).toMatch(/^<div data-prerender-style="[\w-]{8}">x<\/div>$/);
    expect([...rules.values()]).toEqual(['font-family:"A";padding:0']);
    expect(fileForRoute('/')).toBe('index.html');
    expect(fileForRoute('/products/:productUrl')).toBe('products/[productUrl]/index.html');
  });

  it('puts the page CSS in its head with the nonce the scripts carry, so the policy allows it (issue 33)', () => {
    const page = fillTemplate(
      '<head>\n  </head><div id="root"></div><script type="module" crossorigin src="/e.js" nonce="N1"></script>',
      '<main></main>',
      'a{color:red}</style><p>',
      '/boot.js',
    );
    expect(page).toContain('<style nonce="N1">a{color:red}<\\/style><p></style>');
    expect(page).toContain('src="/boot.js" nonce="N1"');
  });

  it("a live build's page asks at its first paint for the GET calls it opens with: the session, and the checkout its initial data", () => {
    vi.stubEnv('VITE_API_MODE', 'live');
    vi.stubEnv('VITE_API_BASE_STOREFRONT', 'https://shop.example.com');
    try {
      expect(prefetchUrls('/checkout')).toEqual(['https://shop.example.com/Account/Session', 'https://shop.example.com/Checkout/InitialData']);
      expect(prefetchUrls('/')).toEqual(['https://shop.example.com/Account/Session']);
    } finally {
      vi.unstubAllEnvs();
    }
    // A mock build's embedded back end is not running at the first paint: nothing is asked for then.
    expect(prefetchUrls('/checkout')).toEqual([]);
  });
});
