import { assign, fromPromise, setup } from 'xstate';
import { isApiError } from '../../api/errors';
import { settleUnlessAborted } from '../../staff/shell/settleUnlessAborted';
import { addProblems, labelOf, normaliseEntry } from './rules';
import type { AdminListDefinition, AdminLists } from './types';

/**
 * What one admin screen supplies: its lists, and how to read and write them. `Data` is the
 * server's object (GET LocationMgmtAdmin, GET BidTrackerAdmin); `save` gets the object as loaded
 * and the edited lists, builds "the full object" and answers the saved one.
 */
export interface AdminListsOptions<Data> {
  id: string;
  lists: readonly AdminListDefinition[];
  load: (signal: AbortSignal) => Promise<Data>;
  toLists: (data: Data) => AdminLists;
  save: (data: Data, lists: AdminLists, signal: AbortSignal) => Promise<Data>;
}

export interface AdminListsContext<Data> {
  definitions: readonly AdminListDefinition[];
  /** The chosen list's id. */
  listId: string;
  data: Data | undefined;
  lists: AdminLists;
  /** The add row's text per field key. */
  drafts: Record<string, string>;
  /** Why the last add was refused, per field key ('' for the list). */
  problems: Record<string, string>;
  /** Counts the items added on screen (their keys). */
  added: number;
  /** "Submit Successful" shows after a save, until the next change. */
  submitted: boolean;
  error: unknown;
}

export type AdminListsEvent =
  | { type: 'lists.choose'; listId: string }
  /** The dual list moved items: the keys now in Selected, in order. */
  | { type: 'lists.select'; keys: readonly string[] }
  /** The second dual list moved items: the Selected keys now on its Selected side. */
  | { type: 'lists.secondary'; keys: readonly string[] }
  | { type: 'add.edit'; field: string; value: string }
  | { type: 'add.submit' }
  | { type: 'lists.cancel' }
  | { type: 'lists.submit' }
  | { type: 'error.acknowledge' };

/**
 * The dual-list admin (back-office-admin.md §2 Location Management Admin and Bid Tracker Admin,
 * §4 "Location and bid admin lists", §5): choose a list; items move between Available and
 * Selected; a typed entry is added (non-empty, each word capitalised); Cancel reloads; Submit
 * saves the whole object and says "Submit Successful".
 *
 * States: loading → ready ⇄ submitting; loadFailed (acknowledge retries the load). A failed
 * submit returns to ready with the edits kept and the error shown; a 409, once acknowledged,
 * reloads.
 */
