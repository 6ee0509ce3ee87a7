import { z } from 'zod/mini';
import {
  ADVANCED_REPORT_FILTERS,
  DEFAULT_SORT_ORDER,
  exportFileNames,
  FIRST_PAGE,
  SELECT_VALUE,
  type AdvancedReportFilter,
  type SortOrder,
} from '../../catalogue/records/constants';
import { isChosen, selectToZero, templateIdOf } from '../../catalogue/records/requestRules';
import { saveBlob } from '../download';
import { staffXlsx } from './recordsTransport';
import { staffJson } from '../staff/request';

const optionalText = z.optional(z.nullable(z.string()));

/** back-office-products.md §3 Reporting and search row ({product}SKU is JoinerySKU). */
export const searchRowSchema = z.object({
  id: z.number(),
  brmfg: z.string(),
  brlin: z.string(),
  brpart: z.string(),
  JoinerySKU: optionalText,
  name: optionalText,
  brprcod: optionalText,
  brupc: optionalText,
});
export type SearchRow = z.infer<typeof searchRowSchema>;

/** One page of advanced search results; `pages` is the total count of matches. */
export const searchPageSchema = z.object({
  records: z.array(searchRowSchema),
  pages: z.number(),
});
export type SearchPage = z.infer<typeof searchPageSchema>;

/** Reporting also answers its filter option lists (§3): templates as 'id-name', manufacturers, lines. */
export const reportingPageSchema = z.object({
  records: z.array(searchRowSchema),
  pages: z.number(),
  templates: z.array(z.string()),
  manufacturers: z.array(z.string()),
  productLines: z.array(z.string()),
});
export type ReportingPage = z.infer<typeof reportingPageSchema>;

/** §2: the seven sortable columns of Reporting and Advanced Search, by row field. */
export const SEARCH_SORT_COLUMNS = [
  'brmfg',
  'brlin',
  'brpart',
  'JoinerySKU',
  'name',
  'brprcod',
  'brupc',
] as const;
export type SearchSortColumn = (typeof SEARCH_SORT_COLUMNS)[number];

/** The seven text filters of Advanced Search (also on Reporting). */
export interface SearchFilters {
  manufacturer?: string;
  productLine?: string;
  upc?: string;
  vendorSku?: string;
  joinerySku?: string;
  productName?: string;
  description?: string;
}

export interface SearchSort {
  page?: number;
  sortBy?: SearchSortColumn | undefined;
  sortOrder?: SortOrder;
}

/** Reporting's filters: an advanced filter (1-5 or 'Select'), a template, and the seven above. */
export interface ReportingFilters extends SearchFilters {
  advancedFilter?: AdvancedReportFilter | string;
  /** A template id, an 'id-name' option or 'Select'. */
  template?: string | number;
}

const text = (value: string | undefined) => (value ?? '').trim();

function textFilterBody(filters: SearchFilters) {
  return {
    upcFilter: text(filters.upc),
    vendorSkuFilter: text(filters.vendorSku),
    JoinerySkuFilter: text(filters.joinerySku),
    productNameFilter: text(filters.productName),
    descriptionFilter: text(filters.description),
  };
}

function sortBody(sort: SearchSort) {
  return {
    sortBy: sort.sortBy ?? '',
    sortOrder: sort.sortBy ? (sort.sortOrder ?? DEFAULT_SORT_ORDER) : DEFAULT_SORT_ORDER,
  };
}

/** §7 bridgereporting body: 'Select' dropdowns (advanced filter, template, manufacturer, line) become '0'. */
export function reportingFilterBody(filters: ReportingFilters) {
  const template = templateIdOf(filters.template);
  return {
    advancedFilter: selectToZero(filters.advancedFilter),
    templateFilter: template === undefined ? SELECT_VALUE : String(template),
    manufacturerFilter: selectToZero(filters.manufacturer),
    productLineFilter: selectToZero(filters.productLine),
    ...textFilterBody(filters),
  };
}

export function reportingBody(request: ReportingFilters & SearchSort) {
  return {
    ...reportingFilterBody(request),
    pageIndex: request.page ?? FIRST_PAGE,
    ...sortBody(request),
  };
}

/** §7 advancedsearch body: seven text filters, page and sort. */
export function advancedSearchBody(request: SearchFilters & SearchSort) {
  return {
    manufacturerFilter: text(request.manufacturer),
    productLineFilter: text(request.productLine),
    ...textFilterBody(request),
    pageIndex: request.page ?? FIRST_PAGE,
    ...sortBody(request),
  };
}

/**
 * §7: with no filters the screen clears its state instead of calling. True when any filter
 * holds a choice or text.
 */
export function hasReportingFilters(filters: ReportingFilters): boolean {
  const body = reportingFilterBody(filters);
  return (
    Number(body.advancedFilter) !== ADVANCED_REPORT_FILTERS.select ||
    isChosen(body.templateFilter) ||
    isChosen(body.manufacturerFilter) ||
    isChosen(body.productLineFilter) ||
    Object.values(textFilterBody(filters)).some((value) => value !== '')
  );
}

/** POST bridgereporting: one page (100 rows) of the report. */
export function fetchReporting(
  request: ReportingFilters & SearchSort,
  signal?: AbortSignal,
): Promise<ReportingPage> {
  return staffJson('reporting.search', reportingPageSchema, {
    json: reportingBody(request),
    signal,
  });
}

/** POST BridgeReporting_Export: every matching row as a spreadsheet (no page index). */
export function fetchReportingExport(
  request: ReportingFilters & SearchSort,
  signal?: AbortSignal,
  onDownloadProgress?: (percent: number) => void,
): Promise<Blob> {
  const { pageIndex: _page, ...json } = reportingBody(request);
  return staffXlsx('reporting.export', { json, signal, onDownloadProgress });
}

/**
 * Fetches the report's spreadsheet and saves it under the fixed name; returns the name.
 * `onDownloadProgress` reports 0-100 for the shared export overlay.
 */
export async function exportReporting(
  request: ReportingFilters & SearchSort,
  signal?: AbortSignal,
  onDownloadProgress?: (percent: number) => void,
): Promise<string> {
  return saveBlob(
    await fetchReportingExport(request, signal, onDownloadProgress),
    exportFileNames.reporting,
  );
}

/** POST advancedsearch: one page (100 rows) of products. */
export function fetchAdvancedSearch(
  request: SearchFilters & SearchSort,
  signal?: AbortSignal,
): Promise<SearchPage> {
  return staffJson('search.advanced', searchPageSchema, {
    json: advancedSearchBody(request),
    signal,
  });
}
