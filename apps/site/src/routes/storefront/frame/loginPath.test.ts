import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { knownBypasses } from '@joinery/flows/address';
import { hostLoginUrl, loginPath, requestedReturn, safeReturnTo } from './loginPath';

describe('storefront sign-in addresses', () => {
  it('sends a live shopper to a login page elsewhere with the full return address', () => {
    expect(
      hostLoginUrl(
        'https://shop.example.com/Account/Login',
        '/checkout',
        'https://www.joinery.example',
      ),
    ).toBe(
      'https://shop.example.com/Account/Login?returnUrl=https%3A%2F%2Fwww.joinery.example%2Fcheckout',
    );
  });

  it('sends a live shopper to a login page on the same origin with the return path', () => {
    expect(
      hostLoginUrl(
        '/Account/Login?site=dealer',
        '/quote-checkout?x=1',
        'https://dealer.example.com',
      ),
    ).toBe(
      'https://dealer.example.com/Account/Login?site=dealer&returnUrl=%2Fquote-checkout%3Fx%3D1',
    );
  });

  it('keeps the mock sign-in on /login and follows only paths of this site', () => {
    expect(loginPath('/wishlists')).toBe('/login?returnTo=%2Fwishlists');
    expect(safeReturnTo('//evil.example', '/checkout', site)).toBe('/checkout');
    expect(safeReturnTo('/wishlists', '/checkout', site)).toBe('/wishlists');
  });
});

const site = 'https://www.joinery.example';

describe('the page sign-in comes back to (issue 43)', () => {
  it.each(knownBypasses('www.joinery.example'))('is the default page for $name', ({ value }) => {
    expect(safeReturnTo(value, '/checkout', site)).toBe('/checkout');
  });

  it.each([
    ['/Wishlists?x=1#y', '/Wishlists?x=1#y'],
    ['/products/abc', '/products/abc'],
    ['/products/shaker?trait1=2', '/products/shaker?trait1=2'],
    ['/quote-checkout', '/quote-checkout'],
    ['https://www.joinery.example/catalog?q=door', '/catalog?q=door'],
  ])('is %s, as %s, when it is a storefront page', (value, expected) => {
    expect(safeReturnTo(value, '/checkout', site)).toBe(expected);
  });

  it('is the default page for the sign-in itself and for pages the storefront does not have', () => {
    expect(safeReturnTo('/login?returnTo=/checkout', '/checkout', site)).toBe('/checkout');
    expect(safeReturnTo('/no-such-page', '/checkout', site)).toBe('/checkout');
    expect(safeReturnTo(null, '/checkout', site)).toBe('/checkout');
  });

  it('never leaves the site, whatever is asked', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.webPath(), fc.constantFrom(...knownBypasses('www.joinery.example').map((b) => b.value))), (value) => {
        const back = safeReturnTo(value, '/checkout', site);
        const followed = new URL(back, `${site}/login?returnTo=x`);
        expect(followed.origin).toBe(site);
        expect(`${followed.pathname}${followed.search}${followed.hash}`).toBe(back);
      }),
      { numRuns: 500 },
    );
  });
});

describe('the page /login comes back to', () => {
  it("reads the host's ReturnUrl (a product page's LoginLink) as well as our returnTo", () => {
    expect(requestedReturn(new URLSearchParams('ReturnUrl=%2Fproducts%2Fshaker%3Ftrait1%3D2'))).toBe('/products/shaker?trait1=2');
    expect(requestedReturn(new URLSearchParams('returnurl=/wishlists'))).toBe('/wishlists');
    expect(requestedReturn(new URLSearchParams('returnTo=/checkout&ReturnUrl=/x'))).toBe('/checkout');
    expect(requestedReturn(new URLSearchParams(''))).toBeNull();
  });
});
