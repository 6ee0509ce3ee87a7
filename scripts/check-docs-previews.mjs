// A screen's docs page shows each story's own state (issue 22): opens Pages/Storefront/Checkout's
// docs page in a static Storybook build and checks that the "Empty Cart" preview shows the empty
// cart and "Default" a full one (each screen story renders in its own frame: .storybook/ScreenCanvas.tsx).
//
//   npx storybook build -o storybook-static --quiet && node scripts/check-docs-previews.mjs [storybook-static]
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, findChromium } from './chromium.mjs';

const root = path.resolve(process.argv[2] ?? 'storybook-static');
if (!existsSync(path.join(root, 'iframe.html'))) {
  console.error(`No Storybook build in ${root}: run \`npx storybook build -o ${path.relative('.', root) || '.'} --quiet\` first.`);
  process.exit(2);
}
const types = { '.html': 'text/html', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.woff2': 'font/woff2', '.png': 'image/png' };
const server = createServer((request, response) => {
  const file = path.join(root, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
  if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(response);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
const address = server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const docsId = 'pages-storefront-checkout--docs';
/** Each preview, and what only its own state shows (and what it must not show). */
const previews = [
  { story: 'pages-storefront-checkout--empty-cart', shows: 'Your cart is empty.', not: 'Place Order' },
  { story: 'pages-storefront-checkout--default', shows: 'Place Order', not: 'Your cart is empty.' },
];

const started = Date.now();
const browser = await chromium.launch({ executablePath: await findChromium(), args: chromiumArgs });
const failures = [];
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${base}/iframe.html?viewMode=docs&id=${docsId}`);
  for (const { story, shows, not } of previews) {
    // The primary story appears twice (at the top and in the list): the first will do.
    const frameElement = page.locator(`iframe#iframe--${story}`).first();
    try {
      await frameElement.scrollIntoViewIfNeeded({ timeout: 60_000 });
      const frame = frameElement.contentFrame();
      // Generous: every frame loads a whole preview, and a loaded 2-core machine takes its time.
      await frame.getByText(shows, { exact: true }).first().waitFor({ state: 'visible', timeout: 180_000 });
      if ((await frame.getByText(not, { exact: true }).count()) > 0) failures.push(`${story}: shows "${not}" too`);
      else console.log(`ok  ${story}: own frame, shows "${shows}"`);
    } catch (error) {
      failures.push(`${story}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
      if (process.env.SCREENSHOT) await frameElement.screenshot({ path: `${process.env.SCREENSHOT}-${story}.png` }).catch(() => undefined);
    }
  }
} finally {
  await browser.close();
  server.close();
}
for (const failure of failures) console.error(`FAIL ${failure}`);
console.log(`${previews.length - failures.length}/${previews.length} previews show their own state (${((Date.now() - started) / 1000).toFixed(1)} s)`);
process.exit(failures.length ? 1 : 0);
