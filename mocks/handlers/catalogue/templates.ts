import { HttpResponse, type DefaultBodyType, type HttpHandler, type HttpResponseResolver, type PathParams } from 'msw';
import { z } from 'zod/mini';
import type { CallId } from '@joinery/flows/api';
import { templateExportFileName, type TemplateFailureCode } from '@joinery/flows/api/catalogue/templates';
import {
  TEMPLATE_LANGUAGE,
  groupMetaClassNames,
  isTemplateFormulaName,
  metaClassNames,
  pageLayouts,
  requestMessages,
  requiredFormulaNames,
  templateFormulaLabel,
  templateFormulaNames,
  templateMessages,
  type PageLayout,
  type TemplateFormulaName,
  type TemplateFormulas,
} from '@joinery/flows/catalogue/catalogueRules';
import { legacyRecords, type LegacyRecord } from '../../data/catalogue/legacyRecords';
import { productSeries, type StoredSeries } from '../../data/catalogue/series';
import type { Versioned } from '../../data/store';
import {
  evaluateTemplateFormula,
  groupCount,
  nextTemplateId,
  productTemplates,
  runFilter,
  sampleRecord,
  seriesBricks,
  webCategories,
  type StoredTemplate,
} from '../../data/catalogue/templates';
import { badRequest, jsonBody, now, pathId, staffFailure, staffUser, xlsxDownload } from './catalogueReplies';
import { route, staffErrorBody, type ErrorBody } from '../route';

/**
 * back-office-products.md §7 Templates, over mocks/data/templates.ts and the legacy records.
 *
 * §8 failure codes travel in the 400 body's `code`, and how a story reaches each:
 * - SQL_FAILURE: GetFilterCountAndSample (or a save) with a filter that does not parse, e.g.
 *   `[BRMFG] = 'HRT` (unterminated), `[Colour] = 'x'` (unknown column), `1=1; DROP TABLE x`.
 * - GET_PRODUCT_GROUP_COUNT_FAILURE: GetProductGroupCount with a group code formula that does
 *   not evaluate, e.g. `#Collection#` (not a brick of the series), or a bad filter.
 * - FORMULA_FAILURE: ApplyFormula(s) with a formula the server refuses to run, e.g.
 *   `@UPPER([BRLIN]); DROP TABLE x@` or `@1 -- comment@`, or a productMasterId that does not
 *   exist (0). A formula that merely fails to evaluate answers 200 with
 *   formulaEvaluationSuccess false and the problem as formulaResult.
 * - CATEGORIES_FAILURE: WebCategories failing, e.g. `?fault=templates.webCategories:500`; an
 *   injected 400 or 500 on any calculation call carries that call's code.
 */

/** Injected 400 and 500 faults carry the §8 code of the call they hit. */
const failureOfCall: Partial<Record<CallId, TemplateFailureCode>> = {
  'templates.filterCountAndSample': 'SQL_FAILURE',
  'templates.productGroupCount': 'GET_PRODUCT_GROUP_COUNT_FAILURE',
  'templates.applyFormula': 'FORMULA_FAILURE',
  'templates.applyFormulas': 'FORMULA_FAILURE',
  'templates.applyAllFormulas': 'FORMULA_FAILURE',
  'templates.webCategories': 'CATEGORIES_FAILURE',
};

function templatesRoute<Params extends PathParams = PathParams, Body extends DefaultBodyType = DefaultBodyType>(
  call: CallId,
  resolver: HttpResponseResolver<Params, Body>,
) {
  const code = failureOfCall[call];
  const errorBody: ErrorBody = (status) => {
    const body = staffErrorBody(status) as Record<string, unknown>;
    return code && (status === 400 || status === 500) ? { ...body, code, message: body.message ?? templateMessages.expressionInvalid } : body;
  };
  return route<Params, Body>(call, resolver, errorBody);
}

function failure(code: TemplateFailureCode, message: string): Response {
  return badRequest(message, { code });
}

