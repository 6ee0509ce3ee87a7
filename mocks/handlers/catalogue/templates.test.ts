import { describe, expect, it } from 'vitest';
import { readSheet } from 'read-excel-file/universal';
import {
  applyAllFormulas,
  applyFormula,
  applyFormulas,
  createTemplate,
  englishFormulas,
  evaluateProductFilter,
  exportTemplate,
  fetchProductGroupCount,
  fetchTemplate,
  fetchTemplateExport,
  fetchTemplates,
  fetchWebCategories,
  importTemplate,
  serverMessageOf,
  templateExportRows,
  templateFailureOf,
  updateTemplate,
  type ProductTemplate,
  type TemplateDraft,
} from '@joinery/flows/api/catalogue/templates';
import { filterMessages, formulaMessages, templateMessages } from '@joinery/flows/catalogue/catalogueRules';
import { legacyRecords, seedTemplateClaims } from '../../data/catalogue/legacyRecords';
import { SERIES } from '../../data/catalogue/series';
import { injectFault, setupMockServer } from '../../test-utils';
import { describeFaults, failureOf, statusOf } from './catalogueTestkit';

setupMockServer();

/** A template as its dialog would send it back. */
function asDraft(template: ProductTemplate): TemplateDraft & { productTemplateId: number; version?: number | undefined } {
  return { ...template };
}

async function sampleOf(filter: string): Promise<number> {
  return (await evaluateProductFilter(filter)).productMasterId;
}

describe('templates.webCategories', () => {
  it('answers the web categories, code and name', async () => {
    const categories = await fetchWebCategories();
    expect(categories).toHaveLength(12);
    expect(categories[0]).toEqual({ code: 'KIT-CAB', name: 'Kitchen Cabinets' });
  });

  it('fails as CATEGORIES_FAILURE', async () => {
    injectFault('templates.webCategories', { status: 500 });
    expect(templateFailureOf(await failureOf(fetchWebCategories()))).toBe('CATEGORIES_FAILURE');
  });
});

describe('templates.list', () => {
  it('answers summaries: published first, then priority, then name', async () => {
    const list = await fetchTemplates();
    expect(list).toHaveLength(12);
    expect(list.map((t) => t.published)).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0]);
    expect(list.map((t) => t.priority)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(list[0]).not.toHaveProperty('filter');
    expect(list[0]).toMatchObject({ productTemplateId: 1, name: 'Hartwell Shaker White Kitchen', productGroupCount: 9, version: 1 });
  });
});

describe('templates.get', () => {
  it('answers the template with its en formulas', async () => {
    const template = await fetchTemplate(1);
    expect(template).toMatchObject({
      filter: seedTemplateClaims[0]?.filter,
      productSeriesId: SERIES.kitchenCabinets,
      groupMetaClassName: 'BaseProductContent',
      metaClassName: 'BaseVariationContent',
      groupPageLayoutDefault: 'cabinetstyle',
    });
    expect(template.productTemplateLanguages).toHaveLength(1);
    expect(template.productTemplateLanguages[0]?.language).toBe('en');
    expect(englishFormulas(template)?.code).toBe('#Product Line#.#Part Code#');
  });

  it('answers 404 for a template that does not exist', async () => {
    expect(statusOf(await failureOf(fetchTemplate(999)))).toBe(404);
  });
});

