import { describe, expect, it } from 'vitest';
import {
  createSeries,
  fetchSeries,
  fetchSeriesList,
  seriesBrickIds,
  updateSeries,
  type SeriesDraft,
} from '@joinery/flows/api/catalogue/series';
import { serverMessageOf } from '@joinery/flows/api/catalogue/templates';
import { seriesMessages } from '@joinery/flows/catalogue/catalogueRules';
import { BRICK } from '../../data/catalogue/bricks';
import { SERIES } from '../../data/catalogue/series';
import { setupMockServer } from '../../test-utils';
import { describeFaults, failureOf, statusOf } from './catalogueTestkit';

setupMockServer();

const draft: SeriesDraft = {
  name: ' Pantry Organizers ',
  notes: 'New for spring.',
  supplementalDataBricks: [BRICK.manufacturer, BRICK.partCode, BRICK.accessoryType, BRICK.width],
  JoinerySkuBricks: [BRICK.partCode, BRICK.manufacturer],
  displayAttributesBricks: [BRICK.width],
  filteredAttributesBricks: [BRICK.accessoryType],
  published: 0,
};

describe('series.list', () => {
  it('answers every series by name, draft and published, with brick names and display times', async () => {
    const list = await fetchSeriesList();
    expect(list.map((s) => s.name)).toEqual([
      'Bath Vanities',
      'Cabinet Hardware',
      'Fillers & Moldings',
      'Kitchen Accessories',
      'Kitchen Cabinets',
      'Ready-to-Assemble Cabinets',
      'Sample Doors',
    ]);
    expect(new Set(list.map((s) => s.published))).toEqual(new Set([0, 1]));
    const kitchen = list.find((s) => s.productSeriesId === SERIES.kitchenCabinets);
    expect(kitchen?.JoinerySkuBricks).toEqual([
      { productBrickId: BRICK.productLine, name: 'Product Line' },
      { productBrickId: BRICK.partCode, name: 'Part Code' },
    ]);
    expect(kitchen?.lastUpdatedAtDisplay).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} (AM|PM)$/);
  });

  it('keeps display, filterable and SKU bricks within the supplemental ones', async () => {
    for (const series of await fetchSeriesList()) {
      const supplemental = new Set(series.supplementalDataBricks.map((b) => b.productBrickId));
      for (const brick of [...series.JoinerySkuBricks, ...series.displayAttributesBricks, ...series.filteredAttributesBricks]) {
        expect(supplemental.has(brick.productBrickId)).toBe(true);
      }
    }
  });
});

describe('series.get', () => {
  it('answers one series', async () => {
    const series = await fetchSeries(SERIES.cabinetHardware);
    expect(series).toMatchObject({ name: 'Cabinet Hardware', published: 1, version: 1 });
  });

  it('answers 404 for a series that does not exist', async () => {
    expect(statusOf(await failureOf(fetchSeries(999)))).toBe(404);
  });
});

describe('series.create', () => {
  it('saves a draft with the signed-in user as its author, SKU order kept', async () => {
    const created = await createSeries(draft);
    expect(created).toMatchObject({ productSeriesId: 8, name: 'Pantry Organizers', published: 0, createdBy: 'alex.admin@joinery.example', version: 1 });
    expect(created.JoinerySkuBricks.map((b) => b.name)).toEqual(['Part Code', 'Manufacturer']);
  });

  it('publishes when there is at least one SKU brick', async () => {
    expect((await createSeries({ ...draft, published: 1 })).published).toBe(1);
  });

  it.each([
    [{ name: '   ' }, seriesMessages.nameRequired],
    [{ published: 1 as const, JoinerySkuBricks: [] }, seriesMessages.skuBrickRequired],
    [{ displayAttributesBricks: [BRICK.finish] }, seriesMessages.notSupplemental('Display Attribute Bricks', 'Finish')],
    [{ JoinerySkuBricks: [BRICK.hingeSide] }, seriesMessages.notSupplemental('Joinery SKU Bricks', 'Hinge Side')],
    [{ supplementalDataBricks: [...draft.supplementalDataBricks, 999] }, seriesMessages.unknownBrick(999)],
  ])('refuses %j with 400 and the reason', async (change, message) => {
    const error = await failureOf(createSeries({ ...draft, ...change }));
    expect(statusOf(error)).toBe(400);
    expect(serverMessageOf(error)).toBe(message);
  });

  it('saves a draft without SKU bricks', async () => {
    expect((await createSeries({ ...draft, JoinerySkuBricks: [] })).JoinerySkuBricks).toEqual([]);
  });
});

