import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { BACK_OFFICE_MENU, filterMenuByRoles, menuLinks } from '../menu/menuTree';
import { isKnownRoute, isRouteAllowed, normalizePath, relativeToBase, withoutTrailingId } from './routeAccess';
import { routeAccessMachine, type RouteAccessInput } from './routeAccess.machine';

const catalogueLinks = menuLinks(filterMenuByRoles(BACK_OFFICE_MENU, [1, 2]));
const allLinks = menuLinks(filterMenuByRoles(BACK_OFFICE_MENU, [1, 2, 3, 4, 5]));

describe('route access rules', () => {
  it('removes a trailing numeric id and compares case-insensitively', () => {
    expect(withoutTrailingId('/JobsList/42')).toBe('/jobslist');
    expect(withoutTrailingId('/JobsList/')).toBe('/jobslist');
    expect(withoutTrailingId('/JobsList/abc')).toBe('/jobslist/abc');
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('/Login?from=/x')).toBe('/login');
  });

  it('reads paths relative to the base path', () => {
    expect(relativeToBase('/prod-mgmt/ProductBricksList', '/prod-mgmt')).toBe('/ProductBricksList');
    expect(relativeToBase('/PROD-MGMT/jobslist/7', '/prod-mgmt/')).toBe('/jobslist/7');
    expect(relativeToBase('/prod-mgmt', '/prod-mgmt')).toBe('/');
    expect(relativeToBase('/elsewhere', '/prod-mgmt')).toBe('/elsewhere');
    expect(relativeToBase('/x', '/')).toBe('/x');
  });

  it('lets anyone open the start page, callback, silent renew and login', () => {
    for (const path of ['/', '/callback', '/Silent_Renew', '/login']) {
      expect(isRouteAllowed({ path, signedInAndActive: false, menuLinks: [] })).toBe(true);
    }
  });

  it('needs a signed-in, active user whose menu has the page', () => {
    expect(isRouteAllowed({ path: '/productbrickslist', signedInAndActive: true, menuLinks: catalogueLinks })).toBe(true);
    expect(isRouteAllowed({ path: '/ProductBricksList', signedInAndActive: false, menuLinks: catalogueLinks })).toBe(false);
    // An IT route typed by someone without role 3.
    expect(isRouteAllowed({ path: '/UsersList', signedInAndActive: true, menuLinks: catalogueLinks })).toBe(false);
    expect(isRouteAllowed({ path: '/UsersList/12', signedInAndActive: true, menuLinks: allLinks })).toBe(true);
    // Background Jobs sits under Products: catalogue staff follow their queued-job link.
    expect(isRouteAllowed({ path: '/JobsList/12', signedInAndActive: true, menuLinks: catalogueLinks })).toBe(true);
  });

  it('lets every signed-in, active user open My Account', () => {
    expect(isRouteAllowed({ path: '/myaccount', signedInAndActive: true, menuLinks: [] })).toBe(true);
    expect(isRouteAllowed({ path: '/myaccount', signedInAndActive: false, menuLinks: [] })).toBe(false);
  });
});

describe('routeAccessMachine', () => {
  const start = (input: RouteAccessInput) =>
    createActor(routeAccessMachine, { input }).start();

  it('passes unprotected routes at once', () => {
    const actor = start({ path: '/Login', sessionKnown: false, signedInAndActive: false, menuLinks: [] });
    expect(actor.getSnapshot().value).toBe('unprotected');
  });

  it('waits for the session, then allows a page in the menu', () => {
    const actor = start({ path: '/ProductSeriesList', sessionKnown: false, signedInAndActive: false, menuLinks: [] });
    expect(actor.getSnapshot().value).toBe('waitingForSession');
    actor.send({ type: 'session.change', sessionKnown: true, signedInAndActive: true, menuLinks: catalogueLinks });
    expect(actor.getSnapshot().value).toBe('allowed');
  });

  it('denies a signed-out or inactive user', () => {
    const actor = start({ path: '/ProductSeriesList', sessionKnown: true, signedInAndActive: false, menuLinks: catalogueLinks });
    expect(actor.getSnapshot().value).toEqual({ denied: 'notSignedInOrInactive' });
  });

  it('denies a page outside the user menu, and re-evaluates on navigation', () => {
    const actor = start({ path: '/UsersList', sessionKnown: true, signedInAndActive: true, menuLinks: catalogueLinks });
    expect(actor.getSnapshot().value).toEqual({ denied: 'notInMenu' });
    actor.send({ type: 'route.change', path: '/ProductTemplatesList' });
    expect(actor.getSnapshot().value).toBe('allowed');
    actor.send({ type: 'route.change', path: '/' });
    expect(actor.getSnapshot().value).toBe('unprotected');
  });

  it('finds no page at an unknown path, for anyone, without waiting for the session', () => {
    expect(isKnownRoute('/jobslist/7')).toBe(true);
    expect(isKnownRoute('/NoSuchScreen')).toBe(false);
    const actor = start({ path: '/NoSuchScreen?x=1', sessionKnown: false, signedInAndActive: false, menuLinks: [] });
    expect(actor.getSnapshot().value).toBe('notFound');
    actor.send({ type: 'session.change', sessionKnown: true, signedInAndActive: true, menuLinks: allLinks });
    expect(actor.getSnapshot().value).toBe('notFound');
    actor.send({ type: 'route.change', path: '/ProductBricksList/typo' });
    expect(actor.getSnapshot().value).toBe('notFound');
    actor.send({ type: 'route.change', path: '/UsersList' });
    expect(actor.getSnapshot().value).toBe('allowed');
  });
});
