import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { ChangeHistoryRecord } from '../../api/admin/common';
import { ApiError } from '../../api/errors';
import { createChangeHistoryMachine, type ChangeHistoryPageRequest } from './changeHistory.machine';
import { canLoadMore, defaultHistorySince, visibleHistoryRecords } from './rules';
import { changeHistoryView } from './selectors';

const record = (n: number, same = false): ChangeHistoryRecord => ({
  changeDate: `2026-11-${String((n % 28) + 1).padStart(2, '0')}T10:00:00`,
  user: n % 2 ? 'Ann Lee' : 'Bo Diaz',
  changeField: 'Title',
  from: `t${n}`,
  to: same ? `t${n}` : `t${n + 1}`,
});

function start(total = 60, fail?: (request: ChangeHistoryPageRequest) => boolean) {
  const requests: ChangeHistoryPageRequest[] = [];
  const authorsAsked: { since: string | undefined }[] = [];
  const machine = createChangeHistoryMachine({
    loadPage: async (request) => {
      requests.push(request);
      if (fail?.(request)) throw new ApiError('http', 'users.changeHistory', 'boom', { status: 500 });
      const first = (request.pageIndex - 1) * 25;
      const records = Array.from({ length: Math.max(0, Math.min(25, total - first)) }, (_, i) => record(first + i, first + i === 3));
      return { totalRecords: total, records };
    },
    loadAuthors: async ({ since }) => {
      authorsAsked.push({ since });
      return ['Ann Lee', 'Bo Diaz'];
    },
  });
  const actor = createActor(machine, { input: { subjectId: 7, today: new Date(2026, 10, 23) } });
  actor.start();
  return { actor, requests, authorsAsked };
}

describe('change history rules', () => {
  it('defaults the date filter to one month before today', () => {
    expect(defaultHistorySince(new Date(2026, 10, 23))).toBe('2026-10-23');
    expect(defaultHistorySince(new Date(2026, 2, 31))).toBe('2026-02-28');
  });
  it('hides records whose from equals to', () => {
    expect(visibleHistoryRecords([record(1), record(2, true)])).toEqual([record(1)]);
  });
  it('shows Load More while 25 × page < total', () => {
    expect(canLoadMore(1, 25)).toBe(false);
    expect(canLoadMore(1, 26)).toBe(true);
    expect(canLoadMore(2, 50)).toBe(false);
  });
});

describe('createChangeHistoryMachine', () => {
  it('loads page 1 since a month ago with the authors, then more pages until the total', async () => {
    const { actor, requests, authorsAsked } = start(60);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(requests[0]).toEqual({ subjectId: 7, since: '2026-10-23', author: undefined, pageIndex: 1 });
    expect(authorsAsked).toEqual([{ since: '2026-10-23' }]);
    let view = changeHistoryView(actor.getSnapshot());
    // Record 3's from equals its to: hidden, and not counted in "Viewing 1-n of total".
    expect(view.viewing).toBe('Viewing 1-24 of 59');
    expect(view.rows).toHaveLength(24);
    expect(view.showLoadMore).toBe(true);
    expect(actor.getSnapshot().context.authors).toEqual(['Ann Lee', 'Bo Diaz']);

    actor.send({ type: 'history.loadMore' });
    expect(actor.getSnapshot().matches('loadingMore')).toBe(true);
    expect(changeHistoryView(actor.getSnapshot()).loadingMore).toBe(true);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'history.loadMore' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.page === 3);
    view = changeHistoryView(actor.getSnapshot());
    expect(view.viewing).toBe('Viewing 1-59 of 59');
    expect(view.rows).toHaveLength(59);
    expect(view.showLoadMore).toBe(false);
    // No more pages: Load More is refused.
    actor.send({ type: 'history.loadMore' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(requests.map((r) => r.pageIndex)).toEqual([1, 2, 3]);
  });

  it('reloads from page 1 when the date or the user filter changes', async () => {
    const { actor, requests, authorsAsked } = start(30);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'history.since', since: '2026-01-01' });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'history.author', author: 'Ann Lee' });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'history.since', since: undefined });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(requests.slice(1)).toEqual([
      { subjectId: 7, since: '2026-01-01', author: undefined, pageIndex: 1 },
      { subjectId: 7, since: '2026-01-01', author: 'Ann Lee', pageIndex: 1 },
      { subjectId: 7, since: undefined, author: 'Ann Lee', pageIndex: 1 },
    ]);
    expect(authorsAsked.at(-1)).toEqual({ since: undefined });
    actor.send({ type: 'history.author', author: '' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(requests.at(-1)?.author).toBeUndefined();
  });

  it('fails on page 1 and on Load More; acknowledging returns to ready', async () => {
    let failing = true;
    const { actor } = start(60, (r) => failing && r.pageIndex === 1);
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBeInstanceOf(ApiError);
    actor.send({ type: 'error.acknowledge' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    failing = false;
    // Changing a filter asks for page 1 again.
    actor.send({ type: 'history.author', author: 'Ann Lee' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.records.length === 25);
    failing = true;
    const { actor: second } = start(60, (r) => r.pageIndex === 2);
    await waitFor(second, (s) => s.matches('ready'));
    second.send({ type: 'history.loadMore' });
    await waitFor(second, (s) => s.matches('failed'));
    // What was loaded stays.
    expect(second.getSnapshot().context.records).toHaveLength(25);
    second.send({ type: 'error.acknowledge' });
    expect(second.getSnapshot().matches('ready')).toBe(true);
  });
});
