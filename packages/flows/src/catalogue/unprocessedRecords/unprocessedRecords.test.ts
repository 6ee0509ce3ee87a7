import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { ApiError } from '../../api/errors';
import type { UnprocessedList, UnprocessedListRequest, UnprocessedRecord } from '../../api/catalogue/unprocessed';
import type { JobQueued, JobRowError } from '../../api/catalogue/jobs';
import { recordsMessages } from '../records/messages';
import { unprocessedMessages as m } from './messages';
import {
  chooseListType,
  choosePublishedTemplate,
  chooseUnpublishedTemplate,
  EMPTY_FILTERS,
  exportBlocker,
  typeFilter,
  visibleRows,
  type UnprocessedFilters,
} from './rules';
import { unprocessedView } from './selectors';
import { unprocessedRecordsMachine, type ImportInput } from './unprocessedRecords.machine';

const record = (id: number, overrides: Partial<UnprocessedRecord> = {}): UnprocessedRecord => ({
  brprid: id,
  brmfg: 'ACM',
  brlin: 'DR',
  brpart: `P-${id}`,
  brdeS1: 'OAK DOOR',
  brdeS2: 'SHAKER',
  brdeS3: null,
  productTemplateId: 0,
  productTemplateName: '',
  supplementalDataMissing: false,
  ...overrides,
});

const listOf = (rows: UnprocessedRecord[], total = rows.length): UnprocessedList => ({
  unprocessedRecords: rows,
  publishedTemplateNames: ['5-Doors'],
  unpublishedTemplateNames: ['7-Drawers'],
  manufacturerCodes: ['ACM'],
  productLines: ['DR'],
  pages: total,
});

const visited = new Set<string>();
const allStates = getStateNodes(unprocessedRecordsMachine.root)
  .filter((node) => node.type === 'atomic')
  .map((node) => node.id);

interface Fakes {
  load?: (request: UnprocessedListRequest) => Promise<UnprocessedList>;
  exportJob?: () => Promise<JobQueued>;
  importOutcome?: 'queued' | 'failed';
  watch?: 'errors' | 'clean' | 'lost';
}

function start(fakes: Fakes = {}) {
  const requests: UnprocessedListRequest[] = [];
  const imports: ImportInput[] = [];
  const exports: unknown[] = [];
  const machine = unprocessedRecordsMachine.provide({
    actors: {
      loadPage: fromPromise(async ({ input }: { input: UnprocessedListRequest }) => {
        requests.push(input);
        return fakes.load ? fakes.load(input) : listOf([record(1), record(2)], 250);
      }),
      exportRecords: fromPromise(async ({ input }: { input: { username: string; filters: UnprocessedFilters } }) => {
        exports.push(input);
        return fakes.exportJob ? fakes.exportJob() : { backgroundJobId: 42, statusMessage: 'queued 42' };
      }),
      importFile: fromCallback(({ input, sendBack }: { input: ImportInput; sendBack: (e: never) => void }) => {
        imports.push(input);
        const send = sendBack as (e: object) => void;
        send({ type: 'transfer.progress', percent: 0 });
        setTimeout(() => {
          send({ type: 'transfer.progress', percent: 60 });
          if (fakes.importOutcome === 'failed')
            send({ type: 'transfer.failed', error: new ApiError('http', 'unprocessed.import', 'x', { status: 500 }) });
          else send({ type: 'transfer.queued', job: { backgroundJobId: 77, statusMessage: 'queued 77' } });
        }, 10);
      }),
      watchImportJob: fromCallback(({ sendBack }: { sendBack: (e: never) => void }) => {
        const send = sendBack as (e: object) => void;
        const errors: JobRowError[] = [{ rowNumber: 3, productMasterId: '9', message: 'BRMFG is empty.' }];
        const timer = setTimeout(() => {
          if (fakes.watch === 'lost') send({ type: 'importJob.lost' });
          else send({ type: 'importJob.finished', errors: fakes.watch === 'clean' ? [] : errors });
        }, 20);
        return () => clearTimeout(timer);
      }),
    },
  });
  const actor = createActor(machine, { input: { username: 'jdoe' } });
  actor.subscribe((snapshot) => {
    for (const node of snapshot._nodes) if (node.type === 'atomic') visited.add(node.id);
  });
  actor.start();
  const settle = () => vi.advanceTimersByTimeAsync(0);
  return { actor, requests, imports, exports, settle, view: () => unprocessedView(actor.getSnapshot()) };
}