describe('templates.filterCountAndSample', () => {
  it('counts the products, names a sample and lists those a template owns', async () => {
    const result = await evaluateProductFilter(seedTemplateClaims[0]?.filter ?? '');
    expect(result.productCount).toBe(178);
    expect(result.message).toBe('178 products returned');
    expect(legacyRecords.find(result.productMasterId)?.brlin).toBe('SWH');
    expect(result.products).toHaveLength(178);
    expect(new Set(result.products.map((p) => p.productTemplateId))).toEqual(new Set([1]));
    expect(result.products[0]).toMatchObject({ aS400ProductId: expect.any(Number), name: expect.stringContaining('Hartwell') });
  });

  it('reports products that belong to other templates (the overlapping draft)', async () => {
    const template = await fetchTemplate(11);
    const result = await evaluateProductFilter(template.filter, { groupCode: englishFormulas(template)?.groupCode });
    const elsewhere = result.products.filter((p) => p.productTemplateId !== 11);
    expect(elsewhere.length).toBeGreaterThan(0);
    expect(new Set(elsewhere.map((p) => p.productTemplateId))).toEqual(new Set([1, 2]));
  });

  it('answers a filter that matches unowned products with an empty list, and one matching nothing with 0', async () => {
    const unowned = await evaluateProductFilter("[BRLIN] = 'BKG'");
    expect(unowned.productCount).toBe(196);
    expect(unowned.products).toEqual([]);
    expect(await evaluateProductFilter("[BRLIN] = 'NOPE'")).toMatchObject({ productCount: 0, productMasterId: 0, products: [] });
  });

  it.each([
    ["[BRMFG] = 'HRT", filterMessages.unterminatedString(11)],
    ["[Colour] = 'White'", filterMessages.unknownColumn('Colour')],
    ["[BRMFG] = 'HRT'; DROP TABLE Products", filterMessages.statementSeparator],
    ['', filterMessages.empty],
  ])('answers %j with 400 SQL_FAILURE and the reason', async (filter, message) => {
    const error = await failureOf(evaluateProductFilter(filter));
    expect(statusOf(error)).toBe(400);
    expect(templateFailureOf(error)).toBe('SQL_FAILURE');
    expect(serverMessageOf(error)).toBe(message);
  });
});

describe('templates.productGroupCount', () => {
  it('counts the distinct group codes over the products', async () => {
    const count = await fetchProductGroupCount({
      filterExpression: seedTemplateClaims[0]?.filter ?? '',
      productSeriesId: SERIES.kitchenCabinets,
      groupCodeFormula: '@LOWER([BRLIN])@-#Cabinet Type#',
    });
    expect(count).toBe(9);
  });

  it.each([
    ["[BRLIN] = 'SWH'", 'Brookline #Collection#', formulaMessages.unknownBrick('Collection')],
    ["[BRLIN] = 'SWH", '[BRLIN]', filterMessages.unterminatedString(11)],
    ["[BRLIN] = 'SWH'", '', templateMessages.requiredForPublish(['Group Code'])],
  ])('fails as GET_PRODUCT_GROUP_COUNT_FAILURE for %j / %j', async (filterExpression, groupCodeFormula, message) => {
    const error = await failureOf(fetchProductGroupCount({ filterExpression, productSeriesId: SERIES.kitchenCabinets, groupCodeFormula }));
    expect(templateFailureOf(error)).toBe('GET_PRODUCT_GROUP_COUNT_FAILURE');
    expect(serverMessageOf(error)).toBe(message);
  });
});

describe('templates.applyFormula', () => {
  it('evaluates one formula for the sample product', async () => {
    const productMasterId = await sampleOf("[BRLIN] = 'SWH' AND [BRPART] = 'B24'");
    const result = await applyFormula({
      productSeriesId: SERIES.kitchenCabinets,
      productMasterId,
      formulaName: 'groupName',
      formulaExpression: '#Door Style:name# #Finish:name# #Cabinet Type:name#',
    });
    expect(result).toEqual({
      formulaName: 'groupName',
      formulaExpression: '#Door Style:name# #Finish:name# #Cabinet Type:name#',
      formulaResult: 'Shaker White Base Cabinet',
      formulaEvaluationSuccess: true,
    });
  });

  it('reports a formula that does not evaluate as a field failure, not a call failure', async () => {
    const productMasterId = await sampleOf("[BRLIN] = 'SWH'");
    const result = await applyFormula({ productSeriesId: SERIES.kitchenCabinets, productMasterId, formulaName: 'minimumQty', formulaExpression: "@'many'@" });
    expect(result.formulaEvaluationSuccess).toBe(false);
    expect(result.formulaResult).toBe("The result 'many' is not a whole number.");
  });

  it.each([
    ['@UPPER([BRLIN]); DROP TABLE Products@', 0, formulaMessages.forbidden],
    ['[BRLIN]', -1, templateMessages.unknownProduct(0)],
  ])('fails as FORMULA_FAILURE for %j', async (formulaExpression, productOffset, message) => {
    const productMasterId = productOffset === -1 ? 0 : await sampleOf("[BRLIN] = 'SWH'");
    const error = await failureOf(applyFormula({ productSeriesId: SERIES.kitchenCabinets, productMasterId, formulaName: 'groupName', formulaExpression }));
    expect(statusOf(error)).toBe(400);
    expect(templateFailureOf(error)).toBe('FORMULA_FAILURE');
    expect(serverMessageOf(error)).toBe(message);
  });
});

