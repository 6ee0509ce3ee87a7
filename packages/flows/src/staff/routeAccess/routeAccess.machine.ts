import { assign, setup } from 'xstate';
import { isInMenu, isKnownRoute, isUnprotected } from './routeAccess';

export interface RouteAccessInput {
  path: string;
  /** False while the session is still being restored: the guard waits instead of redirecting. */
  sessionKnown: boolean;
  signedInAndActive: boolean;
  menuLinks: readonly string[];
}

export type RouteAccessEvent =
  | { type: 'route.change'; path: string }
  | { type: 'session.change'; sessionKnown: boolean; signedInAndActive: boolean; menuLinks: readonly string[] };

/**
 * The route guard (back-office-products.md §2 Route access, §6): unprotected routes pass; a
 * protected one waits for the session, then is allowed or denied (the screen then redirects to
 * /Login carrying the requested location); a path the back office does not know is not found.
 */
export const routeAccessMachine = setup({
  types: {
    input: {} as RouteAccessInput,
    context: {} as RouteAccessInput,
    events: {} as RouteAccessEvent,
  },
  guards: {
    isUnprotectedRoute: ({ context }) => isUnprotected(context.path),
    unknownRoute: ({ context }) => !isKnownRoute(context.path),
    sessionPending: ({ context }) => !context.sessionKnown,
    notSignedInAndActive: ({ context }) => !context.signedInAndActive,
    pathInMenu: ({ context }) => isInMenu(context.path, context.menuLinks),
  },
}).createMachine({
  id: 'routeAccess',
  context: ({ input }) => ({ ...input }),
  initial: 'evaluating',
  on: {
    'route.change': { target: '.evaluating', actions: assign({ path: ({ event }) => event.path }) },
    'session.change': {
      target: '.evaluating',
      actions: assign({
        sessionKnown: ({ event }) => event.sessionKnown,
        signedInAndActive: ({ event }) => event.signedInAndActive,
        menuLinks: ({ event }) => event.menuLinks,
      }),
    },
  },
  states: {
    evaluating: {
      always: [
        { guard: 'isUnprotectedRoute', target: 'unprotected' },
        { guard: 'unknownRoute', target: 'notFound' },
        { guard: 'sessionPending', target: 'waitingForSession' },
        { guard: 'notSignedInAndActive', target: 'denied.notSignedInOrInactive' },
        { guard: 'pathInMenu', target: 'allowed' },
        { target: 'denied.notInMenu' },
      ],
    },
    unprotected: {},
    /** No back-office screen has this path: the shell shows "page not found", nobody is redirected. */
    notFound: {},
    waitingForSession: {},
    allowed: {},
    denied: {
      initial: 'notSignedInOrInactive',
      states: { notSignedInOrInactive: {}, notInMenu: {} },
    },
  },
});
