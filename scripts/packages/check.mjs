// The package step of `npm test` (issue 44), on the builds scripts/prebuild.mjs made
// (`npm run build:packages`): packs both packages, then runs side by side (the step has both
// cores to itself): publint (strict) and "are the types wrong" on each tarball's ESM entry
// points; the committed API reports against the builds (scripts/packages/apiReport.mjs); the
// consumer app outside the workspace (scripts/packages/consumer.mjs). Prints each part's output
// and time as it ends; any failing part fails the step.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { entryPoints } from './apiReport.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const names = ['ui', 'flows'];
const seconds = (started) => `${((Date.now() - started) / 1000).toFixed(1)} s`;

for (const name of names)
  if (!existsSync(path.join(root, 'packages', name, 'dist/index.js'))) {
    console.error(`packages: packages/${name}/dist is missing: run npm run build:packages`);
    process.exit(1);
  }

const packs = mkdtempSync(path.join(os.tmpdir(), 'joinery-packs-'));
process.on('exit', () => rmSync(packs, { recursive: true, force: true }));
const tarballs = {};
const packStarted = Date.now();
for (const name of names) {
  const { status, stdout, stderr } = spawnSync('npm', ['pack', '--json', '--pack-destination', packs], {
    cwd: path.join(root, 'packages', name),
    encoding: 'utf8',
  });
  if (status !== 0) {
    console.log(`packages: npm pack of @joinery/${name} failed\n${stderr}`);
    process.exit(1);
  }
  const [{ filename, size, unpackedSize, entryCount }] = JSON.parse(stdout);
  tarballs[name] = path.join(packs, filename);
  console.log(`packages: @joinery/${name} packed: ${filename}, ${entryCount} files, ${(size / 1024).toFixed(0)} kB (${(unpackedSize / 1024).toFixed(0)} kB unpacked)`);
}
console.log(`packages: npm pack (${seconds(packStarted)})`);

/** Runs a command; resolves with its status and output (printed by the caller when it ends). */
const children = new Set();
process.on('exit', () => children.forEach((child) => child.exitCode === null && child.kill('SIGTERM')));
function command(cmd, args) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, env: { ...process.env, FORCE_COLOR: '0' } });
    children.add(child);
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => resolve({ ok: status === 0, output }));
  });
}

/** A part: its name, and a function resolving with { ok, output }. */
async function part(name, run) {
  const started = Date.now();
  const { ok, output } = await run().catch((error) => ({ ok: false, output: String(error?.stack ?? error) }));
  console.log(`\npackages: ${name} ${ok ? 'passed' : 'FAILED'} (${seconds(started)})\n${output.trimEnd()}`);
  return ok;
}

const results = await Promise.all([
  part('publint --strict and are-the-types-wrong', async () => {
    let ok = true;
    let output = '';
    for (const name of names) {
      const tarball = readFileSync(tarballs[name]);
      const { messages, pkg } = await publint({
        pkgDir: 'package', // the folder npm pack puts every file under
        level: 'suggestion',
        strict: true,
        pack: { tarball: tarball.buffer.slice(tarball.byteOffset, tarball.byteOffset + tarball.byteLength) },
      });
      output += `  publint @joinery/${name}: ${messages.length ? '' : 'no messages'}\n`;
      for (const message of messages) output += `    ${message.type}: ${formatMessage(message, pkg)}\n`;
      ok &&= messages.length === 0;
      const entries = entryPoints(name);
      const attw = await command(path.join(root, 'node_modules/.bin/attw'), [
        tarballs[name], '--profile', 'esm-only', '--format', 'ascii', '--no-emoji', '--no-color', '--entrypoints', ...entries,
      ]);
      output += `  attw @joinery/${name}: ${entries.length} ESM entry points, ${attw.ok ? 'no problems' : `problems:\n${attw.output}`}\n`;
      ok &&= attw.ok;
    }
    return { ok, output };
  }),
  part('API reports current', () => command('node', ['scripts/packages/apiReport.mjs'])),
  part('consumer app outside the workspace', () => command('node', ['scripts/packages/consumer.mjs', tarballs.ui, tarballs.flows])),
]);
if (results.includes(false)) process.exit(1);
console.log('\npackages: every package check passed');