describe('templates.applyFormulas', () => {
  it('evaluates each formula, one result each, in order', async () => {
    const productMasterId = await sampleOf("[BRMFG] = 'SMT' AND [BRLIN] = 'SPL'");
    const results = await applyFormulas({
      productMasterId,
      productSeriesId: SERIES.cabinetHardware,
      templateFormulas: [
        { formulaName: 'code', formulaExpression: '#Manufacturer#.#Part Code#' },
        { formulaName: 'showBuyButton', formulaExpression: '@true@' },
        { formulaName: 'groupName', formulaExpression: '#Door Style#' },
      ],
    });
    expect(results.map((r) => [r.formulaName, r.formulaEvaluationSuccess])).toEqual([
      ['code', true],
      ['showBuyButton', true],
      ['groupName', false],
    ]);
    expect(results[0]?.formulaResult).toMatch(/^smt\.p/);
  });
});

describe('templates.applyAllFormulas', () => {
  it("evaluates the saved template's formulas; a bad one fails alone", async () => {
    const template = await fetchTemplate(10);
    const results = await applyAllFormulas(10, await sampleOf(template.filter));
    expect(results).toHaveLength(40);
    expect(results.filter((r) => !r.formulaEvaluationSuccess).map((r) => r.formulaName)).toEqual(['groupName']);
    expect(results.find((r) => r.formulaName === 'startDate')?.formulaResult).toBe('01/01/2018');
  });

  it('answers 404 for a template that does not exist', async () => {
    expect(statusOf(await failureOf(applyAllFormulas(999, 100001)))).toBe(404);
  });
});

describe('templates.create', () => {
  async function copyOf(id: number): Promise<TemplateDraft> {
    const { productTemplateId: _id, version: _version, ...rest } = await fetchTemplate(id);
    return { ...rest, name: `${rest.name} - Copy`, published: 0 };
  }

  it('saves a draft; a draft owns no products', async () => {
    const created = await createTemplate({ ...(await copyOf(9)), name: 'Knobs - Copy' });
    expect(created).toMatchObject({ productTemplateId: 13, name: 'Knobs - Copy', published: 0, productGroupCount: 4, createdBy: 'alex.admin@joinery.example', version: 1 });
    expect(legacyRecords.where((r) => r.productTemplateId === 13)).toEqual([]);
  });

  it('publishes and claims the matched products, with their Joinery SKU from the Code formula', async () => {
    const created = await createTemplate({ ...(await copyOf(9)), published: 1 });
    const owned = legacyRecords.where((r) => r.productTemplateId === created.productTemplateId);
    expect(owned).toHaveLength(48);
    expect(owned.every((r) => r.brlin === 'SKB' && r.JoinerySKU === `smt.${r.brpart.toLowerCase()}`)).toBe(true);
  });

  it.each<[string, (draft: TemplateDraft) => TemplateDraft, string, string | undefined]>([
    ['a name', (d) => ({ ...d, name: ' ' }), templateMessages.nameRequired, undefined],
    ['a filter', (d) => ({ ...d, filter: '' }), templateMessages.filterRequired, undefined],
    ['a filter that parses', (d) => ({ ...d, filter: "[BRLIN] = 'SKB" }), filterMessages.unterminatedString(11), 'SQL_FAILURE'],
    ['products', (d) => ({ ...d, filter: "[BRLIN] = 'NONE'" }), templateMessages.noProducts, 'SQL_FAILURE'],
    ['a known series', (d) => ({ ...d, productSeriesId: 99 }), templateMessages.unknownSeries(99), undefined],
    ['a known page layout', (d) => ({ ...d, groupPageLayoutDefault: 'grid' }), templateMessages.invalidOption('Page Layout', 'grid'), undefined],
  ])('refuses a draft without %s', async (_, change, message, code) => {
    const error = await failureOf(createTemplate(change(await copyOf(9))));
    expect(statusOf(error)).toBe(400);
    expect(serverMessageOf(error)).toBe(message);
    if (code) expect(templateFailureOf(error)).toBe(code);
  });

  it.each<[string, (draft: TemplateDraft) => TemplateDraft, string]>([
    ['a published series', (d) => ({ ...d, productSeriesId: SERIES.kitchenAccessories }), templateMessages.seriesNotPublished('Kitchen Accessories')],
    ['Web Category 1', (d) => ({ ...d, websiteCategory1: 'Select' }), templateMessages.requiredForPublish(['Web Category 1'])],
    [
      'the required formulas',
      (d) => ({ ...d, productTemplateLanguages: d.productTemplateLanguages.map((l) => ({ ...l, groupURL: '', minimumQty: ' ' })) }),
      templateMessages.requiredForPublish(['Group URL', 'Min Quantity']),
    ],
    ['products no other template owns', (d) => ({ ...d, filter: "[BRMFG] = 'SMT'" }), templateMessages.productsOwnedElsewhere(150)],
    [
      'formulas that evaluate',
      (d) => ({ ...d, productTemplateLanguages: d.productTemplateLanguages.map((l) => ({ ...l, groupName: '#Collection#' })) }),
      templateMessages.formulasFailed(['Group Name']),
    ],
  ])('refuses to publish without %s', async (_, change, message) => {
    const error = await failureOf(createTemplate({ ...change(await copyOf(9)), published: 1 }));
    expect(serverMessageOf(error)).toBe(message);
  });
});

