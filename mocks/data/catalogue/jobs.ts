import {
  importRowMessages,
  JOB_STATUSES,
  JOBS_PAGE_SIZE,
  UNPROCESSED_SHEET_COLUMNS,
  type JobStatus,
  type JobType,
} from '@joinery/flows/catalogue/records';
import type { BackgroundJob } from '@joinery/flows/api/catalogue/jobs';
import { baseLegacyRecords } from './legacyRecords';
import { seeded } from '../random';
import { productTemplates } from './templates';
import { defineTable, defineValue } from '../store';

/**
 * Background jobs of the embedded back end (back-office-products.md §2 Background Jobs, §3).
 * A job is stored with its plan: when it was queued, how long it waits and runs, and how it
 * ends. Its status is worked out from the clock whenever it is read, so a job advances
 * (Queued → Running with a rising completion % → Completed or Errored) without timers, and a
 * test moves it forward by moving the clock.
 */

/** One cell of a stored sheet: what read-excel-file gives and write-excel-file takes. */
export type SheetCell = string | number | boolean | null;
export type SheetRows = SheetCell[][];

/** A change to one legacy record that takes effect when its job finishes (an import row). */
export interface RecordUpdate {
  brprid: number;
  productTemplateId: number;
  /** Supplemental brick name → value code. */
  supplemental: Record<string, string>;
}

export type JobOutcome = typeof JOB_STATUSES.completed | typeof JOB_STATUSES.errored;

export interface StoredJob {
  importJobId: number;
  jobType: JobType;
  initiatedBy: string;
  /** JSON text, as the server stores it. */
  input: string | null;
  /** Epoch milliseconds on the job clock. */
  queuedAt: number;
  queueMs: number;
  runMs: number;
  outcome: JobOutcome;
  /** JSON text (import summary) or a raw message. */
  output: string;
  /** Type 5: the uploaded sheet, kept so it can be downloaded and reprocessed. */
  sheet?: SheetRows | undefined;
  /** Applied once, when the job is first seen finished. */
  recordUpdates?: RecordUpdate[] | undefined;
  settled: boolean;
}

// ---------------------------------------------------------------- the clock

/**
 * The time the jobs run on. Defaults to the wall clock (so `vi.useFakeTimers()` and
 * `vi.setSystemTime()` move it too); tests and stories may replace it outright.
 */
let clock: () => number = () => Date.now();
export function setJobClock(now: () => number): () => void {
  const previous = clock;
  clock = now;
  return () => {
    clock = previous;
  };
}
export function jobClockNow(): number {
  return clock();
}

/** How long a new job waits in the queue before it runs. */
export const JOB_QUEUE_MS = 1_500;
/** How long a job runs: a base, plus a little per record, within these bounds. */
export const JOB_RUN_MIN_MS = 3_000;
export const JOB_RUN_MAX_MS = 15_000;
export const JOB_RUN_MS_PER_RECORD = 4;
export function jobRunMs(records: number): number {
  return Math.min(JOB_RUN_MAX_MS, JOB_RUN_MIN_MS + Math.max(0, records) * JOB_RUN_MS_PER_RECORD);
}
/** A job is finished this long after it was queued. */
export function jobFinishesAfterMs(job: Pick<StoredJob, 'queueMs' | 'runMs'>): number {
  return job.queueMs + job.runMs;
}

// ---------------------------------------------------------------- the table

/** The seeded history starts on this day (UTC) and has one job every few hours. */
const HISTORY_START = Date.UTC(2025, 0, 6, 13, 0, 0);
const HISTORY_SIZE = 120;
const seedUsers = ['jdoe', 'msmith', 'rpatel', 'klee', 'system'] as const;
const seedFileNames = [
  'Cabinet_Supplemental.xlsx',
  'Vanity_Update.xlsx',
  'Hardware_Colors.xlsx',
  'Missing_Supplemental.xlsx',
];

/**
 * The workbook a seeded Supplemental Import loaded: rows of products a published template owns,
 * the last `failed` of them naming a template that does not exist (and reported so).
 */
function seedImportSheet(faker: ReturnType<typeof seeded>, failed: number) {
  const owned = baseLegacyRecords().filter((r) => r.productTemplateId !== 0);
  const picked = faker.helpers.arrayElements(
    owned,
    faker.number.int({ min: Math.max(6, failed + 2), max: 18 }),
  );
  const templateName = (id: number) => productTemplates.find(id)?.name ?? '';
  const sheet: SheetRows = [[...UNPROCESSED_SHEET_COLUMNS, 'Color Family']];
  const errors: { RowNumber: number; ProductMasterId: string; ErrorMessage: string }[] = [];
  picked.forEach((record, i) => {
    const bad = i >= picked.length - failed;
    const name = bad ? SEED_UNKNOWN_TEMPLATE : templateName(record.productTemplateId);
    sheet.push([
      record.brprid,
      record.brmfg,
      record.brlin,
      record.brpart,
      record.brdeS1,
      record.brdeS2,
      record.brdeS3,
      name,
      record.supplemental['Color Family'] ?? '',
    ]);
    if (bad)
      errors.push({
        RowNumber: i + 2,
        ProductMasterId: String(record.brprid),
        ErrorMessage: importRowMessages.templateNotFound(name),
      });
  });
  return { sheet, errors };
}
const SEED_UNKNOWN_TEMPLATE = 'Hartwell Shaker Whte Kitchen';

