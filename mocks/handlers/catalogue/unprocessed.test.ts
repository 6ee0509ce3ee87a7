import { describe, expect, it } from 'vitest';
import { isApiError, urlFor } from '@joinery/flows/api';
import { fetchJob, fetchJobsPage, parseJobOutput } from '@joinery/flows/api/catalogue/jobs';
import {
  exportUnprocessedRecords,
  fetchReprocessFileName,
  fetchUnprocessedList,
  fetchUnprocessedPublished,
  fetchUnprocessedRecords,
  fetchUnprocessedUnpublished,
  importUnprocessedRecords,
  reprocessImportJob,
  unprocessedListBody,
  unprocessedListCall,
} from '@joinery/flows/api/catalogue/unprocessed';
import {
  importRowMessages,
  JOB_STATUSES,
  JOB_TYPES,
  jobQueuedMessages,
  RECORDS_PAGE_SIZE,
  recordsMessages,
  recordsServerMessages,
  UNPROCESSED_SHEET_COLUMNS,
} from '@joinery/flows/catalogue/records';
import { backgroundJobs, JOB_QUEUE_MS, jobRunMs, type SheetRows } from '../../data/catalogue/jobs';
import { legacyRecords, type LegacyRecord } from '../../data/catalogue/legacyRecords';
import { setupMockServer } from '../../test-utils';
import { describeFaults, failureOf, manualJobClock, xlsxFile } from './recordsTestkit';

setupMockServer();
const clock = manualJobClock();

const KITCHEN = 'Hartwell Shaker White Kitchen';
/** Valid codes for the Kitchen Cabinets series' supplemental bricks. */
const kitchenBricks: Record<string, string> = {
  'Cabinet Type': 'b',
  Width: '09',
  Height: '34',
  Depth: '24',
  'Door Style': 'shk',
  Finish: 'wht',
  'Wood Species': 'map',
  'Hinge Side': 'l',
  'Door Count': '1',
  'Drawer Count': '1',
  Construction: 'frm',
  'Soft Close': 'y',
  'Color Family': 'white',
};
const brickNames = Object.keys(kitchenBricks);

function importRow(
  record: LegacyRecord,
  template = KITCHEN,
  overrides: Record<string, string | number> = {},
) {
  const cells: Record<string, string | number> = {
    BRPRID: record.brprid,
    BRMFG: record.brmfg,
    BRLIN: record.brlin,
    BRPART: record.brpart,
    BRDES1: record.brdeS1,
    BRDES2: record.brdeS2,
    BRDES3: record.brdeS3,
    'TEMPLATE NAME': template,
    ...Object.fromEntries(
      brickNames.map((name) => [name, record.supplemental[name] ?? kitchenBricks[name] ?? '']),
    ),
    ...overrides,
  };
  return [...UNPROCESSED_SHEET_COLUMNS, ...brickNames].map((column) => cells[column] ?? '');
}
const importSheet = (...rows: (string | number)[][]): SheetRows => [
  [...UNPROCESSED_SHEET_COLUMNS, ...brickNames],
  ...rows,
];

const record = (brprid: number) => {
  const found = legacyRecords.find(brprid);
  if (!found) throw new Error(`no record ${brprid}`);
  return found;
};
/** A template-1 product missing a supplemental value, and a product no template owns. */
async function missingSupplementalOfKitchen() {
  const list = await fetchUnprocessedList({ listType: 2, publishedTemplate: `1-${KITCHEN}` });
  return { list, first: record(list.unprocessedRecords[0]?.brprid ?? 0) };
}
const unowned = () =>
  legacyRecords.where(
    (r) => r.productTemplateId === 0 && r.brmfg === 'HRT' && r.brprcod === 'CAB',
  )[0] as LegacyRecord;

function finishJob(records: number) {
  clock.advance(JOB_QUEUE_MS + jobRunMs(records) + 1);
}

