import { HttpResponse, type HttpHandler } from 'msw';
import type { CallId } from '@joinery/flows/api';
import {
  IMPORT_FILE_EXTENSION,
  JOB_STATUSES,
  JOB_TYPES,
  jobQueuedMessages,
  LIST_TYPES,
  RECORDS_PAGE_SIZE,
  recordsMessages,
  recordsServerMessages,
  UNPROCESSED_SHEET_COLUMNS,
  type JobType,
} from '@joinery/flows/catalogue/records';
import {
  backgroundJobs,
  nextJobId,
  queueJob,
  settleFinishedJobs,
  type SheetRows,
  type StoredJob,
} from '../../data/catalogue/jobs';
import { legacyRecords, manufacturers, productLines } from '../../data/catalogue/legacyRecords';
import { staffPersonas } from '../../data/staff/staff';
import { staffRoute } from '../route';
import {
  badRequest,
  notFound,
  readUploadedSheet,
  requireStaff,
  staffUserName,
} from './recordsShared';
import { planImport } from './unprocessedImport';
import {
  applyRecordUpdates,
  matchUnprocessed,
  sortRows,
  templateIndex,
  templateOption,
  unclaimedMatches,
  unprocessedSortField,
  type TemplateScope,
  type UnprocessedFilters,
} from './unprocessedModel';

/** Applies the record changes of jobs that have finished since the last look. */
export function settleRecordJobs(): void {
  settleFinishedJobs(applyRecordUpdates);
}

type Json = Record<string, unknown>;
const textOf = (value: unknown) => (value === undefined || value === null ? '' : String(value));

async function jsonBody(request: Request): Promise<Json | undefined> {
  try {
    const body: unknown = await request.json();
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Json) : undefined;
  } catch {
    return undefined;
  }
}

function filtersOf(body: Json): UnprocessedFilters {
  return {
    listTypeFilter: textOf(body.listTypeFilter ?? '0'),
    publishedTemplateFilter: textOf(body.publishedTemplateFilter),
    unpublishedTemplateFilter: textOf(body.unpublishedTemplateFilter),
    manufacturerFilter: textOf(body.manufacturerFilter),
    productLineFilter: textOf(body.productLineFilter),
    partFilter: textOf(body.partFilter),
    descriptionFilter: textOf(body.descriptionFilter),
  };
}

/** The filter option lists every list reply carries. */
function listOptions(manufacturerFilter: string) {
  const templates = templateIndex();
  const options = (published: 0 | 1) =>
    [...templates.byId.values()]
      .filter((i) => i.template.published === published)
      .map((i) => templateOption(i.template));
  const manufacturer = manufacturerFilter.trim().toUpperCase();
  const lines = productLines.filter(
    (l) => manufacturer === '' || manufacturer === '0' || l.manufacturer === manufacturer,
  );
  return {
    publishedTemplateNames: options(1),
    unpublishedTemplateNames: options(0),
    manufacturerCodes: manufacturers.map((m) => m.code),
    productLines: lines.map((l) => l.code),
  };
}

function listRoute(call: CallId, scope: TemplateScope): HttpHandler {
  return staffRoute(call, async ({ request }) => {
    const denied = requireStaff(request);
    if (denied) return denied;
    settleRecordJobs();
    const body = (await jsonBody(request)) ?? {};
    const filters = filtersOf(body);
    const page = Number(body.pageIndex ?? 1);
    if (!Number.isInteger(page) || page < 1)
      return badRequest(recordsServerMessages.pageIndexInvalid);
    const sortField = unprocessedSortField(textOf(body.sortBy));
    if (sortField === false)
      return badRequest(recordsServerMessages.unknownSortColumn(textOf(body.sortBy)));
    const matched = matchUnprocessed(filters, scope);
    if (!matched.ok) return badRequest(matched.message);
    const sorted = sortRows(matched.rows, sortField, textOf(body.sortOrder) || 'Unspecified');
    const start = (page - 1) * RECORDS_PAGE_SIZE;
    return HttpResponse.json({
      unprocessedRecords: sorted.slice(start, start + RECORDS_PAGE_SIZE),
      ...listOptions(filters.manufacturerFilter),
      pages: sorted.length,
    });
  });
}

// ---------------------------------------------------------------- export

/** §5: a list type is required; type 2 needs a template, type 3 a published one. */
function exportProblem(filters: UnprocessedFilters): string | undefined {
  const chosen = (value: string) => value.trim() !== '' && value.trim() !== '0';
  switch (Number(filters.listTypeFilter)) {
    case LIST_TYPES.missingTemplate:
      return undefined;
    case LIST_TYPES.missingSupplemental:
      return chosen(filters.publishedTemplateFilter) || chosen(filters.unpublishedTemplateFilter)
        ? undefined
        : recordsServerMessages.templateRequired;
    case LIST_TYPES.missingAs400Attribute:
      return chosen(filters.publishedTemplateFilter)
        ? undefined
        : recordsServerMessages.publishedTemplateRequired;
    case LIST_TYPES.select:
      return recordsServerMessages.listTypeRequired;
    default:
      return recordsServerMessages.listTypeInvalid;
  }
}

