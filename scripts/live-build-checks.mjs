// What scripts/check-live-build.mjs looks for that is demo-only: the calls the call tables mark
// `demoOnly: true` (packages/flows/src/api/<domain>/*.ts), read from the tables themselves so a
// new demo-only call is covered the day it is marked, and the demo identity provider's routes.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const callTablesDir = 'packages/flows/src/api';

/** The demo identity provider's pages in the site (routes/staff/config.ts DEMO_IDP_PATH). */
export const demoRoutes = ['/demo-idp'];

/** Route modules that are mock mode's alone: a live manifest must not name them. */
export const demoRouteModules = ['src/routes/staff/demoIdp.tsx', 'src/routes/storefront/login.tsx'];

export function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

/**
 * Every call marked `demoOnly: true` in the call tables under `dir`, as { id, path, file }. An
 * entry is `'<id>': { method, path, spec, demoOnly }` inside a defineCalls table.
 */
export function demoOnlyCalls(dir = callTablesDir) {
  const found = [];
  for (const file of walk(dir)) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    const text = readFileSync(file, 'utf8');
    for (const [, id, body] of text.matchAll(/['"]([\w.-]+)['"]\s*:\s*\{([^{}]*)\}/g)) {
      if (!/\bdemoOnly\s*:\s*true\b/.test(body)) continue;
      const callPath = /\bpath\s*:\s*['"`]([^'"`]+)['"`]/.exec(body)?.[1];
      if (callPath) found.push({ id, path: callPath, file });
    }
  }
  return found;
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A call path as it may appear in a bundle: `:name` parameters match any segment. */
function pathPattern(callPath) {
  const parts = callPath.split(/:[A-Za-z_]\w*/).map(escape);
  return new RegExp(`${parts.join('[^/\'"`]+')}(?![\\w-])`);
}

/**
 * Problems with `files` ({ file, text }[]) of a live bundle: a demo-only call's path or id, or a
 * demo route. `calls` is what demoOnlyCalls() found.
 */
export function demoLeftovers(files, calls) {
  const marks = [
    ...calls.flatMap(({ id, path: callPath }) => [
      { what: `the demo-only call path ${callPath} (${id})`, pattern: pathPattern(callPath) },
      { what: `the demo-only call ${id}`, pattern: new RegExp(`['"\`]${escape(id)}['"\`]`) },
    ]),
    ...demoRoutes.map((route) => ({
      what: `the demo route ${route}`,
      pattern: new RegExp(`${escape(route)}(?![\\w-])`),
    })),
  ];
  const problems = [];
  for (const { file, text } of files) {
    for (const { what, pattern } of marks)
      if (pattern.test(text)) problems.push(`${file}: contains ${what}`);
  }
  return problems;
}

/** Problems with a live build's Vite manifest: a mock-only route module was emitted. */
export function demoModulesIn(manifest) {
  return Object.keys(manifest)
    .filter((key) => demoRouteModules.some((module) => key.endsWith(module)))
    .map((key) => `the manifest holds the mock-only route module ${key}`);
}

/** Reads the bundle's text files under `dir` for demoLeftovers. */
export function bundleFiles(dir) {
  return walk(dir)
    .filter((file) => /\.(js|html|json)$/.test(file))
    .map((file) => ({ file, text: readFileSync(file, 'utf8') }));
}
