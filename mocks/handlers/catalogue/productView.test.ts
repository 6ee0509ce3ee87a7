import { describe, expect, it } from 'vitest';
import {
  fetchProduct,
  fetchProductOverrides,
  saveProductOverrides,
} from '@joinery/flows/api/catalogue/productView';
import {
  overrideValidationMessages,
  recordsServerMessages,
  STOCK_LOCATIONS,
} from '@joinery/flows/catalogue/records';
import { legacyRecords } from '../../data/catalogue/legacyRecords';
import { productOverrides } from '../../data/catalogue/overrides';
import { setupMockServer } from '../../test-utils';
import { describeFaults, failureOf } from './recordsTestkit';

setupMockServer();

/** A product a template owns that has no overrides yet. */
const plainProduct = 100_002;
const messageOf = (error: { details: { body?: unknown } }) =>
  (error.details.body as { message?: string }).message;

describe('productView.get', () => {
  it("answers the product with its template's formulas worked out for it", async () => {
    const product = await fetchProduct(100_001);
    expect(product).toMatchObject({
      productMasterId: 100_001,
      productTemplateId: 1,
      brmfg: 'HRT',
      brlin: 'SWH',
      brpart: 'B09L',
      code: 'swh.b09l',
      websiteCategory1: 'Kitchen Cabinets',
      websiteCategory2: 'Shaker Cabinets',
      name: 'Base Cabinet 9"W',
      manufacturerPartNumber: 'B09L',
      minimumQty: 1,
      maximumQty: 999_999,
      startDate: '01/01/2018',
      endDate: '12/31/2099',
      showQuoteButton: true,
      showBuyButton: false,
      hidePriceUntilCart: false,
      selectorImageType: 'color',
      // The finish's swatch colour, not its brick value code (issue 31).
      colorSwatch: '#f4f2ec',
    });
    const record = legacyRecords.find(100_001);
    for (const location of STOCK_LOCATIONS)
      expect(product[location.quantityField]).toBe(record?.[location.quantityField]);
    expect(product.inStockQuantity).toBe(
      (record?.brqtyaspr ?? 0) + (record?.brqtyaelk ?? 0) + (record?.brqtyaral ?? 0),
    );
    expect(product.displayAttributes).toContainEqual({
      attributeName: 'Finish',
      attributeValueName: 'White',
    });
    expect(product.productImagesLarge.length).toBeGreaterThan(0);
  });

  it('answers a product without pictures with empty image lists (the screen shows noimage)', async () => {
    const product = await fetchProduct(100_008);
    expect(product.productImagesLarge).toEqual([]);
  });

  it('answers 404 for a product that does not exist', async () => {
    expect((await failureOf(fetchProduct(1))).status).toBe(404);
  });
});

describe('productView.overrides and saveOverrides', () => {
  it('answers only the overridden fields, with a version', async () => {
    const seeded = productOverrides.all()[0];
    if (!seeded) throw new Error('the seed has overrides');
    const read = await fetchProductOverrides(seeded.productMasterId);
    expect(read).toEqual({ overrides: seeded.fields, version: '"1"' });
    expect(await fetchProductOverrides(plainProduct)).toEqual({ overrides: {}, version: '"0"' });
  });

  it('replaces the overrides with the checked fields, and an empty object clears them', async () => {
    const read = await fetchProductOverrides(plainProduct);
    const saved = await saveProductOverrides(
      plainProduct,
      {
        name: 'Shaker Base 9" Left',
        startDate: '04/01/2026',
        regularPrice: '199.00',
        active: false,
      },
      read.version,
    );
    expect(saved.overrides).toEqual({
      name: 'Shaker Base 9" Left',
      startDate: '04/01/2026',
      regularPrice: '199.00',
      active: false,
    });
    expect(await fetchProductOverrides(plainProduct)).toEqual(saved);

    const cleared = await saveProductOverrides(plainProduct, {}, saved.version);
    expect(cleared.overrides).toEqual({});
    expect(cleared.version).not.toBe(saved.version);
  });

  it('refuses a save made from a stale read with 409', async () => {
    const mine = await fetchProductOverrides(plainProduct);
    const theirs = await fetchProductOverrides(plainProduct);
    await saveProductOverrides(plainProduct, { name: 'Theirs' }, theirs.version);
    const error = await failureOf(
      saveProductOverrides(plainProduct, { name: 'Mine' }, mine.version),
    );
    expect({ status: error.status, message: messageOf(error) }).toEqual({
      status: 409,
      message: recordsServerMessages.overridesChanged,
    });
    expect((await fetchProductOverrides(plainProduct)).overrides).toEqual({ name: 'Theirs' });
  });

  it('refuses values §5 rejects and fields that are never overridable, with 400', async () => {
    const bad = await failureOf(saveProductOverrides(plainProduct, { minimumQty: '1.5' }));
    expect({ status: bad.status, message: messageOf(bad) }).toEqual({
      status: 400,
      message: recordsServerMessages.overrideInvalid(
        'minimumQty',
        overrideValidationMessages.integer,
      ),
    });
    const date = await failureOf(saveProductOverrides(plainProduct, { endDate: '2026-12-31' }));
    expect(messageOf(date)).toBe(
      recordsServerMessages.overrideInvalid('endDate', overrideValidationMessages.date),
    );
    const gtin = await failureOf(saveProductOverrides(plainProduct, { gtin: '123' } as never));
    expect(messageOf(gtin)).toBe(recordsServerMessages.overrideNotAllowed('gtin'));
  });

  it('answers 404 for the overrides of a product that does not exist', async () => {
    expect((await failureOf(fetchProductOverrides(1))).status).toBe(404);
    expect((await failureOf(saveProductOverrides(1, { name: 'x' }))).status).toBe(404);
  });
});

describeFaults('productView.get', () => fetchProduct(100_001));
describeFaults('productView.overrides', () => fetchProductOverrides(100_001));
describeFaults('productView.saveOverrides', () =>
  saveProductOverrides(plainProduct, { name: 'Renamed' }),
);