function seedJob(index: number, faker: ReturnType<typeof seeded>): StoredJob {
  const jobType = faker.helpers.weightedArrayElement<JobType>([
    { weight: 4, value: 1 },
    { weight: 3, value: 2 },
    { weight: 2, value: 3 },
    { weight: 3, value: 4 },
    { weight: 3, value: 5 },
    { weight: 1, value: 6 },
  ]);
  const errored = faker.number.int({ min: 1, max: 10 }) === 1 || (jobType === 5 && index % 3 === 0);
  const records = faker.number.int({ min: 20, max: 4_000 });
  const failed = errored ? faker.number.int({ min: 1, max: 4 }) : 0;
  const base: StoredJob = {
    importJobId: index + 1,
    jobType,
    initiatedBy: faker.helpers.arrayElement(seedUsers),
    input: null,
    queuedAt: HISTORY_START + index * 7 * 3_600_000 + faker.number.int({ min: 0, max: 3_600_000 }),
    queueMs: faker.number.int({ min: 1_000, max: 60_000 }),
    runMs: faker.number.int({ min: 20_000, max: 900_000 }),
    outcome: errored ? JOB_STATUSES.errored : JOB_STATUSES.completed,
    output: JSON.stringify({ NumberOfRecordsLoadedSuccessfully: records, ErrorMessages: [] }),
    settled: true,
  };
  switch (jobType) {
    case 4: {
      const listType = faker.helpers.arrayElement([1, 2, 3]);
      base.input = JSON.stringify({
        ListTypeFilter: String(listType),
        UnpublishedTemplateFilter: '0',
        PublishedTemplateFilter: '0',
      });
      base.output = errored
        ? 'The export could not be written: the file share was not available.'
        : JSON.stringify({ NumberOfRecordsExported: records });
      return base;
    }
    case 5: {
      const fileName = faker.helpers.arrayElement(seedFileNames);
      const upload = seedImportSheet(faker, failed);
      base.input = JSON.stringify({
        FilePath: `\\\\bridge\\imports\\${base.importJobId}_${fileName}`,
        FileName: fileName,
      });
      base.sheet = upload.sheet;
      base.runMs = jobRunMs(upload.sheet.length);
      base.output = JSON.stringify({
        NumberOfRecordsLoadedSuccessfully: upload.sheet.length - 1 - failed,
        ErrorMessages: upload.errors,
      });
      return base;
    }
    default:
      if (errored)
        base.output = 'The connection to the host system was lost before the job finished.';
      return base;
  }
}

export const backgroundJobs = defineTable<StoredJob, number>(
  'backgroundJobs',
  (job) => job.importJobId,
  () => {
    const faker = seeded(4_401);
    return Array.from({ length: HISTORY_SIZE }, (_, i) => seedJob(i, faker));
  },
);

/** One-shot outcomes a story or test asks for: the next job of a type ends Errored with this output. */
const plannedFailures = defineValue<Partial<Record<JobType, string>>>(
  'backgroundJobFailures',
  () => ({}),
);
export function failNextJob(jobType: JobType, output: string): void {
  plannedFailures.update((planned) => ({ ...planned, [jobType]: output }));
}
function takePlannedFailure(jobType: JobType): string | undefined {
  const output = plannedFailures.get()[jobType];
  if (output !== undefined) plannedFailures.update(({ [jobType]: _taken, ...rest }) => rest);
  return output;
}

export interface JobPlan {
  jobType: JobType;
  initiatedBy: string;
  input?: Record<string, unknown> | undefined;
  /** How many records the job handles; sets how long it runs. */
  records: number;
  outcome: JobOutcome;
  output: string;
  sheet?: SheetRows | undefined;
  recordUpdates?: RecordUpdate[] | undefined;
}

/** The id the next queued job gets. */
export function nextJobId(): number {
  return backgroundJobs.all().reduce((max, job) => Math.max(max, job.importJobId), 0) + 1;
}

