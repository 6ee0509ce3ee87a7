import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { ApiError } from '../../api/errors';
import { createListMachine, matchesNamePrefix } from './list.machine';

interface Row {
  id: number;
  name: string;
}

/** A list whose loads answer from a queue: each entry is the rows or the error of one load. */
function listWith(replies: Array<Row[] | Error>, readOnly = false) {
  const calls: AbortSignal[] = [];
  const machine = createListMachine<Row>({
    id: 'test-list',
    load: async (signal) => {
      calls.push(signal);
      const reply = replies.shift();
      if (!reply) throw new Error('no reply queued');
      if (reply instanceof Error) throw reply;
      return reply;
    },
    sort: (rows) => [...rows].sort((a, b) => a.name.localeCompare(b.name)),
    readOnly,
  });
  const actor = createActor(machine).start();
  return { actor, calls };
}

const rows: Row[] = [
  { id: 2, name: 'Walnut' },
  { id: 1, name: 'Ash' },
];

describe('createListMachine (the shared back-office list cycle)', () => {
  it('loads, then holds the rows in the list order', async () => {
    const { actor, calls } = listWith([rows]);
    expect(actor.getSnapshot().value).toBe('loading');
    const loaded = await waitFor(actor, (s) => s.matches('loaded'));
    expect(loaded.context.rows.map((row) => row.name)).toEqual(['Ash', 'Walnut']);
    expect(loaded.context.error).toBeUndefined();
    expect(calls).toHaveLength(1);
  });

  it('a failed load empties the rows and keeps the error until it is acknowledged', async () => {
    const failure = new ApiError('http', 'bricks.list', 'Server error', { status: 500 });
    const { actor, calls } = listWith([failure]);
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.error).toBe(failure);
    expect(failed.context.rows).toEqual([]);
    actor.send({ type: 'error.acknowledge' });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBeUndefined();
    // A 500 is not re-fetched on acknowledge.
    expect(calls).toHaveLength(1);
  });

  it('acknowledging a 409 re-fetches the list', async () => {
    const conflict = new ApiError('http', 'bricks.list', 'Changed by someone else', { status: 409 });
    const { actor, calls } = listWith([conflict, rows]);
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'error.acknowledge' });
    expect(actor.getSnapshot().value).toBe('loading');
    const loaded = await waitFor(actor, (s) => s.matches('loaded'));
    expect(loaded.context.rows).toHaveLength(2);
    expect(calls).toHaveLength(2);
  });

  it('reloads after a dialog saved, from loaded and from failed', async () => {
    const { actor, calls } = listWith([rows, new Error('offline'), [rows[0]!]]);
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'list.reload' });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'list.reload' });
    const loaded = await waitFor(actor, (s) => s.matches('loaded'));
    expect(loaded.context.rows.map((row) => row.id)).toEqual([2]);
    expect(calls).toHaveLength(3);
  });

  it('a read-only list has no reload: list.reload changes nothing, loaded or failed', async () => {
    const { actor, calls } = listWith([rows], true);
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'list.reload' });
    expect(actor.getSnapshot().value).toBe('loaded');
    const failing = listWith([new Error('offline')], true);
    await waitFor(failing.actor, (s) => s.matches('failed'));
    failing.actor.send({ type: 'list.reload' });
    expect(failing.actor.getSnapshot().value).toBe('failed');
    expect(calls).toHaveLength(1);
  });

  it('keeps the search text in every state', async () => {
    const { actor } = listWith([rows]);
    actor.send({ type: 'list.search', text: 'wal' });
    expect(actor.getSnapshot().context.search).toBe('wal');
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(actor.getSnapshot().context.search).toBe('wal');
  });

  it('aborts the load in flight when the list is stopped', async () => {
    const { actor, calls } = listWith([rows]);
    actor.stop();
    expect(calls[0]?.aborted).toBe(true);
  });
});

describe('matchesNamePrefix', () => {
  it('matches a case-insensitive prefix and ignores surrounding blanks', () => {
    expect(matchesNamePrefix('Walnut Shaker', ' wal ')).toBe(true);
    expect(matchesNamePrefix('Walnut Shaker', 'shaker')).toBe(false);
    expect(matchesNamePrefix('Anything', '   ')).toBe(true);
  });
});
