import { afterEach, describe, expect, it, vi } from 'vitest';
import { storefrontRoutes } from './routes/storefront/routes';
import { matchRoute } from './storefrontRouter';

const pathOf = (pathname: string) => matchRoute(storefrontRoutes, pathname)?.route.path;

describe("the storefront's router (issue 33) matches as React Router did", () => {
  it('picks static paths without regard to case or a trailing slash', () => {
    expect(pathOf('/')).toBe('/');
    expect(pathOf('/catalog')).toBe('/catalog');
    expect(pathOf('/Checkout/')).toBe('/checkout');
    expect(pathOf('/QUOTE-CHECKOUT')).toBe('/quote-checkout');
    expect(pathOf('/order-confirmation')).toBe('/order-confirmation');
  });

  it('gives a :param its decoded segment, and sends anything else to *', () => {
    expect(matchRoute(storefrontRoutes, '/products/base-24-1001')).toMatchObject({
      route: { path: '/products/:productUrl' },
      params: { productUrl: 'base-24-1001' },
    });
    expect(matchRoute(storefrontRoutes, '/products/a%20b')?.params).toEqual({ productUrl: 'a b' });
    expect(pathOf('/products')).toBe('*');
    expect(pathOf('/products/a/b')).toBe('*');
    expect(pathOf('/no-such-page')).toBe('*');
  });
});

describe('the back office keeps its addresses (backOfficePath.ts)', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('under the base path in any case; the demo identity provider in mock mode only', async () => {
    vi.stubEnv('VITE_API_MODE', 'live');
    const live = await import('./backOfficePath');
    expect(live.isBackOfficePath('/prod-mgmt')).toBe(true);
    expect(live.isBackOfficePath('/Prod-Mgmt/users')).toBe(true);
    expect(live.isBackOfficePath('/prod-mgmtx')).toBe(false);
    expect(live.isBackOfficePath('/products/x')).toBe(false);
    expect(live.isBackOfficePath('/demo-idp/login')).toBe(false);
    vi.resetModules();
    vi.stubEnv('VITE_API_MODE', 'mock');
    const mock = await import('./backOfficePath');
    expect(mock.isBackOfficePath('/demo-idp/login')).toBe(true);
  });
});
