// The consumer test (issue 44): an app outside the workspace installs the packed @joinery/ui and
// @joinery/flows and uses them as the README's "Use Joinery in another app" says. Copies
// consumer/ to a fresh folder under the system's temp directory, installs the tarballs with
// React, Vite and XState from the npm registry (--prefer-offline: the cache has what the
// repository uses), then: tsc under "bundler" and "node16"; two Node checks (a machine driven to
// its final state with React refused; renderToString without window); two plain Vite builds (the
// app, and the Button-only app whose Joinery JavaScript is held to Button's budget); the app's
// checks in Chromium. `node scripts/packages/consumer.mjs <ui.tgz> <flows.tgz>`; called by
// scripts/packages/check.mjs, which packs them. Exits non-zero on the first failed check.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { chromiumArgs, findChromium } from '../chromium.mjs';
import { componentBudgets } from '../component-budgets.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const [uiTarball, flowsTarball] = process.argv.slice(2).map((file) => path.resolve(file));
if (!uiTarball || !flowsTarball) {
  console.error('usage: node scripts/packages/consumer.mjs <ui.tgz> <flows.tgz>');
  process.exit(2);
}

const failures = [];
function check(ok, what) {
  console.log(`${ok ? '  ✔' : '  ✘'} ${what}`);
  if (!ok) failures.push(what);
}
function run(name, command, args, options = {}) {
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: app, encoding: 'utf8', ...options });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  console.log(`consumer: ${name} (${seconds} s)${ok ? '' : `: exit ${result.status}`}`);
  if (!ok || process.env['JOINERY_CONSUMER_VERBOSE']) process.stdout.write(`${result.stdout ?? ''}${result.stderr ?? ''}`);
  return { ...result, ok };
}

// 1. The app outside the workspace.
const app = mkdtempSync(path.join(os.tmpdir(), 'joinery-consumer-'));
process.on('exit', () => {
  if (!process.env['JOINERY_CONSUMER_KEEP']) rmSync(app, { recursive: true, force: true });
});
cpSync(path.join(root, 'consumer'), app, { recursive: true });
console.log(`consumer: app in ${app}`);

const rootPackage = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const flowsPackage = JSON.parse(readFileSync(path.join(root, 'packages/flows/package.json'), 'utf8'));
const want = (name, range) => `${name}@${range}`;
const installed = run('npm install of the tarballs, React, Vite and XState', 'npm', [
  'install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error',
  uiTarball, flowsTarball,
  ...['react', 'react-dom', '@types/react', '@types/react-dom', 'vite', '@vitejs/plugin-react'].map((name) =>
    want(name, rootPackage.devDependencies[name]),
  ),
  want('xstate', flowsPackage.peerDependencies.xstate),
  want('@xstate/react', flowsPackage.peerDependencies['@xstate/react']),
]);
if (!installed.ok) process.exit(1);
// No path back into the repository: the packages are real folders from the tarballs.
for (const name of ['ui', 'flows']) {
  const folder = path.join(app, 'node_modules/@joinery', name);
  check(!statSync(folder).isSymbolicLink() && !readdirSync(folder).includes('node_modules') === true, `@joinery/${name} installed from its tarball (not linked)`);
}

// 2. Types: the declarations under both resolutions an app uses.
const tsc = path.join(root, 'node_modules/.bin/tsc');
for (const mode of ['bundler', 'node16']) {
  check(run(`tsc --noEmit, moduleResolution ${mode}`, tsc, ['-p', `types/tsconfig.${mode}.json`]).ok, `types check under moduleResolution "${mode}"`);
}

// 3. Node: a machine with fake actors (React refused), and server rendering.
check(run('node: machine to its final state', 'node', ['--import', './node/refuseReact.mjs', 'node/machine.mjs']).ok, 'a @joinery/flows machine runs to its final state in Node without React');
check(run('node: renderToString', 'node', ['node/ssr.mjs']).ok, 'renderToString(ThemeProvider + Button) in Node without window');

// 4. Plain Vite builds: the app (development mode: the development warnings are part of what is
// checked) and the Button-only app (production, React left out).
const vite = path.join(app, 'node_modules/.bin/vite');
// NODE_ENV=development: `vite build` alone makes a production build whatever its mode.
const development = { env: { ...process.env, NODE_ENV: 'development' } };
if (!run('vite build (the app)', vite, ['build', '--mode', 'development', '--logLevel', 'warn'], development).ok) process.exit(1);
if (!run('vite build (the Button-only app)', vite, ['build', '--config', 'vite.button.config.js', '--logLevel', 'warn']).ok) process.exit(1);

