import { z } from 'zod/mini';
import { importMessages } from '../../catalogue/catalogueRules/messages';
import {
  TEMPLATE_LANGUAGE,
  templateFormulaNames,
  type TemplateFormulaName,
  type TemplateFormulas,
} from '../../catalogue/catalogueRules/templateFields';
import { saveBlob } from '../download';
import { isApiError } from '../errors';
import { publishedSchema } from './series';
import { staffBlob, staffJson } from '../staff/request';
import { expectXlsx, formulaCellsWithoutValue, hasXlsxExtension, readFirstSheet, type NamedFile } from './spreadsheet';

/**
 * Product Templates (back-office-products.md §3 ProductTemplate, §7 Templates, §8 failure codes).
 *
 * Records carry `version`; send it back with an update and a write based on a stale read is
 * answered 409. Calculation calls fail with a body `{ status, code, message }` whose `code` is
 * one of the §8 template failure codes: read it with `templateFailureOf(error)`.
 */

const formulaShape = Object.fromEntries(templateFormulaNames.map((name) => [name, z.string()])) as Record<
  TemplateFormulaName,
  z.ZodMiniString<string>
>;

/** One language entry: every formula of §2's table. Only the first, `en`, is used. */
export const templateLanguageSchema = z.object({ language: z.string(), ...formulaShape });
export type TemplateLanguage = z.infer<typeof templateLanguageSchema>;

const templateSummaryFields = {
  productTemplateId: z.number(),
  name: z.string(),
  published: publishedSchema,
  /** §4: templates sort by published, then priority, then name. */
  priority: z._default(z.number(), 0),
  productSeriesId: z.number(),
  createdBy: z.string(),
  lastUpdatedAt: z.string(),
  productGroupCount: z.number(),
  version: z.optional(z.number()),
};

/** A row of the templates list. */
export const templateSummarySchema = z.object(templateSummaryFields);
export type TemplateSummary = z.infer<typeof templateSummarySchema>;

export const productTemplateSchema = z.object({
  ...templateSummaryFields,
  filter: z.string(),
  /** Web category codes; '' is the dropdown's Select. */
  websiteCategory1: z.string(),
  websiteCategory2: z.string(),
  groupMetaClassName: z.string(),
  metaClassName: z.string(),
  groupPageLayoutDefault: z.string(),
  productTemplateLanguages: z.array(templateLanguageSchema),
});
export type ProductTemplate = z.infer<typeof productTemplateSchema>;

export const webCategorySchema = z.object({ code: z.string(), name: z.string() });
export type WebCategory = z.infer<typeof webCategorySchema>;

export const filterProductSchema = z.object({
  aS400ProductId: z.number(),
  name: z.string(),
  /** 0 when no template owns the product yet. */
  productTemplateId: z.number(),
});
export type FilterProduct = z.infer<typeof filterProductSchema>;

/**
 * GetFilterCountAndSample's reply. `productMasterId` is the sample product the First Sample
 * column is evaluated for (0 when nothing matched). `products` lists every matched product
 * that a template already owns (with that template's id), so a screen can show the ones owned
 * by a different template.
 */
export const filterResultSchema = z.object({
  productCount: z.number(),
  productMasterId: z.number(),
  products: z.array(filterProductSchema),
  message: z.string(),
  filterExpression: z.optional(z.string()),
});
export type FilterResult = z.infer<typeof filterResultSchema>;

/** §3 formula result per field; `formulaResult` is the problem when evaluation failed. */
export const formulaResultSchema = z.object({
  formulaName: z.string(),
  formulaExpression: z.string(),
  formulaResult: z.string(),
  formulaEvaluationSuccess: z.boolean(),
});
export type FormulaResult = z.infer<typeof formulaResultSchema>;

/** POST ProductTemplate body. */
export interface TemplateDraft {
  name: string;
  /** Save As Draft sends 0, Publish sends 1. */
  published: 0 | 1;
  filter: string;
  websiteCategory1: string;
  websiteCategory2: string;
  productSeriesId: number;
  groupMetaClassName: string;
  metaClassName: string;
  groupPageLayoutDefault: string;
  priority?: number;
  /** One entry, language `en` (§3). */
  productTemplateLanguages: TemplateLanguage[];
}

/** PUT ProductTemplate/{id} body: the draft plus its id and the version it was read at. */
export interface TemplateUpdate extends TemplateDraft {
  productTemplateId: number;
  version?: number | undefined;
}

export interface FormulaInput {
  formulaName: TemplateFormulaName;
  formulaExpression: string;
}

/** §9: the template export is saved as "{templateId} Export.xlsx". */
export function templateExportFileName(templateId: number): string {
  return `${templateId} Export.xlsx`;
}

/** §8 template failure codes. */
export const templateFailureCodes = ['SQL_FAILURE', 'GET_PRODUCT_GROUP_COUNT_FAILURE', 'FORMULA_FAILURE', 'CATEGORIES_FAILURE'] as const;
export type TemplateFailureCode = (typeof templateFailureCodes)[number];