export function createAdminListsMachine<Data>(options: AdminListsOptions<Data>) {
  const first = options.lists[0]?.id ?? '';
  return setup({
    types: {
      context: {} as AdminListsContext<Data>,
      events: {} as AdminListsEvent,
    },
    actors: {
      loadLists: fromPromise<Data>(({ signal }) => settleUnlessAborted(signal, options.load(signal))),
      saveLists: fromPromise<Data, { data: Data; lists: AdminLists }>(({ input, signal }) =>
        settleUnlessAborted(signal, options.save(input.data, input.lists, signal)),
      ),
    },
    guards: {
      canAdd: ({ context }) => {
        const definition = currentDefinition(context);
        return definition !== undefined && Object.keys(addProblems(definition, context.drafts, context.lists[context.listId] ?? [])).length === 0;
      },
      isConflict: ({ context }) => isApiError(context.error) && context.error.status === 409,
    },
  }).createMachine({
    id: options.id,
    context: {
      definitions: options.lists,
      listId: first,
      data: undefined,
      lists: {},
      drafts: {},
      problems: {},
      added: 0,
      submitted: false,
      error: undefined,
    },
    initial: 'loading',
    states: {
      loading: {
        entry: assign({ drafts: {}, problems: {} }),
        invoke: {
          src: 'loadLists',
          onDone: {
            target: 'ready',
            actions: assign(({ event }) => ({ data: event.output, lists: options.toLists(event.output), error: undefined })),
          },
          onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => event.error }) },
        },
      },
      loadFailed: {
        on: { 'error.acknowledge': { target: 'loading', actions: assign({ error: undefined }) } },
      },
      ready: {
        on: {
          'lists.choose': {
            guard: ({ event }) => options.lists.some((list) => list.id === event.listId),
            actions: assign({ listId: ({ event }) => event.listId, drafts: {}, problems: {} }),
          },
          'lists.select': {
            actions: assign(({ context, event }) => {
              const items = context.lists[context.listId] ?? [];
              const chosen = new Set(event.keys);
              const byKey = new Map(items.map((item) => [item.key, item]));
              // Selected in the order the dual list gives, then the available ones as they were.
              const selected = event.keys.flatMap((key) => {
                const item = byKey.get(key);
                return item ? [{ ...item, selected: true }] : [];
              });
              const available = items.filter((item) => !chosen.has(item.key)).map((item) => ({ ...item, selected: false }));
              return { lists: { ...context.lists, [context.listId]: [...selected, ...available] }, submitted: false };
            }),
          },
          'lists.secondary': {
            actions: assign(({ context, event }) => {
              const on = new Set(event.keys);
              const items = (context.lists[context.listId] ?? []).map((item) =>
                item.selected ? { ...item, secondary: on.has(item.key) } : item,
              );
              return { lists: { ...context.lists, [context.listId]: items }, submitted: false };
            }),
          },
          'add.edit': {
            actions: assign(({ context, event }) => {
              const { [event.field]: _fixed, '': _list, ...problems } = context.problems;
              return { drafts: { ...context.drafts, [event.field]: event.value }, problems };
            }),
          },
          'add.submit': [
            {
              guard: 'canAdd',
              actions: assign(({ context }) => {
                const definition = currentDefinition(context) as AdminListDefinition;
                const key = `new-${context.added + 1}`;
                const item = {
                  key,
                  label: labelOf(definition, context.drafts),
                  selected: true,
                  id: undefined,
                  values: normaliseEntry(definition, context.drafts),
                  ...(definition.secondary ? { secondary: true } : {}),
                };
                const items = context.lists[context.listId] ?? [];
                return {
                  lists: { ...context.lists, [context.listId]: [...items, item] },
                  added: context.added + 1,
                  drafts: {},
                  problems: {},
                  submitted: false,
                };
              }),
            },
            {
              actions: assign({
                problems: ({ context }) => {
                  const definition = currentDefinition(context);
                  return definition ? addProblems(definition, context.drafts, context.lists[context.listId] ?? []) : {};
                },
              }),
            },
          ],
          // §2 "Cancel (reloads the data)".
          'lists.cancel': { target: 'loading', actions: assign({ submitted: false }) },
          'lists.submit': { target: 'submitting', actions: assign({ submitted: false }) },
          'error.acknowledge': [
            { guard: 'isConflict', target: 'loading', actions: assign({ error: undefined }) },
            { actions: assign({ error: undefined }) },
          ],
        },
      },
      submitting: {
        invoke: {
          src: 'saveLists',
          input: ({ context }) => ({ data: context.data as Data, lists: context.lists }),
          onDone: {
            target: 'ready',
            actions: assign(({ event }) => ({
              data: event.output,
              lists: options.toLists(event.output),
              submitted: true,
              added: 0,
            })),
          },
          // A failed save keeps the lists as edited and shows why.
          onError: { target: 'ready', actions: assign({ error: ({ event }) => event.error }) },
        },
      },
    },
  });
}

export function currentDefinition(context: Pick<AdminListsContext<unknown>, 'definitions' | 'listId'>): AdminListDefinition | undefined {
  return context.definitions.find((list) => list.id === context.listId);
}

export type AdminListsMachine<Data = unknown> = ReturnType<typeof createAdminListsMachine<Data>>;
