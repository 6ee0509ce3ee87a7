import { assign, fromPromise, setup } from 'xstate';
import { settleUnlessAborted } from '../../staff/shell/settleUnlessAborted';
import { isApiError } from '../../api/errors';
import type { DownloadedFile } from '../../api/admin/common';
import {
  deleteSowProject,
  exportSowProjectPdf,
  fetchSowProjects,
  type SowDesigner,
  type SowProjectList,
  type SowProjectRow,
} from '../../api/admin/sowProjects';
import { SOW_LIST_FIRST_LOAD_DELAY_MS, SOW_LIST_RELOAD_AFTER_FIRST_SAVE_MS } from '../constants';

/**
 * back-office-admin.md §2 "Scope of Work list", §6 and §9: the request carries the user and the
 * sow-admin flag; a 2 s delay precedes the first load; the designer filter defaults to the
 * current user when listed; delete after confirmation; export a project to PDF.
 */

export interface SowListInput {
  user: string;
  admin: boolean;
  /**
   * The designer filter the address asked for (a reload, Back, a shared link; `ALL_DESIGNERS` for
   * All): on the first load it wins over §2's default when that designer is listed.
   */
  requestedDesigner?: string;
}

/** '' is All. */
export const ALL_DESIGNERS = '';

/** The first load's designer filter: the one asked for when listed (or All), else §2's default, the current user when listed. */
export function firstDesigner(context: Pick<SowListContext, 'user' | 'requestedDesigner'>, designers: readonly SowDesigner[]): string {
  const requested = context.requestedDesigner;
  if (requested === ALL_DESIGNERS) return ALL_DESIGNERS;
  if (requested !== undefined && designers.some((d) => d.username === requested)) return requested;
  return designers.find((d) => d.username.toLowerCase() === context.user.toLowerCase())?.username ?? ALL_DESIGNERS;
}

export interface SowListContext extends SowListInput {
  projects: SowProjectRow[];
  designers: SowDesigner[];
  designer: string;
  name: string;
  /** The project asked about or being deleted / exported. */
  target: number | undefined;
  firstLoad: boolean;
  exported: string | undefined;
  error: unknown;
}

export type SowListEvent =
  | { type: 'filter.designer'; designer: string }
  | { type: 'filter.name'; text: string }
  | { type: 'project.delete'; projectId: number }
  | { type: 'delete.confirm' }
  | { type: 'delete.dismiss' }
  | { type: 'project.export'; projectId: number }
  | { type: 'list.reload' }
  /** §9: the first save of a new project reloads the list 500 ms later. */
  | { type: 'list.projectCreated' }
  | { type: 'error.acknowledge' };

/** §2: the designer filter (by user name) and the case-insensitive project-name substring. */
export function visibleProjects(context: Pick<SowListContext, 'projects' | 'designers' | 'designer' | 'name'>): SowProjectRow[] {
  const designer = context.designers.find((d) => d.username === context.designer);
  const name = context.name.trim().toLowerCase();
  return context.projects.filter(
    (p) => (!designer || p.designer === designer.fullName) && (name === '' || p.projectName.toLowerCase().includes(name)),
  );
}

export const sowListMachine = setup({
  types: {
    input: {} as SowListInput,
    context: {} as SowListContext,
    events: {} as SowListEvent,
  },
  actors: {
    loadProjects: fromPromise<SowProjectList, SowListInput>(({ input, signal }) =>
      settleUnlessAborted(signal, fetchSowProjects({ user: input.user, admin: input.admin }, signal)),
    ),
    deleteProject: fromPromise<unknown, { projectId: number }>(({ input, signal }) => deleteSowProject(input.projectId, signal)),
    exportProject: fromPromise<DownloadedFile, { projectId: number }>(({ input, signal }) => exportSowProjectPdf(input.projectId, signal)),
  },
  delays: {
    firstLoadDelay: SOW_LIST_FIRST_LOAD_DELAY_MS,
    reloadAfterCreate: SOW_LIST_RELOAD_AFTER_FIRST_SAVE_MS,
  },
  guards: {
    isConflict: ({ context }) => isApiError(context.error) && context.error.status === 409,
  },
}).createMachine({
  id: 'sowList',
  context: ({ input }) => ({
    ...input,
    projects: [],
    designers: [],
    designer: ALL_DESIGNERS,
    name: '',
    target: undefined,
    firstLoad: true,
    exported: undefined,
    error: undefined,
  }),
  initial: 'waiting',
  on: {
    'filter.designer': { actions: assign({ designer: ({ event }) => event.designer }) },
    'filter.name': { actions: assign({ name: ({ event }) => event.text }) },
  },
  states: {
    waiting: { after: { firstLoadDelay: 'loading' } },
    loading: {
      invoke: {
        src: 'loadProjects',
        input: ({ context }) => ({ user: context.user, admin: context.admin }),
        onDone: {
          target: 'loaded',
          actions: assign(({ context, event }) => ({
            projects: event.output.projects,
            designers: event.output.designers,
            // §2: defaults to the current user if present in the list (unless the address asked for another).
            designer: context.firstLoad ? firstDesigner(context, event.output.designers) : context.designer,
            firstLoad: false,
            error: undefined,
          })),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    failed: {
      on: {
        'list.reload': 'loading',
        'error.acknowledge': { actions: assign({ error: undefined }) },
      },
    },
    loaded: {
      initial: 'idle',
      on: {
        'list.reload': '.reloading',
        'list.projectCreated': '.reloadingSoon',
      },
      states: {
        idle: {
          on: {
            'project.delete': { target: 'confirmingDelete', actions: assign({ target: ({ event }) => event.projectId }) },
            'project.export': { target: 'exporting', actions: assign({ target: ({ event }) => event.projectId, exported: undefined }) },
            'error.acknowledge': [
              { guard: 'isConflict', target: 'reloading', actions: assign({ error: undefined }) },
              { actions: assign({ error: undefined }) },
            ],
          },
        },
        confirmingDelete: {
          on: {
            'delete.confirm': 'deleting',
            'delete.dismiss': { target: 'idle', actions: assign({ target: undefined }) },
          },
        },
        deleting: {
          invoke: {
            src: 'deleteProject',
            input: ({ context }) => ({ projectId: context.target ?? 0 }),
            onDone: { target: 'reloading', actions: assign({ target: undefined }) },
            onError: { target: 'idle', actions: assign({ target: undefined, error: ({ event }) => event.error }) },
          },
        },
        exporting: {
          invoke: {
            src: 'exportProject',
            input: ({ context }) => ({ projectId: context.target ?? 0 }),
            onDone: { target: 'idle', actions: assign({ target: undefined, exported: ({ event }) => event.output.fileName }) },
            onError: { target: 'idle', actions: assign({ target: undefined, error: ({ event }) => event.error }) },
          },
        },
        reloadingSoon: { after: { reloadAfterCreate: 'reloading' } },
        reloading: {
          invoke: {
            src: 'loadProjects',
            input: ({ context }) => ({ user: context.user, admin: context.admin }),
            onDone: {
              target: 'idle',
              actions: assign(({ event }) => ({ projects: event.output.projects, designers: event.output.designers })),
            },
            onError: { target: 'idle', actions: assign({ error: ({ event }) => event.error }) },
          },
        },
      },
    },
  },
});
