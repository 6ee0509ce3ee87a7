import { assign, fromPromise, setup } from 'xstate';
import { settleUnlessAborted } from '../shell/settleUnlessAborted';
import { fetchUserInfo, type UserInfo } from '../../api/staff/session';
import { noIdentityClient, type IdentityClient, type RestoreOutcome } from './identity';
import { adminFlags } from './selectors';
import { browserSessionStorage, writeStoredUser } from './storedSession';

export interface StaffSessionInput {
  identity?: IdentityClient;
  /** The user info kept in session storage by an earlier page load. */
  storedUser?: UserInfo | undefined;
}

export interface StaffSessionContext {
  identity: IdentityClient;
  storedUser: UserInfo | undefined;
  /** The last user info read from Users/Info; undefined after a failed fetch or logout. */
  user: UserInfo | undefined;
  /** Active and roles as the shell applies them: cleared when info or renewal fails. */
  isActive: boolean;
  assignedRoleIds: number[];
  /**
   * back-office-products.md §6: the first role entry's assigned flag gives bidadmin, the second
   * sowadmin. Screens read these (not the roles); cleared with the roles.
   */
  bidAdmin: boolean;
  sowAdmin: boolean;
  /** Where to go after signing in (the originally requested location). */
  returnTo: string;
  /** Why the last sign-in attempt did not complete. */
  signInError: string | undefined;
}

export type StaffSessionEvent =
  | { type: 'session.signIn'; returnTo: string }
  /** The callback route was reached: complete the code exchange. */
  | { type: 'session.callback' }
  /** "Re-Check Status": read Users/Info again. */
  | { type: 'session.recheck' }
  /** The OpenID Connect client could not renew the token silently. */
  | { type: 'session.renewFailed' }
  | { type: 'session.signOut' }
  /** back-office-admin.md §4 User: the signed-in person was saved; refresh the name and the admin-role flags. */
  | { type: 'session.profileSaved'; user: UserInfo };

const signedInFrom = (user: UserInfo) => ({
  user,
  isActive: user.isActive,
  assignedRoleIds: user.userRoles.filter((role) => role.assigned).map((role) => role.roleId),
  ...adminFlags(user),
});

/** Inactive with no roles, so no admin flags either. */
const noRoles = { isActive: false, assignedRoleIds: [] as number[], bidAdmin: false, sowAdmin: false };

/**
 * back-office-products.md §4 Sign-in: not signed in; redirect to login; callback; user info fetch;
 * active or inactive from the user info. A failed info fetch or a silent-renew error marks the user
 * inactive with no roles (also on a reload whose expired token cannot be renewed); logout clears the
 * user; the session persists to session storage.
 */
