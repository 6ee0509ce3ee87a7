import { describe, expect, it } from 'vitest';
import { brickCodeLengthError, parseProductFilter, templateFormulaNames } from '@joinery/flows/catalogue/catalogueRules';
import { bricks, brickValueOf, BRICK } from '../catalogue/bricks';
import { FIRST_PRODUCT_MASTER_ID, LEGACY_RECORD_COUNT, legacyRecords, seedTemplateClaims } from '../catalogue/legacyRecords';
import { productSeries } from '../catalogue/series';
import { resetStore } from '../store';
import { evaluateTemplateFormula, productTemplates, runFilter, sampleRecord } from '../catalogue/templates';

describe('legacy records', () => {
  it('holds 5,000 rows with consecutive product master ids and unique vendor SKUs and UPCs', () => {
    const rows = legacyRecords.all();
    expect(rows).toHaveLength(LEGACY_RECORD_COUNT);
    expect(rows.every((r, i) => r.brprid === FIRST_PRODUCT_MASTER_ID + i)).toBe(true);
    expect(new Set(rows.map((r) => r.vendorSku)).size).toBe(LEGACY_RECORD_COUNT);
    expect(new Set(rows.map((r) => r.brupc)).size).toBe(LEGACY_RECORD_COUNT);
  });

  it('is the same on every run', () => {
    expect(legacyRecords.find(100001)).toMatchObject({
      brmfg: 'HRT',
      brlin: 'SWH',
      brpart: 'B09L',
      brdeS1: 'BASE CABINET 9"W',
      brupc: '081234000011',
      vendorSku: 'HRT-SWH-B09L',
      productTemplateId: 1,
      JoinerySKU: 'swh.b09l',
    });
  });

  it('gives every row a UPC-A with a valid check digit', () => {
    for (const { brupc } of legacyRecords.all()) {
      const digits = [...brupc].map(Number);
      const sum = digits.slice(0, 11).reduce((total, d, i) => total + d * (i % 2 === 0 ? 3 : 1), 0);
      expect(brupc).toMatch(/^\d{12}$/);
      expect((10 - (sum % 10)) % 10).toBe(digits[11]);
    }
  });

  it('gives each seeded published template exactly the rows its filter matches', () => {
    for (const claim of seedTemplateClaims) {
      const parsed = parseProductFilter(claim.filter);
      if (!parsed.ok) throw new Error(parsed.problem.message);
      const matched = legacyRecords.matching(parsed.filter).map((r) => r.brprid);
      const owned = legacyRecords.where((r) => r.productTemplateId === claim.productTemplateId).map((r) => r.brprid);
      expect(owned.length).toBeGreaterThan(0);
      expect(matched).toEqual(owned);
    }
    expect(legacyRecords.where((r) => r.productTemplateId === 0).length).toBeGreaterThan(3000);
  });

  it('leaves some rows missing supplemental data or AS400 attributes', () => {
    expect(legacyRecords.where((r) => r.as400AttributesMissing).length).toBeGreaterThan(50);
    const finish = bricks.find(BRICK.finish);
    expect(finish && legacyRecords.where((r) => r.brprcod === 'CAB' && brickValueOf(finish, r) === null).length).toBeGreaterThan(0);
  });

  it('stores changes apart from the rows, and a reset brings the seed back', () => {
    legacyRecords.updateMany([
      { brprid: 100002, patch: { productTemplateId: 0, JoinerySKU: '' } },
      { brprid: 999, patch: { brmfg: 'nope' } },
    ]);
    expect(legacyRecords.find(100002)).toMatchObject({ productTemplateId: 0, JoinerySKU: '' });
    expect(legacyRecords.update(100002, { supplemental: { Finish: 'gry' } })).toMatchObject({ productTemplateId: 0, supplemental: { Finish: 'gry' } });
    expect(legacyRecords.find(999)).toBeUndefined();
    resetStore();
    expect(legacyRecords.find(100002)?.productTemplateId).toBe(1);
  });
});

describe('bricks', () => {
  it('keeps codes lower-cased, trimmed, unique and within each brick length (Max or Exact)', () => {
    for (const brick of bricks.all()) {
      const codes = brick.values.map((v) => v.code);
      expect(new Set(codes).size).toBe(codes.length);
      for (const code of codes) {
        expect(code).toBe(code.trim().toLowerCase());
        expect(brickCodeLengthError(code, brick.length, brick.exact)).toBeUndefined();
      }
    }
  });

  it("has a value for every row's sourced and supplemental codes", () => {
    const byName = new Map(bricks.all().map((b) => [b.name, b]));
    for (const record of legacyRecords.all()) {
      for (const id of [BRICK.manufacturer, BRICK.productLine, BRICK.partCode]) {
        const brick = bricks.find(id);
        expect(brick && brickValueOf(brick, record)).not.toBeNull();
      }
      for (const [name, code] of Object.entries(record.supplemental)) {
        expect(byName.get(name)?.values.some((v) => v.code === code), `${record.vendorSku} ${name}=${code}`).toBe(true);
      }
    }
  });
});

describe('series and templates', () => {
  it('draws every series list from its supplemental bricks', () => {
    for (const series of productSeries.all()) {
      const supplemental = new Set(series.supplementalDataBricks);
      for (const id of [...series.JoinerySkuBricks, ...series.displayAttributesBricks, ...series.filteredAttributesBricks]) {
        expect(supplemental.has(id)).toBe(true);
      }
    }
  });

  it("evaluates every formula of each published template on its filter's sample product", () => {
    for (const template of productTemplates.where((t) => t.published === 1)) {
      const series = productSeries.find(template.productSeriesId);
      const run = runFilter(template.filter);
      if (!series || !run.ok) throw new Error(`template ${template.productTemplateId} does not run`);
      const sample = sampleRecord(run.records, series);
      if (!sample) throw new Error(`template ${template.productTemplateId} has no sample`);
      const failed = templateFormulaNames.filter((name) => !evaluateTemplateFormula(name, template.formulas[name], sample, series).ok);
      expect(failed, template.name).toEqual([]);
      expect(template.productGroupCount).toBeGreaterThan(0);
    }
  });

  it('seeds drafts that show a failing formula and an overlapping filter', () => {
    const brookline = productTemplates.find(10);
    expect(brookline?.formulas.groupName).toContain('#Collection#');
    const overlapping = productTemplates.find(11);
    const run = overlapping && runFilter(overlapping.filter);
    expect(run && run.ok && run.records.some((r) => r.productTemplateId !== 0)).toBe(true);
  });
});
