import { describe, expect, it, vi } from 'vitest';
import { readSheet } from 'read-excel-file/universal';
import {
  canDownloadJobFile,
  canReprocessJob,
  canViewJobSummary,
  createJob,
  downloadJobFile,
  fetchJob,
  fetchJobFile,
  fetchJobsPage,
  jobFileName,
  jobStatusLabel,
  parseJobOutput,
  type BackgroundJob,
} from '@joinery/flows/api/catalogue/jobs';
import { exportUnprocessedRecords } from '@joinery/flows/api/catalogue/unprocessed';
import {
  JOB_STATUSES,
  JOB_TYPES,
  JOBS_PAGE_SIZE,
  jobMessages,
  jobQueuedMessages,
  UNPROCESSED_SHEET_COLUMNS,
  type CreatableJobType,
  type JobType,
} from '@joinery/flows/catalogue/records';
import { backgroundJobs, failNextJob, JOB_QUEUE_MS, jobRunMs, setJobClock } from '../../data/catalogue/jobs';
import { legacyRecords } from '../../data/catalogue/legacyRecords';
import { staffPersonas } from '../../data/staff/staff';
import { setupMockServer } from '../../test-utils';
import { describeFaults, failureOf, manualJobClock } from './recordsTestkit';

setupMockServer();
const clock = manualJobClock();

/** Moves the clock to just after a job has finished. */
function runToEnd(records: number) {
  clock.advance(JOB_QUEUE_MS + jobRunMs(records) + 1);
}

describe('jobs.paged', () => {
  it('answers the first 50 jobs of all types, newest first, for the empty initial request', async () => {
    const page = await fetchJobsPage();
    const total = backgroundJobs.all().length;
    expect(page.backgroundJobs).toHaveLength(JOBS_PAGE_SIZE);
    expect(page.pages).toBe(Math.ceil(total / JOBS_PAGE_SIZE));
    const ids = page.backgroundJobs.map((j) => j.importJobId);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(ids[0]).toBe(total);
  });

  it('filters by job type and pages on', async () => {
    const imports = backgroundJobs.where((j) => j.jobType === JOB_TYPES.supplementalImport).length;
    const first = await fetchJobsPage({ jobType: JOB_TYPES.supplementalImport, pageNumber: 1 });
    expect(first.backgroundJobs.every((j) => j.jobType === JOB_TYPES.supplementalImport)).toBe(
      true,
    );
    expect(first.pages).toBe(Math.ceil(imports / JOBS_PAGE_SIZE));
    const all2 = await fetchJobsPage({ jobType: 0, pageNumber: 2 });
    expect(all2.backgroundJobs[0]?.importJobId).toBe(backgroundJobs.all().length - JOBS_PAGE_SIZE);
  });

  it('refuses a job type outside 0-6 with 400', async () => {
    const error = await failureOf(fetchJobsPage({ jobType: 9 as JobType, pageNumber: 1 }));
    expect(error.status).toBe(400);
  });
});

describe('jobs.get', () => {
  it('answers a finished job of the history with its display fields', async () => {
    const job = await fetchJob(1);
    expect(job).toMatchObject({ importJobId: 1, completionPercent: 100 });
    expect([JOB_STATUSES.completed, JOB_STATUSES.errored]).toContain(job.statusMessage);
    expect(job.jobStartDateTimeDisplay).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2} [AP]M$/);
    expect(job.jobDuration).toMatch(/^\d{2}:\d{2}:\d{2}$/);
  });

  it('answers 404 for a job that does not exist', async () => {
    expect((await failureOf(fetchJob(99_999))).status).toBe(404);
  });
});

