// Make sure a Chromium exists before the browser tests start; get one if it does not.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { findChromium } from './chromium.mjs';

const found = await findChromium();
if (found) process.exit(0);

const isDebianLike = (() => {
  try {
    return /debian|ubuntu/i.test(readFileSync('/etc/os-release', 'utf8'));
  } catch {
    return false;
  }
})();
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

if (isDebianLike && isRoot) {
  console.log('No Chromium found: installing Debian\'s chromium with apt-get (needs a minute).');
  try {
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    });
  } catch {
    /* fall through to Playwright's installer */
  }
  if (existsSync('/usr/bin/chromium')) process.exit(0);
}
console.log('No Chromium found: trying Playwright\'s own installer.');
try {
  execSync('npx playwright install chromium', { stdio: 'inherit' });
} catch {
  /* reported below */
}
if (await findChromium()) process.exit(0);
console.error(
  'No Chromium: install one (Debian/Ubuntu: `sudo apt-get install -y chromium`) or set CHROMIUM_PATH to a Chromium binary, then rerun.',
);
process.exit(1);