export const staffSessionMachine = setup({
  types: {
    input: {} as StaffSessionInput | undefined,
    context: {} as StaffSessionContext,
    events: {} as StaffSessionEvent,
  },
  actors: {
    restoreIdentity: fromPromise<RestoreOutcome, { identity: IdentityClient }>(({ input }) => input.identity.restore()),
    redirectToSignIn: fromPromise<void, { identity: IdentityClient; returnTo: string }>(({ input }) =>
      input.identity.signIn(input.returnTo),
    ),
    completeSignIn: fromPromise<{ returnTo: string }, { identity: IdentityClient }>(({ input }) =>
      input.identity.completeSignIn(),
    ),
    loadUserInfo: fromPromise<UserInfo>(({ signal }) => settleUnlessAborted(signal, fetchUserInfo(signal))),
    signOut: fromPromise<void, { identity: IdentityClient }>(({ input }) => input.identity.signOut()),
  },
  actions: {
    /** Keeps the user info in session storage (undefined forgets it). */
    persistUser: (_, user: UserInfo | undefined) => writeStoredUser(browserSessionStorage(), user),
    markInactive: assign(noRoles),
  },
  guards: {
    restoredWithStoredUser: ({ context, event }) =>
      (event as unknown as { output: RestoreOutcome }).output === true && context.storedUser !== undefined,
    restored: ({ event }) => (event as unknown as { output: RestoreOutcome }).output === true,
    renewFailedOnRestore: ({ event }) => (event as unknown as { output: RestoreOutcome }).output === 'renewFailed',
    isActive: ({ context }) => context.isActive,
  },
}).createMachine({
  id: 'staffSession',
  context: ({ input }) => ({
    identity: input?.identity ?? noIdentityClient,
    storedUser: input?.storedUser,
    user: undefined,
    isActive: false,
    assignedRoleIds: [],
    bidAdmin: false,
    sowAdmin: false,
    returnTo: '/',
    signInError: undefined,
  }),
  initial: 'restoring',
  states: {
    restoring: {
      // The callback route may be reached before the restore settles; a callback already being
      // completed is never started twice (React may mount the route twice in development).
      on: { 'session.callback': { target: 'completingSignIn' } },
      invoke: {
        src: 'restoreIdentity',
        input: ({ context }) => ({ identity: context.identity }),
        onDone: [
          {
            guard: 'restoredWithStoredUser',
            target: 'signedIn',
            actions: assign(({ context }) => (context.storedUser ? signedInFrom(context.storedUser) : {})),
          },
          { guard: 'restored', target: 'loadingUserInfo' },
          {
            // §4: a reload whose expired token cannot be renewed is a silent-renew error: the user
            // stays signed in, inactive with no roles (Re-Check Status, or sign out), not signed out.
            guard: 'renewFailedOnRestore',
            target: 'signedIn',
            actions: [assign(({ context }) => ({ user: context.storedUser })), 'markInactive'],
          },
          { target: 'signedOut' },
        ],
        onError: { target: 'signedOut' },
      },
    },
    signedOut: {
      on: {
        'session.callback': { target: 'completingSignIn' },
        'session.signIn': {
          target: 'redirectingToSignIn',
          actions: assign({ returnTo: ({ event }) => event.returnTo, signInError: undefined }),
        },
      },
    },
    redirectingToSignIn: {
      // The browser leaves for the identity provider; only a failure to get there comes back.
      invoke: {
        src: 'redirectToSignIn',
        input: ({ context }) => ({ identity: context.identity, returnTo: context.returnTo }),
        onError: {
          target: 'signedOut',
          actions: assign({ signInError: ({ event }) => String((event.error as Error | undefined)?.message ?? event.error) }),
        },
      },
    },
    completingSignIn: {
      invoke: {
        src: 'completeSignIn',
        input: ({ context }) => ({ identity: context.identity }),
        onDone: { target: 'loadingUserInfo', actions: assign({ returnTo: ({ event }) => event.output.returnTo }) },
        onError: {
          target: 'signedOut',
          actions: assign({ signInError: ({ event }) => String((event.error as Error | undefined)?.message ?? event.error) }),
        },
      },
    },
    loadingUserInfo: {
      invoke: {
        src: 'loadUserInfo',
        onDone: {
          target: 'signedIn',
          actions: [
            assign(({ event }) => signedInFrom(event.output)),
            { type: 'persistUser', params: ({ event }) => event.output },
          ],
        },
        // "A failed info fetch … marks the user inactive with no roles."
        onError: {
          target: 'signedIn',
          actions: [assign({ user: undefined }), 'markInactive', { type: 'persistUser', params: undefined }],
        },
      },
    },
    signedIn: {
      initial: 'deciding',
      on: {
        'session.callback': { target: 'completingSignIn' },
        'session.recheck': { target: 'loadingUserInfo' },
        'session.renewFailed': { target: '.inactive', actions: 'markInactive' },
        'session.signOut': { target: 'signingOut' },
        'session.profileSaved': {
          actions: [assign(({ event }) => signedInFrom(event.user)), { type: 'persistUser', params: ({ event }) => event.user }],
        },
      },
      states: {
        deciding: {
          always: [{ guard: 'isActive', target: 'active' }, { target: 'inactive' }],
        },
        active: {},
        inactive: {},
      },
    },
    signingOut: {
      // "Logout clears the user."
      entry: [
        assign({ user: undefined, storedUser: undefined, ...noRoles }),
        { type: 'persistUser', params: undefined },
      ],
      invoke: {
        src: 'signOut',
        input: ({ context }) => ({ identity: context.identity }),
        onDone: { target: 'signedOut' },
        onError: { target: 'signedOut' },
      },
    },
  },
});