const files = (dir) => readdirSync(dir, { recursive: true }).map(String).map((file) => path.join(dir, file));
const gzipKb = (file) => gzipSync(readFileSync(file)).length / 1024;
const buttonJs = files(path.join(app, 'dist-button/assets')).filter((file) => file.endsWith('.js'));
const buttonCss = files(path.join(app, 'dist-button/assets')).filter((file) => file.endsWith('.css'));
const jsKb = buttonJs.reduce((sum, file) => sum + gzipKb(file), 0);
const cssKb = buttonCss.reduce((sum, file) => sum + gzipKb(file), 0);
const cssRawKb = buttonCss.reduce((sum, file) => sum + statSync(file).size / 1024, 0);
const budget = componentBudgets.Button;
console.log(
  `consumer: a Button-only app ships ${jsKb.toFixed(1)} kB of Joinery JavaScript (gzip, React left out; Button's budget ${budget} kB) and loads ${cssKb.toFixed(1)} kB of CSS (gzip; ${cssRawKb.toFixed(0)} kB raw, @joinery/ui/styles.css)`,
);
check(jsKb <= budget, `Button-only app's Joinery JavaScript ${jsKb.toFixed(1)} kB ≤ Button's budget ${budget} kB`);

// 5. Chromium: the app's pages, served as static files.
const dist = path.join(app, 'dist');
const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.woff2': 'font/woff2' };
const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const file = path.join(dist, url.pathname === '/' ? 'index.html' : url.pathname);
  try {
    const body = readFileSync(file);
    response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    response.end(body);
  } catch {
    response.writeHead(404).end();
  }
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;
const executablePath = await findChromium();
const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: chromiumArgs });
const started = Date.now();
try {
  const tokens = (theme) =>
    JSON.parse(readFileSync(path.join(app, `node_modules/@joinery/ui/dist/tokens/${theme}.tokens.json`), 'utf8'));
  const rgb = (hex) => {
    const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
    return `rgb(${r}, ${g}, ${b})`;
  };

  /** Opens a page; returns it with the [Joinery] warnings and any error it logged. */
  async function open(address) {
    const page = await browser.newPage();
    const warnings = [];
    const errors = [];
    page.on('console', (message) => {
      if (message.text().startsWith('[Joinery]')) warnings.push(message.text());
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.goto(`${base}${address}`);
    return { page, warnings, errors };
  }

  // A Button in the staff theme has the theme's colours, read from the package's own tokens.
  {
    const { page, warnings, errors } = await open('/?case=button');
    const button = page.getByRole('button', { name: 'Save' });
    await button.waitFor();
    const style = await button.evaluate((element) => {
      const computed = getComputedStyle(element);
      return { background: computed.backgroundColor, color: computed.color, radius: computed.borderTopLeftRadius };
    });
    const staff = tokens('staff');
    check(style.background === rgb(staff.color.accent.$value), `Button background ${style.background} is staff color.accent ${staff.color.accent.$value}`);
    check(style.color === rgb(staff.color.accentText.$value), `Button text ${style.color} is staff color.accentText ${staff.color.accentText.$value}`);
    check(style.radius === staff.radius.md.$value, `Button corner ${style.radius} is staff radius.md ${staff.radius.md.$value}`);
    check(warnings.length === 0 && errors.length === 0, `a correct app logs no Joinery warning or error (${[...warnings, ...errors].join(' | ') || 'none'})`);
    await page.close();
  }

  // A Dialog opens, keeps focus inside while Tab goes round, and gives it back on close.
  {
    const { page, errors } = await open('/?case=dialog');
    const trigger = page.getByRole('button', { name: 'Edit address' });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Edit address' });
    await dialog.waitFor();
    check(await dialog.isVisible(), 'Dialog opens from its trigger');
    let inside = true;
    for (let press = 0; press < 8; press++) {
      await page.keyboard.press(press % 3 === 2 ? 'Shift+Tab' : 'Tab');
      inside &&= await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
    }
    check(inside, 'Dialog keeps focus inside through 8 presses of Tab and Shift+Tab');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    check(await trigger.evaluate((element) => element === document.activeElement), 'Dialog gives focus back to its trigger when it closes');
    check(errors.length === 0, `Dialog page logs no error (${errors.join(' | ') || 'none'})`);
    await page.close();
  }

  // A DataTable of 10,000 rows keeps fewer than 100 of them in the page, also after a scroll.
  {
    const { page, errors } = await open('/?case=table');
    const table = page.getByRole('table', { name: 'Orders' });
    await table.waitFor();
    await page.getByText('Customer 1', { exact: true }).waitFor();
    const rowsAtTop = await page.locator('tbody tr').count();
    await page.evaluate(() => {
      const scroller = [...document.querySelectorAll('*')].find((element) => element.scrollHeight > element.clientHeight + 1000);
      scroller?.scrollTo(0, scroller.scrollHeight / 2);
    });
    await page.getByText('Customer 5000', { exact: true }).waitFor({ timeout: 5000 }).catch(() => {});
    const rowsInMiddle = await page.locator('tbody tr').count();
    const middleShown = await page.getByText(/^Customer 50\d\d$/).count();
    check(rowsAtTop > 0 && rowsAtTop < 100 && rowsInMiddle < 100, `DataTable with 10,000 rows keeps ${rowsAtTop} rows in the page (${rowsInMiddle} after scrolling halfway), fewer than 100`);
    check(middleShown > 0, 'DataTable shows the rows halfway down after scrolling there');
    check(errors.length === 0, `DataTable page logs no error (${errors.join(' | ') || 'none'})`);
    await page.close();
  }

  // A DateField takes a typed date.
  {
    const { page, errors } = await open('/?case=date');
    const field = page.getByLabel('Delivery date');
    await field.click();
    await page.keyboard.type('06/10/2025');
    await page.keyboard.press('Enter');
    const chosen = await page.getByTestId('chosen').textContent();
    check(chosen === '2025-06-10' || chosen === '2025-06-09', `DateField takes a typed date (06/10/2025 gave ${chosen})`);
    check(errors.length === 0, `DateField page logs no error (${errors.join(' | ') || 'none'})`);
    await page.close();
  }

  // Bad input: the stylesheet left out, ThemeProvider left out, a theme that does not exist.
  {
    const { page, warnings } = await open('/nostyles.html');
    await page.getByRole('button', { name: 'Save' }).waitFor();
    await page.waitForTimeout(1500);
    check(warnings.length === 1 && /styles\.css/.test(warnings[0] ?? ''), `without the stylesheet: one warning naming it (${warnings.join(' | ') || 'none'})`);
    await page.close();
  }
  {
    const { page, warnings } = await open('/?case=dialog&provider=none');
    await page.getByRole('button', { name: 'Edit address' }).click();
    await page.getByRole('dialog').waitFor();
    check(warnings.length === 1 && /ThemeProvider/.test(warnings[0] ?? ''), `without ThemeProvider: one warning naming it (${warnings.join(' | ') || 'none'})`);
    await page.close();
  }
  {
    // A Button alone outside ThemeProvider (no overlay involved) is told about it too.
    const { page, warnings } = await open('/?case=button&provider=none');
    await page.getByRole('button', { name: 'Save' }).waitFor();
    check(warnings.length === 1 && /ThemeProvider/.test(warnings[0] ?? ''), `a Button without ThemeProvider: one warning naming it (${warnings.join(' | ') || 'none'})`);
    await page.close();
  }
  {
    const { page, warnings } = await open('/?case=button&theme=unknown');
    const button = page.getByRole('button', { name: 'Save' });
    await button.waitFor();
    const background = await button.evaluate((element) => getComputedStyle(element).backgroundColor);
    const fallback = await page.locator('[data-theme]').first().getAttribute('data-theme');
    const dealer = tokens('dealer');
    check(fallback === 'dealer' && background === rgb(dealer.color.accent.$value), `an unknown theme shows the dealer theme (data-theme ${fallback}, background ${background})`);
    check(warnings.length === 1 && /Unknown theme "unknown"/.test(warnings[0] ?? ''), `an unknown theme: one warning naming it (${warnings.join(' | ') || 'none'})`);
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
}
console.log(`consumer: Chromium checks (${((Date.now() - started) / 1000).toFixed(1)} s)`);

writeFileSync(path.join(root, 'node_modules/.cache/joinery/consumer-size.json'), JSON.stringify({ jsKb, cssKb, cssRawKb, budget }));
if (failures.length) {
  console.log(`\nconsumer: ${failures.length} check(s) failed:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('consumer: every check passed');
