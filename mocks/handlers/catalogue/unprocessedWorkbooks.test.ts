import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import writeXlsxFile from 'write-excel-file/universal';
import { fetchJob, fetchJobFile, parseJobOutput } from '@joinery/flows/api/catalogue/jobs';
import {
  exportUnprocessedRecords,
  fetchUnprocessedList,
  importUnprocessedRecords,
  type UnprocessedExportRequest,
} from '@joinery/flows/api/catalogue/unprocessed';
import { JOB_STATUSES, recordsMessages, recordsServerMessages, UNPROCESSED_SHEET_COLUMNS } from '@joinery/flows/catalogue/records';
import { JOB_QUEUE_MS, JOB_RUN_MAX_MS, type SheetRows } from '../../data/catalogue/jobs';
import { legacyRecords, type LegacyRecord } from '../../data/catalogue/legacyRecords';
import { setupMockServer } from '../../test-utils';
import { failureOf, manualJobClock, xlsxFile } from './recordsTestkit';
import { kitchenBrickCodes, kitchenImportSheet, KITCHEN_TEMPLATE } from './unprocessedFixtureRows';

/**
 * back-office-products.md §5 "Unprocessed import / export", §7: the spreadsheets are real. Every
 * exported workbook is read back with an independent reader (exceljs) and checked; a workbook
 * saved by LibreOffice Calc imports exactly like one the project wrote; a missing header, an
 * empty file, a corrupt file (each a failed job with its reason, §7) and a 10,000-row file each
 * give §5's error or success.
 */

setupMockServer();
const clock = manualJobClock();
const finishJobs = () => clock.advance(JOB_QUEUE_MS + JOB_RUN_MAX_MS + 1);

const LIBREOFFICE_FIXTURE = new URL('../../data/catalogue/fixtures/unprocessed-import.libreoffice.xlsx', import.meta.url);

/** A workbook's first sheet as text rows, read by exceljs (not the project's reader). */
async function readWithExcelJs(blob: Blob): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await blob.arrayBuffer());
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the workbook has no sheet');
  // exceljs computes columnCount by walking every row: read it once (in the loop it made the
  // 3,666-row export's read-back quadratic, 60-290 s, the slowest test of the run).
  const columns = sheet.columnCount;
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    for (let c = 1; c <= columns; c += 1) cells.push(row.getCell(c).text);
    rows.push(cells);
  });
  return rows;
}

async function exportedWorkbook(request: Omit<UnprocessedExportRequest, 'username'>) {
  const queued = await exportUnprocessedRecords({ username: 'casey', ...request });
  finishJobs();
  expect((await fetchJob(queued.backgroundJobId)).statusMessage).toBe(JOB_STATUSES.completed);
  return readWithExcelJs(await fetchJobFile(queued.backgroundJobId));
}

const record = (id: number) => legacyRecords.find(id) as LegacyRecord;
const kitchenBricks = Object.keys(kitchenBrickCodes);

describe('exported workbooks, read back with exceljs', { timeout: 60_000 }, () => {
  it('Missing Template: the eight §5 columns and one row per record, in list order', async () => {
    const rows = await exportedWorkbook({ listType: 1 });
    const list = await fetchUnprocessedList({ listType: 1 });
    expect(rows[0]).toEqual([...UNPROCESSED_SHEET_COLUMNS]);
    expect(rows).toHaveLength(list.pages + 1);
    list.unprocessedRecords.forEach((r, i) => {
      expect(rows[i + 1]?.slice(0, 8)).toEqual([
        String(r.brprid),
        r.brmfg,
        r.brlin,
        r.brpart,
        r.brdeS1 ?? '',
        r.brdeS2 ?? '',
        r.brdeS3 ?? '',
        r.productTemplateName ?? '',
      ]);
    });
  });

  it("Missing Supplemental of a template: its supplemental bricks follow, with each record's values", async () => {
    const rows = await exportedWorkbook({ listType: 2, publishedTemplate: `1-${KITCHEN_TEMPLATE}` });
    const list = await fetchUnprocessedList({ listType: 2, publishedTemplate: '1' });
    expect(rows[0]?.slice(0, 8)).toEqual([...UNPROCESSED_SHEET_COLUMNS]);
    expect([...(rows[0]?.slice(8) ?? [])].sort()).toEqual([...kitchenBricks].sort());
    expect(rows).toHaveLength(list.pages + 1);
    const header = rows[0] ?? [];
    for (const row of rows.slice(1)) {
      const source = record(Number(row[0]));
      expect(row[7]).toBe(KITCHEN_TEMPLATE);
      header.slice(8).forEach((brick, i) => expect(row[8 + i]).toBe(source.supplemental[brick] ?? ''));
    }
  });

  it('Missing AS400Attribute of a published template', async () => {
    const rows = await exportedWorkbook({ listType: 3, publishedTemplate: '1' });
    const list = await fetchUnprocessedList({ listType: 3, publishedTemplate: '1' });
    expect(rows[0]?.slice(0, 8)).toEqual([...UNPROCESSED_SHEET_COLUMNS]);
    expect(rows).toHaveLength(list.pages + 1);
  });

  it("a Supplemental Import job's file is the workbook it loaded", async () => {
    const records = (await fetchUnprocessedList({ listType: 2, publishedTemplate: '1' })).unprocessedRecords.slice(0, 3).map((r) => record(r.brprid));
    const sheet = kitchenImportSheet(records);
    const queued = await importUnprocessedRecords({ username: 'casey', file: await xlsxFile(sheet) });
    const rows = await readWithExcelJs(await fetchJobFile(queued.backgroundJobId));
    expect(rows).toEqual(sheet.map((row) => row.map((cell) => String(cell ?? ''))));
  });
});

