import { z } from 'zod/mini';
import {
  DEFAULT_SORT_ORDER,
  FIRST_PAGE,
  IMPORT_FILE_EXTENSION,
  LIST_TYPES,
  SELECT_VALUE,
  type ListType,
  type SortOrder,
} from '../../catalogue/records/constants';
import { recordsMessages } from '../../catalogue/records/messages';
import { isChosen, selectToZero, templateIdOf, textFiltersApply } from '../../catalogue/records/requestRules';
import type { CallId } from '../calls';
import { ApiError } from '../errors';
import { jobQueuedSchema, type JobQueued } from './jobs';
import { staffMultipart, type UploadProgress } from './recordsTransport';
import { staffJson, staffText } from '../staff/request';

const optionalText = z.optional(z.nullable(z.string()));

/** back-office-products.md §3 Unprocessed record. */
export const unprocessedRecordSchema = z.object({
  brprid: z.number(),
  brmfg: z.string(),
  brlin: z.string(),
  brpart: z.string(),
  brdeS1: optionalText,
  brdeS2: optionalText,
  brdeS3: optionalText,
  productTemplateId: z.number(),
  productTemplateName: optionalText,
  supplementalDataMissing: z.boolean(),
});
export type UnprocessedRecord = z.infer<typeof unprocessedRecordSchema>;

/**
 * §3 list payload: one page of records plus the filter options. `pages` is the total count
 * of matching records (the screen shows 'N Results (Viewing 1-M of N)' from it).
 */
export const unprocessedListSchema = z.object({
  unprocessedRecords: z.array(unprocessedRecordSchema),
  publishedTemplateNames: z.array(z.string()),
  unpublishedTemplateNames: z.array(z.string()),
  manufacturerCodes: z.array(z.string()),
  productLines: z.array(z.string()),
  pages: z.number(),
});
export type UnprocessedList = z.infer<typeof unprocessedListSchema>;

/** §2: the table's sortable columns, as the screen names them. */
export const UNPROCESSED_SORT_COLUMNS = [
  'brprid',
  'brmfg',
  'brlin',
  'brpart',
  'brdes1',
  'brdes2',
  'brdes3',
  'templateid',
  'templatename',
  'supplemental_missing',
] as const;
export type UnprocessedSortColumn = (typeof UNPROCESSED_SORT_COLUMNS)[number];

/** §7: three columns are renamed for the server; the rest go as their host-system names. */
const mappedSortKeys: Partial<Record<UnprocessedSortColumn, string>> = {
  templateid: 'ProductTemplateId',
  templatename: 'UnprocessedRecordName',
  supplemental_missing: 'SupplementalDataMissing',
};
export function unprocessedSortKey(column: UnprocessedSortColumn | undefined): string {
  if (!column) return '';
  return mappedSortKeys[column] ?? column.toUpperCase();
}

/** The screen's filters, in its own words; `unprocessedListBody` turns them into §7's body. */
export interface UnprocessedListRequest {
  listType: ListType;
  /** A template id, an 'id-name' option, or 'Select'. */
  publishedTemplate?: string | number;
  unpublishedTemplate?: string | number;
  /** Dropdowns of the list payload's codes, or 'Select'. */
  manufacturer?: string;
  productLine?: string;
  part?: string;
  description?: string;
  filterChosen?: boolean;
  page?: number;
  sortBy?: UnprocessedSortColumn | undefined;
  sortOrder?: SortOrder;
}

export interface UnprocessedListBody {
  listTypeFilter: string;
  publishedTemplateFilter: string;
  unpublishedTemplateFilter: string;
  manufacturerFilter: string;
  productLineFilter: string;
  partFilter: string;
  descriptionFilter: string;
  filterChosen: boolean;
  pageIndex: number;
  sortBy: string;
  sortOrder: SortOrder;
}

/** A template filter goes as the template's id; an 'id-name' option sends its id. */
function templateValue(value: string | number | undefined): string {
  const id = templateIdOf(value);
  return id === undefined ? SELECT_VALUE : String(id);
}

/**
 * §4, §7: 'Select' becomes '0', text filters are upper-cased, and with List Type 2 the
 * manufacturer, line, part and description filters are sent as 0 or empty.
 */
export function unprocessedListBody(request: UnprocessedListRequest): UnprocessedListBody {
  const textApplies = textFiltersApply(request.listType);
  const upper = (text: string | undefined) =>
    textApplies ? (text ?? '').trim().toUpperCase() : '';
  const dropdown = (value: string | undefined) =>
    textApplies ? selectToZero(value).toUpperCase() : SELECT_VALUE;
  return {
    listTypeFilter: String(request.listType),
    publishedTemplateFilter: templateValue(request.publishedTemplate),
    unpublishedTemplateFilter: templateValue(request.unpublishedTemplate),
    manufacturerFilter: dropdown(request.manufacturer),
    productLineFilter: dropdown(request.productLine),
    partFilter: upper(request.part),
    descriptionFilter: upper(request.description),
    filterChosen: request.filterChosen ?? request.listType !== LIST_TYPES.select,
    pageIndex: request.page ?? FIRST_PAGE,
    sortBy: unprocessedSortKey(request.sortBy),
    sortOrder: request.sortBy ? (request.sortOrder ?? DEFAULT_SORT_ORDER) : DEFAULT_SORT_ORDER,
  };
}

function list(
  call: CallId,
  request: UnprocessedListRequest,
  signal?: AbortSignal,
): Promise<UnprocessedList> {
  return staffJson(call, unprocessedListSchema, { json: unprocessedListBody(request), signal });
}

