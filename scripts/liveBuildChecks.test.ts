import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { bundleFiles, demoLeftovers, demoModulesIn, demoOnlyCalls } from './live-build-checks.mjs';

const dirs: string[] = [];
function fakeBundle(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'joinery-live-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the demo-only calls, read from the call tables', () => {
  const calls = demoOnlyCalls();

  it('finds the demo shoppers and the demo identity provider, and no call of the specification', () => {
    const ids = calls.map((call) => call.id);
    expect(ids).toEqual(
      expect.arrayContaining([
        'shopperSession.shoppers',
        'shopperSession.signIn',
        'demoIdp.personas',
        'demoIdp.token',
      ]),
    );
    expect(calls.find((call) => call.id === 'shopperSession.shoppers')?.path).toBe(
      '/Account/DemoShoppers',
    );
    expect(ids).not.toContain('checkout.placeOrder');
    expect(ids).not.toContain('session.userInfo');
  });

  it('reads a new mark from a table the day it is added', () => {
    const dir = fakeBundle({
      'shop/calls.ts': `export const t = defineCalls({
  'shop.real': { method: 'GET', path: '/Real', spec: 'storefront.md §7' },
  'shop.fake': { method: 'GET', path: '/Fake/:id', spec: 'not in spec: embedded demo', demoOnly: true },
});`,
    });
    expect(demoOnlyCalls(dir).map(({ id, path: callPath }) => [id, callPath])).toEqual([
      ['shop.fake', '/Fake/:id'],
    ]);
  });
});

describe('the live bundle check', () => {
  const calls = demoOnlyCalls();

  it('passes a bundle with only live calls', () => {
    const dir = fakeBundle({
      'assets/index.js':
        'fetch(`/Checkout/PlaceOrder`);const s="/Account/SignOut";location.replace("https://shop.example.com/Account/Login")',
      'index.html': '<div id="root"></div>',
    });
    expect(demoLeftovers(bundleFiles(dir), calls)).toEqual([]);
  });

  it('fails a bundle that calls the demo shoppers', () => {
    const dir = fakeBundle({
      'assets/login-abc.js': 'const c={method:`GET`,path:`/Account/DemoShoppers`};',
    });
    expect(demoLeftovers(bundleFiles(dir), calls)).toEqual([
      `${path.join(dir, 'assets/login-abc.js')}: contains the demo-only call path /Account/DemoShoppers (shopperSession.shoppers)`,
    ]);
  });

  it('fails a bundle that names a demo-only call by id', () => {
    const dir = fakeBundle({ 'assets/a.js': 'callJson("demoIdp.personas",s)' });
    expect(demoLeftovers(bundleFiles(dir), calls)).toEqual([
      `${path.join(dir, 'assets/a.js')}: contains the demo-only call demoIdp.personas`,
    ]);
  });

  it('fails a bundle that mounts the demo identity provider', () => {
    const dir = fakeBundle({ 'assets/index.js': 'h(Route,{path:"/demo-idp/*"})' });
    expect(demoLeftovers(bundleFiles(dir), calls)).toEqual([
      `${path.join(dir, 'assets/index.js')}: contains the demo route /demo-idp`,
    ]);
  });

  it('fails a manifest that emitted a mock-only route module', () => {
    expect(
      demoModulesIn({
        'src/routes/storefront/login.tsx': {},
        'src/routes/storefront/hostLogin.tsx': {},
      }),
    ).toEqual(['the manifest holds the mock-only route module src/routes/storefront/login.tsx']);
  });
});
