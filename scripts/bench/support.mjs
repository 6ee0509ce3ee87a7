// Shared pieces of `npm run bench`: prerequisites, free ports, builds, static servers, medians.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');
export const cacheDir = path.join(root, 'node_modules/.cache/joinery/bench');
export const viteBin = path.join(root, 'node_modules/.bin/vite');
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/** The flags every Chromium of the benchmark runs with (the brief's headless set). */
export const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];

/** A prerequisite that is missing stops the part that needs it with one clear line. */
export class MissingPrerequisite extends Error {}

export function requireFile(file, hint) {
  if (!existsSync(file)) throw new MissingPrerequisite(`${path.relative(root, file) || file} is missing: ${hint}`);
}

export function requireChromium() {
  requireFile(chromiumPath, 'install Debian\'s chromium (apt-get install chromium) or set CHROMIUM_PATH');
}

export async function requireModule(name, hint) {
  try {
    return await import(name);
  } catch {
    throw new MissingPrerequisite(`the package ${name} is not installed: ${hint}`);
  }
}

/** A port nobody listens on now (the OS picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/** Builds the site into the bench cache (never apps/site/dist, which others use); returns the folder and the seconds it took. */
export function buildSite(name, env) {
  requireFile(viteBin, 'run npm install first');
  const outDir = path.join(cacheDir, `site-${name}`);
  const started = Date.now();
  const build = spawnSync(viteBin, ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: path.join(root, 'apps/site'),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (build.status !== 0) throw new Error(`the ${name} site build failed (exit ${build.status})`);
  return { outDir, seconds: (Date.now() - started) / 1000 };
}

const mimeTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/**
 * Serves a folder (or one file as `/`) from a plain Node server on a free port. The floor page is
 * served this way, not by `vite preview`: the site's preview answers every HTML path with one of the
 * site's own pages under a policy that forbids the floor's inline stylesheet.
 */
export async function serveStatic(target) {
  const single = !statSync(target).isDirectory();
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = single ? target : path.join(target, pathname);
    if (!single && (file === target || file.endsWith('/'))) file = path.join(file, 'index.html');
    if (!single && !file.startsWith(target)) file = '';
    if (single && pathname !== '/') file = '';
    if (!file || !existsSync(file) || statSync(file).isDirectory()) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found');
      return;
    }
    res.writeHead(200, {
      'content-type': mimeTypes[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
    });
    res.end(readFileSync(file));
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  return { origin: `http://127.0.0.1:${port}`, stop: () => new Promise((r) => server.close(() => r(undefined))) };
}

export const floorPage = path.join(import.meta.dirname, 'floor.html');

/** Waits until an HTTP URL answers (any status), or throws after `timeoutMs`. */
export async function waitForHttp(url, timeoutMs, isUp = (res) => res.status > 0) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url);
      if (isUp(res)) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Child processes the benchmark started; stopped (by their own process group) on exit. */
const children = new Set();
export function startProcess(command, args, options) {
  const child = spawn(command, args, { ...options, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  const keep = (chunk) => {
    log = (log + chunk).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  children.add(child);
  child.on('exit', () => children.delete(child));
  return { child, log: () => log, stop: () => stopProcess(child) };
}

export function stopProcess(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

export function stopAll() {
  for (const child of children) stopProcess(child);
}
process.on('exit', stopAll);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}

/** Serves a built site with `vite preview` (same headers as production) on a free port. */
export async function serveSite(outDir, env = {}) {
  const port = await freePort();
  const server = startProcess(
    viteBin,
    ['preview', '--outDir', outDir, '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
    { cwd: path.join(root, 'apps/site'), env: { ...process.env, ...env } },
  );
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${origin}/`, 30_000);
  } catch (error) {
    server.stop();
    throw new Error(`vite preview did not start: ${error.message}\n${server.log()}`);
  }
  return { origin, stop: server.stop };
}

export function median(values) {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return undefined;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