/** The filters an export job ran with, from its input (§3: ListTypeFilter and the template filters). */
function exportFilters(job: Pick<StoredJob, 'input'>): UnprocessedFilters {
  const input = JSON.parse(job.input ?? '{}') as Json;
  return {
    listTypeFilter: textOf(input.ListTypeFilter),
    publishedTemplateFilter: textOf(input.PublishedTemplateFilter),
    unpublishedTemplateFilter: textOf(input.UnpublishedTemplateFilter),
    manufacturerFilter: textOf(input.ManufacturerFilter),
    productLineFilter: textOf(input.ProductLineFilter),
    partFilter: textOf(input.PartFilter),
    descriptionFilter: textOf(input.DescriptionFilter),
  };
}

/**
 * A Supplemental Export job's workbook: the §5 import columns, then the supplemental bricks of
 * the chosen template (or of the rows' templates), so it can be filled in and imported back.
 */
export function exportJobSheet(job: Pick<StoredJob, 'input'>): SheetRows {
  const index = templateIndex();
  const matched = matchUnprocessed(exportFilters(job), 'any', index);
  const rows = matched.ok ? matched.rows : [];
  const brickSources =
    matched.ok && matched.chosen
      ? [matched.chosen]
      : [...new Set(rows.map((r) => index.byId.get(r.productTemplateId)))];
  const brickNames = [
    ...new Set(brickSources.flatMap((info) => info?.supplementalBricks.map((b) => b.name) ?? [])),
  ];
  return [
    [...UNPROCESSED_SHEET_COLUMNS, ...brickNames],
    ...rows.map((row) => {
      const record = legacyRecords.find(row.brprid);
      return [
        row.brprid,
        row.brmfg,
        row.brlin,
        row.brpart,
        row.brdeS1 ?? '',
        row.brdeS2 ?? '',
        row.brdeS3 ?? '',
        row.productTemplateName ?? '',
        ...brickNames.map((name) => record?.supplemental[name] ?? ''),
      ];
    }),
  ];
}

// ---------------------------------------------------------------- import

const IMPORT_FOLDER = '\\\\bridge\\imports\\';
const baseName = (path: string) => path.split(/[\\/]/).pop() ?? path;

/** The stored workbook a Supplemental Import job loaded, found by its input path. */
function storedImport(filePath: string): StoredJob | undefined {
  return backgroundJobs
    .where((job) => job.jobType === JOB_TYPES.supplementalImport && job.sheet !== undefined)
    .find((job) => (JSON.parse(job.input ?? '{}') as Json).FilePath === filePath);
}

/**
 * An .xlsx upload is queued whatever it holds (§7); `problem` is why its job will fail at once
 * (a file that is no workbook: a renamed text file, an empty file, random bytes).
 */
type Upload =
  | { ok: true; sheet: SheetRows; filePath: string; problem?: undefined }
  | { ok: true; sheet: undefined; filePath: string; problem: string }
  | { ok: false; response: Response };

/** The workbook to import: the uploaded file, or (filename set, no file) a stored one. */
async function uploadOf(form: FormData): Promise<Upload> {
  const file = form.get('importFile');
  const fileName = textOf(form.get('filename')).trim();
  if (file instanceof Blob) {
    const name = 'name' in file && typeof file.name === 'string' ? file.name : 'import.xlsx';
    if (!name.toLowerCase().endsWith(IMPORT_FILE_EXTENSION))
      return { ok: false, response: badRequest(recordsMessages.wrongFileType) };
    const filePath = `${IMPORT_FOLDER}${nextJobId()}_${name}`;
    const sheet = await readUploadedSheet(file);
    if (!sheet) return { ok: true, sheet: undefined, filePath, problem: recordsServerMessages.unreadableWorkbook };
    return { ok: true, sheet, filePath };
  }
  if (fileName !== '') {
    const stored = storedImport(fileName);
    if (!stored?.sheet)
      return {
        ok: false,
        response: badRequest(recordsServerMessages.storedFileNotFound(fileName)),
      };
    return { ok: true, sheet: stored.sheet, filePath: fileName };
  }
  return { ok: false, response: badRequest(recordsServerMessages.noImportFile) };
}

/** How many records a created job handles (sets how long it runs), and what it changes. */
export function createdJobWork(jobType: JobType): {
  records: number;
  updates: ReturnType<typeof unclaimedMatches>;
} {
  switch (jobType) {
    case JOB_TYPES.templatePreprocessor: {
      const updates = unclaimedMatches();
      return { records: legacyRecords.all().length, updates };
    }
    case JOB_TYPES.userImport:
      return { records: staffPersonas.length, updates: [] };
    default:
      return { records: legacyRecords.all().length, updates: [] };
  }
}