/** Which failure a calculation call's failure is when the body names none. */
const failureOfCall: Record<string, TemplateFailureCode> = {
  'templates.filterCountAndSample': 'SQL_FAILURE',
  'templates.productGroupCount': 'GET_PRODUCT_GROUP_COUNT_FAILURE',
  'templates.applyFormula': 'FORMULA_FAILURE',
  'templates.applyFormulas': 'FORMULA_FAILURE',
  'templates.applyAllFormulas': 'FORMULA_FAILURE',
  'templates.webCategories': 'CATEGORIES_FAILURE',
};

/**
 * The §8 failure code of a failed template calculation: the body's `code` when it names one,
 * else the code of the call that failed. Undefined for anything else.
 */
export function templateFailureOf(error: unknown): TemplateFailureCode | undefined {
  if (!isApiError(error)) return undefined;
  const body = error.details.body;
  const code = body && typeof body === 'object' && 'code' in body ? body.code : undefined;
  const named = templateFailureCodes.find((c) => c === code);
  return named ?? failureOfCall[error.call];
}

/** The server's own message in a failed call's body, if it sent one (§8 "the server's message"). */
export function serverMessageOf(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  const body = error.details.body;
  if (typeof body === 'string' && body.trim() !== '') return body;
  const message = body && typeof body === 'object' && 'message' in body ? body.message : undefined;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

/** The `en` entry of a template's languages with every formula, as a map by field name. */
export function englishFormulas(template: Pick<ProductTemplate, 'productTemplateLanguages'>): TemplateFormulas | undefined {
  const entry = template.productTemplateLanguages.find((l) => l.language === TEMPLATE_LANGUAGE) ?? template.productTemplateLanguages[0];
  if (!entry) return undefined;
  const { language: _language, ...formulas } = entry;
  return formulas;
}

/** GET ProductTemplate. */
export function fetchTemplates(signal?: AbortSignal): Promise<TemplateSummary[]> {
  return staffJson('templates.list', z.array(templateSummarySchema), { signal });
}

/** GET ProductTemplate/{id}. */
export function fetchTemplate(id: number, signal?: AbortSignal): Promise<ProductTemplate> {
  return staffJson('templates.get', productTemplateSchema, { params: { id }, signal });
}

/** GET ProductTemplate/WebCategories. A failure is CATEGORIES_FAILURE. */
export function fetchWebCategories(signal?: AbortSignal): Promise<WebCategory[]> {
  return staffJson('templates.webCategories', z.array(webCategorySchema), { signal });
}

/** POST ProductTemplate: answers the saved template. */
export function createTemplate(draft: TemplateDraft, signal?: AbortSignal): Promise<ProductTemplate> {
  return staffJson('templates.create', productTemplateSchema, { json: draft, signal });
}

/** PUT ProductTemplate/{id}: answers the saved template; 409 when `version` is stale. */
export function updateTemplate(template: TemplateUpdate, signal?: AbortSignal): Promise<ProductTemplate> {
  return staffJson('templates.update', productTemplateSchema, {
    params: { id: template.productTemplateId },
    json: template,
    signal,
  });
}

/**
 * POST GetFilterCountAndSample (optional query groupCode). A filter that does not parse is a
 * 400 SQL_FAILURE whose message says why (read it with `serverMessageOf`).
 */
export function evaluateProductFilter(
  filterExpression: string,
  options: { groupCode?: string; signal?: AbortSignal } = {},
): Promise<FilterResult> {
  return staffJson('templates.filterCountAndSample', filterResultSchema, {
    query: { groupCode: options.groupCode || undefined },
    json: { filterExpression },
    signal: options.signal,
  });
}

export interface ProductGroupCountRequest {
  filterExpression: string;
  productSeriesId: number;
  groupCodeFormula: string;
}

const productGroupCountSchema = z.object({ productGroupCount: z.number() });

/** POST GetProductGroupCount: how many product groups the group code makes. A failure is GET_PRODUCT_GROUP_COUNT_FAILURE. */
export async function fetchProductGroupCount(request: ProductGroupCountRequest, signal?: AbortSignal): Promise<number> {
  const reply = await staffJson('templates.productGroupCount', productGroupCountSchema, { json: request, signal });
  return reply.productGroupCount;
}

export interface ApplyFormulaRequest {
  productSeriesId: number;
  productMasterId: number;
  formulaName: TemplateFormulaName;
  formulaExpression: string;
}

/** POST ProductTemplate/ApplyFormula: one formula on the sample product. */
export function applyFormula(request: ApplyFormulaRequest, signal?: AbortSignal): Promise<FormulaResult> {
  return staffJson('templates.applyFormula', formulaResultSchema, { json: request, signal });
}

export interface ApplyFormulasRequest {
  productMasterId: number;
  productSeriesId: number;
  templateFormulas: FormulaInput[];
}

/** POST ProductTemplate/ApplyFormulas: several formulas on the sample product, one result each. */
export function applyFormulas(request: ApplyFormulasRequest, signal?: AbortSignal): Promise<FormulaResult[]> {
  return staffJson('templates.applyFormulas', z.array(formulaResultSchema), { json: request, signal });
}

/** POST ProductTemplate/{id}/ApplyAllFormulas: the saved template's formulas on the sample product. */
export function applyAllFormulas(templateId: number, productMasterId: number, signal?: AbortSignal): Promise<FormulaResult[]> {
  return staffJson('templates.applyAllFormulas', z.array(formulaResultSchema), {
    params: { id: templateId },
    json: { productMasterId },
    signal,
  });
}

/**
 * One row of a template export (§7: "a list of name and formulaResult"). `formulaResult` is the
 * formula's evaluated result for the first sample (§3), empty when it has none; the expression
 * rides along as `formulaExpression` so that the exported sheet (FIELD, VALUE, FORMULA) imports back
 * unchanged (docs/decisions.md, issue 31).
 */
export interface TemplateExportRow {
  name: string;
  formulaResult: string;
  formulaExpression: string;
}

/**
 * The rows an export sends: each formula of the `en` entry by field name, with its first-sample
 * result from `results` (a formula not evaluated, or whose evaluation failed, has an empty result).
 */
export function templateExportRows(
  formulas: Partial<TemplateFormulas>,
  results: Partial<Record<TemplateFormulaName, string>> = {},
): TemplateExportRow[] {
  return templateFormulaNames.map((name) => ({ name, formulaResult: results[name] ?? '', formulaExpression: formulas[name] ?? '' }));
}

/** POST ExportTemplate/{id}: the rows as an xlsx file with FIELD and VALUE columns. */
export async function fetchTemplateExport(templateId: number, rows: TemplateExportRow[], signal?: AbortSignal): Promise<Blob> {
  return expectXlsx('templates.export', await staffBlob('templates.export', { params: { id: templateId }, json: rows, signal }));
}

/** Downloads the export as "{templateId} Export.xlsx"; answers the file name. */
export async function exportTemplate(templateId: number, rows: TemplateExportRow[], signal?: AbortSignal): Promise<string> {
  return saveBlob(await fetchTemplateExport(templateId, rows, signal), templateExportFileName(templateId));
}

/**
 * POST ImportTemplate/{id}: the sheet's field-to-value map. Answers the template with the
 * imported values in place, not yet saved: the dialog shows them and Save or Publish stores them.
 * Unknown field names are a 400 naming them.
 */
export function importTemplate(templateId: number, values: Record<string, string>, signal?: AbortSignal): Promise<ProductTemplate> {
  return staffJson('templates.import', productTemplateSchema, { params: { id: templateId }, json: values, signal });
}

/** A VALUE cell that is a formula with no saved result: its field is left as it is (issue 43). */
export interface UncomputedCell {
  field: string;
  /** The cell's address, e.g. "B3". */
  cell: string;
}

export type TemplateSheet =
  | { ok: true; values: Record<string, string>; uncomputed: UncomputedCell[] }
  | { ok: false; message: string };

/**
 * Reads a chosen template spreadsheet (§5): .xlsx only; the first sheet's first row must have
 * the headings FIELD and VALUE; each following row is a field and its value (a missing value
 * is empty text). Rows without a field name are skipped. A sheet this back office exported also
 * has a third heading FORMULA (VALUE holds the first sample's results there): its formulas are read.
 * A value cell that is a formula with no saved result is not read as empty: it is left out of
 * the values and listed in `uncomputed` (docs/decisions.md).
 */
export async function readTemplateSheet(file: NamedFile): Promise<TemplateSheet> {
  if (!hasXlsxExtension(file.name)) return { ok: false, message: importMessages.notXlsx };
  const sheet = await readFirstSheet(file);
  if (!sheet) return { ok: false, message: importMessages.unreadableWorkbook };
  const [header = [], ...body] = sheet;
  if ((header[0] ?? '').trim().toUpperCase() !== 'FIELD') return { ok: false, message: importMessages.missingFieldColumn };
  if ((header[1] ?? '').trim().toUpperCase() !== 'VALUE') return { ok: false, message: importMessages.missingValueColumn };
  const valueColumn = (header[2] ?? '').trim().toUpperCase() === 'FORMULA' ? 2 : 1;
  const withoutValue = await formulaCellsWithoutValue(file);
  const values: Record<string, string> = {};
  const uncomputed: UncomputedCell[] = [];
  body.forEach((row, index) => {
    const field = (row[0] ?? '').trim();
    if (field === '') return;
    // The sheet's rows start at 1 with the headings (read-excel-file keeps leading empty rows).
    const cell = `${'ABC'[valueColumn]}${index + 2}`;
    if (withoutValue.has(cell)) uncomputed.push({ field, cell });
    else values[field] = row[valueColumn] ?? '';
  });
  return { ok: true, values, uncomputed };
}
