import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { ApiError } from '../../api/errors';
import type { BackgroundJob, BackgroundJobsPage } from '../../api/catalogue/jobs';
import type { ReprocessResult } from '../../api/catalogue/unprocessed';
import { backgroundJobsMachine, type RetrieveRequest } from './backgroundJobs.machine';
import { jobIdFromPath, jobRow, jobsCounter } from './rules';
import { backgroundJobsView } from './selectors';

const job = (id: number, overrides: Partial<BackgroundJob> = {}): BackgroundJob => ({
  importJobId: id,
  jobType: 4,
  statusMessage: 'Completed',
  completionPercent: 100,
  initiatedBy: 'jdoe',
  jobStartDateTime: '2026-03-02T15:00:00.000Z',
  jobEndDateTime: '2026-03-02T15:00:05.000Z',
  jobStartDateTimeDisplay: null,
  jobEndDateTimeDisplay: null,
  jobDuration: '00:00:05',
  input: JSON.stringify({ ListTypeFilter: '1' }),
  output: null,
  ...overrides,
});

const visited = new Set<string>();
const allStates = getStateNodes(backgroundJobsMachine.root)
  .filter((node) => node.type === 'atomic')
  .map((node) => node.id);

interface Fakes {
  retrieve?: (request: RetrieveRequest) => Promise<BackgroundJobsPage>;
  refresh?: (ids: number[]) => Promise<BackgroundJob[]>;
  create?: () => Promise<BackgroundJob>;
  download?: () => Promise<string>;
  reprocess?: () => Promise<{ result: ReprocessResult; job: BackgroundJob | undefined }>;
}

function start(fakes: Fakes = {}, jobId?: number) {
  const requests: RetrieveRequest[] = [];
  const refreshed: number[][] = [];
  const machine = backgroundJobsMachine.provide({
    actors: {
      retrieve: fromPromise(async ({ input }: { input: RetrieveRequest }) => {
        requests.push(input);
        return fakes.retrieve ? fakes.retrieve(input) : { backgroundJobs: [job(3), job(2)], pages: 3 };
      }),
      refresh: fromPromise(async ({ input }: { input: { jobIds: number[] } }) => {
        refreshed.push(input.jobIds);
        return fakes.refresh ? fakes.refresh(input.jobIds) : input.jobIds.map((id) => job(id));
      }),
      create: fromPromise(async () => (fakes.create ? fakes.create() : job(9, { jobType: 1, statusMessage: 'Queued', completionPercent: 0 }))),
      download: fromPromise(async () => (fakes.download ? fakes.download() : 'Unprocessed_Records_Export_3.xlsx')),
      reprocess: fromPromise(async () =>
        fakes.reprocess
          ? fakes.reprocess()
          : { result: { backgroundJobId: 10, statusMessage: 'The import background job #10 was successfully added to the queue', filePath: 'x.xlsx' }, job: job(10, { jobType: 5, statusMessage: 'Queued' }) },
      ),
    },
  });
  const actor = createActor(machine, { input: { username: 'jdoe', jobId } });
  actor.subscribe((snapshot) => {
    for (const node of snapshot._nodes) if (node.type === 'atomic') visited.add(node.id);
  });
  actor.start();
  return { actor, requests, refreshed, settle: () => vi.advanceTimersByTimeAsync(0), view: () => backgroundJobsView(actor.getSnapshot()) };
}

afterEach(() => vi.useRealTimers());

describe('job rules (back-office-products.md §4, §9)', () => {
  it('reads the id from the route, counts results, labels rows', () => {
    expect(jobIdFromPath('/JobsList/123')).toBe(123);
    expect(jobIdFromPath('/jobslist/')).toBeUndefined();
    expect(jobsCounter(50, 3, 1)).toBe('150 Results (Viewing 1-50 of 150)');
    expect(jobsCounter(120, 3, 3)).toBe('120 Results (Viewing 1-120 of 120)');
    const row = jobRow(job(3));
    expect(row).toMatchObject({ jobType: 'Supplemental Export', status: 'Completed', completion: '100%', canDownload: true, fileName: 'Unprocessed_Records_Export_3.xlsx', canReprocess: false, fileDescription: 'Missing Template' });
    // §9: month/day/year, 12-hour, five hours behind.
    expect(row.start).toBe('03/02/2026 10:00 AM');
    const errored = jobRow(job(4, { jobType: 5, statusMessage: 'Errored', input: JSON.stringify({ FilePath: '\\\\bridge\\imports\\4_Doors.xlsx' }) }));
    expect(errored).toMatchObject({ status: 'Complete w/ Errors', canDownload: true, canReprocess: true, canViewSummary: true, fileName: '4_Doors.xlsx' });
    expect(jobRow(job(5, { statusMessage: 'Running' })).canDownload).toBe(false);
  });
});

