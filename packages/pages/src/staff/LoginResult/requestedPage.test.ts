import { describe, expect, it } from 'vitest';
import { knownBypasses } from '@joinery/flows/address';
import { requestedPage } from './LoginResult';

const site = 'https://www.joinery.example';
const login = (from: string) => `/Login?from=${encodeURIComponent(from)}`;

describe("the back office's page to return to after sign-in (issue 43)", () => {
  it.each(knownBypasses('www.joinery.example'))('is the start page for $name', ({ value }) => {
    expect(requestedPage(login(value), site)).toBe('/');
  });

  it.each([
    ['/UsersList?search=Casey', '/UsersList?search=Casey'],
    ['/sowslist/12?designer=all#top', '/sowslist/12?designer=all#top'],
    ['https://www.joinery.example/ProductBricksList', '/ProductBricksList'],
  ])('is %s, as %s, when it is a back-office page', (value, expected) => {
    expect(requestedPage(login(value), site)).toBe(expected);
  });

  it('is the start page for the sign-in pages themselves and for pages the back office does not have', () => {
    expect(requestedPage(login('/Login'), site)).toBe('/');
    expect(requestedPage(login('/callback'), site)).toBe('/');
    expect(requestedPage(login('/NoSuchList'), site)).toBe('/');
    expect(requestedPage('/Login', site)).toBe('/');
  });
});
