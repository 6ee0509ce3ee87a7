import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import { pageFile, readPages } from './prerender.ts';

/**
 * The site's Content-Security-Policy. Scripts and styles come only from the site's own files (and,
 * in a live build, the card provider's script host): no 'unsafe-inline', no 'unsafe-eval'. Two kinds of <style> element are written at run time:
 * Radix's fixed viewport rules (allowed by their hash, read from the installed package) and the
 * scroll lock Radix's dialogs and selects add while open (its sizes vary, so it carries the
 * per-response nonce, which the page hands to that library at boot). The mock build adds one
 * source: `blob:` workers, because the embedded back end writes workbooks in the page and their
 * zip library (fflate, under write-excel-file) compresses files over 160 kB in a worker made from
 * a blob (a 3,665-row export was refused without it). MSW's service worker is a same-origin
 * script, which `worker-src 'self'` allows. A live build's workbooks come from its server.
 *
 * `vite build` writes the policy into index.html as a <meta http-equiv> (so any static host
 * ships it) with the placeholder nonce below; `vite preview` replaces the placeholder with a
 * fresh nonce for every page it serves and also sends the policy as a header, where
 * `frame-ancestors` (which a meta tag cannot carry) applies. Each address gets its page: a
 * storefront route's prerendered HTML, anything else the shell (prerender.ts, `prerendered.json`).
 * A production host does the same replacement (nginx: `sub_filter`), or the nonce stays a constant.
 */
export const CSP_NONCE_PLACEHOLDER = '__JOINERY_CSP_NONCE__';

export interface PolicyInput {
  /** Origins the page may call besides its own: the live API bases and the identity provider. */
  connectOrigins: string[];
  /** Origins the page may frame: the identity provider's silent sign-in. */
  frameOrigins: string[];
  nonce: string;
  /** sha256 sources of the fixed <style> elements the components write. */
  styleHashes: string[];
  /** Header only: a <meta> policy ignores frame-ancestors. */
  forHeader: boolean;
  /** Worker sources besides the site's own files: `blob:` in a mock build only. */
  workerSources?: string[];
  /** Picture origins besides the site's own: the product image host (VITE_PRODUCT_IMAGE_HOST). */
  imageOrigins?: string[];
  /** Script origins besides the site's own files: the card provider's, in a live build only. */
  scriptOrigins?: string[];
}

/**
 * The card provider's hosts (storefront.md §7). The checkout of a live build loads Accept.js from
 * the production or the test host (the Environment setting, read at run time, so both are allowed;
 * packages/flows/src/storefront/payment/constants.ts `ACCEPT_JS_URLS`, which a test keeps in step)
 * and Accept.js sends the card to the matching API host. A mock build uses the local stand-in.
 */
export const CARD_PROVIDER_ORIGINS = {
  scripts: ['https://js.authorize.net', 'https://jstest.authorize.net'],
  connect: ['https://api2.authorize.net', 'https://apitest.authorize.net'],
} as const;

export function contentSecurityPolicy({ connectOrigins, frameOrigins, nonce, styleHashes, forHeader, workerSources = [], scriptOrigins = [], imageOrigins = [] }: PolicyInput): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptOrigins],
    ['style-src', "'self'", `'nonce-${nonce}'`, ...styleHashes],
    // React's style={...} writes through the CSSOM, which CSP does not govern; a style="" in
    // markup would be refused (docs/decisions.md).
    ['style-src-attr', "'none'"],
    ['img-src', "'self'", 'data:', 'blob:', ...imageOrigins],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...connectOrigins],
    ['frame-src', "'self'", ...frameOrigins],
    ['worker-src', "'self'", ...workerSources],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ...(forHeader ? ([['frame-ancestors', "'none'"]] as [string, ...string[]][]) : []),
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

const originOf = (url: string | undefined): string[] => {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
};

/** The origins a build talks to, from the same VITE_ variables the site reads. */
export function policyOrigins(
  env: Record<string, string | undefined>,
): Pick<PolicyInput, 'connectOrigins' | 'frameOrigins' | 'workerSources' | 'scriptOrigins' | 'imageOrigins'> {
  const live = env['VITE_API_MODE'] === 'live';
  const identity = originOf(env['VITE_OIDC_AUTHORITY']);
  const apis = [...originOf(env['VITE_API_BASE_STOREFRONT']), ...originOf(env['VITE_API_BASE_STAFF'])];
  const cardProvider = live ? CARD_PROVIDER_ORIGINS.connect : [];
  return {
    connectOrigins: [...new Set([...apis, ...identity, ...cardProvider])],
    frameOrigins: identity,
    workerSources: live ? [] : ['blob:'],
    scriptOrigins: live ? [...CARD_PROVIDER_ORIGINS.scripts] : [],
    imageOrigins: originOf(env['VITE_PRODUCT_IMAGE_HOST']),
  };
}

/** Packages whose components render a fixed inline <style> (`dangerouslySetInnerHTML`). */
const packagesWithInlineStyles = ['@radix-ui/react-select', '@radix-ui/react-scroll-area'];

/** The hash of each fixed style the installed versions render, so an upgrade updates the policy. */
export function componentStyleHashes(root: string): string[] {
  const require = createRequire(path.join(root, 'package.json'));
  const hashes = new Set<string>();
  for (const name of packagesWithInlineStyles) {
    let source: string;
    try {
      source = readFileSync(require.resolve(name), 'utf8');
    } catch {
      continue; // not installed: nothing of it to allow
    }
    for (const [, css = ''] of source.matchAll(/__html:\s*`([^`]*)`/g)) {
      hashes.add(`'sha256-${createHash('sha256').update(css).digest('base64')}'`);
    }
  }
  return [...hashes];
}

const newNonce = () => randomBytes(18).toString('base64');

/** Writes the policy into the built index.html and serves it, nonce by nonce, from `vite preview`. */
export function contentSecurityPolicyPlugin(env: Record<string, string | undefined>): Plugin {
  const origins = policyOrigins(env);
  let outDir = 'dist';
  let styleHashes: string[] = [];
  return {
    name: 'joinery:content-security-policy',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      styleHashes = componentStyleHashes(config.root);
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (context.server) return undefined; // the dev server injects inline scripts: no policy there
        const content = contentSecurityPolicy({ ...origins, styleHashes, nonce: CSP_NONCE_PLACEHOLDER, forHeader: false });
        return [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content }, injectTo: 'head-prepend' }];
      },
    },
    configurePreviewServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const url = new URL(request.url ?? '/', 'http://preview');
        const wantsPage = request.method === 'GET' && (!path.extname(url.pathname) || url.pathname.endsWith('.html'));
        const nonce = newNonce();
        response.setHeader('Content-Security-Policy', contentSecurityPolicy({ ...origins, styleHashes, nonce, forHeader: true }));
        if (!wantsPage) return next();
        try {
          // The route's prerendered page, or the shell that renders in the browser (prerender.ts).
          const html = await readFile(path.join(outDir, pageFile(url.pathname, readPages(outDir))), 'utf8');
          response.setHeader('Content-Type', 'text/html; charset=utf-8');
          response.setHeader('Cache-Control', 'no-store');
          response.end(html.replaceAll(CSP_NONCE_PLACEHOLDER, nonce));
        } catch (error) {
          next(error);
        }
      });
    },
  };
}