describe('the list body (§4, §7)', () => {
  it("sends 'Select' as '0', upper-cases text filters and maps the three renamed sort keys", () => {
    const body = unprocessedListBody({
      listType: 1,
      publishedTemplate: 'Select',
      unpublishedTemplate: '9-Summit Cabinet Knobs',
      manufacturer: 'hrt',
      productLine: 'Select',
      part: ' b09 ',
      description: 'shaker',
      page: 2,
      sortBy: 'templatename',
      sortOrder: 'Descending',
    });
    expect(body).toEqual({
      listTypeFilter: '1',
      publishedTemplateFilter: '0',
      unpublishedTemplateFilter: '9',
      manufacturerFilter: 'HRT',
      productLineFilter: '0',
      partFilter: 'B09',
      descriptionFilter: 'SHAKER',
      filterChosen: true,
      pageIndex: 2,
      sortBy: 'UnprocessedRecordName',
      sortOrder: 'Descending',
    });
    expect(unprocessedListBody({ listType: 1, sortBy: 'templateid' }).sortBy).toBe(
      'ProductTemplateId',
    );
    expect(unprocessedListBody({ listType: 1, sortBy: 'supplemental_missing' }).sortBy).toBe(
      'SupplementalDataMissing',
    );
    expect(unprocessedListBody({ listType: 1, sortBy: 'brdes2' }).sortBy).toBe('BRDES2');
  });

  it('sends no text filters for list type 2, and Unspecified when unsorted', () => {
    const body = unprocessedListBody({
      listType: 2,
      manufacturer: 'HRT',
      part: 'B',
      sortOrder: 'Ascending',
    });
    expect(body).toMatchObject({
      manufacturerFilter: '0',
      productLineFilter: '0',
      partFilter: '',
      descriptionFilter: '',
      pageIndex: 1,
      sortBy: '',
      sortOrder: 'Unspecified',
    });
  });

  it('picks the list call a chosen template asks for', () => {
    expect(unprocessedListCall({ publishedTemplate: '1' })).toBe('unprocessed.listPublished');
    expect(unprocessedListCall({ publishedTemplate: 'Select', unpublishedTemplate: '9' })).toBe(
      'unprocessed.listUnpublished',
    );
    expect(unprocessedListCall({ publishedTemplate: '0', unpublishedTemplate: 'Select' })).toBe(
      'unprocessed.list',
    );
  });
});

