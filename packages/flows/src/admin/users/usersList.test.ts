import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../api/errors';
import type { User } from '../../api/admin/users';
import { matchesUserSearch, visibleUsers } from './rules';
import { usersListMachine } from './usersList.machine';

const u = (id: number, firstName: string, lastName: string, isActive = true) => ({ id, firstName, lastName, isActive }) as User;
const rows = [u(1, 'Alex', 'Admin'), u(2, 'Casey', 'Catalogue'), u(3, 'Ivy', 'Inactive', false)];

function start(save: (user: User) => Promise<User> = async (user) => user) {
  let loads = 0;
  const saves: User[] = [];
  const actor = createActor(
    usersListMachine.provide({
      actors: {
        loadUsers: fromPromise(async () => {
          loads += 1;
          return rows;
        }),
        saveStatus: fromPromise(async ({ input }: { input: { user: User; isActive: boolean; savedBy: string } }) => {
          const next = { ...input.user, isActive: input.isActive, LastUpdatedby: input.savedBy };
          saves.push(next);
          return save(next);
        }),
      },
    }),
    { input: { savedBy: 'Alex Admin' } },
  );
  actor.start();
  return { actor, saves, loads: () => loads };
}

describe('users list', () => {
  it('searches first or last name prefixes, any case, within the status filter', () => {
    expect(matchesUserSearch(u(1, 'Alex', 'Admin'), 'ADM')).toBe(true);
    expect(matchesUserSearch(u(1, 'Alex', 'Admin'), 'min')).toBe(false);
    expect(visibleUsers(rows, '', 'Active').map((r) => r.id)).toEqual([1, 2]);
    expect(visibleUsers(rows, 'i', 'Inactive').map((r) => r.id)).toEqual([3]);
  });

  it('saves a row status at once; a failure keeps the row; a 409 reloads', async () => {
    const { actor, saves } = start();
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(actor.getSnapshot().context.status).toBe('Active');
    actor.send({ type: 'user.setActive', id: 2, isActive: true });
    expect(actor.getSnapshot().matches('loaded')).toBe(true);
    actor.send({ type: 'user.setActive', id: 2, isActive: false });
    expect(actor.getSnapshot().matches('savingStatus')).toBe(true);
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(saves[0]).toMatchObject({ id: 2, isActive: false, LastUpdatedby: 'Alex Admin' });
    expect(actor.getSnapshot().context.rows.find((r) => r.id === 2)?.isActive).toBe(false);
    actor.send({ type: 'list.status', status: 'Inactive' });
    actor.send({ type: 'list.search', text: 'c' });
    expect(actor.getSnapshot().context).toMatchObject({ status: 'Inactive', search: 'c' });

    const failing = start(async () => Promise.reject(new ApiError('http', 'users.update', 'x', { status: 409 })));
    await waitFor(failing.actor, (s) => s.matches('loaded'));
    failing.actor.send({ type: 'user.setActive', id: 1, isActive: false });
    await waitFor(failing.actor, (s) => s.matches('loaded') && s.context.error !== undefined);
    expect(failing.actor.getSnapshot().context.rows.find((r) => r.id === 1)?.isActive).toBe(true);
    failing.actor.send({ type: 'error.acknowledge' });
    expect(failing.actor.getSnapshot().matches('loading')).toBe(true);
    await waitFor(failing.actor, (s) => s.matches('loaded'));
    expect(failing.loads()).toBe(2);
  });

  it('a failed load shows the error until acknowledged; a loaded list reloads after a save', async () => {
    let fail = true;
    const actor = createActor(
      usersListMachine.provide({
        actors: {
          loadUsers: fromPromise(async () => {
            if (fail) throw new ApiError('http', 'users.list', 'x', { status: 500 });
            return rows;
          }),
        },
      }),
      { input: undefined },
    );
    actor.start();
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'error.acknowledge' });
    expect(actor.getSnapshot().context.error).toBeUndefined();
    // No rows, so no dialog can save: nothing reloads a failed list.
    fail = false;
    actor.send({ type: 'list.reload' });
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    const reloading = createActor(usersListMachine.provide({ actors: { loadUsers: fromPromise(async () => rows) } }), { input: undefined });
    reloading.start();
    await waitFor(reloading, (s) => s.matches('loaded'));
    reloading.send({ type: 'list.reload' });
    expect(reloading.getSnapshot().matches('loading')).toBe(true);
  });
});