/** back-office-products.md §7 Unprocessed records. */
export const unprocessedHandlers: HttpHandler[] = [
  listRoute('unprocessed.list', 'any'),
  listRoute('unprocessed.listPublished', 'published'),
  listRoute('unprocessed.listUnpublished', 'unpublished'),

  staffRoute('unprocessed.exportBackground', async ({ request }) => {
    const denied = requireStaff(request);
    if (denied) return denied;
    const body = (await jsonBody(request)) ?? {};
    const filters = filtersOf(body);
    const problem = exportProblem(filters);
    if (problem) return badRequest(problem);
    const listType = Number(filters.listTypeFilter);
    // §7: the text filters go only with list type 1.
    const used =
      listType === LIST_TYPES.missingTemplate
        ? filters
        : {
            ...filters,
            manufacturerFilter: '',
            productLineFilter: '',
            partFilter: '',
            descriptionFilter: '',
          };
    const matched = matchUnprocessed(used, 'any');
    if (!matched.ok) return badRequest(matched.message);
    const count = matched.rows.length;
    const job = queueJob({
      jobType: JOB_TYPES.supplementalExport,
      initiatedBy: textOf(body.username) || staffUserName(request),
      input: {
        ListTypeFilter: used.listTypeFilter,
        UnpublishedTemplateFilter: used.unpublishedTemplateFilter || '0',
        PublishedTemplateFilter: used.publishedTemplateFilter || '0',
        ...(listType === LIST_TYPES.missingTemplate
          ? {
              ManufacturerFilter: used.manufacturerFilter,
              ProductLineFilter: used.productLineFilter,
              PartFilter: used.partFilter,
              DescriptionFilter: used.descriptionFilter,
            }
          : {}),
      },
      records: count,
      outcome: count > 0 ? JOB_STATUSES.completed : JOB_STATUSES.errored,
      output:
        count > 0
          ? JSON.stringify({ NumberOfRecordsExported: count })
          : recordsServerMessages.noRecordsToExport,
    });
    return HttpResponse.json({
      backgroundJobId: job.importJobId,
      statusMessage: jobQueuedMessages.export(job.importJobId),
    });
  }),

  staffRoute('unprocessed.import', async ({ request }) => {
    const denied = requireStaff(request);
    if (denied) return denied;
    const form = await request.formData().catch(() => undefined);
    if (!form) return badRequest(recordsServerMessages.noImportFile);
    const upload = await uploadOf(form);
    if (!upload.ok) return upload.response;
    const plan = upload.sheet
      ? planImport(upload.sheet, templateIndex())
      : ({ ok: false, message: upload.problem } as const);
    const input = {
      FilePath: upload.filePath,
      FileName: baseName(upload.filePath).replace(/^\d+_/, ''),
    };
    const initiatedBy = textOf(form.get('username')) || staffUserName(request);
    // §7: any .xlsx is queued; a workbook that cannot be loaded (unreadable, wrong headers)
    // makes its job end Errored with nothing loaded and the reason as its one error message, so
    // the screen's Error List and Background Jobs' summary both read it.
    const job = plan.ok
      ? queueJob({
          jobType: JOB_TYPES.supplementalImport,
          initiatedBy,
          input,
          records: plan.rows,
          outcome: plan.errors.length > 0 ? JOB_STATUSES.errored : JOB_STATUSES.completed,
          output: JSON.stringify({
            NumberOfRecordsLoadedSuccessfully: plan.updates.length,
            ErrorMessages: plan.errors,
          }),
          sheet: upload.sheet,
          recordUpdates: plan.updates,
        })
      : queueJob({
          jobType: JOB_TYPES.supplementalImport,
          initiatedBy,
          input,
          records: 0,
          outcome: JOB_STATUSES.errored,
          output: JSON.stringify({ NumberOfRecordsLoadedSuccessfully: 0, ErrorMessages: [plan.message] }),
        });
    return HttpResponse.json({
      backgroundJobId: job.importJobId,
      statusMessage: jobQueuedMessages.import(job.importJobId),
    });
  }),

  staffRoute<{ jobId: string }>('unprocessed.reprocessFileName', ({ request, params }) => {
    const denied = requireStaff(request);
    if (denied) return denied;
    const job = backgroundJobs.find(Number(params.jobId));
    if (!job) return notFound(recordsServerMessages.jobNotFound(params.jobId));
    const filePath = (JSON.parse(job.input ?? '{}') as Json).FilePath;
    if (job.jobType !== JOB_TYPES.supplementalImport || typeof filePath !== 'string') {
      return badRequest(recordsServerMessages.notAnImportJob(job.importJobId));
    }
    return HttpResponse.text(filePath);
  }),
];
