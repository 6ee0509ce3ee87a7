// Where the browser tests find Chromium. Playwright never downloads one: we point it at a
// system browser (CHROMIUM_PATH, then Debian's /usr/bin/chromium, then one Playwright has).
import { existsSync } from 'node:fs';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

const candidates = () =>
  [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);

/** @returns {Promise<string | undefined>} */
export async function findChromium() {
  for (const path of candidates()) if (path && existsSync(path)) return path;
  try {
    const { chromium } = await import('playwright');
    const own = chromium.executablePath();
    if (own && existsSync(own)) return own;
  } catch {
    // playwright has no browser of its own: that is the normal case here
  }
  return undefined;
}
