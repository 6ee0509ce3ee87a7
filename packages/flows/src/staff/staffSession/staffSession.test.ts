import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { UserInfo } from '../../api/staff/session';
import type { IdentityClient } from './identity';
import { staffSessionMachine } from './staffSession.machine';
import { adminFlags, profileName, sessionAdminFlags, sessionStatus, shortUserId } from './selectors';

const activeUser: UserInfo = {
  userName: 'catalogue.staff@joinery.example',
  firstName: 'Casey',
  lastName: 'Catalogue',
  isActive: true,
  userRoles: [
    { roleId: 1, assigned: true },
    { roleId: 2, assigned: false },
    { roleId: 3, assigned: true },
    { roleId: 4, assigned: false },
  ],
};

function fakeIdentity(overrides: Partial<IdentityClient> = {}): IdentityClient {
  return {
    restore: vi.fn(async () => false),
    signIn: vi.fn(async () => {}),
    completeSignIn: vi.fn(async () => ({ returnTo: '/ProductBricksList' })),
    signOut: vi.fn(async () => {}),
    ...overrides,
  };
}

function start(options: { identity?: IdentityClient; storedUser?: UserInfo; userInfo?: () => Promise<UserInfo> } = {}) {
  const persisted: (UserInfo | undefined)[] = [];
  const loadUserInfo = vi.fn(options.userInfo ?? (async () => activeUser));
  const actor = createActor(
    staffSessionMachine.provide({
      actors: { loadUserInfo: fromPromise(() => loadUserInfo()) },
      actions: { persistUser: (_, user) => void persisted.push(user) },
    }),
    { input: { identity: options.identity ?? fakeIdentity(), storedUser: options.storedUser } },
  );
  actor.start();
  return { actor, persisted, loadUserInfo };
}

