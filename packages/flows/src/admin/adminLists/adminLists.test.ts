import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { ApiError } from '../../api/errors';
import { createAdminListsMachine } from './adminLists.machine';
import { addProblems, capitaliseWords } from './rules';
import { adminListsView } from './selectors';
import type { AdminLists } from './types';

interface Data {
  fruit: { id: number; name: string; active: boolean }[];
  people: { id: number; name: string; active: boolean }[];
}

const seed = (): Data => ({
  fruit: [
    { id: 1, name: 'Apple', active: true },
    { id: 2, name: 'Pear', active: false },
  ],
  people: [{ id: 3, name: 'Ann;ann@x.com', active: true }],
});

function start(options: { failSave?: number; failLoad?: boolean } = {}) {
  const saves: AdminLists[] = [];
  let loads = 0;
  const machine = createAdminListsMachine<Data>({
    id: 'test',
    lists: [
      { id: 'fruit', label: 'Fruit' },
      { id: 'people', label: 'People', addFields: [{ key: 'name', label: 'Name', requiredMessage: 'Enter First and Last Name' }, { key: 'email', label: 'Email', requiredMessage: 'Enter Email' }], labelOf: (v) => `${v.name};${v.email}`, secondary: { label: 'Shown', available: 'Archive', selected: 'Active' } },
      { id: 'locked', label: 'Locked', addDisabled: true },
    ],
    load: async () => {
      loads += 1;
      if (options.failLoad && loads === 1) throw new ApiError('http', 'locationAdmin.get', 'x', { status: 500 });
      return seed();
    },
    toLists: (data) => ({
      fruit: data.fruit.map((f) => ({ key: String(f.id), id: f.id, label: f.name, selected: f.active })),
      people: data.people.map((p) => ({ key: String(p.id), id: p.id, label: p.name, selected: p.active, secondary: false })),
      locked: [],
    }),
    save: async (data, lists) => {
      saves.push(lists);
      if (options.failSave) throw new ApiError('http', 'locationAdmin.update', 'x', { status: options.failSave });
      return { ...data, fruit: lists.fruit!.map((f, i) => ({ id: f.id ?? 100 + i, name: f.label, active: f.selected })) };
    },
  });
  const actor = createActor(machine);
  actor.start();
  return { actor, saves, loads: () => loads };
}

describe('admin list rules', () => {
  it('capitalises each space-separated word', () => {
    expect(capitaliseWords('  new year eve ')).toBe('New Year Eve');
    expect(capitaliseWords('mcDonald day')).toBe('McDonald Day');
  });
  it('refuses empty, duplicate and disabled adds', () => {
    expect(addProblems({ id: 'a', label: 'A' }, { name: '  ' }, [])).toEqual({ name: 'Enter a name to add' });
    expect(addProblems({ id: 'a', label: 'A' }, { name: 'apple' }, [{ key: '1', label: 'Apple', selected: true }])).toEqual({ '': 'That item is already in the list' });
    expect(addProblems({ id: 'a', label: 'Project States', addDisabled: true }, { name: 'x' }, [])).toEqual({ '': 'Items cannot be added to Project States' });
  });
});