const formulaShape = Object.fromEntries(templateFormulaNames.map((name) => [name, z.optional(z.nullable(z.string()))])) as Record<
  TemplateFormulaName,
  z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniString<string>>>
>;
const templateBodySchema = z.object({
  name: z.string(),
  published: z.union([z.literal(0), z.literal(1)]),
  filter: z.string(),
  websiteCategory1: z.optional(z.nullable(z.string())),
  websiteCategory2: z.optional(z.nullable(z.string())),
  productSeriesId: z.number(),
  groupMetaClassName: z.optional(z.nullable(z.string())),
  metaClassName: z.optional(z.nullable(z.string())),
  groupPageLayoutDefault: z.optional(z.nullable(z.string())),
  priority: z.optional(z.number()),
  productTemplateLanguages: z.array(z.object({ language: z.string(), ...formulaShape })),
  productTemplateId: z.optional(z.number()),
  version: z.optional(z.number()),
});
type TemplateBody = z.infer<typeof templateBodySchema>;

function templateReply(template: StoredTemplate & Versioned) {
  const { formulas, ...rest } = template;
  return { ...rest, productTemplateLanguages: [{ language: TEMPLATE_LANGUAGE, ...formulas }] };
}

function summaryReply(template: StoredTemplate & Versioned) {
  const { productTemplateId, name, published, priority, productSeriesId, createdBy, lastUpdatedAt, productGroupCount, version } = template;
  return { productTemplateId, name, published, priority, productSeriesId, createdBy, lastUpdatedAt, productGroupCount, version };
}

/** §3: only the `en` entry (or else the first) is used. Missing formulas are empty. */
function formulasOf(body: TemplateBody): TemplateFormulas {
  const entry = body.productTemplateLanguages.find((l) => l.language === TEMPLATE_LANGUAGE) ?? body.productTemplateLanguages[0];
  return Object.fromEntries(templateFormulaNames.map((name) => [name, entry?.[name] ?? ''])) as TemplateFormulas;
}

/** The fields a saved template keeps, cleaned. */
function cleaned(body: TemplateBody) {
  const text = (value: string | null | undefined) => (value ?? '').trim();
  const category = (value: string | null | undefined) => (text(value) === 'Select' ? '' : text(value));
  return {
    name: body.name.trim(),
    published: body.published,
    filter: body.filter.trim(),
    websiteCategory1: category(body.websiteCategory1),
    websiteCategory2: category(body.websiteCategory2),
    productSeriesId: body.productSeriesId,
    groupMetaClassName: text(body.groupMetaClassName),
    metaClassName: text(body.metaClassName),
    groupPageLayoutDefault: text(body.groupPageLayoutDefault) as PageLayout,
    formulas: formulasOf(body),
  };
}

type Judged = { ok: true; matched: LegacyRecord[]; series: StoredSeries } | { ok: false; reply: Response };

/**
 * §5 Template draft and publish rules, as the server keeps them. A draft needs a name, a series
 * and a filter that returns products; publishing also needs every required field and formula,
 * no product owned by a different template and every formula evaluating on the sample product.
 */