describe('jobs.create and progress over time', () => {
  it('queues an AS400 job that runs with a rising completion % and ends Completed with a summary', async () => {
    const queued = await createJob(JOB_TYPES.as400);
    expect(queued.statusMessage).toBe(jobQueuedMessages.created(queued.backgroundJobId));

    const waiting = await fetchJob(queued.backgroundJobId);
    expect(waiting).toMatchObject({
      statusMessage: JOB_STATUSES.queued,
      completionPercent: 0,
      jobStartDateTime: null,
      output: null,
    });
    expect(waiting.initiatedBy).toBe('alex.admin@joinery.example');

    const runMs = jobRunMs(legacyRecords.all().length);
    clock.advance(JOB_QUEUE_MS + runMs / 4);
    const early = await fetchJob(queued.backgroundJobId);
    clock.advance(runMs / 2);
    const later = await fetchJob(queued.backgroundJobId);
    expect(early.statusMessage).toBe(JOB_STATUSES.running);
    expect(early.completionPercent).toBeGreaterThan(0);
    expect(later.completionPercent).toBeGreaterThan(early.completionPercent);
    expect(later.completionPercent).toBeLessThan(100);
    expect(later.jobEndDateTime).toBeNull();

    clock.advance(runMs);
    const done = await fetchJob(queued.backgroundJobId);
    expect(done).toMatchObject({ statusMessage: JOB_STATUSES.completed, completionPercent: 100 });
    expect(done.jobEndDateTimeDisplay).not.toBeNull();
    expect(parseJobOutput(done.output)).toEqual({
      kind: 'summary',
      recordsLoaded: legacyRecords.all().length,
      errors: [],
    });
  });

  it('ends a job Errored with its raw output when it fails', async () => {
    failNextJob(JOB_TYPES.userImport, 'The directory server did not answer.');
    const queued = await createJob(JOB_TYPES.userImport);
    runToEnd(10);
    const job = await fetchJob(queued.backgroundJobId);
    expect(job.statusMessage).toBe(JOB_STATUSES.errored);
    expect(parseJobOutput(job.output)).toEqual({
      kind: 'raw',
      recordsLoaded: jobMessages.unknownRecordCount,
      message: 'The directory server did not answer.',
    });
  });

  it('runs the Template Preprocessor: unowned rows a published template matches are claimed when it finishes', async () => {
    legacyRecords.update(100_001, { productTemplateId: 0, JoinerySKU: '' });
    const queued = await createJob(JOB_TYPES.templatePreprocessor);
    expect(legacyRecords.find(100_001)?.productTemplateId).toBe(0);
    runToEnd(legacyRecords.all().length);
    const job = await fetchJob(queued.backgroundJobId);
    expect(parseJobOutput(job.output)).toMatchObject({ kind: 'summary', recordsLoaded: 1 });
    expect(legacyRecords.find(100_001)).toMatchObject({
      productTemplateId: 1,
      JoinerySKU: 'swh.b09l',
    });
  });

  it('follows the wall clock by default, so fake timers move jobs too', async () => {
    const restore = setJobClock(() => Date.now());
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const queuedAt = Date.UTC(2026, 5, 1, 12, 0, 0);
      vi.setSystemTime(queuedAt);
      const queued = await createJob(JOB_TYPES.userImport);
      expect((await fetchJob(queued.backgroundJobId)).statusMessage).toBe(JOB_STATUSES.queued);
      const endsAt = queuedAt + JOB_QUEUE_MS + jobRunMs(staffPersonas.length);
      vi.setSystemTime(endsAt);
      const job = await fetchJob(queued.backgroundJobId);
      expect(job).toMatchObject({
        statusMessage: JOB_STATUSES.completed,
        jobEndDateTime: new Date(endsAt).toISOString(),
      });
    } finally {
      vi.useRealTimers();
      restore();
    }
  });

  it('refuses to create a job type the Create panel does not offer', async () => {
    const error = await failureOf(
      createJob(JOB_TYPES.supplementalExport as unknown as CreatableJobType),
    );
    expect(error.status).toBe(400);
  });
});

