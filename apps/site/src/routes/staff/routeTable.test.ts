import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import { BACK_OFFICE_MENU, menuLinks } from '@joinery/flows/staff/menu';
import { backOfficeRoutes } from '@joinery/flows/staff/shell';
import { isRouteAllowed } from '@joinery/flows/staff/routeAccess';
import { domainRoutes, shellScreenPaths } from './routeTable';

/** The shell's route table as index.tsx mounts it: `*` is the "not available yet" placeholder. */
const table: RouteObject[] = [
  {
    path: '/',
    children: [
      { index: true, id: 'start' },
      { path: shellScreenPaths.login, id: 'login' },
      { path: shellScreenPaths.myAccount, id: 'myAccount' },
      ...domainRoutes.map(({ path }) => ({ path, id: path })),
      { path: '*', id: 'placeholder' },
    ],
  },
];

const screenFor = (path: string) => matchRoutes(table, path)?.at(-1)?.route.id;

const everyLink = [...menuLinks(BACK_OFFICE_MENU), backOfficeRoutes.myAccount];

describe('every route the guard accepts opens its real screen (§2 Route access, issue 31)', () => {
  it.each(everyLink)('%s opens a screen of its own, not the placeholder', (link) => {
    expect(isRouteAllowed({ path: link, signedInAndActive: true, menuLinks: everyLink })).toBe(true);
    expect(screenFor(link)).not.toBe('placeholder');
  });

  it.each(everyLink)(
    '%s/5 (a trailing id, which the guard strips) opens the same screen',
    (link) => {
      const deepLink = `${link}/5`;
      expect(isRouteAllowed({ path: deepLink, signedInAndActive: true, menuLinks: everyLink })).toBe(true);
      expect(screenFor(deepLink)).toBe(screenFor(link));
      // Any case: React Router and the guard both match case-insensitively.
      expect(screenFor(deepLink.toLowerCase())).toBe(screenFor(link));
    },
  );

  it('an unknown path falls to the placeholder', () => {
    expect(screenFor('/NoSuchList')).toBe('placeholder');
  });
});
