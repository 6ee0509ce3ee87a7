import { describe, expect, it } from 'vitest';
import { ACCEPT_JS_URLS } from '@joinery/flows/storefront/payment';
import { CARD_PROVIDER_ORIGINS, contentSecurityPolicy, policyOrigins } from '../contentSecurityPolicy';

const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `));

describe('the Content-Security-Policy', () => {
  it("a live build allows scripts from its own files and the card provider's hosts, and workers from its own files only", () => {
    const origins = policyOrigins({
      VITE_API_MODE: 'live',
      VITE_API_BASE_STAFF: 'https://api.example.com/x',
      VITE_OIDC_AUTHORITY: 'https://login.example.com/realms/j',
      VITE_PRODUCT_IMAGE_HOST: 'https://images.example.com/products/',
    });
    const policy = contentSecurityPolicy({ ...origins, nonce: 'n', styleHashes: [], forHeader: true });
    expect(directive(policy, 'script-src')).toBe("script-src 'self' https://js.authorize.net https://jstest.authorize.net");
    expect(directive(policy, 'worker-src')).toBe("worker-src 'self'");
    expect(directive(policy, 'connect-src')).toBe(
      "connect-src 'self' https://api.example.com https://login.example.com https://api2.authorize.net https://apitest.authorize.net",
    );
    // The product image host (a live build setting, back-office-products.md §2 Image).
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data: blob: https://images.example.com");
    expect(policy).not.toMatch(/unsafe-(inline|eval)/);
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
  });

  it('allows the host of each Accept.js address the checkout loads (storefront.md §7)', () => {
    const hosts = Object.values(ACCEPT_JS_URLS).map((url) => new URL(url).origin);
    expect([...CARD_PROVIDER_ORIGINS.scripts].sort()).toEqual(hosts.sort());
  });

  it('a mock build adds blob: workers, which the embedded back end needs to zip large workbooks', () => {
    const policy = contentSecurityPolicy({ ...policyOrigins({ VITE_API_MODE: 'mock' }), nonce: 'n', styleHashes: [], forHeader: false });
    expect(directive(policy, 'worker-src')).toBe("worker-src 'self' blob:");
    expect(directive(policy, 'script-src')).toBe("script-src 'self'");
    expect(directive(policy, 'frame-ancestors')).toBeUndefined();
  });
});
