// One of playwright.config.ts's web servers: builds the site once with the settings in the
// environment (mock or live identity), then serves that build with `vite preview`, which also
// sends the Content-Security-Policy header (apps/site/contentSecurityPolicy.ts).
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

const [name, port] = process.argv.slice(2);
if (!name || !port) {
  console.error('usage: node e2e/serve-site.mjs <build name> <port>');
  process.exit(2);
}
const site = path.resolve('apps/site');
const vite = path.resolve('node_modules/.bin/vite');
const outDir = path.resolve(`node_modules/.cache/joinery/e2e/site-${name}`);

const started = Date.now();
const build = spawnSync(vite, ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
  cwd: site,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);
console.log(`e2e: built the ${name} site in ${((Date.now() - started) / 1000).toFixed(1)} s; serving it on port ${port}`);

const preview = spawn(vite, ['preview', '--outDir', outDir, '--port', port, '--strictPort', '--host', 'localhost'], {
  cwd: site,
  stdio: 'inherit',
});
const stop = () => preview.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
preview.on('exit', (code) => process.exit(code ?? 0));