describe('unprocessed.list', () => {
  it('answers Missing Template records 100 at a time with the total and the filter options', async () => {
    const list = await fetchUnprocessedRecords({ listType: 1 });
    const total = legacyRecords.where((r) => r.productTemplateId === 0).length;
    expect(list.pages).toBe(total);
    expect(list.unprocessedRecords).toHaveLength(RECORDS_PAGE_SIZE);
    expect(
      list.unprocessedRecords.every((r) => r.productTemplateId === 0 && !r.supplementalDataMissing),
    ).toBe(true);
    expect(list.publishedTemplateNames).toContain(`1-${KITCHEN}`);
    expect(list.unpublishedTemplateNames).toContain('9-Summit Cabinet Knobs');
    expect(list.manufacturerCodes).toContain('HRT');

    const last = await fetchUnprocessedRecords({
      listType: 1,
      page: Math.ceil(total / RECORDS_PAGE_SIZE),
    });
    expect(last.unprocessedRecords).toHaveLength(total % RECORDS_PAGE_SIZE || RECORDS_PAGE_SIZE);
    expect(last.unprocessedRecords[0]?.brprid).toBeGreaterThan(
      list.unprocessedRecords.at(-1)?.brprid ?? Infinity,
    );
  });

  it('filters by manufacturer and line exactly, part and description as substrings, and narrows the lines', async () => {
    const list = await fetchUnprocessedRecords({
      listType: 1,
      manufacturer: 'hrt',
      productLine: 'rpc',
      part: 'w09',
      description: 'left hinge',
    });
    expect(list.pages).toBeGreaterThan(0);
    for (const row of list.unprocessedRecords) {
      expect(row).toMatchObject({ brmfg: 'HRT', brlin: 'RPC' });
      expect(row.brpart).toContain('W09');
      expect(row.brdeS3).toContain('LEFT HINGE');
    }
    expect(list.productLines).toEqual(['SWH', 'SGR', 'RPC', 'HSL']);
  });

  it('sorts by a column in either direction', async () => {
    const down = await fetchUnprocessedRecords({
      listType: 1,
      sortBy: 'brpart',
      sortOrder: 'Descending',
    });
    const parts = down.unprocessedRecords.map((r) => r.brpart);
    expect(parts).toEqual(
      [...parts].sort((a, b) => b.localeCompare(a, 'en', { numeric: true, sensitivity: 'base' })),
    );
    const byName = await fetchUnprocessedRecords({
      listType: 2,
      sortBy: 'templatename',
      sortOrder: 'Ascending',
    });
    const names = byName.unprocessedRecords.map((r) => r.productTemplateName ?? '');
    expect(names).toEqual(
      [...names].sort((a, b) => a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' })),
    );
  });

  it('answers Missing AS400Attribute records', async () => {
    const list = await fetchUnprocessedRecords({ listType: 3 });
    expect(list.pages).toBe(legacyRecords.where((r) => r.as400AttributesMissing).length);
  });

  it('refuses an unknown template with 400 and its message', async () => {
    const error = await failureOf(
      fetchUnprocessedRecords({ listType: 2, publishedTemplate: '404' }),
    );
    expect({ status: error.status, body: error.details.body }).toMatchObject({
      status: 400,
      body: { message: recordsServerMessages.unknownTemplate('404') },
    });
  });
});

describe('unprocessed.listPublished / listUnpublished', () => {
  it("answers a published template's records that lack supplemental data", async () => {
    const { list } = await missingSupplementalOfKitchen();
    expect(list.pages).toBeGreaterThan(0);
    expect(
      list.unprocessedRecords.every(
        (r) =>
          r.productTemplateId === 1 &&
          r.productTemplateName === KITCHEN &&
          r.supplementalDataMissing,
      ),
    ).toBe(true);
  });

  it("answers an unpublished template's records (the rows its filter would claim)", async () => {
    const list = await fetchUnprocessedUnpublished({ listType: 1, unpublishedTemplate: '9' });
    expect(list.pages).toBeGreaterThan(0);
    expect(
      list.unprocessedRecords.every((r) => r.productTemplateId === 9 && r.brlin === 'SKB'),
    ).toBe(true);
  });

  it('list type 1 with a template leaves out the rows missing supplemental data (§4 type-1 rule)', async () => {
    const missingTemplate = await fetchUnprocessedUnpublished({ listType: 1, unpublishedTemplate: '9' });
    expect(missingTemplate.pages).toBe(47);
    expect(missingTemplate.unprocessedRecords.some((r) => r.supplementalDataMissing)).toBe(false);
    // The row it leaves out is one type 2 lists for the same template.
    const missingSupplemental = await fetchUnprocessedUnpublished({ listType: 2, unpublishedTemplate: '9' });
    expect(missingSupplemental.unprocessedRecords.filter((r) => r.supplementalDataMissing).length).toBeGreaterThan(0);
  });

  it('refuses a template of the other kind with 400', async () => {
    expect(
      (await failureOf(fetchUnprocessedUnpublished({ listType: 2, publishedTemplate: '1' })))
        .status,
    ).toBe(400);
    expect(
      (await failureOf(fetchUnprocessedPublished({ listType: 2, publishedTemplate: '9' }))).status,
    ).toBe(400);
  });
});

describe('unprocessed.exportBackground', () => {
  it('queues a Supplemental Export job with the filters as its input', async () => {
    const queued = await exportUnprocessedRecords({
      username: 'casey.catalogue@joinery.example',
      listType: 1,
      manufacturer: 'hrt',
      part: 'b',
    });
    expect(queued.statusMessage).toBe(jobQueuedMessages.export(queued.backgroundJobId));
    const job = await fetchJob(queued.backgroundJobId);
    expect(job).toMatchObject({
      jobType: JOB_TYPES.supplementalExport,
      initiatedBy: 'casey.catalogue@joinery.example',
      statusMessage: JOB_STATUSES.queued,
    });
    expect(JSON.parse(job.input ?? '{}')).toMatchObject({
      ListTypeFilter: '1',
      PublishedTemplateFilter: '0',
      UnpublishedTemplateFilter: '0',
      ManufacturerFilter: 'HRT',
      PartFilter: 'B',
    });
  });

  it('refuses what §5 does not allow to export, with the reason', async () => {
    const reasons = await Promise.all([
      failureOf(exportUnprocessedRecords({ username: 'u', listType: 0 })),
      failureOf(exportUnprocessedRecords({ username: 'u', listType: 2 })),
      failureOf(exportUnprocessedRecords({ username: 'u', listType: 3, unpublishedTemplate: '9' })),
    ]);
    expect(reasons.map((e) => [e.status, (e.details.body as { message: string }).message])).toEqual(
      [
        [400, recordsServerMessages.listTypeRequired],
        [400, recordsServerMessages.templateRequired],
        [400, recordsServerMessages.publishedTemplateRequired],
      ],
    );
  });

  it('ends Errored with a message when no record matches', async () => {
    const queued = await exportUnprocessedRecords({
      username: 'u',
      listType: 1,
      part: 'NO SUCH PART',
    });
    finishJob(0);
    const job = await fetchJob(queued.backgroundJobId);
    expect(job.statusMessage).toBe(JOB_STATUSES.errored);
    expect(parseJobOutput(job.output)).toMatchObject({
      kind: 'raw',
      message: recordsServerMessages.noRecordsToExport,
    });
  });
});

describe('unprocessed.import', () => {
  it('parses the uploaded workbook, queues a Supplemental Import job and loads the rows when it finishes', async () => {
    const { list, first } = await missingSupplementalOfKitchen();
    const stray = unowned();
    const progress: number[] = [];
    const queued = await importUnprocessedRecords({
      username: 'casey.catalogue@joinery.example',
      file: await xlsxFile(importSheet(importRow(first), importRow(stray))),
      onProgress: (percent) => progress.push(percent),
    });
    expect(queued.statusMessage).toBe(jobQueuedMessages.import(queued.backgroundJobId));
    expect(progress).toEqual([0, 100]);

    // Nothing changes until the job has run.
    expect((await fetchJob(queued.backgroundJobId)).statusMessage).toBe(JOB_STATUSES.queued);
    expect(record(stray.brprid).productTemplateId).toBe(0);

    finishJob(2);
    const job = await fetchJob(queued.backgroundJobId);
    expect(job).toMatchObject({
      jobType: JOB_TYPES.supplementalImport,
      statusMessage: JOB_STATUSES.completed,
      initiatedBy: 'casey.catalogue@joinery.example',
    });
    expect(parseJobOutput(job.output)).toEqual({ kind: 'summary', recordsLoaded: 2, errors: [] });
    expect(JSON.parse(job.input ?? '{}').FileName).toBe('Unprocessed_Import.xlsx');
    expect(record(stray.brprid)).toMatchObject({
      productTemplateId: 1,
      JoinerySKU: `${stray.brlin}.${stray.brpart}`.toLowerCase(),
    });
    const after = await fetchUnprocessedList({ listType: 2, publishedTemplate: '1' });
    expect(after.pages).toBe(list.pages - 1);
  });

  it('reports each row it could not load, with its row number and reasons, and loads the rest', async () => {
    const { first } = await missingSupplementalOfKitchen();
    const owned = legacyRecords.where((r) => r.productTemplateId === 2)[0] as LegacyRecord;
    const queued = await importUnprocessedRecords({
      username: 'casey',
      file: await xlsxFile(
        importSheet(
          importRow(first),
          importRow(first),
          importRow(record(100_002), 'Hartwell Shaker Whte Kitchen'),
          importRow(record(100_003), KITCHEN, { Finish: 'purple' }),
          importRow(record(100_004), KITCHEN, { BRPRID: 999_999 }),
          [],
          importRow(record(100_005), KITCHEN, { BRLIN: 'XXX' }),
          importRow(owned),
        ),
      ),
    });
    finishJob(8);
    const job = await fetchJob(queued.backgroundJobId);
    expect(job.statusMessage).toBe(JOB_STATUSES.errored);
    const summary = parseJobOutput(job.output);
    expect(summary).toEqual({
      kind: 'summary',
      recordsLoaded: 1,
      errors: [
        {
          rowNumber: 3,
          productMasterId: String(first.brprid),
          message: importRowMessages.duplicateProduct(first.brprid, 2),
        },
        {
          rowNumber: 4,
          productMasterId: '100002',
          message: importRowMessages.templateNotFound('Hartwell Shaker Whte Kitchen'),
        },
        {
          rowNumber: 5,
          productMasterId: '100003',
          message: importRowMessages.invalidBrickValue('purple', 'Finish'),
        },
        {
          rowNumber: 6,
          productMasterId: '999999',
          message: importRowMessages.productNotFound(999_999),
        },
        {
          rowNumber: 8,
          productMasterId: '100005',
          message: importRowMessages.columnMismatch('BRLIN', 'XXX', 'SWH'),
        },
        {
          rowNumber: 9,
          productMasterId: String(owned.brprid),
          message: importRowMessages.ownedByOtherTemplate('Hartwell Shaker Dove Gray Kitchen'),
        },
      ],
    });
    expect(record(100_003).supplemental.Finish).toBe('wht');
  });

  // §7 queues a job for any .xlsx: a workbook that cannot be loaded fails its job with the reason.
  const failedJobOf = (backgroundJobId: number) => {
    const job = backgroundJobs.find(backgroundJobId);
    return { outcome: job?.outcome, output: JSON.parse(job?.output ?? 'null') as unknown, loads: job?.recordUpdates ?? [] };
  };

  it('queues a workbook missing a required column as a job that fails with the reason, loading nothing', async () => {
    const sheet = importSheet(importRow(record(100_001))).map((row) =>
      row.filter((_, i) => i !== 7),
    );
    const reply = await importUnprocessedRecords({ username: 'u', file: await xlsxFile(sheet) });
    expect(failedJobOf(reply.backgroundJobId)).toEqual({
      outcome: JOB_STATUSES.errored,
      output: { NumberOfRecordsLoadedSuccessfully: 0, ErrorMessages: [recordsServerMessages.missingColumn('TEMPLATE NAME')] },
      loads: [],
    });
  });

  it('fails the job of a header that is not a supplemental brick', async () => {
    const sheet: SheetRows = [
      [...UNPROCESSED_SHEET_COLUMNS, 'Colour'],
      [...importRow(record(100_001)).slice(0, 8), 'red'],
    ];
    const reply = await importUnprocessedRecords({ username: 'u', file: await xlsxFile(sheet) });
    expect(failedJobOf(reply.backgroundJobId).output).toEqual({
      NumberOfRecordsLoadedSuccessfully: 0,
      ErrorMessages: [recordsServerMessages.unknownBrickColumn('Colour')],
    });
  });

  it('refuses a file that is not .xlsx before sending it, with the §5 alert', async () => {
    const error = await failureOf(
      importUnprocessedRecords({ username: 'u', file: new File(['a,b'], 'records.csv') }),
    );
    expect({ kind: error.kind, message: error.message }).toEqual({
      kind: 'rejected',
      message: recordsMessages.wrongFileType,
    });
  });

  it('answers 400 to an upload that is not .xlsx and queues a failing job for an unreadable .xlsx, whoever sends it', async () => {
    const send = async (file: File) => {
      const form = new FormData();
      form.append('username', 'u');
      form.append('filename', '');
      form.append('importFile', file, file.name);
      const response = await fetch(urlFor('unprocessed.import', { base: 'staff' }), {
        method: 'POST',
        headers: { Authorization: 'Bearer demo-token-all-roles' },
        body: form,
      });
      const body = (await response.json()) as { message?: string; backgroundJobId?: number };
      return response.ok
        ? { status: response.status, job: failedJobOf(body.backgroundJobId ?? 0) }
        : { status: response.status, message: body.message };
    };
    expect(await send(new File(['a,b'], 'records.csv'))).toEqual({
      status: 400,
      message: recordsMessages.wrongFileType,
    });
    for (const file of [
      new File(['not a zip'], 'records.xlsx'),
      new File([], 'records.xlsx'),
      new File([new Uint8Array(4096).map((_, i) => (i * 7919) % 251)], 'records.xlsx'),
    ]) {
      expect(await send(file)).toEqual({
        status: 200,
        job: {
          outcome: JOB_STATUSES.errored,
          output: { NumberOfRecordsLoadedSuccessfully: 0, ErrorMessages: [recordsServerMessages.unreadableWorkbook] },
          loads: [],
        },
      });
    }
  });
});

describe('reprocess (unprocessed.reprocessFileName, then unprocessed.import by file name)', () => {
  it("answers a Supplemental Import job's file path and re-queues that file as a new job", async () => {
    const stored = backgroundJobs.all().find((j) => j.jobType === JOB_TYPES.supplementalImport);
    if (!stored) throw new Error('the seed has Supplemental Import jobs');
    const path = await fetchReprocessFileName(stored.importJobId, 'casey');
    expect(path).toBe(JSON.parse(stored.input ?? '{}').FilePath);
    const result = await reprocessImportJob(stored.importJobId, 'casey');
    expect(result).toMatchObject({
      filePath: path,
      statusMessage: jobQueuedMessages.import(result.backgroundJobId),
    });
    const job = await fetchJob(result.backgroundJobId);
    expect(job.jobType).toBe(JOB_TYPES.supplementalImport);
    expect(JSON.parse(job.input ?? '{}').FilePath).toBe(path);
    expect((await fetchJobsPage()).backgroundJobs[0]?.importJobId).toBe(result.backgroundJobId);
  });

  it('answers 400 for a job that is not an import and 404 for one that does not exist', async () => {
    const export4 = backgroundJobs.all().find((j) => j.jobType === JOB_TYPES.supplementalExport);
    expect((await failureOf(fetchReprocessFileName(export4?.importJobId ?? 0, 'u'))).status).toBe(
      400,
    );
    expect((await failureOf(fetchReprocessFileName(99_999, 'u'))).status).toBe(404);
  });
});

describe('a reply that does not match its schema', () => {
  it('is a malformed error naming the call and the field', async () => {
    const { server } = await import('../../node');
    const { http, HttpResponse } = await import('msw');
    server.use(
      http.post('*/bridgesys/UnprocessedRecords', () =>
        HttpResponse.json({ unprocessedRecords: [{ brprid: 'x' }], pages: 1 }),
      ),
    );
    const error = await failureOf(fetchUnprocessedRecords({ listType: 1 }));
    expect(
      isApiError(error) && { kind: error.kind, call: error.call, field: error.details.field },
    ).toEqual({
      kind: 'malformed',
      call: 'unprocessed.list',
      field: 'unprocessedRecords.0.brprid',
    });
  });
});

describeFaults('unprocessed.list', () => fetchUnprocessedRecords({ listType: 1 }));
describeFaults('unprocessed.listPublished', () =>
  fetchUnprocessedPublished({ listType: 2, publishedTemplate: '1' }),
);
describeFaults('unprocessed.listUnpublished', () =>
  fetchUnprocessedUnpublished({ listType: 2, unpublishedTemplate: '9' }),
);
describeFaults('unprocessed.exportBackground', () =>
  exportUnprocessedRecords({ username: 'u', listType: 1 }),
);
describeFaults('unprocessed.import', async () =>
  importUnprocessedRecords({
    username: 'u',
    file: await xlsxFile(importSheet(importRow(record(100_001)))),
  }),
);
describeFaults('unprocessed.reprocessFileName', () => fetchReprocessFileName(1, 'u'));
