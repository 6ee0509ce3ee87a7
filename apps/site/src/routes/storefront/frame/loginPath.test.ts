import { describe, expect, it } from 'vitest';
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
    expect(safeReturnTo('//evil.example', '/checkout')).toBe('/checkout');
    expect(safeReturnTo('/wishlists', '/checkout')).toBe('/wishlists');
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