describe('backgroundJobsMachine', () => {
  it('loads the initial list with an empty body, pages on with Load More, retrieves by type', async () => {
    vi.useFakeTimers();
    const { actor, requests, settle, view } = start();
    await settle();
    expect(requests[0]).toMatchObject({ filter: 0, initial: true });
    expect(view()).toMatchObject({ counter: '150 Results (Viewing 1-2 of 150)', showLoadMore: true, showJobId: false, retrieveEnabled: true });
    actor.send({ type: 'loadMore' });
    expect(view().loadingMore).toBe(true);
    await settle();
    expect(requests.at(-1)).toMatchObject({ page: 2, initial: false });
    expect(actor.getSnapshot().context.jobs).toHaveLength(4);
    actor.send({ type: 'filter.change', filter: 5 });
    actor.send({ type: 'retrieve' });
    await settle();
    expect(requests.at(-1)).toMatchObject({ filter: 5, page: 1, initial: false });
  });

  it('Load More continues the list retrieved, whatever the selector now says (issue 45)', async () => {
    vi.useFakeTimers();
    const { actor, requests, settle, view } = start();
    await settle();
    actor.send({ type: 'filter.change', filter: 1 });
    actor.send({ type: 'loadMore' });
    await settle();
    expect(requests.at(-1)).toMatchObject({ filter: 0, page: 2 });
    actor.send({ type: 'filter.change', filter: 'id' });
    expect(view()).toMatchObject({ showJobId: true, showLoadMore: true });
    actor.send({ type: 'loadMore' });
    await settle();
    expect(requests.at(-1)).toMatchObject({ filter: 0, page: 3 });
  });

  it('flags an empty Job ID and disables Retrieve; /JobsList/{id} searches that job', async () => {
    vi.useFakeTimers();
    const { actor, requests, settle, view } = start({ retrieve: async () => ({ backgroundJobs: [job(7)], pages: 1 }) }, 7);
    await settle();
    expect(requests[0]).toMatchObject({ filter: 'id', jobId: '7' });
    expect(view()).toMatchObject({ showJobId: true, showLoadMore: false, counter: '1 Results (Viewing 1-1 of 1)' });
    actor.send({ type: 'jobId.change', jobId: '' });
    expect(view()).toMatchObject({ jobIdError: 'Enter a Job ID.', retrieveEnabled: false });
    actor.send({ type: 'retrieve' });
    expect(requests).toHaveLength(1);
  });

  it('a failed list shows its error; a failed Load More keeps the jobs', async () => {
    vi.useFakeTimers();
    let fail = false;
    const { actor, settle, view } = start({
      retrieve: async () => {
        if (fail) throw new ApiError('http', 'jobs.paged', 'x', { status: 500 });
        return { backgroundJobs: [job(1)], pages: 2 };
      },
    });
    await settle();
    fail = true;
    actor.send({ type: 'loadMore' });
    await settle();
    expect(actor.getSnapshot().context.jobs).toHaveLength(1);
    actor.send({ type: 'retrieve' });
    await settle();
    expect(view().failed).toBe(true);
    actor.send({ type: 'error.acknowledge' });
    expect(actor.getSnapshot().context.error).toBeUndefined();
  });

  it('creates a job and polls it every 100 ms until it completes', async () => {
    vi.useFakeTimers();
    let percent = 0;
    const { actor, refreshed, settle, view } = start({
      refresh: async (ids) => {
        percent += 50;
        return ids.map((id) => job(id, { jobType: 1, statusMessage: percent >= 100 ? 'Completed' : 'Running', completionPercent: percent }));
      },
    });
    await settle();
    actor.send({ type: 'createType.change', jobType: 2 });
    actor.send({ type: 'create' });
    expect(view().creating).toBe(true);
    await settle();
    expect(view().createdRows[0]).toMatchObject({ id: 9, status: 'Queued' });
    expect(view().polling).toBe(true);
    await vi.advanceTimersByTimeAsync(100);
    expect(refreshed[0]).toEqual([9]);
    expect(view().createdRows[0]).toMatchObject({ status: 'Running', completion: '50%' });
    await vi.advanceTimersByTimeAsync(100);
    expect(view().createdRows[0]).toMatchObject({ status: 'Completed' });
    expect(actor.getSnapshot().matches({ polling: 'idle' })).toBe(true);
  });

  it('stops polling after a failed call and gives the buttons back; a failed create shows its error', async () => {
    vi.useFakeTimers();
    const { actor, settle, view } = start({
      retrieve: async () => ({ backgroundJobs: [job(1, { statusMessage: 'Running', completionPercent: 10 })], pages: 1 }),
      refresh: async () => {
        throw new ApiError('network', 'jobs.get', 'x');
      },
      create: async () => {
        throw new ApiError('http', 'jobs.create', 'x', { status: 400 });
      },
    });
    await settle();
    await vi.advanceTimersByTimeAsync(100);
    expect(actor.getSnapshot().matches({ polling: 'stopped' })).toBe(true);
    expect(view()).toMatchObject({ polling: false, rowActionsEnabled: true, retrieveEnabled: true });
    actor.send({ type: 'error.acknowledge' });
    actor.send({ type: 'create' });
    await settle();
    expect(actor.getSnapshot().context.error).toBeInstanceOf(ApiError);
    expect(view().creating).toBe(false);
    // Retrieving again resumes the poll.
    actor.send({ type: 'retrieve' });
    await settle();
    expect(actor.getSnapshot().matches({ polling: 'waiting' })).toBe(true);
  });

  it('downloads, reprocesses (message and the new job listed), opens and closes the File Summary', async () => {
    vi.useFakeTimers();
    let fail = false;
    const { actor, settle, view } = start({
      download: async () => {
        if (fail) throw new ApiError('http', 'jobs.file', 'x', { status: 404 });
        return 'Unprocessed_Records_Export_3.xlsx';
      },
    });
    await settle();
    actor.send({ type: 'download', job: job(3) });
    expect(view().rowActionsEnabled).toBe(false);
    await settle();
    expect(actor.getSnapshot().context.downloaded).toBe('Unprocessed_Records_Export_3.xlsx');
    fail = true;
    actor.send({ type: 'download', job: job(3) });
    await settle();
    expect(actor.getSnapshot().context.error).toBeInstanceOf(ApiError);
    actor.send({ type: 'session.username', username: 'jdoe' });
    const imported = job(4, { jobType: 5, statusMessage: 'Errored', output: 'not json' });
    actor.send({ type: 'reprocess', job: imported });
    await settle();
    expect(actor.getSnapshot().context.message).toBe('The import background job #10 was successfully added to the queue');
    expect(view().createdRows[0]?.id).toBe(10);
    actor.send({ type: 'message.close' });
    actor.send({ type: 'summary.open', job: imported });
    expect(view().summary).toEqual({ jobId: 4, output: { kind: 'raw', recordsLoaded: '?', message: 'not json' } });
    actor.send({ type: 'summary.close' });
    expect(view().summary).toBeUndefined();
  });

  it('a failed reprocess shows the error', async () => {
    vi.useFakeTimers();
    const { actor, settle } = start({
      reprocess: async () => {
        throw new ApiError('http', 'unprocessed.reprocessFileName', 'x', { status: 400 });
      },
    });
    await settle();
    actor.send({ type: 'reprocess', job: job(4, { jobType: 5 }) });
    await settle();
    expect(actor.getSnapshot().context.error).toBeInstanceOf(ApiError);
    expect(actor.getSnapshot().matches({ actions: 'idle' })).toBe(true);
  });

  it('reaches every state', () => {
    expect(allStates.filter((id) => !visited.has(id))).toEqual([]);
  });
});
