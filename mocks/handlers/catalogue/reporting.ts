import { HttpResponse, type HttpHandler } from 'msw';
import { matchesProductFilter } from '@joinery/flows/catalogue/catalogueRules';
import type { SearchRow } from '@joinery/flows/api/catalogue/reporting';
import {
  ADVANCED_REPORT_FILTERS,
  exportFileNames,
  RECORDS_PAGE_SIZE,
  recordsServerMessages,
  searchColumnLabels,
} from '@joinery/flows/catalogue/records';
import {
  legacyColumnReader,
  legacyRecords,
  manufacturers,
  productLines,
  type LegacyRecord,
} from '../../data/catalogue/legacyRecords';
import { productsWithOverrides } from '../../data/catalogue/overrides';
import { productSeries } from '../../data/catalogue/series';
import { evaluateTemplateFormula, productTemplates, seriesBricks } from '../../data/catalogue/templates';
import { productImages } from './productView';
import { staffRoute } from '../route';
import { badRequest, requireStaff, xlsxResponse } from './recordsShared';
import { settleRecordJobs } from './unprocessed';
import { sortRows, templateIndex, templateOption } from './unprocessedModel';

/**
 * back-office-products.md §7 Reporting and search: bridgereporting, BridgeReporting_Export and
 * advancedsearch over the legacy product master, 100 rows a page (§9).
 */

type Json = Record<string, unknown>;
const textOf = (value: unknown) =>
  value === undefined || value === null ? '' : String(value).trim();
const chosen = (value: string) => value !== '' && value !== '0';

function searchRow(record: LegacyRecord): SearchRow {
  return {
    id: record.brprid,
    brmfg: record.brmfg,
    brlin: record.brlin,
    brpart: record.brpart,
    JoinerySKU: record.JoinerySKU,
    name: record.name,
    brprcod: record.brprcod,
    brupc: record.brupc,
  };
}

/** Ids that appear under one key more than once. */
function sharedKeys(
  records: readonly LegacyRecord[],
  keyOf: (record: LegacyRecord) => string | undefined,
): Set<number> {
  const byKey = new Map<string, number[]>();
  for (const record of records) {
    const key = keyOf(record);
    if (key) byKey.set(key, [...(byKey.get(key) ?? []), record.brprid]);
  }
  return new Set([...byKey.values()].filter((ids) => ids.length > 1).flat());
}

/** Products whose group URL is also the URL of a different product group (group code). */
function sharedGroupUrls(records: readonly LegacyRecord[]): Set<number> {
  const groupsByUrl = new Map<string, Set<string>>();
  const urlOf = new Map<number, string>();
  for (const record of records) {
    const template = productTemplates.find(record.productTemplateId);
    const series = template && productSeries.find(template.productSeriesId);
    if (!template || !series) continue;
    const inSeries = seriesBricks(series);
    const url = evaluateTemplateFormula(
      'groupURL',
      template.formulas.groupURL,
      record,
      series,
      inSeries,
    );
    const code = evaluateTemplateFormula(
      'groupCode',
      template.formulas.groupCode,
      record,
      series,
      inSeries,
    );
    if (!url.ok || !code.ok) continue;
    urlOf.set(record.brprid, url.value);
    groupsByUrl.set(
      url.value,
      (groupsByUrl.get(url.value) ?? new Set()).add(`${template.productTemplateId}:${code.value}`),
    );
  }
  return new Set(
    [...urlOf].filter(([, url]) => (groupsByUrl.get(url)?.size ?? 0) > 1).map(([id]) => id),
  );
}

/** Rows matched by the filters of more than one template. */
function multipleTemplates(records: readonly LegacyRecord[]): Set<number> {
  const filters = [...templateIndex().byId.values()]
    .map((info) => info.filter)
    .filter((f) => f !== undefined);
  return new Set(
    records
      .filter((record) => {
        const read = legacyColumnReader(record);
        return filters.filter((filter) => matchesProductFilter(filter, read)).length > 1;
      })
      .map((r) => r.brprid),
  );
}

/** §9 advanced report filters 1-5, over web products (rows a template owns) except 5. */
function advancedFilterIds(
  kind: number,
  records: readonly LegacyRecord[],
): Set<number> | undefined {
  const owned = records.filter((r) => r.productTemplateId !== 0);
  switch (kind) {
    case ADVANCED_REPORT_FILTERS.missingImages:
      return new Set(owned.filter((r) => productImages(r).large.length === 0).map((r) => r.brprid));
    case ADVANCED_REPORT_FILTERS.sameSku:
      return sharedKeys(owned, (r) => r.JoinerySKU.toLowerCase());
    case ADVANCED_REPORT_FILTERS.sameUrl:
      return sharedGroupUrls(owned);
    case ADVANCED_REPORT_FILTERS.withOverrides:
      return productsWithOverrides();
    case ADVANCED_REPORT_FILTERS.multipleTemplates:
      return multipleTemplates(records);
    default:
      return undefined;
  }
}

interface SearchFilterBody {
  manufacturer: string;
  productLine: string;
  upc: string;
  vendorSku: string;
  joinerySku: string;
  productName: string;
  description: string;
}

function searchFilters(body: Json): SearchFilterBody {
  return {
    manufacturer: textOf(body.manufacturerFilter).toUpperCase(),
    productLine: textOf(body.productLineFilter).toUpperCase(),
    upc: textOf(body.upcFilter).toUpperCase(),
    vendorSku: textOf(body.vendorSkuFilter).toUpperCase(),
    joinerySku: textOf(body.JoinerySkuFilter).toUpperCase(),
    productName: textOf(body.productNameFilter).toUpperCase(),
    description: textOf(body.descriptionFilter).toUpperCase(),
  };
}