function judge(template: ReturnType<typeof cleaned>, existing: (StoredTemplate & Versioned) | undefined): Judged {
  const refuse = (message: string, code?: TemplateFailureCode): Judged => ({ ok: false, reply: code ? failure(code, message) : badRequest(message) });
  if (!template.name) return refuse(templateMessages.nameRequired);
  if (!template.productSeriesId) return refuse(templateMessages.seriesRequired);
  if (!template.filter) return refuse(templateMessages.filterRequired);
  const series = productSeries.find(template.productSeriesId);
  if (!series) return refuse(templateMessages.unknownSeries(template.productSeriesId));
  if (existing?.published === 1) {
    if (template.published === 0) return refuse(templateMessages.publishedCannotBeDraft);
    if (existing.name !== template.name || existing.productSeriesId !== template.productSeriesId) return refuse(templateMessages.publishedLocked);
  }
  const run = runFilter(template.filter);
  if (!run.ok) return refuse(run.problem.message, 'SQL_FAILURE');
  if (run.records.length === 0) return refuse(templateMessages.noProducts, 'SQL_FAILURE');

  const options: [string, string, readonly string[]][] = [
    ['Web Category 1', template.websiteCategory1, webCategories.map((c) => c.code)],
    ['Web Category 2', template.websiteCategory2, webCategories.map((c) => c.code)],
    ['Group Meta Class Name', template.groupMetaClassName, groupMetaClassNames],
    ['Meta Class Name', template.metaClassName, metaClassNames],
    ['Page Layout', template.groupPageLayoutDefault, pageLayouts],
  ];
  for (const [field, value, allowed] of options) if (value && !allowed.includes(value)) return refuse(templateMessages.invalidOption(field, value));

  if (template.published === 1) {
    if (series.published !== 1) return refuse(templateMessages.seriesNotPublished(series.name));
    const missing = [
      ...(template.websiteCategory1 ? [] : ['Web Category 1']),
      ...(template.groupMetaClassName ? [] : ['Group Meta Class Name']),
      ...(template.metaClassName ? [] : ['Meta Class Name']),
      ...(template.groupPageLayoutDefault ? [] : ['Page Layout']),
      ...requiredFormulaNames.filter((name) => !template.formulas[name].trim()).map(templateFormulaLabel),
    ];
    if (missing.length > 0) return refuse(templateMessages.requiredForPublish(missing));
    const ownId = existing?.productTemplateId;
    const elsewhere = run.records.filter((r) => r.productTemplateId !== 0 && r.productTemplateId !== ownId);
    if (elsewhere.length > 0) return refuse(templateMessages.productsOwnedElsewhere(elsewhere.length));
    const sample = sampleRecord(run.records, series);
    const inSeries = seriesBricks(series);
    const failed: string[] = [];
    for (const name of templateFormulaNames) {
      if (!sample) break;
      const outcome = evaluateTemplateFormula(name, template.formulas[name], sample, series, inSeries);
      if (!outcome.ok && outcome.cause === 'rejected') return refuse(outcome.message, 'FORMULA_FAILURE');
      if (!outcome.ok) failed.push(templateFormulaLabel(name));
    }
    if (failed.length > 0) return refuse(templateMessages.formulasFailed(failed), 'FORMULA_FAILURE');
  }
  return { ok: true, matched: run.records, series };
}

/**
 * A published template owns the products its filter matches: they take its id and their Joinery
 * SKU from its Code formula. Products it owned that the filter no longer matches are released.
 */
function claimProducts(templateId: number, template: ReturnType<typeof cleaned>, matched: LegacyRecord[], series: StoredSeries): void {
  const inSeries = seriesBricks(series);
  const matchedIds = new Set(matched.map((r) => r.brprid));
  const updates = matched.map((record) => {
    const code = evaluateTemplateFormula('code', template.formulas.code, record, series, inSeries);
    return { brprid: record.brprid, patch: { productTemplateId: templateId, JoinerySKU: code.ok ? code.value : '' } };
  });
  const released = legacyRecords
    .where((r) => r.productTemplateId === templateId && !matchedIds.has(r.brprid))
    .map((r) => ({ brprid: r.brprid, patch: { productTemplateId: 0, JoinerySKU: '' } }));
  legacyRecords.updateMany([...updates, ...released]);
}

function countGroups(matched: LegacyRecord[], series: StoredSeries, groupCodeFormula: string): number {
  const counted = groupCount(matched, series, groupCodeFormula);
  return counted.ok ? counted.count : 0;
}

