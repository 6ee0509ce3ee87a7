import { afterAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { ApiError } from '../../api/errors';
import { reportingBody, type SearchRow } from '../../api/catalogue/reporting';
import { productSearchMachine, type SearchOptions, type SearchRequest, type SearchResult } from './productSearch.machine';
import { exportDisabledReasons, productSearchView } from './selectors';

const row = (id: number): SearchRow => ({ id, brmfg: 'ACM', brlin: 'DR', brpart: `P-${id}`, JoinerySKU: `J-${id}`, name: `Door ${id}`, brprcod: 'X', brupc: '1' });
const rows = (from: number, count: number) => Array.from({ length: count }, (_, i) => row(from + i));
const options: SearchOptions = { templates: ['1-Doors'], manufacturers: ['ACM'], productLines: ['DR'] };

const visited = new Set<string>();
const allStates = getStateNodes(productSearchMachine.root)
  .filter((node) => node.type === 'atomic')
  .map((node) => node.id.replace(/^productSearch\./, ''));

interface Fakes {
  search?: (request: SearchRequest) => Promise<SearchResult>;
  loadOptions?: () => Promise<SearchOptions | undefined>;
}

function start(fakes: Fakes = {}, machine = productSearchMachine) {
  const requests: SearchRequest[] = [];
  const opened: number[] = [];
  const actor = createActor(
    machine.provide({
      actors: {
        search: fromPromise(async ({ input }: { input: SearchRequest }) => {
          requests.push(input);
          return fakes.search ? fakes.search(input) : { records: rows(((input.page ?? 1) - 1) * 100, 100), pages: 250, options };
        }),
        loadOptions: fromPromise(async () => (fakes.loadOptions ? fakes.loadOptions() : options)),
      },
    }),
    { input: {} },
  );
  actor.on('row.opened', (event) => opened.push(event.productId));
  actor.subscribe((snapshot) => {
    for (const id of allStates) if (snapshot.matches(id as never)) visited.add(id);
  });
  actor.start();
  return { actor, requests, opened };
}

const ready = async (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => s.matches('idle') || s.matches('ready'));

describe('reporting (back-office-products.md §4, §7, §9)', () => {
  afterAll(() => expect([...visited].sort()).toEqual([...allStates].sort()));

  it('fills the dropdowns before the first search', async () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('loadingOptions');
    await ready(actor);
    expect(actor.getSnapshot().context.options).toEqual(options);
  });

  it('a failed option load shows the error dialog, then the empty screen', async () => {
    const { actor } = start({ loadOptions: () => Promise.reject(new ApiError('http', 'reporting.search', 'x', { status: 500 })) });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(productSearchView(actor.getSnapshot()).error).toBeInstanceOf(ApiError);
    actor.send({ type: 'error.acknowledge' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('choosing an advanced filter clears the others and locks them; Select collapses advanced mode', async () => {
    const { actor } = start();
    await ready(actor);
    actor.send({ type: 'filters.change', field: 'productName', value: 'door' });
    actor.send({ type: 'filters.change', field: 'template', value: '1-Doors' });
    actor.send({ type: 'filters.change', field: 'advancedFilter', value: '4' });
    let { form } = actor.getSnapshot().context;
    expect(form).toMatchObject({ advancedFilter: '4', productName: '', template: 'Select' });
    expect(productSearchView(actor.getSnapshot()).advancedMode).toBe(true);
    actor.send({ type: 'filters.change', field: 'upc', value: '12' });
    expect(actor.getSnapshot().context.form.upc).toBe('');
    actor.send({ type: 'filters.change', field: 'advancedFilter', value: 'Select' });
    actor.send({ type: 'filters.change', field: 'upc', value: '12' });
    ({ form } = actor.getSnapshot().context);
    expect(form).toMatchObject({ advancedFilter: 'Select', upc: '12' });
    expect(productSearchView(actor.getSnapshot()).advancedMode).toBe(false);
  });

  it('a search with no filters clears the state instead of calling', async () => {
    const { actor, requests } = start();
    await ready(actor);
    actor.send({ type: 'filters.change', field: 'productName', value: 'door' });
    actor.send({ type: 'search' });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'filters.change', field: 'productName', value: '' });
    actor.send({ type: 'search' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(productSearchView(actor.getSnapshot())).toMatchObject({ rows: [], searched: false });
    actor.send({ type: 'search' });
    expect(requests).toHaveLength(1);
  });

  it('searches page 1 unsorted, sends Select as 0, counts and loads more', async () => {
    const { actor, requests } = start();
    await ready(actor);
    actor.send({ type: 'filters.change', field: 'advancedFilter', value: '1' });
    actor.send({ type: 'search' });
    expect(productSearchView(actor.getSnapshot()).loading).toBe(true);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(reportingBody(requests[0]!)).toMatchObject({ advancedFilter: '1', templateFilter: '0', manufacturerFilter: '0', pageIndex: 1, sortOrder: 'Unspecified' });
    expect(productSearchView(actor.getSnapshot())).toMatchObject({ counter: '250 Results (Viewing 1-100 of 250)', showLoadMore: true });
    actor.send({ type: 'loadMore' });
    expect(productSearchView(actor.getSnapshot()).loadingMore).toBe(true);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'loadMore' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.page === 3);
    expect(requests.map((r) => r.page)).toEqual([1, 2, 3]);
    expect(productSearchView(actor.getSnapshot())).toMatchObject({ counter: '250 Results (Viewing 1-300 of 250)', showLoadMore: false });
    actor.send({ type: 'loadMore' });
    expect(requests).toHaveLength(3);
  });

  it('the sort cycle: asc, desc, asc on one column, another column starts over, page 1; Search resets it', async () => {
    const { actor, requests } = start();
    await ready(actor);
    actor.send({ type: 'filters.change', field: 'productName', value: 'door' });
    actor.send({ type: 'search' });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'loadMore' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.page === 2);
    for (const column of ['name', 'name', 'name', 'brupc'] as const) {
      actor.send({ type: 'sort', column });
      await waitFor(actor, (s) => s.matches('ready'));
    }
    expect(requests.slice(2).map((r) => [r.sortBy, r.sortOrder, r.page])).toEqual([
      ['name', 'Ascending', 1],
      ['name', 'Descending', 1],
      ['name', 'Ascending', 1],
      ['brupc', 'Ascending', 1],
    ]);
    actor.send({ type: 'search' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(requests.at(-1)).toMatchObject({ sortBy: undefined, sortOrder: 'Unspecified', page: 1 });
  });

  it('a row opens the product view, but not while a search loads', async () => {
    let release: () => void = () => undefined;
    const { actor, opened } = start({
      search: () => new Promise((resolve) => (release = () => resolve({ records: rows(0, 2), pages: 2 }))),
    });
    await ready(actor);
    actor.send({ type: 'filters.change', field: 'upc', value: '1' });
    actor.send({ type: 'search' });
    actor.send({ type: 'row.open', productId: 5 });
    expect(opened).toEqual([]);
    release();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'row.open', productId: 1 });
    expect(opened).toEqual([1]);
  });

  it('a failed search shows the error dialog; a failed Load More keeps the rows', async () => {
    let fail = false;
    const { actor } = start({
      search: (input) =>
        fail ? Promise.reject(new ApiError('http', 'reporting.search', 'x', { status: 500 })) : Promise.resolve({ records: rows((input.page! - 1) * 100, 100), pages: 300 }),
    });
    await ready(actor);
    actor.send({ type: 'filters.change', field: 'upc', value: '1' });
    actor.send({ type: 'search' });
    await waitFor(actor, (s) => s.matches('ready'));
    fail = true;
    actor.send({ type: 'loadMore' });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'error.acknowledge' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.rows).toHaveLength(100);
    actor.send({ type: 'search' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.rows).toHaveLength(0);
    actor.send({ type: 'error.acknowledge' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('Clear resets the filters and the results; export waits for the search', async () => {
    let release: () => void = () => undefined;
    const { actor } = start({ search: () => new Promise((resolve) => (release = () => resolve({ records: rows(0, 1), pages: 1 }))) });
    await ready(actor);
    actor.send({ type: 'filters.change', field: 'description', value: 'oak' });
    actor.send({ type: 'search' });
    expect(exportDisabledReasons(actor.getSnapshot(), false)).toHaveLength(1);
    release();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(exportDisabledReasons(actor.getSnapshot(), false)).toEqual([]);
    expect(exportDisabledReasons(actor.getSnapshot(), true)).toHaveLength(1);
    actor.send({ type: 'filters.clear' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.form.description).toBe('');
    actor.send({ type: 'filters.change', field: 'description', value: 'oak' });
    actor.send({ type: 'filters.clear' });
    expect(actor.getSnapshot().context.form.description).toBe('');
  });

  it('a search can start while the dropdowns still load', async () => {
    const { actor } = start({ loadOptions: () => new Promise(() => {}) });
    actor.send({ type: 'filters.change', field: 'upc', value: '1' });
    actor.send({ type: 'search' });
    await waitFor(actor, (s) => s.matches('ready'));
  });
});
