import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../api/errors';
import type { LocationGroup } from '../../api/admin/locationGroups';
import { menuGroupBlockers, menuGroupMachine, menuGroupPayload, sortMenuGroups, type MenuGroupForm } from './menuGroups';

const g = (id: number, displayOrder: number, isActive: boolean): LocationGroup => ({
  id, name: `G${id}`, displayOrder, locationGroupTypeId: 1, locationGroupTypeName: 'State Menu', isActive, rowVersion: 1,
});

function start(mode: 'view' | 'create' | 'edit', fail?: number, loadFails?: number) {
  const saves: unknown[] = [];
  const actor = createActor(
    menuGroupMachine.provide({
      actors: {
        loadGroup: fromPromise(async ({ input }: { input: { groupId: number | undefined } }) => {
          if (loadFails) throw new ApiError('http', 'locationGroups.get', 'x', { status: loadFails });
          return {
          group: input.groupId === undefined ? undefined : g(input.groupId, 2, true),
          types: [{ locationGroupTypeId: 1, locationGroupTypeName: 'State Menu' }],
          };
        }),
        saveGroup: fromPromise(async ({ input }: { input: { form: MenuGroupForm; groupId: number | undefined; rowVersion: number | undefined } }) => {
          saves.push(input);
          if (fail) throw new ApiError('http', 'locationGroups.update', 'x', { status: fail });
          return g(9, 0, true);
        }),
      },
    }),
    { input: { mode, groupId: 4 } },
  );
  actor.start();
  return { actor, saves };
}

describe('menu groups', () => {
  it('sorts by display order then active first; trims, defaults order 0; gates Submit', () => {
    expect(sortMenuGroups([g(1, 2, true), g(2, 1, false), g(3, 1, true)]).map((x) => x.id)).toEqual([3, 2, 1]);
    expect(menuGroupPayload({ name: ' East ', displayOrder: '', locationGroupTypeId: 2, isActive: true })).toEqual({ name: 'East', displayOrder: 0, locationGroupTypeId: 2, isActive: true });
    expect(menuGroupBlockers({ name: ' ', displayOrder: '0', locationGroupTypeId: 0, isActive: true })).toEqual(['Enter a Group Name', 'Choose a Group Type']);
  });
  it('creates, views, edits; failed and 409 saves', async () => {
    const create = start('create');
    await waitFor(create.actor, (s) => s.matches('editing'));
    expect(create.actor.getSnapshot().context.form).toEqual({ name: '', displayOrder: '0', locationGroupTypeId: 0, isActive: true });
    create.actor.send({ type: 'group.submit' });
    expect(create.actor.getSnapshot().matches('editing')).toBe(true);
    create.actor.send({ type: 'group.edit', field: 'name', value: 'East' });
    create.actor.send({ type: 'group.type', locationGroupTypeId: 1 });
    create.actor.send({ type: 'group.active', isActive: false });
    create.actor.send({ type: 'group.submit' });
    await waitFor(create.actor, (s) => s.status === 'done');
    expect(create.saves[0]).toMatchObject({ groupId: undefined, form: { name: 'East', isActive: false } });

    const view = start('view');
    await waitFor(view.actor, (s) => s.matches('editing'));
    view.actor.send({ type: 'group.edit', field: 'name', value: 'X' });
    expect(view.actor.getSnapshot().context.form.name).toBe('G4');
    view.actor.send({ type: 'group.cancel' });
    expect(view.actor.getSnapshot().value).toBe('cancelled');

    const conflict = start('edit', 409);
    await waitFor(conflict.actor, (s) => s.matches('editing'));
    conflict.actor.send({ type: 'group.submit' });
    await waitFor(conflict.actor, (s) => s.matches('editing') && s.context.error !== undefined);
    conflict.actor.send({ type: 'error.acknowledge' });
    expect(conflict.actor.getSnapshot().matches('loading')).toBe(true);
  });
  it('a group that cannot be loaded ends in loadFailed with the error', async () => {
    const failed = start('edit', undefined, 500);
    await waitFor(failed.actor, (s) => s.matches('loadFailed'));
    expect(failed.actor.getSnapshot().context.error).toBeInstanceOf(ApiError);
    expect(failed.saves).toEqual([]);
  });
});
