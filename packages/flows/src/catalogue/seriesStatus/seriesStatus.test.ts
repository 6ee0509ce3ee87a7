import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../api/errors';
import type { ProductSeries, SeriesBrick } from '../../api/catalogue/series';
import { seriesScreenMessages as m } from '../messages';
import { seriesStatusMachine, type SeriesForm } from './seriesStatus.machine';
import { seriesActionState } from './selectors';
import { moveSkuBricks } from './seriesLists';

const brick = (productBrickId: number, name: string): SeriesBrick => ({ productBrickId, name });
const bricks = [brick(1, 'width'), brick(2, 'Door Style'), brick(3, 'Finish'), brick(4, 'height'), brick(5, 'Brand')];

const series = (overrides: Partial<ProductSeries> = {}): ProductSeries => ({
  productSeriesId: 9,
  name: 'Shaker Base',
  notes: 'Base cabinets',
  published: 0,
  createdBy: 'casey',
  lastUpdatedAtDisplay: '01/02/2025 10:00 AM',
  supplementalDataBricks: [brick(1, 'width'), brick(2, 'Door Style'), brick(3, 'Finish')],
  JoinerySkuBricks: [brick(2, 'Door Style'), brick(1, 'width')],
  displayAttributesBricks: [brick(3, 'Finish')],
  filteredAttributesBricks: [brick(3, 'Finish'), brick(2, 'Door Style')],
  version: 5,
  ...overrides,
});

interface SaveCall {
  form: SeriesForm;
  published: 0 | 1;
  seriesId: number | undefined;
  version: number | undefined;
}

function start(mode: 'create' | 'edit', options: { loaded?: ProductSeries; save?: () => Promise<ProductSeries>; load?: () => Promise<{ series: ProductSeries | undefined; bricks: SeriesBrick[] | undefined }> } = {}) {
  const saves: SaveCall[] = [];
  const load = vi.fn(options.load ?? (async () => ({ series: mode === 'edit' ? (options.loaded ?? series()) : undefined, bricks })));
  const actor = createActor(
    seriesStatusMachine.provide({
      actors: {
        loadSeries: fromPromise(() => load()),
        saveSeries: fromPromise(async ({ input }: { input: SaveCall }) => {
          saves.push(input);
          return options.save ? options.save() : series({ published: input.published });
        }),
      },
    }),
    { input: { mode, seriesId: mode === 'edit' ? 9 : undefined } },
  );
  actor.start();
  return { actor, saves, load };
}

const names = (list: SeriesBrick[]) => list.map((b) => b.name);

