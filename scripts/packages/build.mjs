// `npm run build:packages`: builds @joinery/ui and @joinery/flows into their dist/ folders (tsdown,
// each package's tsdown.config.ts) and writes the design tokens from the built theme values.
// `npm test` runs it first in scripts/prebuild.mjs, beside the Vitest step at low priority; the
// package checks (scripts/packages/check.mjs) read what it wrote. Prints each part's time.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tsdown = path.join(root, 'node_modules/.bin/tsdown');

function timed(name, run) {
  const started = Date.now();
  const status = run();
  console.log(`build:packages: ${name} ${status === 0 ? 'done' : `failed (exit ${status})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (status !== 0) process.exit(status ?? 1);
}

for (const name of ['ui', 'flows']) {
  timed(`@joinery/${name}`, () => {
    const { status, stdout, stderr } = spawnSync(tsdown, ['--log-level', 'warn'], {
      cwd: path.join(root, 'packages', name),
      encoding: 'utf8',
    });
    // tsdown's deprecation line for Node 20 and its plugin timing table are noise here.
    const output = `${stdout}${stderr}`
      .split('\n')
      .filter((line) => line.trim() && !/deprecated|PLUGIN_TIMINGS|^\s+- |rolldown\.rs\/options\/checks/.test(line))
      .join('\n');
    if (output) console.log(output);
    return status;
  });
}

/** Design tokens (issue 44): DTCG JSON per theme and CSS custom properties, from the built theme values. */
const uiDist = path.join(root, 'packages/ui/dist');
const { themeTokens } = await import(pathToFileURL(path.join(uiDist, 'theme/themes.css.js')).href);
const { toDesignTokens, toCustomProperties, toThemesStylesheet } = await import(
  pathToFileURL(path.join(uiDist, 'theme/designTokens.js')).href
);
timed('design tokens', () => {
  const out = path.join(uiDist, 'tokens');
  mkdirSync(out, { recursive: true });
  for (const [theme, tokens] of Object.entries(themeTokens)) {
    const description = `Joinery's ${theme} theme (@joinery/ui): the values its components use.`;
    writeFileSync(path.join(out, `${theme}.tokens.json`), `${JSON.stringify(toDesignTokens(tokens, description), null, 2)}\n`);
    writeFileSync(path.join(out, `${theme}.css`), `:root {\n${toCustomProperties(tokens).map((line) => `  ${line}`).join('\n')}\n}\n`);
  }
  writeFileSync(path.join(out, 'themes.css'), toThemesStylesheet(themeTokens));
  return 0;
});
