// The package step of `npm test` (issue 44), on the builds scripts/prebuild.mjs made
// (`npm run build:packages`): publint (strict) on each package, "are the types wrong" on each
// packed tarball's ESM entry points, the committed API reports against the builds
// (scripts/packages/apiReport.mjs), then the consumer app outside the workspace
// (scripts/packages/consumer.mjs). Prints each part's time; the first failing part fails the step.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { apiReport, entryPoints } from './apiReport.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const names = ['ui', 'flows'];

async function part(name, run) {
  const started = Date.now();
  const ok = await run();
  console.log(`packages: ${name} ${ok ? 'passed' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (!ok) process.exit(1);
}

for (const name of names)
  if (!existsSync(path.join(root, 'packages', name, 'dist/index.js'))) {
    console.error(`packages: packages/${name}/dist is missing: run npm run build:packages`);
    process.exit(1);
  }

const packs = mkdtempSync(path.join(os.tmpdir(), 'joinery-packs-'));
process.on('exit', () => rmSync(packs, { recursive: true, force: true }));
const tarballs = {};
await part('npm pack', () => {
  for (const name of names) {
    const { status, stdout, stderr } = spawnSync('npm', ['pack', '--json', '--pack-destination', packs], {
      cwd: path.join(root, 'packages', name),
      encoding: 'utf8',
    });
    if (status !== 0) return (console.log(stderr), false);
    const [{ filename, size, unpackedSize, entryCount }] = JSON.parse(stdout);
    tarballs[name] = path.join(packs, filename);
    console.log(`  @joinery/${name}: ${filename}, ${entryCount} files, ${(size / 1024).toFixed(0)} kB packed, ${(unpackedSize / 1024).toFixed(0)} kB unpacked`);
  }
  return true;
});

await part('publint --strict', async () => {
  let clean = true;
  for (const name of names) {
    const pkgDir = path.join(root, 'packages', name);
    const { messages, pkg } = await publint({ pkgDir, level: 'suggestion', strict: true, pack: 'npm' });
    for (const message of messages) console.log(`  @joinery/${name} ${message.type}: ${formatMessage(message, pkg)}`);
    clean &&= messages.length === 0;
  }
  return clean;
});

await part('are the types wrong (ESM entry points)', () => {
  let clean = true;
  for (const name of names) {
    const entries = entryPoints(name);
    const { status, stdout, stderr } = spawnSync(
      path.join(root, 'node_modules/.bin/attw'),
      [tarballs[name], '--profile', 'esm-only', '--format', 'ascii', '--no-emoji', '--no-color', '--entrypoints', ...entries],
      { encoding: 'utf8' },
    );
    console.log(`  @joinery/${name}: ${entries.length} entry points, ${status === 0 ? 'no problems' : 'problems:'}`);
    if (status !== 0) {
      console.log(`${stdout}${stderr}`);
      clean = false;
    }
  }
  return clean;
});

await part('API reports current', () => {
  let clean = true;
  for (const name of names) {
    const result = apiReport(name);
    console.log(`  ${result.report}: ${result.ok ? 'current' : 'differs from the build (the public API changed): review it, then npm run api:update and commit it'}`);
    clean &&= result.ok;
  }
  return clean;
});

await part('consumer app outside the workspace', () => {
  const { status } = spawnSync('node', [path.join(root, 'scripts/packages/consumer.mjs'), tarballs.ui, tarballs.flows], { stdio: 'inherit' });
  return status === 0;
});
