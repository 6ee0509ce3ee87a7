import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { HttpHandler } from 'msw';
import { allHandlers } from '@joinery/mocks';
import { calls, type CallId } from './calls';
import { specCalls, specCallIds, type SpecCall } from './specCalls';

const apiDir = path.dirname(fileURLToPath(import.meta.url));
const STAFF_PREFIX = '/bridgesys/';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.ts$/.test(name) && !/(\.test\.ts|[cC]alls\.ts)$/.test(name) ? [full] : [];
  });
}
/** The client modules: every call id must be used by one of them. */
const clientSource = sourceFiles(apiDir)
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');

const normalise = (p: string) =>
  p
    .replace(/\{[^}]+\}/g, ':p')
    .replace(/:[A-Za-z_]\w*/g, ':p')
    .toLowerCase();

function callIdFor(spec: SpecCall): CallId | undefined {
  if (spec.name) return specCallIds[`${spec.spec} ${spec.section}: ${spec.name}`] as CallId | undefined;
  const wanted = normalise(spec.spec === 'storefront.md' ? (spec.path ?? '') : `${STAFF_PREFIX}${spec.path}`);
  const found = (Object.keys(calls) as CallId[]).filter(
    (id) => calls[id].method === spec.method && normalise(calls[id].path) === wanted,
  );
  return found[0];
}

function handlerFor(id: CallId): HttpHandler | undefined {
  const { method, path: callPath } = calls[id];
  return allHandlers.find((h): h is HttpHandler => {
    const info = (h as HttpHandler).info as { method?: unknown; path?: unknown } | undefined;
    return info?.method === method && info.path === `*${callPath}`;
  });
}

describe('every call of the three specifications’ section 7', () => {
  it.each(specCalls.map((c) => [`${c.spec} §7 ${c.section}: ${c.method} ${c.path ?? c.name}`, c] as const))(
    '%s has a call-table entry, a client and a mock handler',
    (_, spec) => {
      const id = callIdFor(spec);
      expect(id, 'call-table entry').toBeDefined();
      if (!id) return;
      expect(calls[id].method).toBe(spec.method);
      expect(clientSource.includes(`'${id}'`), `a client module calls '${id}'`).toBe(true);
      expect(handlerFor(id), `a mock handler answers ${calls[id].method} ${calls[id].path}`).toBeDefined();
    },
  );

  it('names no call in the table that the specifications do not list, unless it says why', () => {
    const listed = new Set(specCalls.map(callIdFor).filter(Boolean));
    const extra = (Object.keys(calls) as CallId[]).filter((id) => !listed.has(id));
    for (const id of extra) expect(calls[id].spec, `${id} is not in a section 7`).toMatch(/not in spec/i);
  });
});