/**
 * The seven text filters: manufacturer and line match exactly when `exactCodes` (Reporting's
 * dropdowns), else as substrings (Advanced Search's text boxes); the rest match as substrings.
 */
function matchesSearch(record: LegacyRecord, f: SearchFilterBody, exactCodes: boolean): boolean {
  const has = (value: string, part: string) => part === '' || value.toUpperCase().includes(part);
  const code = (value: string, wanted: string) =>
    !chosen(wanted) || (exactCodes ? value.toUpperCase() === wanted : has(value, wanted));
  return (
    code(record.brmfg, f.manufacturer) &&
    code(record.brlin, f.productLine) &&
    has(record.brupc, f.upc) &&
    has(record.vendorSku, f.vendorSku) &&
    has(record.JoinerySKU, f.joinerySku) &&
    has(record.name, f.productName) &&
    [record.brdeS1, record.brdeS2, record.brdeS3].some((d) => has(d, f.description))
  );
}

const sortFields = new Map<string, keyof SearchRow>(
  (Object.keys(searchColumnLabels) as (keyof typeof searchColumnLabels)[]).map((field) => [
    field.toLowerCase(),
    field,
  ]),
);

type Rows = { ok: true; rows: SearchRow[]; page: number } | { ok: false; response: Response };

/** The rows a body asks for, sorted; `matcherFor` builds the row test once over all rows. */
function rowsOf(
  body: Json,
  matcherFor: (all: readonly LegacyRecord[]) => (record: LegacyRecord) => boolean,
): Rows {
  const page = Number(body.pageIndex ?? 1);
  if (!Number.isInteger(page) || page < 1)
    return { ok: false, response: badRequest(recordsServerMessages.pageIndexInvalid) };
  const sortBy = textOf(body.sortBy);
  const field = sortBy === '' ? undefined : sortFields.get(sortBy.toLowerCase());
  if (sortBy !== '' && !field)
    return { ok: false, response: badRequest(recordsServerMessages.unknownSortColumn(sortBy)) };
  const all = legacyRecords.all();
  const rows = all.filter(matcherFor(all)).map(searchRow);
  return { ok: true, rows: sortRows(rows, field, textOf(body.sortOrder) || 'Unspecified'), page };
}

function reportingMatcher(body: Json) {
  const filters = searchFilters(body);
  const template = textOf(body.templateFilter);
  const advanced = Number(textOf(body.advancedFilter) || 0);
  return (all: readonly LegacyRecord[]) => {
    const advancedIds = advancedFilterIds(advanced, all);
    return (record: LegacyRecord) =>
      (!chosen(template) || record.productTemplateId === Number(template)) &&
      (!advancedIds || advancedIds.has(record.brprid)) &&
      matchesSearch(record, filters, true);
  };
}

function reportingOptions(manufacturerFilter: string) {
  const manufacturer = manufacturerFilter.trim().toUpperCase();
  return {
    templates: productTemplates
      .all()
      .slice()
      .sort((a, b) => a.productTemplateId - b.productTemplateId)
      .map(templateOption),
    manufacturers: manufacturers.map((m) => m.code),
    productLines: productLines
      .filter((l) => !chosen(manufacturer) || l.manufacturer === manufacturer)
      .map((l) => l.code),
  };
}

async function jsonBody(request: Request): Promise<Json> {
  const body: unknown = await request.json().catch(() => ({}));
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Json) : {};
}

const page = (rows: SearchRow[], index: number) =>
  rows.slice((index - 1) * RECORDS_PAGE_SIZE, index * RECORDS_PAGE_SIZE);

export const reportingHandlers: HttpHandler[] = [
  staffRoute('reporting.search', async ({ request }) => {
    const denied = requireStaff(request);
    if (denied) return denied;
    settleRecordJobs();
    const body = await jsonBody(request);
    const result = rowsOf(body, reportingMatcher(body));
    if (!result.ok) return result.response;
    return HttpResponse.json({
      records: page(result.rows, result.page),
      pages: result.rows.length,
      ...reportingOptions(textOf(body.manufacturerFilter)),
    });
  }),

  staffRoute('reporting.export', async ({ request }) => {
    const denied = requireStaff(request);
    if (denied) return denied;
    settleRecordJobs();
    const body = await jsonBody(request);
    const result = rowsOf({ ...body, pageIndex: 1 }, reportingMatcher(body));
    if (!result.ok) return result.response;
    const fields = Object.keys(searchColumnLabels) as (keyof typeof searchColumnLabels)[];
    return xlsxResponse(
      [
        Object.values(searchColumnLabels),
        ...result.rows.map((row) => fields.map((field) => row[field] ?? '')),
      ],
      exportFileNames.reporting,
    );
  }),

  staffRoute('search.advanced', async ({ request }) => {
    const denied = requireStaff(request);
    if (denied) return denied;
    settleRecordJobs();
    const body = await jsonBody(request);
    const filters = searchFilters(body);
    const result = rowsOf(body, () => (record) => matchesSearch(record, filters, false));
    if (!result.ok) return result.response;
    return HttpResponse.json({
      records: page(result.rows, result.page),
      pages: result.rows.length,
    });
  }),
];