const xlsx = (name = 'records.xlsx') => new File(['PK'], name);

afterEach(() => {
  vi.useRealTimers();
});

describe('Unprocessed Records filters (back-office-products.md §4) — pure rules', () => {
  it('a List Type enables the template selectors; Select resets and disables them', () => {
    const typed = chooseListType(EMPTY_FILTERS, 1);
    const chosen = choosePublishedTemplate(typed, '5-Doors');
    expect(chooseListType(chosen, 0)).toMatchObject({ publishedTemplate: 'Select', unpublishedTemplate: 'Select' });
  });

  it('a published template resets and disables the unpublished one; Select re-enables it', () => {
    let f: UnprocessedFilters = chooseListType(EMPTY_FILTERS, 2);
    f = chooseUnpublishedTemplate(f, '7-Drawers');
    expect(f.unpublishedTemplate).toBe('7-Drawers');
    f = choosePublishedTemplate(f, '5-Doors');
    expect(f.unpublishedTemplate).toBe('Select');
    expect(chooseUnpublishedTemplate(f, '7-Drawers').unpublishedTemplate).toBe('Select');
    f = choosePublishedTemplate(f, 'Select');
    expect(chooseUnpublishedTemplate(f, '7-Drawers').unpublishedTemplate).toBe('7-Drawers');
  });

  it('type 2 empties and disables manufacturer, line, part and description; text is upper-cased', () => {
    let f = typeFilter(chooseListType(EMPTY_FILTERS, 1), 'part', 'ab-1');
    expect(f.part).toBe('AB-1');
    f = { ...f, manufacturer: 'ACM', description: 'OAK' };
    f = chooseListType(f, 2);
    expect(f).toMatchObject({ manufacturer: 'Select', productLine: 'Select', part: '', description: '' });
    expect(typeFilter(f, 'part', 'x').part).toBe('');
  });

  it('Export: type 1 always; type 2 with either template; type 3 with a published one (§5)', () => {
    expect(exportBlocker(EMPTY_FILTERS)).toBe(m.exportReasons.listType);
    expect(exportBlocker(chooseListType(EMPTY_FILTERS, 1))).toBeUndefined();
    const two = chooseListType(EMPTY_FILTERS, 2);
    expect(exportBlocker(two)).toBe(m.exportReasons.template);
    expect(exportBlocker(chooseUnpublishedTemplate(two, '7-Drawers'))).toBeUndefined();
    const three = chooseListType(EMPTY_FILTERS, 3);
    expect(exportBlocker(chooseUnpublishedTemplate(three, '7-Drawers'))).toBe(m.exportReasons.publishedTemplate);
    expect(exportBlocker(choosePublishedTemplate(three, '5-Doors'))).toBeUndefined();
  });

  it('client-side rows: type 1, type 2, template id, exact manufacturer/line, substring part/description', () => {
    const rows = [
      record(1),
      record(2, { supplementalDataMissing: true }),
      record(3, { productTemplateId: 5, supplementalDataMissing: true }),
      record(4, { brmfg: 'XYZ', brlin: 'CB', brpart: 'ZZ-9', brdeS1: 'PINE', brdeS2: '', brdeS3: 'hinge' }),
    ];
    const ids = (f: UnprocessedFilters) => visibleRows(rows, f).map((r) => r.brprid);
    expect(ids(EMPTY_FILTERS)).toEqual([1, 2, 3, 4]);
    expect(ids(chooseListType(EMPTY_FILTERS, 1))).toEqual([1, 4]);
    // Type 1 with a template: its rows carry the template's id, and missing supplemental data still excludes.
    const withTemplateRows = [record(5, { productTemplateId: 9 }), record(6, { productTemplateId: 9, supplementalDataMissing: true })];
    expect(visibleRows(withTemplateRows, chooseUnpublishedTemplate(chooseListType(EMPTY_FILTERS, 1), '9-Knobs')).map((r) => r.brprid)).toEqual([5]);
    expect(ids(chooseListType(EMPTY_FILTERS, 2))).toEqual([2, 3]);
    expect(ids(choosePublishedTemplate(chooseListType(EMPTY_FILTERS, 2), '5-Doors'))).toEqual([3]);
    expect(ids({ ...EMPTY_FILTERS, manufacturer: 'xyz' })).toEqual([4]);
    expect(ids({ ...EMPTY_FILTERS, manufacturer: 'XY' })).toEqual([]);
    expect(ids({ ...EMPTY_FILTERS, productLine: 'cb' })).toEqual([4]);
    expect(ids({ ...EMPTY_FILTERS, part: 'z-9' })).toEqual([4]);
    expect(ids({ ...EMPTY_FILTERS, description: 'HING' })).toEqual([4]);
  });
});