describe('templates.update', () => {
  it('saves a draft and bumps the version', async () => {
    const template = await fetchTemplate(12);
    const saved = await updateTemplate({ ...asDraft(template), name: 'Lakeside Hickory' });
    expect(saved).toMatchObject({ name: 'Lakeside Hickory', version: 2 });
  });

  it('answers 409 when the write is based on a stale read', async () => {
    const template = asDraft(await fetchTemplate(12));
    await updateTemplate({ ...template, name: 'first' });
    expect(statusOf(await failureOf(updateTemplate({ ...template, name: 'second' })))).toBe(409);
    expect((await fetchTemplate(12)).name).toBe('first');
  });

  it('answers 404 for a template that does not exist', async () => {
    expect(statusOf(await failureOf(updateTemplate({ ...asDraft(await fetchTemplate(12)), productTemplateId: 999 })))).toBe(404);
  });

  it('publishes a draft: it claims its products', async () => {
    const saved = await updateTemplate({ ...asDraft(await fetchTemplate(9)), published: 1 });
    expect(saved.published).toBe(1);
    expect(legacyRecords.where((r) => r.productTemplateId === 9)).toHaveLength(48);
  });

  it('keeps a published template published, with its name and series', async () => {
    const template = asDraft(await fetchTemplate(1));
    expect(serverMessageOf(await failureOf(updateTemplate({ ...template, published: 0 })))).toBe(templateMessages.publishedCannotBeDraft);
    expect(serverMessageOf(await failureOf(updateTemplate({ ...template, name: 'Renamed' })))).toBe(templateMessages.publishedLocked);
  });

  it('releases the products a published template no longer matches', async () => {
    const template = asDraft(await fetchTemplate(1));
    await updateTemplate({ ...template, filter: `${template.filter} AND [BRPART] LIKE 'W%'` });
    const owned = legacyRecords.where((r) => r.productTemplateId === 1);
    expect(owned.length).toBeGreaterThan(0);
    expect(owned.every((r) => r.brpart.startsWith('W'))).toBe(true);
    const released = legacyRecords.find(owned.length > 0 ? 100001 : 0);
    expect(released).toMatchObject({ brpart: 'B09L', productTemplateId: 0, JoinerySKU: '' });
  });

  it('refuses to publish the template whose filter overlaps others', async () => {
    const error = await failureOf(updateTemplate({ ...asDraft(await fetchTemplate(11)), published: 1 }));
    expect(serverMessageOf(error)).toBe(templateMessages.productsOwnedElsewhere(38));
  });
});

