import { and, assign, fromPromise, setup } from 'xstate';
import { settleUnlessAborted } from '../../staff/shell/settleUnlessAborted';
import type { DownloadedFile } from '../../api/admin/common';
import {
  createSowProject,
  exportSowProjectPdf,
  fetchSowProjectAnswers,
  fetchSowTemplates,
  updateSowProject,
  type SowProjectAnswers,
  type SowProjectCreate,
  type SowProjectUpdate,
  type SowTemplate,
} from '../../api/admin/sowProjects';
import { SOW_FIRST_VERSION } from '../constants';
import {
  afterSave,
  answersOf,
  completedCount,
  emptyAnswer,
  missingRequired,
  tabResults,
  templateById,
  wizardTabs,
  type Answer,
  type Answers,
  type WizardTab,
} from './rules';

/**
 * back-office-admin.md §2 "SOW wizard" and §4 "SOW project": create or edit a scope of work
 * tab by tab. The first save creates the project (version 1, lastTabCompleted); later saves
 * update it; the final tab's save raises the version by 0.1 and clears lastTabCompleted, then
 * the Review opens. A failed save keeps every answer and re-enables the buttons.
 */

export type SowWizardInput =
  | { mode: 'create'; user: string }
  | { mode: 'edit'; user: string; projectId: number };

export interface SowWizardContext {
  mode: 'create' | 'edit';
  user: string;
  templates: SowTemplate[];
  projectTypeId: number | undefined;
  /** Asked for while the change-type confirmation is open. */
  pendingTypeId: number | undefined;
  projectTypeName: string;
  instructions: string;
  tabs: WizardTab[];
  answers: Answers;
  /** Set once the first save created the project (or when editing). */
  projectId: number | undefined;
  rowVersion: number | undefined;
  version: number;
  /** Tabs complete, from the first (§4 lastTabCompleted); all when the project is finished. */
  completed: number;
  /** The open section: a tab's index, `tabs.length` for Review, undefined for none. */
  openIndex: number | undefined;
  /** Answers changed since the last save (Cancel asks before losing them). */
  dirty: boolean;
  saved: boolean;
  error: unknown;
  downloaded: string | undefined;
}

export type SowWizardEvent =
  | { type: 'type.select'; projectTypeId: number }
  | { type: 'typeChange.confirm' }
  | { type: 'typeChange.dismiss' }
  | { type: 'answer.text'; questionID: number; text: string }
  | { type: 'answer.toggle'; questionID: number; optionID: number; checked: boolean }
  | { type: 'answer.choose'; questionID: number; optionID: number | undefined }
  | { type: 'tab.open'; index: number }
  | { type: 'tab.close' }
  | { type: 'tab.save' }
  | { type: 'review.save' }
  | { type: 'review.print' }
  | { type: 'wizard.cancel' }
  | { type: 'cancel.confirm' }
  | { type: 'cancel.dismiss' }
  | { type: 'error.acknowledge' };

export type SaveRequest =
  | { kind: 'create'; projectTypeId: number; body: SowProjectCreate }
  | { kind: 'update'; projectId: number; body: SowProjectUpdate };

export interface SaveInput {
  request: SaveRequest;
  index: number;
}

export interface LoadedProject {
  project: SowProjectAnswers;
  templates: SowTemplate[];
}

export interface SowWizardOutput {
  /** Something was stored: the list reloads. */
  saved: boolean;
}

const isReview = (context: SowWizardContext) => context.openIndex === context.tabs.length;

/** §4: while creating, tabs open only up to the current one; while editing all can be opened. */
export function canOpen(context: SowWizardContext, index: number): boolean {
  if (context.tabs.length === 0 || index < 0 || index > context.tabs.length) return false;
  return context.mode === 'edit' || index <= context.completed;
}

/** §4: a reopened project greys the tabs after the last completed one. */
export function isGreyed(context: SowWizardContext, index: number): boolean {
  return context.mode === 'edit' && index >= context.completed && index < context.tabs.length;
}

function withType(context: SowWizardContext, projectTypeId: number): Partial<SowWizardContext> {
  const template = templateById(context.templates, projectTypeId);
  return {
    projectTypeId,
    pendingTypeId: undefined,
    projectTypeName: template?.name ?? '',
    instructions: template?.instructions ?? '',
    tabs: wizardTabs(template?.tabs ?? []),
    answers: {},
    dirty: false,
    openIndex: 0,
    completed: 0,
  };
}