describe('seriesStatusMachine', () => {
  it('needs a name to save as draft, and a name plus a SKU brick to publish', async () => {
    const { actor, saves } = start('create');
    await waitFor(actor, (s) => s.matches('editing'));
    const state = () => seriesActionState(actor.getSnapshot());
    expect(state().saveAsDraft).toEqual([m.reasons.nameRequired]);
    expect(state().publish).toEqual([m.reasons.nameRequired, m.reasons.skuBrickRequired]);

    actor.send({ type: 'series.edit', field: 'name', value: '   ' });
    actor.send({ type: 'series.saveDraft' });
    expect(actor.getSnapshot().value).toBe('editing');

    actor.send({ type: 'series.edit', field: 'name', value: ' Raised Panel ' });
    expect(state().saveAsDraft).toEqual([]);
    expect(state().publish).toEqual([m.reasons.skuBrickRequired]);
    actor.send({ type: 'series.publish' });
    expect(actor.getSnapshot().value).toBe('editing');

    actor.send({ type: 'bricks.add', list: 'supplementalDataBricks', ids: [1, 2] });
    actor.send({ type: 'bricks.add', list: 'JoinerySkuBricks', ids: [1] });
    expect(state().publish).toEqual([]);
    actor.send({ type: 'series.publish' });
    expect(actor.getSnapshot().value).toBe('publishing');
    expect(state().publish).toContain(m.reasons.saving);
    await waitFor(actor, (s) => s.status === 'done');
    expect(saves[0]).toMatchObject({ published: 1, seriesId: undefined });
  });

  it('sends Save As Draft as published 0 with the lists as brick ids', async () => {
    const { actor, saves } = start('edit');
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'series.saveDraft' });
    expect(actor.getSnapshot().value).toBe('saving');
    await waitFor(actor, (s) => s.status === 'done');
    expect(saves[0]).toMatchObject({ published: 0, seriesId: 9, version: 5 });
    expect(actor.getSnapshot().output?.saved?.productSeriesId).toBe(9);
  });

  it('offers every brick for supplemental data, and only supplemental bricks for the other three', async () => {
    const { actor } = start('create');
    await waitFor(actor, (s) => s.matches('editing'));
    const available = () => seriesActionState(actor.getSnapshot()).available;
    expect(names(available().supplementalDataBricks)).toEqual(['Brand', 'Door Style', 'Finish', 'height', 'width']);
    expect(available().JoinerySkuBricks).toEqual([]);

    actor.send({ type: 'bricks.add', list: 'supplementalDataBricks', ids: [1, 4, 2] });
    // Sorted by name, case-insensitively.
    expect(names(actor.getSnapshot().context.form.supplementalDataBricks)).toEqual(['Door Style', 'height', 'width']);
    expect(names(available().displayAttributesBricks)).toEqual(['Door Style', 'height', 'width']);

    // A brick that is not supplemental cannot be added to the other lists.
    actor.send({ type: 'bricks.add', list: 'displayAttributesBricks', ids: [5, 4, 1] });
    expect(names(actor.getSnapshot().context.form.displayAttributesBricks)).toEqual(['height', 'width']);

    // The SKU list keeps the user's order.
    actor.send({ type: 'bricks.add', list: 'JoinerySkuBricks', ids: [4] });
    actor.send({ type: 'bricks.add', list: 'JoinerySkuBricks', ids: [2] });
    expect(names(actor.getSnapshot().context.form.JoinerySkuBricks)).toEqual(['height', 'Door Style']);
  });

  it('removes a supplemental brick from the SKU, display and filter lists too (draft series)', async () => {
    const { actor } = start('edit');
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'bricks.remove', list: 'supplementalDataBricks', ids: [2] });
    const { form, notice } = actor.getSnapshot().context;
    expect(notice).toBeUndefined();
    expect(names(form.supplementalDataBricks)).toEqual(['Finish', 'width']);
    expect(names(form.JoinerySkuBricks)).toEqual(['width']);
    expect(names(form.filteredAttributesBricks)).toEqual(['Finish']);
    actor.send({ type: 'bricks.remove', list: 'displayAttributesBricks', ids: [3] });
    expect(actor.getSnapshot().context.form.displayAttributesBricks).toEqual([]);
  });

  it('locks a published series: Save As Draft, the SKU list and its controls; a SKU brick cannot leave supplemental', async () => {
    const { actor } = start('edit', { loaded: series({ published: 1 }) });
    await waitFor(actor, (s) => s.matches('editing'));
    const state = seriesActionState(actor.getSnapshot());
    expect(state.saveAsDraft).toEqual([m.reasons.alreadyPublished]);
    expect(state.skuLocked).toBe(true);

    actor.send({ type: 'bricks.remove', list: 'supplementalDataBricks', ids: [2, 3] });
    expect(actor.getSnapshot().context.notice).toBe('1 or more supplemental bricks are used in the SKU and cannot be removed');
    expect(names(actor.getSnapshot().context.form.supplementalDataBricks)).toEqual(['Door Style', 'Finish', 'width']);
    actor.send({ type: 'notice.dismiss' });
    expect(actor.getSnapshot().context.notice).toBeUndefined();
    // The whole list moved out at once: §8's other wording.
    actor.send({ type: 'bricks.remove', list: 'supplementalDataBricks', ids: [1, 2, 3, 4], all: true });
    expect(actor.getSnapshot().context.notice).toBe('One or more supplemental bricks are used in the SKU and cannot be removed');
    actor.send({ type: 'notice.dismiss' });

    actor.send({ type: 'bricks.remove', list: 'JoinerySkuBricks', ids: [2] });
    actor.send({ type: 'bricks.add', list: 'JoinerySkuBricks', ids: [3] });
    actor.send({ type: 'sku.move', ids: [1], move: 'top' });
    expect(names(actor.getSnapshot().context.form.JoinerySkuBricks)).toEqual(['Door Style', 'width']);

    // A supplemental brick outside the SKU may still go.
    actor.send({ type: 'bricks.remove', list: 'supplementalDataBricks', ids: [3] });
    expect(names(actor.getSnapshot().context.form.supplementalDataBricks)).toEqual(['Door Style', 'width']);
  });

  it('moves SKU bricks to the top, up, down and to the bottom', async () => {
    const { actor } = start('edit');
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'bricks.add', list: 'JoinerySkuBricks', ids: [3] });
    const sku = () => names(actor.getSnapshot().context.form.JoinerySkuBricks);
    expect(sku()).toEqual(['Door Style', 'width', 'Finish']);
    actor.send({ type: 'sku.move', ids: [3], move: 'top' });
    expect(sku()).toEqual(['Finish', 'Door Style', 'width']);
    actor.send({ type: 'sku.move', ids: [1], move: 'up' });
    expect(sku()).toEqual(['Finish', 'width', 'Door Style']);
    actor.send({ type: 'sku.move', ids: [3], move: 'down' });
    expect(sku()).toEqual(['width', 'Finish', 'Door Style']);
    actor.send({ type: 'sku.move', ids: [1], move: 'bottom' });
    expect(sku()).toEqual(['Finish', 'Door Style', 'width']);
  });

  it('takes a whole new SKU order, but never a different set of bricks or a locked list', async () => {
    const { actor } = start('edit');
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'sku.order', ids: [1, 2] });
    expect(names(actor.getSnapshot().context.form.JoinerySkuBricks)).toEqual(['width', 'Door Style']);
    actor.send({ type: 'sku.order', ids: [1, 3] });
    expect(names(actor.getSnapshot().context.form.JoinerySkuBricks)).toEqual(['width', 'Door Style']);

    const published = start('edit', { loaded: series({ published: 1 }) });
    await waitFor(published.actor, (s) => s.matches('editing'));
    published.actor.send({ type: 'sku.order', ids: [1, 2] });
    expect(names(published.actor.getSnapshot().context.form.JoinerySkuBricks)).toEqual(['Door Style', 'width']);
  });

  it('moves a block of SKU bricks keeping their order, and stops at the ends', () => {
    const list = [brick(1, 'a'), brick(2, 'b'), brick(3, 'c'), brick(4, 'd')];
    expect(names(moveSkuBricks(list, new Set([1, 2]), 'up'))).toEqual(['a', 'b', 'c', 'd']);
    expect(names(moveSkuBricks(list, new Set([2, 3]), 'down'))).toEqual(['a', 'd', 'b', 'c']);
    expect(names(moveSkuBricks(list, new Set([3, 4]), 'down'))).toEqual(['a', 'b', 'c', 'd']);
    expect(names(moveSkuBricks(list, new Set([2, 4]), 'top'))).toEqual(['b', 'd', 'a', 'c']);
    expect(names(moveSkuBricks(list, new Set(), 'bottom'))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('re-fetches on a 409, clears other errors, shows a failed load and cancels', async () => {
    const conflict = start('edit', { save: () => Promise.reject(new ApiError('http', 'series.update', 'x', { status: 409 })) });
    await waitFor(conflict.actor, (s) => s.matches('editing'));
    conflict.actor.send({ type: 'series.saveDraft' });
    await waitFor(conflict.actor, (s) => s.matches('editing') && s.context.error !== undefined);
    conflict.actor.send({ type: 'error.acknowledge' });
    await waitFor(conflict.actor, (s) => s.matches('editing') && s.context.error === undefined);
    expect(conflict.load).toHaveBeenCalledTimes(2);

    const failing = start('create', { save: () => Promise.reject(new ApiError('http', 'series.create', 'x', { status: 500 })) });
    await waitFor(failing.actor, (s) => s.matches('editing'));
    failing.actor.send({ type: 'series.edit', field: 'name', value: 'X' });
    failing.actor.send({ type: 'series.saveDraft' });
    await waitFor(failing.actor, (s) => s.matches('editing') && s.context.error !== undefined);
    failing.actor.send({ type: 'error.acknowledge' });
    expect(failing.actor.getSnapshot().context.error).toBeUndefined();
    expect(failing.load).toHaveBeenCalledTimes(1);
    failing.actor.send({ type: 'series.cancel' });
    expect(failing.actor.getSnapshot().value).toBe('cancelled');

    const missing = start('edit', { load: () => Promise.reject(new ApiError('http', 'series.get', 'x', { status: 404 })) });
    await waitFor(missing.actor, (s) => s.matches('loadFailed'));
    missing.actor.send({ type: 'error.acknowledge' });
    expect(missing.actor.getSnapshot().value).toBe('cancelled');
  });

  it('opens without the brick list when it cannot be read', async () => {
    const { actor } = start('create', { load: async () => ({ series: undefined, bricks: undefined }) });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.allBricks).toBeUndefined();
    expect(seriesActionState(actor.getSnapshot()).available.supplementalDataBricks).toEqual([]);
  });
});