describe('jobs.file', () => {
  it('answers a Supplemental Import job with the workbook it loaded, saved under its input name', async () => {
    const stored = backgroundJobs.all().find((j) => j.jobType === JOB_TYPES.supplementalImport);
    if (!stored) throw new Error('the seed has Supplemental Import jobs');
    const job = await fetchJob(stored.importJobId);
    const rows = await readSheet(await fetchJobFile(job.importJobId));
    expect(rows[0]?.slice(0, UNPROCESSED_SHEET_COLUMNS.length)).toEqual([
      ...UNPROCESSED_SHEET_COLUMNS,
    ]);
    expect(rows.length).toBeGreaterThan(1);
    const name = JSON.parse(job.input ?? '{}')
      .FilePath.split('\\')
      .pop();
    expect(await downloadJobFile(job)).toBe(name);
  });

  it('answers a Supplemental Export job with its records once it has Completed, not before', async () => {
    const queued = await exportUnprocessedRecords({
      username: 'casey',
      listType: 2,
      publishedTemplate: '1',
    });
    expect((await failureOf(fetchJobFile(queued.backgroundJobId))).status).toBe(404);
    runToEnd(100);
    const job = await fetchJob(queued.backgroundJobId);
    expect(job.statusMessage).toBe(JOB_STATUSES.completed);
    const rows = await readSheet(await fetchJobFile(job.importJobId));
    expect(rows[0]).toEqual(
      expect.arrayContaining([...UNPROCESSED_SHEET_COLUMNS, 'Cabinet Type', 'Finish']),
    );
    expect(rows.slice(1).every((row) => row[7] === 'Hartwell Shaker White Kitchen')).toBe(true);
    expect(await downloadJobFile(job)).toBe(`Unprocessed_Records_Export_${job.importJobId}.xlsx`);
  });

  it('answers 404 for a job without a file', async () => {
    const queued = await createJob(JOB_TYPES.as400);
    runToEnd(legacyRecords.all().length);
    expect((await failureOf(fetchJobFile(queued.backgroundJobId))).status).toBe(404);
  });
});

describe('job rules (§4)', () => {
  const job = (jobType: JobType, statusMessage: string, input: string | null = null) =>
    ({ importJobId: 7, jobType, statusMessage, input }) as Pick<
      BackgroundJob,
      'importJobId' | 'jobType' | 'statusMessage' | 'input'
    >;

  it("shows a type 5 Errored job as 'Complete w/ Errors' and always offers its download and reprocess", () => {
    expect(jobStatusLabel(job(5, 'Errored'))).toBe('Complete w/ Errors');
    expect(jobStatusLabel(job(4, 'Errored'))).toBe('Errored');
    expect(canDownloadJobFile(job(5, 'Running'))).toBe(true);
    expect(canReprocessJob(job(5, 'Queued'))).toBe(true);
    expect(canViewJobSummary(job(5, 'Running'))).toBe(false);
    expect(canViewJobSummary(job(5, 'Errored'))).toBe(true);
  });

  it('offers a type 4 download only once Completed, under the §7 names', () => {
    expect(canDownloadJobFile(job(4, 'Running'))).toBe(false);
    expect(canDownloadJobFile(job(4, 'Completed'))).toBe(true);
    expect(canDownloadJobFile(job(1, 'Completed'))).toBe(false);
    expect(jobFileName(job(4, 'Completed'))).toBe('Unprocessed_Records_Export_7.xlsx');
    expect(
      jobFileName(job(5, 'Completed', JSON.stringify({ FilePath: 'C:\\imports\\Vanities.xlsx' }))),
    ).toBe('Vanities.xlsx');
  });

  it('reads row errors, plain-text errors and output that is not JSON', () => {
    expect(
      parseJobOutput(
        '{"NumberOfRecordsLoadedSuccessfully":3,"ErrorMessages":[{"RowNumber":4,"ProductMasterId":100002,"ErrorMessage":"Bad"},"Plain"]}',
      ),
    ).toEqual({
      kind: 'summary',
      recordsLoaded: 3,
      errors: [{ rowNumber: 4, productMasterId: '100002', message: 'Bad' }, { message: 'Plain' }],
    });
    expect(parseJobOutput(null)).toMatchObject({ kind: 'raw', recordsLoaded: '?' });
    expect(parseJobOutput('{"unexpected":true}')).toMatchObject({
      kind: 'raw',
      message: '{"unexpected":true}',
    });
  });
});

describeFaults('jobs.paged', () => fetchJobsPage());
describeFaults('jobs.get', () => fetchJob(1));
describeFaults('jobs.create', () => createJob(JOB_TYPES.as400));
describeFaults('jobs.file', () => fetchJobFile(3));