const applyFormulaSchema = z.object({
  productSeriesId: z.number(),
  productMasterId: z.number(),
  formulaName: z.string(),
  formulaExpression: z.nullable(z.string()),
});
const applyFormulasSchema = z.object({
  productSeriesId: z.number(),
  productMasterId: z.number(),
  templateFormulas: z.array(z.object({ formulaName: z.string(), formulaExpression: z.nullable(z.string()) })),
});

type Evaluated = { ok: true; results: ReturnType<typeof formulaResult>[] } | { ok: false; reply: Response };

function formulaResult(formulaName: string, formulaExpression: string, outcome: { ok: true; value: string } | { ok: false; message: string }) {
  return {
    formulaName,
    formulaExpression,
    formulaResult: outcome.ok ? outcome.value : outcome.message,
    formulaEvaluationSuccess: outcome.ok,
  };
}

/** Evaluates formulas for one product; a refused formula or an unknown product fails the call. */
function evaluateAll(productMasterId: number, productSeriesId: number, formulas: { formulaName: string; formulaExpression: string | null }[]): Evaluated {
  const series = productSeries.find(productSeriesId);
  if (!series) return { ok: false, reply: failure('FORMULA_FAILURE', templateMessages.unknownSeries(productSeriesId)) };
  const record = legacyRecords.find(productMasterId);
  if (!record) return { ok: false, reply: failure('FORMULA_FAILURE', templateMessages.unknownProduct(productMasterId)) };
  const unknown = formulas.map((f) => f.formulaName).filter((name) => !isTemplateFormulaName(name));
  if (unknown.length > 0) return { ok: false, reply: failure('FORMULA_FAILURE', templateMessages.unknownFields(unknown)) };
  const inSeries = seriesBricks(series);
  const results = [];
  for (const { formulaName, formulaExpression } of formulas) {
    const expression = formulaExpression ?? '';
    const outcome = evaluateTemplateFormula(formulaName as TemplateFormulaName, expression, record, series, inSeries);
    if (!outcome.ok && outcome.cause === 'rejected') return { ok: false, reply: failure('FORMULA_FAILURE', outcome.message) };
    results.push(formulaResult(formulaName, expression, outcome));
  }
  return { ok: true, results };
}