describe('templates.export', () => {
  it('answers a real xlsx with FIELD, VALUE (the first sample\'s results) and FORMULA', async () => {
    const template = await fetchTemplate(7);
    const blob = await fetchTemplateExport(7, templateExportRows(englishFormulas(template) ?? {}, { groupCode: 'hardware-knob' }));
    const rows = await readSheet(blob);
    expect(rows[0]).toEqual(['FIELD', 'VALUE', 'FORMULA']);
    expect(rows).toHaveLength(41);
    expect(rows[1]).toEqual(['groupCode', 'hardware-knob', '@LOWER([BRLIN])@-#Hardware Type#']);
  });

  it('writes FIELD and VALUE only when the rows carry no expressions (a plain §7 body)', async () => {
    const rows = await readSheet(await fetchTemplateExport(7, [{ name: 'groupCode', formulaResult: 'b0' } as never]));
    expect(rows).toEqual([
      ['FIELD', 'VALUE'],
      ['groupCode', 'b0'],
    ]);
  });

  it('saves the download as "{id} Export.xlsx"', async () => {
    expect(await exportTemplate(7, [{ name: 'groupCode', formulaResult: 'x', formulaExpression: '[BRLIN]' }])).toBe('7 Export.xlsx');
  });

  it('answers 404 for a template that does not exist', async () => {
    expect(statusOf(await failureOf(fetchTemplateExport(999, [])))).toBe(404);
  });
});

describe('templates.import', () => {
  it('answers the template with the imported formulas, not yet saved', async () => {
    const imported = await importTemplate(7, { groupName: 'Summit #Hardware Type:name# (new)', salePrice: '' });
    expect(englishFormulas(imported)?.groupName).toBe('Summit #Hardware Type:name# (new)');
    expect(imported.version).toBe(1);
    expect(englishFormulas(await fetchTemplate(7))?.groupName).toBe('Summit #Hardware Type:name#');
  });

  it('refuses fields that are not formula fields', async () => {
    const error = await failureOf(importTemplate(7, { groupName: 'x', colour: 'red', size: 'L' }));
    expect(serverMessageOf(error)).toBe(templateMessages.unknownFields(['colour', 'size']));
  });

  it('answers 404 for a template that does not exist', async () => {
    expect(statusOf(await failureOf(importTemplate(999, {})))).toBe(404);
  });
});

describe('injected faults on calculation calls carry their §8 code', () => {
  it.each([
    ['templates.filterCountAndSample', 'SQL_FAILURE', () => evaluateProductFilter("[BRLIN] = 'SWH'")],
    ['templates.productGroupCount', 'GET_PRODUCT_GROUP_COUNT_FAILURE', () => fetchProductGroupCount({ filterExpression: "[BRLIN] = 'SWH'", productSeriesId: 1, groupCodeFormula: '[BRLIN]' })],
    ['templates.applyFormulas', 'FORMULA_FAILURE', () => applyFormulas({ productMasterId: 100001, productSeriesId: 1, templateFormulas: [] })],
    ['templates.webCategories', 'CATEGORIES_FAILURE', () => fetchWebCategories()],
  ] as const)('%s → %s', async (call, code, invoke) => {
    injectFault(call, { status: 400 });
    const error = await failureOf(invoke());
    expect(templateFailureOf(error)).toBe(code);
    expect((error as { details: { body: { code: string } } }).details.body.code).toBe(code);
    expect(serverMessageOf(error)).toBe('The request was not valid.');
  });
});

const draftBody = async () => asDraft(await fetchTemplate(12));
describeFaults('templates.list', () => fetchTemplates());
describeFaults('templates.get', () => fetchTemplate(1));
describeFaults('templates.webCategories', () => fetchWebCategories());
describeFaults('templates.create', async () => createTemplate(await draftBody()));
describeFaults('templates.update', async () => updateTemplate(await draftBody()));
describeFaults('templates.filterCountAndSample', () => evaluateProductFilter("[BRLIN] = 'SWH'"));
describeFaults('templates.productGroupCount', () =>
  fetchProductGroupCount({ filterExpression: "[BRLIN] = 'SWH'", productSeriesId: SERIES.kitchenCabinets, groupCodeFormula: '[BRLIN]' }),
);
describeFaults('templates.applyFormula', () =>
  applyFormula({ productSeriesId: SERIES.kitchenCabinets, productMasterId: 100001, formulaName: 'gtin', formulaExpression: '[BRUPC]' }),
);
describeFaults('templates.applyFormulas', () =>
  applyFormulas({ productSeriesId: SERIES.kitchenCabinets, productMasterId: 100001, templateFormulas: [{ formulaName: 'gtin', formulaExpression: '[BRUPC]' }] }),
);
describeFaults('templates.applyAllFormulas', () => applyAllFormulas(1, 100001));
describeFaults('templates.export', () => fetchTemplateExport(1, [{ name: 'groupCode', formulaResult: 'b0', formulaExpression: '[BRLIN]' }]));
describeFaults('templates.import', () => importTemplate(1, { groupName: 'x' }));