function setAnswer(context: SowWizardContext, questionID: number, change: (a: Answer) => Answer): Partial<SowWizardContext> {
  return { answers: { ...context.answers, [questionID]: change(context.answers[questionID] ?? emptyAnswer) }, dirty: true };
}

/** The save of the open tab, in the create or update payload names of §3. */
export function saveRequest(context: SowWizardContext): SaveInput {
  const index = context.openIndex ?? 0;
  const tab = context.tabs[index];
  if (!tab) throw new Error('No tab is open.');
  const { results, options } = tabResults(tab, context.answers);
  const next = afterSave(context.tabs, index, { completed: context.completed, version: context.version, created: context.projectId !== undefined });
  if (context.projectId === undefined) {
    return {
      index,
      request: {
        kind: 'create',
        projectTypeId: context.projectTypeId ?? 0,
        body: {
          user: context.user,
          lastTabCompleted: next.lastTabCompleted,
          version: next.version,
          createQuestionResults: results,
          createQuestionOptions: options,
        },
      },
    };
  }
  return {
    index,
    request: {
      kind: 'update',
      projectId: context.projectId,
      body: {
        lastTabCompleted: next.lastTabCompleted,
        version: next.version,
        updateQuestionResults: results,
        updateQuestionOptions: options,
        rowVersion: context.rowVersion,
      },
    },
  };
}

