import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { SearchRow } from '../../api/catalogue/reporting';
import type { SearchRequest } from '../reporting/productSearch.machine';
import { EMPTY_SEARCH_FORM } from '../reporting/rules';
import { productSearchView } from '../reporting/selectors';
import { advancedSearchMachine } from './advancedSearch.machine';

const rows = (from: number, count: number): SearchRow[] =>
  Array.from({ length: count }, (_, i) => ({ id: from + i, brmfg: 'ACM', brlin: 'DR', brpart: `P-${from + i}`, JoinerySKU: `J-${from + i}`, name: `Door ${from + i}`, brprcod: 'X', brupc: '1' }));

describe('advanced search (back-office-products.md §2, §7)', () => {
  it('searches with every filter empty and starts with text boxes for the codes', async () => {
    const requests: SearchRequest[] = [];
    const actor = createActor(
      advancedSearchMachine.provide({
        actors: {
          search: fromPromise(async ({ input }: { input: SearchRequest }) => {
            requests.push(input);
            return { records: rows(0, 3), pages: 3 };
          }),
        },
      }),
      { input: { emptyForm: EMPTY_SEARCH_FORM } },
    ).start();
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context.form.manufacturer).toBe('');
    actor.send({ type: 'search' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(requests).toHaveLength(1);
    expect(productSearchView(actor.getSnapshot()).counter).toBe('3 Results (Viewing 1-3 of 3)');
  });

  it('has no option lists to load, and Search searches from results too, every filter empty (issue 45)', async () => {
    expect(Object.keys(advancedSearchMachine.root.states)).toEqual(['idle', 'loading', 'ready', 'loadingMore', 'failed']);
    const requests: SearchRequest[] = [];
    const actor = createActor(
      advancedSearchMachine.provide({
        actors: {
          search: fromPromise(async ({ input }: { input: SearchRequest }) => {
            requests.push(input);
            return { records: rows(0, 3), pages: 3 };
          }),
        },
      }),
      { input: { emptyForm: EMPTY_SEARCH_FORM } },
    ).start();
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'search' });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'search' });
    expect(actor.getSnapshot().value).toBe('loading');
    await waitFor(actor, (s) => s.matches('ready'));
    expect(requests).toHaveLength(2);
  });
});
