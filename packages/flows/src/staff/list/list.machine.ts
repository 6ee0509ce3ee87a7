import { assign, fromPromise, setup } from 'xstate';
import { settleUnlessAborted } from '../shell/settleUnlessAborted';
import { isApiError } from '../../api/errors';

export interface ListContext<Row> {
  rows: Row[];
  search: string;
  error: unknown;
}

export type ListEvent =
  | { type: 'list.search'; text: string }
  /** After a dialog saved: "the dialog closes and the list reloads". */
  | { type: 'list.reload' }
  /** The error dialog was closed: it clears; a 409 re-fetches. */
  | { type: 'error.acknowledge' };

export interface ListOptions<Row> {
  id: string;
  load: (signal: AbortSignal) => Promise<Row[]>;
  /** The list's order (§4: bricks newest first; templates by published, priority, name). */
  sort: (rows: readonly Row[]) => Row[];
  /** A read-only list (Quotes Requested): no dialog saves, so nothing reloads it and it has no `list.reload`. */
  readOnly?: boolean;
}

/**
 * A catalogue list screen (back-office-products.md §2 Product Bricks / Series / Templates lists):
 * the generic resource cycle of §4 (working, done, failed; the error cleared on acknowledge),
 * the name search, and a reload after a dialog saved.
 */
export function createListMachine<Row>(options: ListOptions<Row>) {
  const reload = options.readOnly ? {} : { 'list.reload': { target: 'loading' as const } };
  return setup({
    types: {
      context: {} as ListContext<Row>,
      events: {} as ListEvent,
    },
    actors: {
      loadRows: fromPromise<Row[]>(({ signal }) => settleUnlessAborted(signal, options.load(signal))),
    },
    guards: {
      isConflict: ({ context }) => isApiError(context.error) && context.error.status === 409,
    },
  }).createMachine({
    id: options.id,
    context: { rows: [], search: '', error: undefined },
    initial: 'loading',
    on: {
      'list.search': { actions: assign({ search: ({ event }) => event.text }) },
    },
    states: {
      loading: {
        invoke: {
          src: 'loadRows',
          onDone: { target: 'loaded', actions: assign({ rows: ({ event }) => options.sort(event.output), error: undefined }) },
          onError: { target: 'failed', actions: assign({ rows: [], error: ({ event }) => event.error }) },
        },
      },
      loaded: {
        on: { ...reload },
      },
      failed: {
        on: {
          ...reload,
          'error.acknowledge': [
            { guard: 'isConflict', target: 'loading', actions: assign({ error: undefined }) },
            { actions: assign({ error: undefined }) },
          ],
        },
      },
    },
  });
}

/** §2: "search by name (prefix, case-insensitive)". */
export function matchesNamePrefix(name: string, search: string): boolean {
  const prefix = search.trim().toLowerCase();
  return prefix === '' || name.toLowerCase().startsWith(prefix);
}