describe('series.update', () => {
  it('saves a draft and publishes it, bumping the version', async () => {
    const accessories = await fetchSeries(SERIES.kitchenAccessories);
    const saved = await updateSeries({ ...accessories, ...seriesBrickIds(accessories), notes: 'Images are in.', published: 1 });
    expect(saved).toMatchObject({ notes: 'Images are in.', published: 1, version: 2 });
  });

  it('answers 409 when the write is based on a stale read', async () => {
    const accessories = await fetchSeries(SERIES.kitchenAccessories);
    const update = { ...accessories, ...seriesBrickIds(accessories) };
    await updateSeries({ ...update, notes: 'first' });
    expect(statusOf(await failureOf(updateSeries({ ...update, notes: 'second' })))).toBe(409);
  });

  it('answers 404 for a series that does not exist', async () => {
    const accessories = await fetchSeries(SERIES.kitchenAccessories);
    expect(statusOf(await failureOf(updateSeries({ ...accessories, ...seriesBrickIds(accessories), productSeriesId: 999 })))).toBe(404);
  });

  describe('a published series', () => {
    async function kitchen() {
      const series = await fetchSeries(SERIES.kitchenCabinets);
      return { ...series, ...seriesBrickIds(series) };
    }

    it('keeps its SKU bricks: removing a supplemental brick the SKU uses is refused with the spec text', async () => {
      const series = await kitchen();
      const error = await failureOf(
        updateSeries({
          ...series,
          supplementalDataBricks: series.supplementalDataBricks.filter((id) => id !== BRICK.partCode),
          JoinerySkuBricks: [BRICK.productLine],
        }),
      );
      expect(serverMessageOf(error)).toBe('1 or more supplemental bricks are used in the SKU and cannot be removed');
    });

    it('cannot reorder or change its SKU list', async () => {
      const series = await kitchen();
      const error = await failureOf(updateSeries({ ...series, JoinerySkuBricks: [BRICK.partCode, BRICK.productLine] }));
      expect(serverMessageOf(error)).toBe(seriesMessages.skuLocked);
    });

    it('cannot go back to draft', async () => {
      const error = await failureOf(updateSeries({ ...(await kitchen()), published: 0 }));
      expect(serverMessageOf(error)).toBe(seriesMessages.publishedCannotBeDraft);
    });

    it('may drop a supplemental brick the SKU does not use, with its display and filter uses', async () => {
      const series = await kitchen();
      const without = (ids: number[]) => ids.filter((id) => id !== BRICK.hingeSide);
      const saved = await updateSeries({
        ...series,
        supplementalDataBricks: without(series.supplementalDataBricks),
        displayAttributesBricks: without(series.displayAttributesBricks),
      });
      expect(saved.supplementalDataBricks.some((b) => b.productBrickId === BRICK.hingeSide)).toBe(false);
    });
  });
});

describeFaults('series.list', () => fetchSeriesList());
describeFaults('series.get', () => fetchSeries(SERIES.kitchenCabinets));
describeFaults('series.create', () => createSeries(draft));
describeFaults('series.update', () => updateSeries({ ...draft, productSeriesId: SERIES.kitchenAccessories, version: 1 }));
