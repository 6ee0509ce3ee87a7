// One of playwright.config.ts's web servers: builds the site with one of the journeys' settings
// (e2e/servers.mjs: mock, or mock with the real identity provider), then serves that build with
// `vite preview`, which also sends the Content-Security-Policy header (apps/site/contentSecurityPolicy.ts).
//
//   node e2e/serve-site.mjs <mock|oidc> <port>    build, then serve
//   node e2e/serve-site.mjs <mock|oidc> --build   build only (scripts/prebuild.mjs, during npm test's Vitest step)
//
// A build made for this run is not made again: when JOINERY_PREBUILT_RUN names the run that
// wrote the build's marker, serving starts at once. Any other build is made afresh.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { e2eSites } from './servers.mjs';

const [name, portOrMode] = process.argv.slice(2);
const site = e2eSites[name];
if (!site || !portOrMode) {
  console.error('usage: node e2e/serve-site.mjs <mock|oidc> <port|--build>');
  process.exit(2);
}
const siteDir = path.resolve('apps/site');
const vite = path.resolve('node_modules/.bin/vite');
const outDir = path.resolve(`node_modules/.cache/joinery/e2e/site-${name}`);
const marker = path.join(outDir, '.joinery-run');
const run = process.env['JOINERY_PREBUILT_RUN'];

const prebuilt = run && existsSync(marker) && readFileSync(marker, 'utf8') === run;
if (!prebuilt) {
  const started = Date.now();
  const build = spawnSync(vite, ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: siteDir,
    stdio: 'inherit',
    env: { ...process.env, ...site.env },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  if (run) writeFileSync(marker, run);
  console.log(`e2e: built the ${name} site in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
if (portOrMode === '--build') process.exit(0);

console.log(`e2e: serving the ${name} site${prebuilt ? ' (built earlier in this run)' : ''} on port ${portOrMode}`);
const preview = spawn(vite, ['preview', '--outDir', outDir, '--port', portOrMode, '--strictPort', '--host', 'localhost'], {
  cwd: siteDir,
  stdio: 'inherit',
  env: { ...process.env, ...site.env },
});
const stop = () => preview.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
preview.on('exit', (code) => process.exit(code ?? 0));