/** POST UnprocessedRecords: every record the filters match. */
export function fetchUnprocessedRecords(
  request: UnprocessedListRequest,
  signal?: AbortSignal,
): Promise<UnprocessedList> {
  return list('unprocessed.list', request, signal);
}
/** POST UnprocessedRecords_Published_Templates: only records of published templates. */
export function fetchUnprocessedPublished(
  request: UnprocessedListRequest,
  signal?: AbortSignal,
): Promise<UnprocessedList> {
  return list('unprocessed.listPublished', request, signal);
}
/** POST UnprocessedRecords_Unpublished_Templates: only records of unpublished templates. */
export function fetchUnprocessedUnpublished(
  request: UnprocessedListRequest,
  signal?: AbortSignal,
): Promise<UnprocessedList> {
  return list('unprocessed.listUnpublished', request, signal);
}

/** The list call that fits the filters: a chosen published or unpublished template narrows it. */
export function unprocessedListCall(
  request: Pick<UnprocessedListRequest, 'publishedTemplate' | 'unpublishedTemplate'>,
): CallId {
  if (isChosen(request.publishedTemplate)) return 'unprocessed.listPublished';
  if (isChosen(request.unpublishedTemplate)) return 'unprocessed.listUnpublished';
  return 'unprocessed.list';
}
export function fetchUnprocessedList(
  request: UnprocessedListRequest,
  signal?: AbortSignal,
): Promise<UnprocessedList> {
  return list(unprocessedListCall(request), request, signal);
}

export interface UnprocessedExportRequest {
  username: string;
  listType: ListType;
  publishedTemplate?: string | number;
  unpublishedTemplate?: string | number;
  manufacturer?: string;
  productLine?: string;
  part?: string;
  description?: string;
}

/**
 * POST UnprocessedRecords_ExportBG: queues a Supplemental Export job. The text filters go
 * only with list type 1 (§7).
 */
export function exportUnprocessedRecords(
  request: UnprocessedExportRequest,
  signal?: AbortSignal,
): Promise<JobQueued> {
  const body = unprocessedListBody(request);
  const json = {
    username: request.username,
    listTypeFilter: body.listTypeFilter,
    unpublishedTemplateFilter: body.unpublishedTemplateFilter,
    publishedTemplateFilter: body.publishedTemplateFilter,
    ...(request.listType === LIST_TYPES.missingTemplate
      ? {
          manufacturerFilter: body.manufacturerFilter,
          productLineFilter: body.productLineFilter,
          partFilter: body.partFilter,
          descriptionFilter: body.descriptionFilter,
        }
      : {}),
  };
  return staffJson('unprocessed.exportBackground', jobQueuedSchema, { json, signal });
}

/** §5: only .xlsx files may be imported. */
export function isXlsxFileName(name: string): boolean {
  return name.trim().toLowerCase().endsWith(IMPORT_FILE_EXTENSION);
}

export interface UnprocessedImportRequest {
  username: string;
  file: File;
  onProgress?: UploadProgress;
  signal?: AbortSignal;
}

function importForm(username: string, fileName: string, file?: File): FormData {
  const form = new FormData();
  form.append('username', username);
  form.append('filename', fileName);
  if (file) form.append('importFile', file, file.name);
  return form;
}

/**
 * POST UnprocessedRecords_Import (multipart: username, filename empty, importFile), reporting
 * upload progress 0-100. A file that is not .xlsx is refused before anything is sent, with
 * the §5 alert as the error's message.
 */
export function importUnprocessedRecords({
  username,
  file,
  onProgress,
  signal,
}: UnprocessedImportRequest): Promise<JobQueued> {
  if (!isXlsxFileName(file.name)) {
    return Promise.reject(
      new ApiError('rejected', 'unprocessed.import', recordsMessages.wrongFileType),
    );
  }
  return staffMultipart('unprocessed.import', jobQueuedSchema, importForm(username, '', file), {
    onProgress,
    signal,
  });
}

/**
 * POST UnprocessedRecords_GetReProcessFileName/{jobId}: the path of the file a Supplemental
 * Import job loaded. The reply is that path as text; anything else is malformed.
 */
export async function fetchReprocessFileName(
  jobId: number,
  username: string,
  signal?: AbortSignal,
): Promise<string> {
  const text = (
    await staffText('unprocessed.reprocessFileName', {
      params: { jobId },
      json: { username },
      signal,
    })
  ).trim();
  const path = /^".*"$/.test(text) ? (JSON.parse(text) as string) : text;
  if (!isXlsxFileName(path) || /[\r\n{}]/.test(path)) {
    throw new ApiError(
      'malformed',
      'unprocessed.reprocessFileName',
      `The server's reply to unprocessed.reprocessFileName could not be read: (reply) is not an .xlsx file path.`,
      { field: '(reply)', body: text },
    );
  }
  return path;
}

export interface ReprocessResult extends JobQueued {
  filePath: string;
}

/**
 * §7 Reprocess (path not shown): asks for the job's file name, then posts the import again
 * with that name in `filename` and no file, so the server loads the stored file anew.
 */
export async function reprocessImportJob(
  jobId: number,
  username: string,
  signal?: AbortSignal,
): Promise<ReprocessResult> {
  const filePath = await fetchReprocessFileName(jobId, username, signal);
  const queued = await staffMultipart(
    'unprocessed.import',
    jobQueuedSchema,
    importForm(username, filePath),
    { signal },
  );
  return { ...queued, filePath };
}