describe('createAdminListsMachine', () => {
  it('moves, adds and submits, then says Submit Successful', async () => {
    const { actor, saves } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(adminListsView(actor.getSnapshot()).selectedKeys).toEqual(['1']);
    actor.send({ type: 'lists.select', keys: ['1', '2'] });
    actor.send({ type: 'add.submit' });
    expect(actor.getSnapshot().context.problems).toEqual({ name: 'Enter a name to add' });
    actor.send({ type: 'add.edit', field: 'name', value: 'blood orange' });
    expect(actor.getSnapshot().context.problems).toEqual({});
    actor.send({ type: 'add.submit' });
    const view = adminListsView(actor.getSnapshot());
    expect(view.items.map((i) => [i.label, i.selected])).toEqual([['Apple', true], ['Pear', true], ['Blood Orange', true]]);
    actor.send({ type: 'lists.select', keys: ['new-1'] });
    actor.send({ type: 'lists.submit' });
    expect(adminListsView(actor.getSnapshot()).submitting).toBe(true);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(saves[0]!.fruit!.map((i) => [i.label, i.selected, i.id])).toEqual([['Blood Orange', true, undefined], ['Apple', false, 1], ['Pear', false, 2]]);
    expect(actor.getSnapshot().context.submitted).toBe(true);
    expect(adminListsView(actor.getSnapshot()).items.find((i) => i.label === 'Blood Orange')?.id).toBe(100);
  });

  it('needs every add field, moves the second list, refuses a disabled list', async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'lists.choose', listId: 'nope' });
    expect(actor.getSnapshot().context.listId).toBe('fruit');
    actor.send({ type: 'lists.choose', listId: 'people' });
    actor.send({ type: 'add.edit', field: 'name', value: 'bo diaz' });
    actor.send({ type: 'add.submit' });
    expect(actor.getSnapshot().context.problems).toEqual({ email: 'Enter Email' });
    actor.send({ type: 'add.edit', field: 'email', value: ' bo@x.com ' });
    actor.send({ type: 'add.submit' });
    let items = adminListsView(actor.getSnapshot()).items;
    expect(items.at(-1)).toMatchObject({ label: 'Bo Diaz;bo@x.com', values: { name: 'Bo Diaz', email: 'bo@x.com' }, secondary: true });
    actor.send({ type: 'lists.secondary', keys: ['3'] });
    items = adminListsView(actor.getSnapshot()).items;
    expect(items.map((i) => i.secondary)).toEqual([true, false]);
    expect(adminListsView(actor.getSnapshot()).secondaryKeys).toEqual(['3']);
    actor.send({ type: 'lists.choose', listId: 'locked' });
    actor.send({ type: 'add.edit', field: 'name', value: 'x' });
    actor.send({ type: 'add.submit' });
    expect(actor.getSnapshot().context.problems).toEqual({ '': 'Items cannot be added to Locked' });
    expect(adminListsView(actor.getSnapshot()).addDisabled).toBe(true);
  });

  it('Cancel reloads and drops the edits', async () => {
    const { actor, loads } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'lists.select', keys: [] });
    actor.send({ type: 'lists.cancel' });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(loads()).toBe(2);
    expect(adminListsView(actor.getSnapshot()).selectedKeys).toEqual(['1']);
  });

  it('a failed load retries on acknowledge; a failed save keeps the edits; a 409 reloads', async () => {
    const { actor } = start({ failLoad: true });
    await waitFor(actor, (s) => s.matches('loadFailed'));
    actor.send({ type: 'error.acknowledge' });
    await waitFor(actor, (s) => s.matches('ready'));

    const failing = start({ failSave: 500 });
    await waitFor(failing.actor, (s) => s.matches('ready'));
    failing.actor.send({ type: 'lists.select', keys: [] });
    failing.actor.send({ type: 'lists.submit' });
    await waitFor(failing.actor, (s) => s.matches('ready') && s.context.error !== undefined);
    expect(adminListsView(failing.actor.getSnapshot()).selectedKeys).toEqual([]);
    failing.actor.send({ type: 'error.acknowledge' });
    expect(failing.actor.getSnapshot().matches('ready')).toBe(true);
    expect(adminListsView(failing.actor.getSnapshot()).selectedKeys).toEqual([]);

    const conflict = start({ failSave: 409 });
    await waitFor(conflict.actor, (s) => s.matches('ready'));
    conflict.actor.send({ type: 'lists.submit' });
    await waitFor(conflict.actor, (s) => s.context.error !== undefined);
    conflict.actor.send({ type: 'error.acknowledge' });
    expect(conflict.actor.getSnapshot().matches('loading')).toBe(true);
    expect(conflict.loads()).toBe(2);
  });
});