export const sowWizardMachine = setup({
  types: {
    input: {} as SowWizardInput,
    context: {} as SowWizardContext,
    events: {} as SowWizardEvent,
    output: {} as SowWizardOutput,
  },
  actors: {
    loadTemplates: fromPromise<SowTemplate[]>(({ signal }) => settleUnlessAborted(signal, fetchSowTemplates(signal))),
    loadProject: fromPromise<LoadedProject, { projectId: number }>(({ input, signal }) =>
      settleUnlessAborted(
        signal,
        Promise.all([fetchSowProjectAnswers(input.projectId, signal), fetchSowTemplates(signal)]).then(([project, templates]) => ({
          project,
          templates,
        })),
      ),
    ),
    saveTab: fromPromise<SowProjectAnswers, SaveInput>(({ input, signal }) =>
      input.request.kind === 'create'
        ? createSowProject(input.request.projectTypeId, input.request.body, signal)
        : updateSowProject(input.request.projectId, input.request.body, signal),
    ),
    printPdf: fromPromise<DownloadedFile, { projectId: number }>(({ input, signal }) => exportSowProjectPdf(input.projectId, signal)),
  },
  guards: {
    isEditing: ({ context }) => context.mode === 'edit',
    /** §2: the type can change only while creating and before the first save made the project. */
    canChangeType: ({ context, event }) =>
      event.type === 'type.select' && context.mode === 'create' && context.projectId === undefined && event.projectTypeId !== context.projectTypeId,
    /** Changing a chosen type asks first ("Entered data will be lost"). */
    typeAlreadyChosen: ({ context }) => context.projectTypeId !== undefined,
    canOpenTab: ({ context, event }) => event.type === 'tab.open' && canOpen(context, event.index),
    /** §5: every required question of the open tab is answered. */
    tabComplete: ({ context }) => {
      const tab = context.openIndex === undefined ? undefined : context.tabs[context.openIndex];
      return tab !== undefined && missingRequired(tab, context.answers).length === 0;
    },
    reviewOpen: ({ context }) => isReview(context) && context.projectId !== undefined,
    hasUnsavedData: ({ context }) => context.dirty,
  },
}).createMachine({
  id: 'sowWizard',
  context: ({ input }) => ({
    mode: input.mode,
    user: input.user,
    templates: [],
    projectTypeId: undefined,
    pendingTypeId: undefined,
    projectTypeName: '',
    instructions: '',
    tabs: [],
    answers: {},
    projectId: input.mode === 'edit' ? input.projectId : undefined,
    rowVersion: undefined,
    version: SOW_FIRST_VERSION,
    completed: 0,
    openIndex: undefined,
    dirty: false,
    saved: false,
    error: undefined,
    downloaded: undefined,
  }),
  initial: 'starting',
  output: ({ context }) => ({ saved: context.saved }),
  states: {
    starting: {
      always: [{ guard: 'isEditing', target: 'loadingProject' }, { target: 'loadingTemplates' }],
    },
    loadingTemplates: {
      invoke: {
        src: 'loadTemplates',
        onDone: { target: 'editing', actions: assign({ templates: ({ event }) => event.output }) },
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    loadingProject: {
      invoke: {
        src: 'loadProject',
        input: ({ context }) => ({ projectId: context.projectId ?? 0 }),
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => {
            const { project, templates } = event.output;
            const template = templateById(templates, project.projectTypeID);
            const tabs = wizardTabs(project.projectTabs);
            const completed = completedCount(tabs, project.lastTabCompleted, true);
            return {
              templates,
              projectTypeId: project.projectTypeID,
              projectTypeName: project.projectType,
              instructions: template?.instructions ?? '',
              tabs,
              answers: answersOf(project),
              rowVersion: project.rowVersion,
              version: project.version,
              completed,
              // §4: opens the first not-yet-completed tab (the first tab of a finished project).
              openIndex: completed < tabs.length ? completed : 0,
            };
          }),
        },
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    loadFailed: {
      on: { 'error.acknowledge': { target: 'closed', actions: assign({ error: undefined }) } },
    },
    editing: {
      initial: 'filling',
      on: {
        'error.acknowledge': { actions: assign({ error: undefined }) },
      },
      states: {
        filling: {
          on: {
            'type.select': [
              {
                guard: and(['canChangeType', 'typeAlreadyChosen']),
                target: 'confirmingTypeChange',
                actions: assign({ pendingTypeId: ({ event }) => event.projectTypeId }),
              },
              { guard: 'canChangeType', actions: assign(({ context, event }) => withType(context, event.projectTypeId)) },
            ],
            'answer.text': { actions: assign(({ context, event }) => setAnswer(context, event.questionID, (a) => ({ ...a, text: event.text }))) },
            'answer.toggle': {
              actions: assign(({ context, event }) =>
                setAnswer(context, event.questionID, (a) => ({
                  ...a,
                  options: event.checked
                    ? [...a.options.filter((id) => id !== event.optionID), event.optionID]
                    : a.options.filter((id) => id !== event.optionID),
                })),
              ),
            },
            'answer.choose': {
              actions: assign(({ context, event }) =>
                setAnswer(context, event.questionID, (a) => ({ ...a, options: event.optionID === undefined ? [] : [event.optionID] })),
              ),
            },
            'tab.open': { guard: 'canOpenTab', actions: assign({ openIndex: ({ event }) => event.index }) },
            'tab.close': { actions: assign({ openIndex: undefined }) },
            'tab.save': { guard: 'tabComplete', target: 'saving' },
            // §2 "Save Scope of Work": each tab's save already stored its answers (§4), so the button
            // sends nothing more; it closes the wizard as stored, and the list reloads to show it.
            'review.save': { guard: 'reviewOpen', target: '#sowWizard.closed', actions: assign({ saved: true }) },
            'review.print': { guard: 'reviewOpen', target: 'printing' },
            'wizard.cancel': [{ guard: 'hasUnsavedData', target: 'confirmingCancel' }, { target: '#sowWizard.closed' }],
          },
        },
        confirmingTypeChange: {
          on: {
            'typeChange.confirm': { target: 'filling', actions: assign(({ context }) => withType(context, context.pendingTypeId ?? 0)) },
            'typeChange.dismiss': { target: 'filling', actions: assign({ pendingTypeId: undefined }) },
          },
        },
        confirmingCancel: {
          on: {
            'cancel.confirm': { target: '#sowWizard.closed' },
            'cancel.dismiss': { target: 'filling' },
          },
        },
        saving: {
          invoke: {
            src: 'saveTab',
            input: ({ context }) => saveRequest(context),
            onDone: {
              target: 'filling',
              actions: assign(({ context, event }) => {
                const index = context.openIndex ?? 0;
                const next = afterSave(context.tabs, index, {
                  completed: context.completed,
                  version: context.version,
                  created: context.projectId !== undefined,
                });
                return {
                  projectId: event.output.projectID,
                  rowVersion: event.output.rowVersion,
                  version: event.output.version,
                  completed: next.completed,
                  // §4: after a save the tab closes and the next opens (Review after the last).
                  openIndex: index + 1,
                  dirty: false,
                  saved: true,
                  error: undefined,
                };
              }),
            },
            // §4: a failed save keeps every answer; the screen stops waiting and says why.
            onError: { target: 'filling', actions: assign({ error: ({ event }) => event.error }) },
          },
        },
        printing: {
          invoke: {
            src: 'printPdf',
            input: ({ context }) => ({ projectId: context.projectId ?? 0 }),
            onDone: { target: 'filling', actions: assign({ downloaded: ({ event }) => event.output.fileName }) },
            onError: { target: 'filling', actions: assign({ error: ({ event }) => event.error }) },
          },
        },
      },
    },
    closed: { type: 'final' },
  },
});