/** Imports a file, lets its job finish, and answers the job's summary. */
async function importAndFinish(file: File) {
  const queued = await importUnprocessedRecords({ username: 'casey', file });
  finishJobs();
  const job = await fetchJob(queued.backgroundJobId);
  return { job, summary: parseJobOutput(job.output) };
}

describe('imported workbooks', { timeout: 60_000 }, () => {
  it('a workbook saved by LibreOffice Calc imports exactly like the one the project wrote', async () => {
    const fixture = new File([readFileSync(LIBREOFFICE_FIXTURE)], 'unprocessed-import.libreoffice.xlsx');
    const fixtureRows = await readWithExcelJs(fixture);
    expect(fixtureRows[0]).toEqual([...UNPROCESSED_SHEET_COLUMNS, ...kitchenBricks]);

    const projectFile = await xlsxFile(
      fixtureRows.map((row, r) => row.map((cell, c) => (r > 0 && c === 0 ? Number(cell) : cell))) as SheetRows,
      'project.xlsx',
    );
    const fromLibreOffice = await importAndFinish(fixture);
    expect(fromLibreOffice.job.statusMessage).toBe(JOB_STATUSES.completed);
    expect(fromLibreOffice.summary).toEqual({ kind: 'summary', recordsLoaded: fixtureRows.length - 1, errors: [] });
    const fromProject = await importAndFinish(projectFile);
    expect(fromProject.summary).toEqual(fromLibreOffice.summary);
    // The loaded values are the sheet's.
    const first = fixtureRows[1] ?? [];
    expect(record(Number(first[0])).supplemental['Door Style']).toBe(first[kitchenBricks.indexOf('Door Style') + 8]);
  });

  // §7 queues a job for any .xlsx (issue 36): a workbook that cannot be loaded fails its job with the reason.
  it('a missing header fails its job with the format error and nothing loads', async () => {
    const sheet = kitchenImportSheet([record(100012)]).map((row) => row.filter((_, i) => i !== 3));
    const { job } = await importAndFinish(await xlsxFile(sheet));
    expect(job.statusMessage).toBe(JOB_STATUSES.errored);
    expect(JSON.parse(job.output ?? 'null')).toEqual({ NumberOfRecordsLoadedSuccessfully: 0, ErrorMessages: [recordsServerMessages.missingColumn('BRPART')] });
  });

  it('an empty file, a workbook with no rows and a corrupt file fail their jobs with their reason; a .csv is refused before sending', async () => {
    const reasonOf = async (file: File) => JSON.parse((await importAndFinish(file)).job.output ?? 'null') as unknown;
    expect(await reasonOf(new File([], 'empty.xlsx'))).toEqual({ NumberOfRecordsLoadedSuccessfully: 0, ErrorMessages: [recordsServerMessages.unreadableWorkbook] });
    expect(await reasonOf(await xlsxFile([[...UNPROCESSED_SHEET_COLUMNS]]))).toEqual({ NumberOfRecordsLoadedSuccessfully: 0, ErrorMessages: [recordsServerMessages.noRows] });
    const corrupt = new File([new Uint8Array([0x50, 0x4b, 3, 4, 9, 9, 9, 9, 1, 2])], 'corrupt.xlsx');
    expect(await reasonOf(corrupt)).toEqual({ NumberOfRecordsLoadedSuccessfully: 0, ErrorMessages: [recordsServerMessages.unreadableWorkbook] });
    const wrongType = await failureOf(importUnprocessedRecords({ username: 'casey', file: new File(['a,b'], 'records.csv') }));
    expect(wrongType.message).toBe(recordsMessages.wrongFileType);
  });

  it('a 10,000-row workbook is queued and every row is accounted for', async () => {
    const all = legacyRecords.all();
    const rows: SheetRows = [[...UNPROCESSED_SHEET_COLUMNS]];
    for (let i = 0; i < 10_000; i += 1) {
      const r = all[i % all.length] as LegacyRecord;
      rows.push([r.brprid, r.brmfg, r.brlin, r.brpart, r.brdeS1, r.brdeS2, r.brdeS3, KITCHEN_TEMPLATE]);
    }
    const file = new File([await writeXlsxFile(rows.map((row) => row.map((c) => c ?? null))).toBlob()], 'big.xlsx');
    const started = performance.now();
    const { job, summary } = await importAndFinish(file);
    expect(performance.now() - started).toBeLessThan(20_000);
    expect(summary.kind).toBe('summary');
    if (summary.kind === 'summary') expect(summary.recordsLoaded + summary.errors.length).toBe(10_000);
    expect([JOB_STATUSES.completed, JOB_STATUSES.errored]).toContain(job.statusMessage);
  });
});
