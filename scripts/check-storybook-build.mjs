// The static Storybook, as designers and QA review it once published (`storybook build`), shows each
// screen with the theme it ships: every CSS variable a built stylesheet reads is declared by one of
// the built stylesheets, or set by the built scripts (vanilla-extract's assignInlineVars).
//
// Run by `npm test` beside the journeys, after the packages step, so @joinery/ui's dist/ is there:
// a .css.ts compiled against dist/ reads the theme's variables under other names, and the screen
// loses its spacing, type sizes and colours while every class still matches (session 59: the
// Checkout story in the bench's Storybook, 32 variables read and never declared).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** The custom properties `css` declares (`--name:`) and reads (`var(--name`). */
export function customProperties(css) {
  const declared = new Set(Array.from(css.matchAll(/(--[\w-]+)\s*:/g), (match) => match[1]));
  const read = new Set(Array.from(css.matchAll(/var\(\s*(--[\w-]+)/g), (match) => match[1]));
  return { declared, read };
}

/**
 * The variables read by a stylesheet in `files` (name → text) that none declares and no script
 * names, each with the stylesheets that read it.
 */
export function undeclaredVariables(files) {
  const declared = new Set();
  const readers = new Map();
  const scripts = [];
  for (const [name, text] of Object.entries(files)) {
    if (name.endsWith('.js')) {
      scripts.push(text);
      continue;
    }
    if (!name.endsWith('.css')) continue;
    const found = customProperties(text);
    for (const each of found.declared) declared.add(each);
    for (const each of found.read) readers.set(each, [...(readers.get(each) ?? []), name]);
  }
  const allScripts = scripts.join('\n');
  return [...readers]
    .filter(([name]) => !declared.has(name) && !allScripts.includes(name))
    .map(([name, sheets]) => ({ name, sheets }));
}

function filesIn(folder) {
  const files = {};
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(css|js)$/.test(entry.name)) continue;
    const full = path.join(entry.parentPath, entry.name);
    files[path.relative(folder, full)] = readFileSync(full, 'utf8');
  }
  return files;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const outDir = path.join(root, 'node_modules/.cache/joinery/storybook-static-check');
  rmSync(outDir, { recursive: true, force: true });
  const started = Date.now();
  const build = spawnSync(path.join(root, 'node_modules/.bin/storybook'), ['build', '-o', outDir, '--quiet'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
  });
  if (build.status !== 0) {
    console.error(`storybook build failed (exit ${build.status})`);
    process.exit(1);
  }
  const missing = undeclaredVariables(filesIn(outDir));
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (missing.length) {
    console.error(
      `The static Storybook reads ${missing.length} CSS variables that nothing declares (a .css.ts compiled against another copy of the theme?):\n` +
        missing
          .slice(0, 20)
          .map(({ name, sheets }) => `  ${name}, read by ${sheets.slice(0, 3).join(', ')}${sheets.length > 3 ? ', …' : ''}`)
          .join('\n'),
    );
    process.exit(1);
  }
  console.log(`static Storybook built in ${seconds} s: every CSS variable its stylesheets read is declared`);
}
