import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseReply } from '@joinery/flows/api';
import { checkoutInitialDataSchema } from '../../packages/flows/src/api/storefront/checkoutSchemas';
import { shopperSessionSchema } from '../../packages/flows/src/api/storefront/shopperSession';
import { firstReplyKey } from '../../packages/flows/src/api/firstReplies';
import { firstReplies, jsonBlock, startHost } from './backEnd.mjs';

/** Issue 47: the bench's host renders a data route's first replies into its page, as a store may. */
describe("the bench host's first replies in the page", () => {
  let site: http.Server;
  let host: { origin: string; stop: () => Promise<void> };
  const page = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';

  beforeAll(async () => {
    // The site's preview, reduced to one page for every address.
    site = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(page);
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    const sitePort = (site.address() as AddressInfo).port;
    // A free port for the host: the addresses the build names are on it.
    const probe = http.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
    const origin = `http://127.0.0.1:${port}`;
    host = await startHost(port, `http://127.0.0.1:${sitePort}`, 'dealer', {
      '/checkout': [`${origin}/Account/Session`, `${origin}/Checkout/InitialData`],
    });
  }, 60_000); // Vite loads the embedded back end's handlers: several seconds beside other work.
  afterAll(async () => {
    await host?.stop();
    await new Promise((resolve) => site?.close(resolve));
  });

  /** The #first-replies block of a page the host served, parsed; undefined for none. */
  async function blockOf(path: string): Promise<Record<string, unknown> | undefined> {
    const html = await (await fetch(`${host.origin}${path}`)).text();
    const text = /<script type="application\/json" id="first-replies">([\s\S]*?)<\/script>/.exec(html)?.[1];
    return text === undefined ? undefined : (JSON.parse(text) as Record<string, unknown>);
  }

  it("renders the checkout's session and initial data into its page, keyed as the request layer keys them, and each passes its call's reply schema", async () => {
    const block = await blockOf('/checkout');
    expect(Object.keys(block ?? {})).toEqual(['GET /Account/Session', 'GET /Checkout/InitialData']);
    const session = parseReply('shopperSession.current', shopperSessionSchema, block?.['GET /Account/Session']);
    expect(session.shopper?.name).toBe('Dana Whitfield');
    const data = parseReply('checkout.initialData', checkoutInitialDataSchema, block?.['GET /Checkout/InitialData']);
    expect(data).toBeTruthy();
  });

  it('leaves every other page as the site serves it', async () => {
    await expect(blockOf('/wishlists')).resolves.toBeUndefined();
    await expect(blockOf('/')).resolves.toBeUndefined();
  });

  it('leaves out a call answered with an error or with no JSON (the page fetches it), and escapes < so no reply ends the block', async () => {
    const answers: Record<string, Response> = {
      '/ok': Response.json({ note: '</script><script>alert(1)</script>' }),
      '/missing': Response.json({ message: 'Not found' }, { status: 404 }),
      '/text': new Response('not json'),
    };
    const replies = await firstReplies(
      ['https://shop.example.com/ok', 'https://shop.example.com/missing', 'https://shop.example.com/text', 'https://shop.example.com/none'],
      async (request: Request) => answers[new URL(request.url).pathname],
      firstReplyKey,
    );
    expect(replies).toEqual({ 'GET /ok': { note: '</script><script>alert(1)</script>' } });
    const block = jsonBlock('first-replies', replies);
    expect(block).not.toMatch(/<\/script>[\s\S]*<\/script>/);
    expect(JSON.parse(/>([\s\S]*)<\/script>$/.exec(block)?.[1] ?? '')).toEqual(replies);
  });
});