describe('unprocessedRecordsMachine', () => {
  it('loads page 1 unsorted, then a filter change refetches page 1 with its rules applied', async () => {
    vi.useFakeTimers();
    const { actor, requests, settle, view } = start();
    await settle();
    expect(actor.getSnapshot().matches({ list: 'loaded' })).toBe(true);
    expect(requests[0]).toMatchObject({ listType: 0, page: 1, sortBy: undefined, sortOrder: 'Unspecified' });
    expect(view()).toMatchObject({ counter: '250 Results (Viewing 1-2 of 250)', showLoadMore: true, publishedEnabled: false });
    actor.send({ type: 'filters.listType', listType: 2 });
    expect(actor.getSnapshot().matches({ list: 'loading' })).toBe(true);
    await settle();
    expect(requests.at(-1)).toMatchObject({ listType: 2 });
    expect(view()).toMatchObject({ publishedEnabled: true, unpublishedEnabled: true, textEnabled: false });
    actor.send({ type: 'filters.publishedTemplate', option: '5-Doors' });
    expect(view().unpublishedEnabled).toBe(false);
    await settle();
    actor.send({ type: 'filters.unpublishedTemplate', option: '7-Drawers' });
    expect(actor.getSnapshot().context.filters.unpublishedTemplate).toBe('Select');
    await settle();
    actor.send({ type: 'filters.listType', listType: 1 });
    actor.send({ type: 'filters.dropdown', field: 'manufacturer', value: 'acm' });
    await settle();
    expect(requests.at(-1)).toMatchObject({ listType: 1, manufacturer: 'ACM' });
  });

  it('debounces typing, upper-cases it, then refetches', async () => {
    vi.useFakeTimers();
    const { actor, requests, settle } = start();
    await settle();
    actor.send({ type: 'filters.text', field: 'part', text: 'p-' });
    expect(actor.getSnapshot().matches({ list: 'typing' })).toBe(true);
    const before = requests.length;
    await vi.advanceTimersByTimeAsync(499);
    expect(requests.length).toBe(before);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(requests.at(-1)).toMatchObject({ part: 'P-' });
  });

  it('sort cycles one column at a time and goes back to page 1; Load More adds the next page', async () => {
    vi.useFakeTimers();
    const { actor, requests, settle, view } = start();
    await settle();
    actor.send({ type: 'loadMore' });
    expect(actor.getSnapshot().matches({ list: 'loadingMore' })).toBe(true);
    await settle();
    expect(requests.at(-1)?.page).toBe(2);
    expect(actor.getSnapshot().context.rows).toHaveLength(4);
    expect(view().counter).toBe('250 Results (Viewing 1-4 of 250)');
    actor.send({ type: 'sort', column: 'templatename' });
    await settle();
    expect(requests.at(-1)).toMatchObject({ page: 1, sortBy: 'templatename', sortOrder: 'Ascending' });
    expect(actor.getSnapshot().context.rows).toHaveLength(2);
    actor.send({ type: 'sort', column: 'templatename' });
    await settle();
    expect(requests.at(-1)).toMatchObject({ sortOrder: 'Descending' });
    actor.send({ type: 'sort', column: 'templatename' });
    await settle();
    expect(requests.at(-1)).toMatchObject({ sortOrder: 'Ascending' });
    actor.send({ type: 'sort', column: 'brmfg' });
    await settle();
    expect(requests.at(-1)).toMatchObject({ sortBy: 'brmfg', sortOrder: 'Ascending' });
    // 250 records, page 3 shows the last ones: no more.
    actor.send({ type: 'loadMore' });
    await settle();
    actor.send({ type: 'loadMore' });
    await settle();
    expect(view().showLoadMore).toBe(false);
    const count = requests.length;
    actor.send({ type: 'loadMore' });
    expect(requests.length).toBe(count);
  });

  it('Clear resets everything but is ignored while loading', async () => {
    vi.useFakeTimers();
    let release: () => void = () => {};
    let held = false;
    const { actor, settle } = start({
      load: (request) =>
        request.listType === 3 && !held && (held = true)
          ? new Promise((resolve) => {
              release = () => resolve(listOf([record(9)]));
            })
          : Promise.resolve(listOf([record(1)])),
    });
    await settle();
    actor.send({ type: 'filters.listType', listType: 3 });
    actor.send({ type: 'filters.clear' });
    expect(actor.getSnapshot().context.filters.listType).toBe(3);
    release();
    await settle();
    actor.send({ type: 'sort', column: 'brprid' });
    await settle();
    actor.send({ type: 'filters.clear' });
    expect(actor.getSnapshot().context).toMatchObject({ filters: EMPTY_FILTERS, sort: { sortBy: undefined } });
  });

  it('a failed list shows the error, keeps the filters, and the error is cleared on acknowledge; a failed Load More keeps the rows', async () => {
    vi.useFakeTimers();
    let fail = false;
    const { actor, settle } = start({
      load: () =>
        fail ? Promise.reject(new ApiError('http', 'unprocessed.list', 'x', { status: 500 })) : Promise.resolve(listOf([record(1)], 300)),
    });
    await settle();
    fail = true;
    actor.send({ type: 'loadMore' });
    await settle();
    expect(actor.getSnapshot().matches({ list: 'loaded' })).toBe(true);
    expect(actor.getSnapshot().context.rows).toHaveLength(1);
    actor.send({ type: 'error.acknowledge' });
    actor.send({ type: 'filters.listType', listType: 1 });
    await settle();
    expect(actor.getSnapshot().matches({ list: 'failed' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBeInstanceOf(ApiError);
    expect(actor.getSnapshot().context.filters.listType).toBe(1);
    actor.send({ type: 'error.acknowledge' });
    expect(actor.getSnapshot().context.error).toBeUndefined();
  });

  it('refuses a file that is not .xlsx with the alert and clears the chooser', async () => {
    vi.useFakeTimers();
    const { actor, imports, settle } = start();
    await settle();
    actor.send({ type: 'import.choose', file: xlsx('records.csv') });
    expect(actor.getSnapshot().context).toMatchObject({ alert: recordsMessages.wrongFileType, fileKey: 1 });
    expect(imports).toHaveLength(0);
    actor.send({ type: 'alert.close' });
    expect(actor.getSnapshot().context.alert).toBeUndefined();
  });

  it('imports: disabled with progress, queued modal, busy hides after 1 s; follows the job to its Error List', async () => {
    vi.useFakeTimers();
    const { actor, imports, settle, view } = start();
    await settle();
    actor.send({ type: 'session.username', username: 'jdoe' });
    actor.send({ type: 'import.choose', file: xlsx() });
    expect(view()).toMatchObject({ busy: true, importing: true, busyMessage: 'Importing Data, please wait', progress: 0 });
    actor.send({ type: 'filters.listType', listType: 1 });
    expect(actor.getSnapshot().context.filters.listType).toBe(0);
    await vi.advanceTimersByTimeAsync(10);
    expect(imports[0]).toMatchObject({ username: 'jdoe' });
    expect(actor.getSnapshot().context.queued).toMatchObject({ kind: 'import', backgroundJobId: 77 });
    expect(actor.getSnapshot().matches({ transfer: 'settling', importJob: 'watching' })).toBe(true);
    await vi.advanceTimersByTimeAsync(999);
    // The busy indicator (its text and the full progress bar) stays up for the second after queueing.
    expect(view()).toMatchObject({ busy: true, importing: true, busyMessage: 'Importing Data, please wait', progress: 100 });
    await vi.advanceTimersByTimeAsync(1);
    expect(view()).toMatchObject({ busy: false, importing: false, busyMessage: undefined });
    expect(actor.getSnapshot().context.fileKey).toBe(1);
    actor.send({ type: 'queued.close' });
    expect(actor.getSnapshot().context.queued).toBeUndefined();
    await vi.advanceTimersByTimeAsync(20);
    expect(actor.getSnapshot().context.errorList).toHaveLength(1);
    actor.send({ type: 'errorList.close' });
    expect(actor.getSnapshot().context.errorList).toBeUndefined();
  });

  it('a job that ends clean or cannot be followed shows no Error List', async () => {
    for (const watch of ['clean', 'lost'] as const) {
      vi.useFakeTimers();
      const { actor, settle } = start({ watch });
      await settle();
      actor.send({ type: 'import.choose', file: xlsx() });
      await vi.advanceTimersByTimeAsync(50);
      expect(actor.getSnapshot().matches({ importJob: 'idle' })).toBe(true);
      expect(actor.getSnapshot().context.errorList).toBeUndefined();
      vi.useRealTimers();
    }
  });

  it('a failed upload keeps the filters and the rows, shows the error and gives the controls back', async () => {
    vi.useFakeTimers();
    const { actor, settle, view } = start({ importOutcome: 'failed' });
    await settle();
    actor.send({ type: 'filters.listType', listType: 1 });
    await settle();
    actor.send({ type: 'import.choose', file: xlsx() });
    await vi.advanceTimersByTimeAsync(10);
    expect(actor.getSnapshot().context).toMatchObject({ progress: 0, queued: undefined });
    expect(actor.getSnapshot().context.error).toBeInstanceOf(ApiError);
    await vi.advanceTimersByTimeAsync(1000);
    expect(view().busy).toBe(false);
    expect(actor.getSnapshot().context.filters.listType).toBe(1);
    expect(actor.getSnapshot().context.rows).toHaveLength(2);
  });

  it('exports only when §5 allows, with its own queued modal; a failed export shows the error', async () => {
    vi.useFakeTimers();
    let fail = false;
    const { actor, exports, settle, view } = start({
      exportJob: () => (fail ? Promise.reject(new ApiError('http', 'unprocessed.exportBackground', 'x', { status: 400 })) : Promise.resolve({ backgroundJobId: 42, statusMessage: 'q' })),
    });
    await settle();
    actor.send({ type: 'export' });
    expect(exports).toHaveLength(0);
    actor.send({ type: 'filters.listType', listType: 1 });
    await settle();
    expect(view().exportDisabledReason).toBeUndefined();
    actor.send({ type: 'export' });
    expect(view()).toMatchObject({ busyMessage: 'Exporting Data, Please Wait....', exportDisabledReason: m.exportReasons.busy });
    await settle();
    expect(exports[0]).toMatchObject({ username: 'jdoe', filters: { listType: 1 } });
    expect(actor.getSnapshot().context.queued).toMatchObject({ kind: 'export', backgroundJobId: 42 });
    await vi.advanceTimersByTimeAsync(1000);
    fail = true;
    actor.send({ type: 'export' });
    await settle();
    expect(actor.getSnapshot().context.error).toBeInstanceOf(ApiError);
    await vi.advanceTimersByTimeAsync(1000);
    expect(view().busy).toBe(false);
  });

  it('reaches every state', () => {
    expect(allStates.filter((id) => !visited.has(id))).toEqual([]);
  });
});
