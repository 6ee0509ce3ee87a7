import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { knownBypasses } from './knownBypasses';
import { isUnderPath, sameOriginPath } from './sameOrigin';

const origin = 'https://www.joinery.example';
const served = ['/checkout', '/wishlists', '/products'];
const serves = (pathname: string) => served.some((prefix) => isUnderPath(pathname, prefix));

/** Characters that make addresses read differently than they look. */
const tricky = fc.constantFrom(
  ...'/\\\t\n\r :@.%?#&=25CFcfhtpsjavrixelmwdu'.split(''),
  '%2F',
  '%5C',
  '//',
  '\\\\',
  'https:',
  'javascript:',
  'data:',
  'evil.example',
  'www.joinery.example',
  '\u0430',
  '\u3002',
  '\uFF0F',
  '\u0000',
  '\u00A0',
  '/checkout',
);
const trickyString = fc.array(tricky, { maxLength: 12 }).map((parts) => parts.join(''));

describe('sameOriginPath', () => {
  it.each(knownBypasses('www.joinery.example'))('refuses $name', ({ value }) => {
    expect(sameOriginPath(value, origin, serves)).toBeNull();
  });

  it.each([
    ['/Wishlists?x=1#y', '/Wishlists?x=1#y'],
    ['/products/abc', '/products/abc'],
    ['/checkout', '/checkout'],
    ['https://www.joinery.example/products/a%20b?c=d', '/products/a%20b?c=d'],
    ['/products/../checkout', '/checkout'],
    ['/products/a b', '/products/a%20b'],
  ])('follows %s as %s', (value, expected) => {
    expect(sameOriginPath(value, origin, serves)).toBe(expected);
  });

  it('refuses nothing at all, and a page not served', () => {
    expect(sameOriginPath(null, origin, serves)).toBeNull();
    expect(sameOriginPath('', origin, serves)).toBeNull();
    expect(sameOriginPath('/checkoutX', origin, serves)).toBeNull();
    expect(sameOriginPath('/', origin, serves)).toBeNull();
  });

  it.each(knownBypasses('www.joinery.example').filter(({ name }) => !['an encoded backslash', 'encoded slashes', 'a page the site does not serve', 'a scheme without slashes'].includes(name)))(
    'refuses $name even where every path is served',
    ({ value }) => {
      expect(sameOriginPath(value, origin, () => true)).toBeNull();
    },
  );

  it('answers only a served path of the site, which stays on the site wherever it is followed from', () => {
    fc.assert(
      fc.property(fc.oneof(trickyString, fc.string(), fc.webUrl(), fc.webPath()), fc.boolean(), (value, anyPath) => {
        const path = sameOriginPath(value, origin, anyPath ? () => true : serves);
        if (path === null) return;
        expect(path.startsWith('/')).toBe(true);
        expect(path.startsWith('//')).toBe(false);
        expect(path.split(/[?#]/)[0]).not.toMatch(/[\\\s]/);
        // Followed from any page of the site (a link, location.assign, history.pushState), it stays.
        for (const page of [`${origin}/`, `${origin}/login?returnTo=x`, `${origin}/prod-mgmt/Login`]) {
          const followed = new URL(path, page);
          expect(followed.origin).toBe(origin);
          expect(`${followed.pathname}${followed.search}${followed.hash}`).toBe(path);
        }
        if (!anyPath) expect(serves(new URL(path, origin).pathname)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('follows every served path of the site, normalised', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...served),
        fc.array(fc.webSegment(), { maxLength: 3 }),
        fc.option(fc.webQueryParameters()),
        fc.option(fc.webFragments()),
        (prefix, segments, query, fragment) => {
          const value = `${[prefix, ...segments].join('/')}${query === null ? '' : `?${query}`}${fragment === null ? '' : `#${fragment}`}`;
          const url = new URL(value, origin);
          fc.pre(serves(url.pathname));
          expect(sameOriginPath(value, origin, serves)).toBe(`${url.pathname}${url.search}${url.hash}`);
        },
      ),
    );
  });

  it('tells a path under a prefix, letter case aside', () => {
    expect(isUnderPath('/SowsList/12', '/SowsList')).toBe(true);
    expect(isUnderPath('/sowslist', '/SowsList/')).toBe(true);
    expect(isUnderPath('/SowsListX', '/SowsList')).toBe(false);
    expect(isUnderPath('/anything', '/')).toBe(false);
    expect(isUnderPath('/', '/')).toBe(true);
  });
});
