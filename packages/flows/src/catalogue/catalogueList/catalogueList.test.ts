import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../api/errors';
import type { BrickSummary } from '../../api/catalogue/bricks';
import type { TemplateSummary } from '../../api/catalogue/templates';
import { bricksListMachine, sortBricks, sortTemplates } from './catalogueLists';
import { matchesNamePrefix } from '../../staff/list';

const brick = (productBrickId: number, name: string, lastUpdatedAt: string): BrickSummary => ({
  productBrickId,
  name,
  lastUpdatedAt,
  length: 3,
  exact: false,
  example: '',
  sourceField: null,
});
const template = (productTemplateId: number, name: string, published: 0 | 1, priority: number): TemplateSummary => ({
  productTemplateId,
  name,
  published,
  priority,
  productSeriesId: 1,
  createdBy: 'x',
  lastUpdatedAt: '2025-01-01',
  productGroupCount: 0,
});

describe('catalogue list sorting and search', () => {
  it('sorts bricks by last edit, newest first', () => {
    const rows = [brick(1, 'a', '2024-01-01T00:00:00Z'), brick(2, 'b', '2025-03-01T00:00:00Z'), brick(3, 'c', '2024-06-01T00:00:00Z')];
    expect(sortBricks(rows).map((r) => r.productBrickId)).toEqual([2, 3, 1]);
  });

  it('sorts templates by published, then priority, then name', () => {
    const rows = [template(1, 'b', 1, 0), template(2, 'a', 1, 0), template(3, 'z', 0, 2), template(4, 'y', 0, 1)];
    expect(sortTemplates(rows).map((r) => r.productTemplateId)).toEqual([4, 3, 2, 1]);
  });

  it('matches a name by prefix, case-insensitively', () => {
    expect(matchesNamePrefix('Door Style', 'door')).toBe(true);
    expect(matchesNamePrefix('Door Style', 'style')).toBe(false);
    expect(matchesNamePrefix('Door Style', '')).toBe(true);
  });
});

describe('catalogue list machine (the generic resource cycle)', () => {
  function start(load: () => Promise<BrickSummary[]>) {
    return createActor(bricksListMachine.provide({ actors: { loadRows: fromPromise(load) } })).start();
  }

  it('loads, sorts, searches and reloads', async () => {
    let rows = [brick(1, 'Width', '2024-01-01'), brick(2, 'Door Style', '2025-01-01')];
    const actor = start(async () => rows);
    expect(actor.getSnapshot().value).toBe('loading');
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(actor.getSnapshot().context.rows.map((r) => r.name)).toEqual(['Door Style', 'Width']);
    actor.send({ type: 'list.search', text: 'wi' });
    expect(actor.getSnapshot().context.search).toBe('wi');
    rows = [];
    actor.send({ type: 'list.reload' });
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(actor.getSnapshot().context.rows).toEqual([]);
  });

  it('fails with the error, clears it on acknowledge, and re-fetches after a 409', async () => {
    let status = 500;
    let calls = 0;
    const actor = start(async () => {
      calls += 1;
      throw new ApiError('http', 'bricks.list', 'x', { status });
    });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'error.acknowledge' });
    expect(actor.getSnapshot().context.error).toBeUndefined();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(calls).toBe(1);
    status = 409;
    actor.send({ type: 'list.reload' });
    await waitFor(actor, (s) => s.matches('failed') && s.context.error !== undefined);
    actor.send({ type: 'error.acknowledge' });
    await waitFor(actor, () => calls === 3);
  });
});
