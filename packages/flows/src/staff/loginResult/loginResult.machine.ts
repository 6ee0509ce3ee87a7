import { assign, setup } from 'xstate';
import { LOGIN_AUTO_RETURN_MS } from '../shell/constants';

/**
 * How the login result page sees the user for the requested page: still being checked, not
 * signed in, signed in and allowed, or signed in but inactive or without permission.
 */
export type LoginStanding = 'checking' | 'signedOut' | 'allowed' | 'notAuthorised';

export type LoginResultEvent =
  | { type: 'standing.change'; standing: LoginStanding }
  | { type: 'login.start' }
  | { type: 'login.returnNow' }
  | { type: 'login.recheck' };

/**
 * back-office-admin.md §2 "Login result page (/Login)" and back-office-products.md §6: three
 * states. Signed in and allowed returns to the requested page after about 50 ms, or at once with
 * the manual button. The navigation, sign-in and re-check are named actions the page provides.
 */
export const loginResultMachine = setup({
  types: {
    input: {} as { standing: LoginStanding },
    context: {} as { standing: LoginStanding },
    events: {} as LoginResultEvent,
  },
  actions: {
    startSignIn: () => {},
    returnToRequestedPage: () => {},
    recheckStatus: () => {},
  },
  delays: { autoReturn: LOGIN_AUTO_RETURN_MS },
  guards: {
    isChecking: ({ context }) => context.standing === 'checking',
    isSignedOut: ({ context }) => context.standing === 'signedOut',
    isAllowed: ({ context }) => context.standing === 'allowed',
  },
}).createMachine({
  id: 'loginResult',
  context: ({ input }) => ({ standing: input.standing }),
  initial: 'deciding',
  on: {
    'standing.change': { target: '.deciding', actions: assign({ standing: ({ event }) => event.standing }) },
  },
  states: {
    deciding: {
      always: [
        { guard: 'isChecking', target: 'checking' },
        { guard: 'isSignedOut', target: 'mustLogIn' },
        { guard: 'isAllowed', target: 'succeeded' },
        { target: 'notAuthorised' },
      ],
    },
    checking: {},
    mustLogIn: {
      on: { 'login.start': { target: 'signingIn', actions: 'startSignIn' } },
    },
    signingIn: {},
    succeeded: {
      after: { autoReturn: { target: 'returned', actions: 'returnToRequestedPage' } },
      on: { 'login.returnNow': { target: 'returned', actions: 'returnToRequestedPage' } },
    },
    returned: { type: 'final' },
    notAuthorised: {
      on: { 'login.recheck': { target: 'checking', actions: 'recheckStatus' } },
    },
  },
});
