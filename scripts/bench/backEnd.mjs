// The store's host for the Lighthouse part of `npm run bench`: one origin that answers the
// storefront's API from the embedded back end's MSW handlers (mocks/) and passes every other request
// to `vite preview`, as the real store's server does. Pointed at the example configuration's hosts
// (off this machine), the product page showed "We could not find this product." and the checkout its
// load error, and those were measured.
//
// Vite loads the TypeScript handlers in this process (ssrLoadModule: one module graph, so the
// session the handlers read is the one signed in here). The dealer is signed in and keeps the cart
// the store seeds for them. A product page gets what a real store renders into it: its inputs as
// JSON in #product-page-inputs (storefront.md §3; the live build reads them from there). A page
// whose content is the shopper's data gets its first replies rendered into it (issue 47): the GET
// calls the build says it opens with (prerendered.json `firstCalls`), answered by the same handlers,
// in #first-replies (README "Live deployment"; packages/flows/src/api/firstReplies.ts).
import http from 'node:http';
import { gzipSync } from 'node:zlib';
import { root } from './support.mjs';

/** Reads a request's body into a Buffer (undefined for none). */
async function readBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return chunks.length ? Buffer.concat(chunks) : undefined;
}

/** A JSON data block (not run as script, so the policy allows it); `<` escaped so no text ends it. */
export function jsonBlock(id, value) {
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

/**
 * The first replies of a page (issue 47): each GET address in `addresses` answered by `answer`
 * (a Fetch Response, or undefined for none), keyed as the storefront's request layer keys its calls
 * (`key`: firstReplyKey); a call answered with an error or with no JSON is left out, and the page
 * fetches it as it would without the block.
 */
export async function firstReplies(addresses, answer, key) {
  const replies = {};
  for (const address of addresses) {
    const response = await answer(new Request(address, { headers: { accept: 'application/json' } }));
    if (!response?.ok) continue;
    try {
      replies[key(address)] = JSON.parse(await response.text());
    } catch {
      // not JSON: fetched by the page
    }
  }
  return replies;
}

/**
 * Starts the host on `port` (127.0.0.1): API calls answered here, everything else from `siteOrigin`;
 * `firstCalls` (prerendered.json's) names the pages that get their first replies rendered into them.
 * @returns {Promise<{ origin: string, stop: () => Promise<void> }>}
 */
export async function startHost(port, siteOrigin, shopperId = 'dealer', firstCalls = {}) {
  const { createServer, defaultClientConditions, defaultServerConditions } = await import('vite');
  // Vite sets NODE_ENV=development in the process it runs in, and every later child of the bench
  // (the static Storybook build) would inherit it: a development build of React scrolled the
  // 10,000-row table with 61 long tasks instead of 1. The process's own value is put back.
  const nodeEnv = process.env.NODE_ENV;
  const vite = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
    // The packages' TypeScript source, as the repository's other Vite configurations read it
    // (scripts/packages/sourceConditions.ts): a fresh clone has no dist/ to resolve to.
    resolve: { conditions: ['@joinery/source', ...defaultClientConditions] },
    ssr: { resolve: { conditions: ['@joinery/source', ...defaultServerConditions] } },
  });
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
  const { getResponse } = await import('msw');
  const { allHandlers } = await vite.ssrLoadModule('/mocks/handlers/index.ts');
  const { signInDemoShopper } = await vite.ssrLoadModule('/mocks/data/storefront/shoppers.ts');
  const { demoProductPage } = await vite.ssrLoadModule('/apps/site/src/mock/productPages.ts');
  const { firstReplyKey, FIRST_REPLIES_ID } = await vite.ssrLoadModule('/packages/flows/src/api/firstReplies.ts');
  const shopper = signInDemoShopper(shopperId);

  /** Sends a handler's Fetch Response as Node's response. */
  async function send(res, response) {
    const headers = {};
    response.headers.forEach((value, name) => (headers[name] = value));
    res.writeHead(response.status, headers);
    res.end(Buffer.from(await response.arrayBuffer()));
  }

  /** Any other request goes to the preview as it came (compressed as the preview compresses). */
  function pass(req, res, body) {
    const target = new URL(siteOrigin);
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...req.headers, host: target.host } },
      (reply) => {
        res.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(String(error));
    });
    upstream.end(body);
  }

  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
      const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await readBody(req);
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
      const answered = await getResponse(allHandlers, new Request(url, { method: req.method, headers, body }));
      if (answered) return await send(res, answered);

      const product = req.method === 'GET' && /^\/products\/[^/]+\/?$/.test(url.pathname);
      const route = req.method === 'GET' ? Object.keys(firstCalls).find((path) => path === url.pathname.replace(/(.)\/$/, '$1')) : undefined;
      if (!product && !route) return pass(req, res, body);
      // The page: read plain, what the store renders into it added, then compressed as the preview would have.
      headers.delete('host');
      headers.set('accept-encoding', 'identity');
      const page = await fetch(new URL(url.pathname + url.search, siteOrigin), { headers });
      let block = '';
      if (product) {
        const inputs = demoProductPage(url.pathname.replace(/\/$/, ''), { site: 'Dealer', customerType: shopper.customerType, signedIn: true });
        if (inputs) block = jsonBlock('product-page-inputs', inputs);
      } else {
        const answer = (request) => getResponse(allHandlers, request);
        block = jsonBlock(FIRST_REPLIES_ID, await firstReplies(firstCalls[route], answer, firstReplyKey));
      }
      const html = (await page.text()).replace('</body>', `${block}</body>`);
      const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
      const reply = {};
      page.headers.forEach((value, name) => {
        if (!['content-length', 'content-encoding', 'transfer-encoding'].includes(name)) reply[name] = value;
      });
      if (gzip) reply['content-encoding'] = 'gzip';
      res.writeHead(page.status, reply);
      res.end(gzip ? gzipSync(html) : html);
    } catch (error) {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(error instanceof Error ? error.stack : String(error));
    }
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: async () => {
      await new Promise((resolve) => server.close(resolve));
      await vite.close();
    },
  };
}