describe('staffSessionMachine', () => {
  it('is not signed in when no identity is held, and redirects to the provider on sign-in', async () => {
    const identity = fakeIdentity();
    const { actor } = start({ identity });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(sessionStatus(actor.getSnapshot())).toBe('signedOut');

    actor.send({ type: 'session.signIn', returnTo: '/ProductSeriesList' });
    expect(actor.getSnapshot().matches('redirectingToSignIn')).toBe(true);
    expect(sessionStatus(actor.getSnapshot())).toBe('signingIn');
    expect(identity.signIn).toHaveBeenCalledWith('/ProductSeriesList');
  });

  it('comes back to not signed in with the reason when the redirect fails', async () => {
    const identity = fakeIdentity({ signIn: async () => Promise.reject(new Error('provider unreachable')) });
    const { actor } = start({ identity });
    await waitFor(actor, (s) => s.matches('signedOut'));
    actor.send({ type: 'session.signIn', returnTo: '/' });
    await waitFor(actor, (s) => s.matches('signedOut') && s.context.signInError !== undefined);
    expect(actor.getSnapshot().context.signInError).toBe('provider unreachable');
  });

  it('completes the callback, fetches user info and is active with the assigned roles', async () => {
    const { actor, persisted } = start();
    await waitFor(actor, (s) => s.matches('signedOut'));
    actor.send({ type: 'session.callback' });
    expect(actor.getSnapshot().matches('completingSignIn')).toBe(true);
    await waitFor(actor, (s) => s.matches({ signedIn: 'active' }));
    const { context } = actor.getSnapshot();
    expect(context.returnTo).toBe('/ProductBricksList');
    expect(context.assignedRoleIds).toEqual([1, 3]);
    expect(persisted).toEqual([activeUser]);
    expect(sessionStatus(actor.getSnapshot())).toBe('active');
    expect(profileName(context.user)).toBe('Casey Catalogue');
    expect(adminFlags(context.user)).toEqual({ bidAdmin: true, sowAdmin: false });
    expect(shortUserId(context.user)).toBe('catalogue.');
  });

  it('reads active or inactive from the user info', async () => {
    const { actor } = start({
      identity: fakeIdentity({ restore: async () => true }),
      userInfo: async () => ({ ...activeUser, isActive: false }),
    });
    await waitFor(actor, (s) => s.matches({ signedIn: 'inactive' }));
    expect(sessionStatus(actor.getSnapshot())).toBe('inactive');
    // The roles are still the user's; only a failure clears them.
    expect(actor.getSnapshot().context.assignedRoleIds).toEqual([1, 3]);
  });

  it('marks the user inactive with no roles when the info fetch fails', async () => {
    const { actor, persisted } = start({
      identity: fakeIdentity({ restore: async () => true }),
      userInfo: async () => Promise.reject(new Error('500')),
    });
    expect(sessionStatus(actor.getSnapshot())).toBe('checking');
    await waitFor(actor, (s) => s.matches({ signedIn: 'inactive' }));
    expect(actor.getSnapshot().context).toMatchObject({ user: undefined, isActive: false, assignedRoleIds: [] });
    expect(persisted).toEqual([undefined]);
  });

  it('marks the user inactive with no roles when the silent renew fails', async () => {
    const { actor } = start({ identity: fakeIdentity({ restore: async () => true }) });
    await waitFor(actor, (s) => s.matches({ signedIn: 'active' }));
    actor.send({ type: 'session.renewFailed' });
    expect(actor.getSnapshot().matches({ signedIn: 'inactive' })).toBe(true);
    expect(actor.getSnapshot().context.assignedRoleIds).toEqual([]);
    expect(actor.getSnapshot().context.isActive).toBe(false);
  });

  it('marks the user inactive with no roles after a reload whose expired token cannot be renewed (not signed out)', async () => {
    const { actor, loadUserInfo } = start({ identity: fakeIdentity({ restore: async () => 'renewFailed' }), storedUser: activeUser });
    await waitFor(actor, (s) => !s.matches('restoring'));
    expect(actor.getSnapshot().matches({ signedIn: 'inactive' })).toBe(true);
    expect(sessionStatus(actor.getSnapshot())).toBe('inactive');
    expect(actor.getSnapshot().context).toMatchObject({ user: activeUser, isActive: false, assignedRoleIds: [], bidAdmin: false, sowAdmin: false });
    expect(loadUserInfo).not.toHaveBeenCalled();
  });

  it('is inactive with no user when the renew fails on a reload with no stored info', async () => {
    const { actor } = start({ identity: fakeIdentity({ restore: async () => 'renewFailed' }) });
    await waitFor(actor, (s) => !s.matches('restoring'));
    expect(actor.getSnapshot().matches({ signedIn: 'inactive' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ user: undefined, assignedRoleIds: [] });
  });

  it('exposes the bid-admin and sow-admin flags from the roles, and clears them with the roles', async () => {
    const { actor } = start({ identity: fakeIdentity({ restore: async () => true }) });
    await waitFor(actor, (s) => s.matches({ signedIn: 'active' }));
    expect(sessionAdminFlags(actor.getSnapshot())).toEqual({ bidAdmin: true, sowAdmin: false });

    const sowOnly = { ...activeUser, userRoles: [{ roleId: 1, assigned: false }, { roleId: 2, assigned: true }] };
    actor.send({ type: 'session.profileSaved', user: sowOnly });
    expect(sessionAdminFlags(actor.getSnapshot())).toEqual({ bidAdmin: false, sowAdmin: true });

    actor.send({ type: 'session.renewFailed' });
    expect(sessionAdminFlags(actor.getSnapshot())).toEqual({ bidAdmin: false, sowAdmin: false });
    // The user is still known (the header names them); only the roles and flags are gone.
    expect(adminFlags(actor.getSnapshot().context.user)).toEqual({ bidAdmin: false, sowAdmin: true });
  });

  it('has no admin flags before sign-in, after a failed info fetch, or after logout', async () => {
    const { actor: signedOut } = start();
    await waitFor(signedOut, (s) => s.matches('signedOut'));
    expect(sessionAdminFlags(signedOut.getSnapshot())).toEqual({ bidAdmin: false, sowAdmin: false });

    const { actor: failed } = start({ identity: fakeIdentity({ restore: async () => true }), userInfo: async () => Promise.reject(new Error('500')) });
    await waitFor(failed, (s) => s.matches({ signedIn: 'inactive' }));
    expect(sessionAdminFlags(failed.getSnapshot())).toEqual({ bidAdmin: false, sowAdmin: false });

    const { actor } = start({ identity: fakeIdentity({ restore: async () => true }), storedUser: activeUser });
    await waitFor(actor, (s) => s.matches({ signedIn: 'active' }));
    expect(sessionAdminFlags(actor.getSnapshot())).toEqual({ bidAdmin: true, sowAdmin: false });
    actor.send({ type: 'session.signOut' });
    expect(sessionAdminFlags(actor.getSnapshot())).toEqual({ bidAdmin: false, sowAdmin: false });
  });

  it('re-checks the status on request', async () => {
    let active = false;
    const { actor, loadUserInfo } = start({
      identity: fakeIdentity({ restore: async () => true }),
      userInfo: async () => ({ ...activeUser, isActive: active }),
    });
    await waitFor(actor, (s) => s.matches({ signedIn: 'inactive' }));
    active = true;
    actor.send({ type: 'session.recheck' });
    expect(actor.getSnapshot().matches('loadingUserInfo')).toBe(true);
    await waitFor(actor, (s) => s.matches({ signedIn: 'active' }));
    expect(loadUserInfo).toHaveBeenCalledTimes(2);
  });

  it('restores the stored session without fetching the info again', async () => {
    const { actor, loadUserInfo } = start({ identity: fakeIdentity({ restore: async () => true }), storedUser: activeUser });
    await waitFor(actor, (s) => s.matches({ signedIn: 'active' }));
    expect(loadUserInfo).not.toHaveBeenCalled();
  });

  it('ignores a stored session whose identity is gone', async () => {
    const { actor } = start({ storedUser: activeUser });
    await waitFor(actor, (s) => s.matches('signedOut'));
  });

  it('treats a failed restore as not signed in', async () => {
    const { actor } = start({ identity: fakeIdentity({ restore: async () => Promise.reject(new Error('storage')) }) });
    await waitFor(actor, (s) => s.matches('signedOut'));
  });

  it('comes back to not signed in when the callback fails', async () => {
    const identity = fakeIdentity({ completeSignIn: async () => Promise.reject(new Error('No matching state found in storage')) });
    const { actor } = start({ identity });
    await waitFor(actor, (s) => s.matches('signedOut'));
    actor.send({ type: 'session.callback' });
    await waitFor(actor, (s) => s.matches('signedOut') && s.context.signInError !== undefined);
    expect(actor.getSnapshot().context.signInError).toContain('No matching state');
  });

  it('clears the user on logout and signs out at the provider', async () => {
    const identity = fakeIdentity({ restore: async () => true });
    const { actor, persisted } = start({ identity });
    await waitFor(actor, (s) => s.matches({ signedIn: 'active' }));
    actor.send({ type: 'session.signOut' });
    expect(actor.getSnapshot().matches('signingOut')).toBe(true);
    expect(sessionStatus(actor.getSnapshot())).toBe('signingOut');
    expect(actor.getSnapshot().context.user).toBeUndefined();
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(identity.signOut).toHaveBeenCalled();
    expect(persisted.at(-1)).toBeUndefined();
  });

  it('still ends signed out when the provider logout fails', async () => {
    const identity = fakeIdentity({ restore: async () => true, signOut: async () => Promise.reject(new Error('x')) });
    const { actor } = start({ identity });
    await waitFor(actor, (s) => s.matches({ signedIn: 'active' }));
    actor.send({ type: 'session.signOut' });
    await waitFor(actor, (s) => s.matches('signedOut'));
  });

  it('names the user by user name when first and last names are empty', () => {
    expect(profileName({ ...activeUser, firstName: '', lastName: '' })).toBe(activeUser.userName);
    expect(profileName(undefined)).toBe('');
    expect(adminFlags(undefined)).toEqual({ bidAdmin: false, sowAdmin: false });
  });
});
