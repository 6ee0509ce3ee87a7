import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { adminCalls } from '@joinery/flows/api/admin/calls';
import { allHandlers } from '../index';

const adminCallIds = Object.keys(adminCalls) as Array<keyof typeof adminCalls>;

/** The test files whose fault tables cover the admin calls. */
const testFiles = ['users', 'locations', 'bids', 'quoteRequests', 'surveys', 'holidays', 'reports', 'scopeOfWork'].map((name) =>
  readFileSync(fileURLToPath(new URL(`./${name}.test.ts`, import.meta.url)), 'utf8'),
);

describe('back-office-admin.md §7 coverage', () => {
  it.each(adminCallIds)('%s has a handler registered for its method and path', (id) => {
    const spec = adminCalls[id];
    const handler = allHandlers.find((h) => {
      const info = h.info as { method?: unknown; path?: unknown };
      return info.method === spec.method && info.path === `*${spec.path}`;
    });
    expect(handler).toBeDefined();
  });

  it.each(adminCallIds)('%s is in a fault table', (id) => {
    expect(testFiles.some((text) => text.includes(`call: '${id}'`))).toBe(true);
  });
});