/** Queues a job now; a failure planned with `failNextJob` overrides the plan's outcome. */
export function queueJob(plan: JobPlan): StoredJob {
  const planned = takePlannedFailure(plan.jobType);
  return backgroundJobs.insert({
    importJobId: nextJobId(),
    jobType: plan.jobType,
    initiatedBy: plan.initiatedBy,
    input: plan.input ? JSON.stringify(plan.input) : null,
    queuedAt: jobClockNow(),
    queueMs: JOB_QUEUE_MS,
    runMs: jobRunMs(plan.records),
    outcome: planned === undefined ? plan.outcome : JOB_STATUSES.errored,
    output: planned ?? plan.output,
    sheet: plan.sheet,
    recordUpdates: planned === undefined ? plan.recordUpdates : undefined,
    settled: false,
  });
}

// ---------------------------------------------------------------- progress

export interface JobProgress {
  status: JobStatus;
  completionPercent: number;
  startedAt: number | undefined;
  endedAt: number | undefined;
}

export function jobProgress(job: StoredJob, now = jobClockNow()): JobProgress {
  const startedAt = job.queuedAt + job.queueMs;
  const endedAt = startedAt + job.runMs;
  if (now < startedAt)
    return {
      status: JOB_STATUSES.queued,
      completionPercent: 0,
      startedAt: undefined,
      endedAt: undefined,
    };
  if (now < endedAt) {
    // Never 100 until the job has really finished.
    const percent = Math.min(99, Math.floor(((now - startedAt) / job.runMs) * 100));
    return {
      status: JOB_STATUSES.running,
      completionPercent: percent,
      startedAt,
      endedAt: undefined,
    };
  }
  return { status: job.outcome, completionPercent: 100, startedAt, endedAt };
}

export function isJobFinishedAt(job: StoredJob, now = jobClockNow()): boolean {
  return now >= job.queuedAt + jobFinishesAfterMs(job);
}

/**
 * Applies what finished jobs change (an import's record updates), once per job. Every handler
 * that reads jobs or records calls this first, so the change shows wherever it is looked for.
 */
export function settleFinishedJobs(
  apply: (updates: RecordUpdate[]) => void,
  now = jobClockNow(),
): void {
  for (const job of backgroundJobs.where((j) => !j.settled && isJobFinishedAt(j, now))) {
    if (job.recordUpdates?.length) apply(job.recordUpdates);
    backgroundJobs.update(job.importJobId, { settled: true, recordUpdates: undefined });
  }
}

// ---------------------------------------------------------------- the reply

const pad = (n: number, size = 2) => String(n).padStart(size, '0');

/** 'MM/dd/yyyy hh:mm:ss AM' in UTC: the screen shifts the hour itself (§9). */
export function formatJobDateTime(epochMs: number): string {
  const d = new Date(epochMs);
  const hours = d.getUTCHours();
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}/${d.getUTCFullYear()} ${pad(hour12)}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** 'hh:mm:ss'. */
export function formatJobDuration(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}

/** The job as GET BackgroundJobs/{id} answers it, at the clock's current time. */
export function jobReply(job: StoredJob, now = jobClockNow()): BackgroundJob {
  const progress = jobProgress(job, now);
  const iso = (ms: number | undefined) => (ms === undefined ? null : new Date(ms).toISOString());
  const display = (ms: number | undefined) => (ms === undefined ? null : formatJobDateTime(ms));
  const finished = progress.endedAt !== undefined;
  return {
    importJobId: job.importJobId,
    jobType: job.jobType,
    statusMessage: progress.status,
    completionPercent: progress.completionPercent,
    initiatedBy: job.initiatedBy,
    jobStartDateTime: iso(progress.startedAt),
    jobEndDateTime: iso(progress.endedAt),
    jobStartDateTimeDisplay: display(progress.startedAt),
    jobEndDateTimeDisplay: display(progress.endedAt),
    jobDuration:
      progress.startedAt === undefined
        ? null
        : formatJobDuration((progress.endedAt ?? now) - progress.startedAt),
    input: job.input,
    output: finished ? job.output : null,
  };
}

/** Newest first, optionally of one type; `pages` counts pages of 50. */
export function jobsPage(
  jobType: number,
  pageNumber: number,
  now = jobClockNow(),
): { backgroundJobs: BackgroundJob[]; pages: number } {
  const matching = backgroundJobs
    .where((job) => jobType === 0 || job.jobType === jobType)
    .sort((a, b) => b.importJobId - a.importJobId);
  const page = Math.max(1, Math.floor(pageNumber) || 1);
  const start = (page - 1) * JOBS_PAGE_SIZE;
  return {
    backgroundJobs: matching.slice(start, start + JOBS_PAGE_SIZE).map((job) => jobReply(job, now)),
    pages: Math.ceil(matching.length / JOBS_PAGE_SIZE),
  };
}