export const templatesHandlers: HttpHandler[] = [
  // Before templates.get: `ProductTemplate/:id` would match `ProductTemplate/WebCategories` too.
  templatesRoute('templates.webCategories', ({ request }) => {
    const user = staffUser(request);
    if (!user.ok) return user.reply;
    return HttpResponse.json(webCategories);
  }),

  templatesRoute('templates.list', ({ request }) => {
    const user = staffUser(request);
    if (!user.ok) return user.reply;
    // §4: published first, then priority, then name.
    const ordered = [...productTemplates.all()].sort(
      (a, b) => b.published - a.published || a.priority - b.priority || a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }),
    );
    return HttpResponse.json(ordered.map(summaryReply));
  }),

  templatesRoute<{ id: string }>('templates.get', ({ request, params }) => {
    const user = staffUser(request);
    if (!user.ok) return user.reply;
    const id = pathId(params.id);
    const template = id === undefined ? undefined : productTemplates.find(id);
    return template ? HttpResponse.json(templateReply(template)) : staffFailure(404);
  }),

  templatesRoute('templates.create', async ({ request }) => {
    const user = staffUser(request);
    if (!user.ok) return user.reply;
    const body = templateBodySchema.safeParse(await jsonBody(request));
    if (!body.success) return badRequest(requestMessages.invalid);
    const template = cleaned(body.data);
    const judged = judge(template, undefined);
    if (!judged.ok) return judged.reply;
    const productTemplateId = nextTemplateId();
    const created = productTemplates.insert({
      ...template,
      productTemplateId,
      priority: body.data.priority ?? productTemplateId,
      createdBy: user.userName,
      lastUpdatedAt: now(),
      productGroupCount: countGroups(judged.matched, judged.series, template.formulas.groupCode),
    });
    if (template.published === 1) claimProducts(productTemplateId, template, judged.matched, judged.series);
    return HttpResponse.json(templateReply(created), { status: 201 });
  }),

  templatesRoute<{ id: string }>('templates.update', async ({ request, params }) => {
    const user = staffUser(request);
    if (!user.ok) return user.reply;
    const id = pathId(params.id);
    const body = templateBodySchema.safeParse(await jsonBody(request));
    if (id === undefined || !body.success) return badRequest(requestMessages.invalid);
    if (body.data.productTemplateId !== undefined && body.data.productTemplateId !== id) return badRequest(requestMessages.invalid);
    const existing = productTemplates.find(id);
    if (!existing) return staffFailure(404);
    // A stale write is refused before its content is judged: the user must see the new version first.
    if (body.data.version !== undefined && body.data.version !== existing.version) return staffFailure(409);
    const template = cleaned(body.data);
    const judged = judge(template, existing);
    if (!judged.ok) return judged.reply;
    const result = productTemplates.update(
      id,
      {
        ...template,
        priority: body.data.priority ?? existing.priority,
        lastUpdatedAt: now(),
        productGroupCount: countGroups(judged.matched, judged.series, template.formulas.groupCode),
      },
      body.data.version,
    );
    if (!result.ok) return staffFailure(result.reason === 'conflict' ? 409 : 404);
    if (template.published === 1) claimProducts(id, template, judged.matched, judged.series);
    return HttpResponse.json(templateReply(result.row));
  }),

  templatesRoute('templates.filterCountAndSample', async ({ request }) => {
    const user = staffUser(request);
    if (!user.ok) return user.reply;
    const body = z.object({ filterExpression: z.nullable(z.string()) }).safeParse(await jsonBody(request));
    if (!body.success) return badRequest(requestMessages.invalid);
    const filterExpression = body.data.filterExpression ?? '';
    const run = runFilter(filterExpression);
    if (!run.ok) return failure('SQL_FAILURE', run.problem.message);
    // The series is not known yet: the sample is the first product with the most supplemental
    // data, so the First Sample column shows a complete product rather than one missing values.
    const sample = run.records.reduce<LegacyRecord | undefined>(
      (best, r) => (!best || Object.keys(r.supplemental).length > Object.keys(best.supplemental).length ? r : best),
      undefined,
    );
    return HttpResponse.json({
      productCount: run.records.length,
      productMasterId: sample?.brprid ?? 0,
      products: run.records
        .filter((r) => r.productTemplateId !== 0)
        .map((r) => ({ aS400ProductId: r.brprid, name: r.name, productTemplateId: r.productTemplateId })),
      message: templateMessages.productCount(run.records.length),
      filterExpression,
    });
  }),

  templatesRoute('templates.productGroupCount', async ({ request }) => {
    const user = staffUser(request);
    if (!user.ok) return user.reply;
    const body = z
      .object({ filterExpression: z.nullable(z.string()), productSeriesId: z.number(), groupCodeFormula: z.nullable(z.string()) })
      .safeParse(await jsonBody(request));
    if (!body.success) return failure('GET_PRODUCT_GROUP_COUNT_FAILURE', requestMessages.invalid);
    const series = productSeries.find(body.data.productSeriesId);
    if (!series) return failure('GET_PRODUCT_GROUP_COUNT_FAILURE', templateMessages.unknownSeries(body.data.productSeriesId));
    const run = runFilter(body.data.filterExpression ?? '');
    if (!run.ok) return failure('GET_PRODUCT_GROUP_COUNT_FAILURE', run.problem.message);
    const formula = body.data.groupCodeFormula ?? '';
    if (!formula.trim()) return failure('GET_PRODUCT_GROUP_COUNT_FAILURE', templateMessages.requiredForPublish([templateFormulaLabel('groupCode')]));
    const counted = groupCount(run.records, series, formula);
    if (!counted.ok) return failure('GET_PRODUCT_GROUP_COUNT_FAILURE', counted.message);
    return HttpResponse.json({ productGroupCount: counted.count });
  }),

  templatesRoute('templates.applyFormula', async ({ request }) => {
    const user = staffUser(request);
    if (!user.ok) return user.reply;
    const body = applyFormulaSchema.safeParse(await jsonBody(request));
    if (!body.success) return failure('FORMULA_FAILURE', requestMessages.invalid);
    const evaluated = evaluateAll(body.data.productMasterId, body.data.productSeriesId, [body.data]);
    return evaluated.ok ? HttpResponse.json(evaluated.results[0]) : evaluated.reply;
  }),

  templatesRoute('templates.applyFormulas', async ({ request }) => {
    const user = staffUser(request);
    if (!user.ok) return user.reply;
    const body = applyFormulasSchema.safeParse(await jsonBody(request));
    if (!body.success) return failure('FORMULA_FAILURE', requestMessages.invalid);
    const evaluated = evaluateAll(body.data.productMasterId, body.data.productSeriesId, body.data.templateFormulas);
    return evaluated.ok ? HttpResponse.json(evaluated.results) : evaluated.reply;
  }),

  templatesRoute<{ id: string }>('templates.applyAllFormulas', async ({ request, params }) => {
    const user = staffUser(request);
    if (!user.ok) return user.reply;
    const id = pathId(params.id);
    const template = id === undefined ? undefined : productTemplates.find(id);
    if (!template) return staffFailure(404);
    const body = z.object({ productMasterId: z.number() }).safeParse(await jsonBody(request));
    if (!body.success) return failure('FORMULA_FAILURE', requestMessages.invalid);
    const formulas = templateFormulaNames.map((formulaName) => ({ formulaName, formulaExpression: template.formulas[formulaName] }));
    const evaluated = evaluateAll(body.data.productMasterId, template.productSeriesId, formulas);
    return evaluated.ok ? HttpResponse.json(evaluated.results) : evaluated.reply;
  }),

  templatesRoute<{ id: string }>('templates.export', async ({ request, params }) => {
    const user = staffUser(request);
    if (!user.ok) return user.reply;
    const id = pathId(params.id);
    if (id === undefined || !productTemplates.find(id)) return staffFailure(404);
    const body = z
      .array(z.object({ name: z.string(), formulaResult: z.nullable(z.string()), formulaExpression: z.optional(z.nullable(z.string())) }))
      .safeParse(await jsonBody(request));
    if (!body.success) return badRequest(requestMessages.invalid);
    // VALUE is the first sample's result (§7); FORMULA, when the rows carry it, lets the sheet import back.
    const withFormulas = body.data.some((row) => row.formulaExpression !== undefined);
    const rows = [
      withFormulas ? ['FIELD', 'VALUE', 'FORMULA'] : ['FIELD', 'VALUE'],
      ...body.data.map((row) => [row.name, row.formulaResult ?? '', ...(withFormulas ? [row.formulaExpression ?? ''] : [])]),
    ];
    return xlsxDownload(rows, templateExportFileName(id));
  }),

  templatesRoute<{ id: string }>('templates.import', async ({ request, params }) => {
    const user = staffUser(request);
    if (!user.ok) return user.reply;
    const id = pathId(params.id);
    const template = id === undefined ? undefined : productTemplates.find(id);
    if (!template) return staffFailure(404);
    const body = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).safeParse(await jsonBody(request));
    if (!body.success) return badRequest(requestMessages.invalid);
    const unknown = Object.keys(body.data).filter((field) => !isTemplateFormulaName(field));
    if (unknown.length > 0) return badRequest(templateMessages.unknownFields(unknown));
    const imported = { ...template.formulas };
    for (const [field, value] of Object.entries(body.data)) {
      if (isTemplateFormulaName(field)) imported[field] = value === null ? '' : String(value);
    }
    // Not stored: the dialog shows the imported formulas and Save or Publish keeps them.
    return HttpResponse.json(templateReply({ ...template, formulas: imported }));
  }),
];
