import { assign, fromPromise, setup } from 'xstate';
import { isApiError } from '../../api/errors';
import { fetchUsers, updateUser, type User } from '../../api/admin/users';
import { settleUnlessAborted } from '../../staff/shell/settleUnlessAborted';
import { DEFAULT_USER_STATUS_FILTER, type UserStatusFilter } from '../constants';
import { sortUsers } from './rules';

export interface UsersListInput {
  /** Who saves: sent as LastUpdatedby (§7 PUT Users/{id}). */
  savedBy?: string;
}

export interface UsersListContext {
  rows: User[];
  search: string;
  status: UserStatusFilter;
  savedBy: string;
  /** The user whose Status is being saved. */
  savingId: number | undefined;
  error: unknown;
}

export type UsersListEvent =
  | { type: 'list.search'; text: string }
  | { type: 'list.status'; status: UserStatusFilter }
  /** The per-row Status dropdown: saves at once (§4 User). */
  | { type: 'user.setActive'; id: number; isActive: boolean; savedBy?: string }
  | { type: 'list.reload' }
  | { type: 'error.acknowledge' };

/**
 * The Users list (back-office-admin.md §2 Users, §4 User, §5 User search): load, search by first
 * or last name prefix, the Active/Inactive filter (default Active), and the per-row Status
 * dropdown that saves the user at once. States: loading, loaded, savingStatus, failed.
 */
export const usersListMachine = setup({
  types: {
    input: {} as UsersListInput | undefined,
    context: {} as UsersListContext,
    events: {} as UsersListEvent,
  },
  actors: {
    loadUsers: fromPromise<User[]>(({ signal }) => settleUnlessAborted(signal, fetchUsers(signal))),
    saveStatus: fromPromise<User, { user: User; isActive: boolean; savedBy: string }>(({ input, signal }) =>
      settleUnlessAborted(signal, updateUser({ ...input.user, isActive: input.isActive, LastUpdatedby: input.savedBy }, signal)),
    ),
  },
  guards: {
    isConflict: ({ context }) => isApiError(context.error) && context.error.status === 409,
    changesStatus: ({ context, event }) => {
      if (event.type !== 'user.setActive') return false;
      const user = context.rows.find((row) => row.id === event.id);
      return user !== undefined && user.isActive !== event.isActive;
    },
  },
}).createMachine({
  id: 'usersList',
  context: ({ input }) => ({
    rows: [],
    search: '',
    status: DEFAULT_USER_STATUS_FILTER,
    savedBy: input?.savedBy ?? '',
    savingId: undefined,
    error: undefined,
  }),
  initial: 'loading',
  on: {
    'list.search': { actions: assign({ search: ({ event }) => event.text }) },
    'list.status': { actions: assign({ status: ({ event }) => event.status }) },
  },
  states: {
    loading: {
      invoke: {
        src: 'loadUsers',
        onDone: { target: 'loaded', actions: assign({ rows: ({ event }) => sortUsers(event.output), error: undefined }) },
        onError: { target: 'failed', actions: assign({ rows: [], error: ({ event }) => event.error }) },
      },
    },
    loaded: {
      on: {
        'list.reload': { target: 'loading' },
        'user.setActive': {
          guard: 'changesStatus',
          target: 'savingStatus',
          actions: assign({ savingId: ({ event }) => event.id, savedBy: ({ context, event }) => event.savedBy ?? context.savedBy }),
        },
        'error.acknowledge': [
          { guard: 'isConflict', target: 'loading', actions: assign({ error: undefined }) },
          { actions: assign({ error: undefined }) },
        ],
      },
    },
    savingStatus: {
      invoke: {
        src: 'saveStatus',
        input: ({ context, event }) => {
          const { id, isActive } = event as Extract<UsersListEvent, { type: 'user.setActive' }>;
          return { user: context.rows.find((row) => row.id === id) as User, isActive, savedBy: context.savedBy };
        },
        onDone: {
          target: 'loaded',
          actions: assign({
            rows: ({ context, event }) => context.rows.map((row) => (row.id === event.output.id ? event.output : row)),
            savingId: undefined,
          }),
        },
        // The row keeps its stored status; the error dialog says why.
        onError: { target: 'loaded', actions: assign({ savingId: undefined, error: ({ event }) => event.error }) },
      },
    },
    // No rows, so no dialog to save and reload the list: the failure stays until the page is left.
    failed: {
      on: {
        'error.acknowledge': { actions: assign({ error: undefined }) },
      },
    },
  },
});
