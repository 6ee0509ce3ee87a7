import { and, assign, fromPromise, setup } from 'xstate';
import { isApiError } from '../../api/errors';
import {
  createSowOption,
  createSowProjectType,
  createSowQuestion,
  createSowTab,
  deleteSowOption,
  deleteSowProjectType,
  deleteSowQuestion,
  deleteSowTab,
  fetchSowOptions,
  fetchSowProjectTypes,
  fetchSowQuestions,
  fetchSowTabs,
  updateSowOption,
  updateSowProjectType,
  updateSowQuestion,
  updateSowTab,
  type SowOption,
  type SowProjectType,
  type SowTab,
} from '../../api/admin/sowTemplates';
import {
  allQuestionsArrived,
  blankOption,
  blankQuestion,
  blankTab,
  blankType,
  byOptionOrder,
  byQuestionOrder,
  byTabOrder,
  hasOptions,
  isUndeletableTab,
  optionBlockers,
  optionFormOf,
  optionPayload,
  questionBlockers,
  questionFormOf,
  questionPayload,
  tabBlockers,
  tabFormOf,
  tabPayload,
  typeBlockers,
  typeFormOf,
  typePayload,
  type BuilderQuestion,
  type OptionForm,
  type QuestionForm,
  type TabForm,
  type TypeForm,
} from './rules';
import { sowBuilderMessages as m } from './messages';

/**
 * back-office-admin.md §2 "Scope of Work Admin", §4 "SOW project type, tab, question, option",
 * §5 and §7 "Scope of work templates". Each level of the builder (project types, a type's tabs,
 * a tab's questions, a question's options) is one machine of the same shape: load the rows, an
 * add/edit form (inline, or the project type's modal) whose Save is gated by the level's rule,
 * soft delete after confirmation. A tab's questions show only once every expected question has
 * arrived; they load before the options of every option-bearing question (§4).
 */

/** §4 "polling every 100 ms": how soon a tab's questions are asked for again while some are missing. */
export const QUESTIONS_POLL_MS = 100;

/** Where a level hangs: the project type, tab and question above it. */
export interface SowParent {
  projectTypeId: number;
  tabId: number;
  questionId: number;
}
export interface LevelInput {
  parent: SowParent;
}
export interface Loaded<Row> {
  rows: Row[];
  /** How many rows the server said to expect (a tab's questionsExpected); undefined when not counted. */
  expected?: number;
}
export type FormMode = 'create' | 'edit' | 'view';
/** What the last save was followed by: Submit & Close, or Submit & Edit Tabs (§2). */
export type AfterSave = 'close' | 'next';

export interface LevelContext<Row, Form> extends LevelInput {
  rows: Row[];
  form: Form;
  mode: FormMode;
  /** The row being edited, viewed or deleted; undefined while adding. */
  target: Row | undefined;
  /** The row last saved and what follows (§4 "After Submit & Edit Tabs on a project type, its tabs screen opens"). */
  saved: { row: Row; then: AfterSave } | undefined;
  /** What the save under way is followed by. */
  then: AfterSave;
  error: unknown;
}

export type LevelEvent<Row, Form> =
  | { type: 'add' }
  | { type: 'edit'; row: Row }
  | { type: 'view'; row: Row }
  | { type: 'form.change'; patch: Partial<Form> }
  | { type: 'cancel' }
  | { type: 'save'; then?: AfterSave }
  | { type: 'delete'; row: Row }
  | { type: 'delete.confirm' }
  | { type: 'delete.dismiss' }
  | { type: 'reload' }
  | { type: 'error.acknowledge' };

export interface LevelRules<Row, Form> {
  id: string;
  blank: (rows: readonly Row[]) => Form;
  formOf: (row: Row) => Form;
  blockers: (form: Form) => string[];
  canDelete: (row: Row) => boolean;
  load: (parent: SowParent, signal: AbortSignal) => Promise<Loaded<Row>>;
  save: (parent: SowParent, form: Form, row: Row | undefined, signal: AbortSignal) => Promise<Row>;
  remove: (row: Row, signal: AbortSignal) => Promise<unknown>;
  /**
   * The level's load carries an expected count (a tab's questions, §2 "once the number of
   * questions received equals the number expected"): only such a level waits in `incomplete`.
   */
  counted?: boolean;
  /**
   * The level is edited in the project type's modal (§2): clicking a name views a row, and Submit &
   * Edit Tabs follows a save. The inline forms of tabs, questions and options have neither.
   */
  modal?: boolean;
  /**
   * The level's list can be asked for again while it shows: the questions' own Try again for a
   * question whose options failed (issue 45). The other levels reload only after a failed load.
   */
  reloadsWhileShown?: boolean;
}

/** The questions level's wait for every expected question (§2). */
const waitingForQuestions = { incomplete: { after: { questionsPoll: 'loading' as const } } };

/** The shape of a level's configuration `withoutUnusedTransitions` edits. */
interface LevelConfigShape {
  states: {
    ready: {
      on?: Record<string, unknown>;
      states: { idle: { on: Record<string, unknown> }; saving: { invoke: { onDone: unknown[] } } };
    };
  };
}

/**
 * Issue 45: a level's machine has only the transitions its screen lets a user take. Without the
 * type's modal there is no view mode and no save followed by the next screen (Submit & Edit Tabs);
 * only the questions' list is asked for again while it shows. The same configuration, returned.
 */
function withoutUnusedTransitions<Config>(config: Config, rules: Pick<LevelRules<unknown, unknown>, 'modal' | 'reloadsWhileShown'>): Config {
  const { ready } = (config as unknown as LevelConfigShape).states;
  if (!rules.reloadsWhileShown) delete ready.on;
  if (!rules.modal) {
    delete ready.states.idle.on['view'];
    ready.states.saving.invoke.onDone = ready.states.saving.invoke.onDone.filter((t) => (t as { guard?: unknown }).guard !== 'followedByNext');
  }
  return config;
}

export function createLevelMachine<Row, Form>(rules: LevelRules<Row, Form>) {
  type Ctx = LevelContext<Row, Form>;
  return setup({
    types: {
      input: {} as LevelInput,
      context: {} as Ctx,
      events: {} as LevelEvent<Row, Form>,
    },
    actors: {
      loadRows: fromPromise<Loaded<Row>, SowParent>(({ input, signal }) => rules.load(input, signal)),
      saveRow: fromPromise<Row, { parent: SowParent; form: Form; row: Row | undefined }>(({ input, signal }) =>
        rules.save(input.parent, input.form, input.row, signal),
      ),
      removeRow: fromPromise<unknown, { row: Row }>(({ input, signal }) => rules.remove(input.row, signal)),
    },
    delays: { questionsPoll: QUESTIONS_POLL_MS },
    guards: {
      /** §2: the tab's questions show only once received equals expected. */
      allArrived: (_, output: Loaded<Row>) => allQuestionsArrived(output.rows.length, output.expected),
      /** §5: each Save is disabled until its required fields are filled. */
      formComplete: ({ context }) => rules.blockers(context.form).length === 0,
      /** View mode saves nothing. */
      editable: ({ context }) => context.mode !== 'view',
      /** §2: General Information cannot be deleted. */
      deletable: (_, row: Row) => rules.canDelete(row),
      isConflict: ({ context }) => isApiError(context.error) && context.error.status === 409,
      followedByNext: ({ context }) => context.then === 'next',
    },
  }).createMachine(withoutUnusedTransitions({
    id: rules.id,
    context: ({ input }) => ({
      parent: input.parent,
      rows: [],
      form: rules.blank([]),
      mode: 'create',
      target: undefined,
      saved: undefined,
      then: 'close',
      error: undefined,
    }),
    initial: 'loading',
    states: {
      loading: {
        invoke: {
          src: 'loadRows',
          input: ({ context }) => context.parent,
          onDone: rules.counted
            ? [
                {
                  guard: { type: 'allArrived', params: ({ event }) => event.output },
                  target: 'ready',
                  actions: assign({ rows: ({ event }) => event.output.rows }),
                },
                { target: 'incomplete' },
              ]
            : { target: 'ready', actions: assign({ rows: ({ event }) => event.output.rows }) },
          onError: { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
        },
      },
      /**
       * Some of the tab's questions have not arrived: ask again shortly. Only the questions carry an
       * expected count (loadTabQuestions), so only their machine has this state; the types', tabs'
       * and options' machines go straight to ready (an unreachable state there would be dead).
       */
      // Typed as always there (a screen may ask `matches('incomplete')` of any level; false where absent).
      ...(rules.counted ? waitingForQuestions : ({} as typeof waitingForQuestions)),
      failed: {
        on: {
          reload: { target: 'loading', actions: assign({ error: undefined }) },
          'error.acknowledge': { actions: assign({ error: undefined }) },
        },
      },
      ready: {
        initial: 'idle',
        on: { reload: { target: 'loading' } },
        states: {
          idle: {
            on: {
              add: {
                target: 'editing',
                actions: assign(({ context }) => ({ mode: 'create' as const, target: undefined, form: rules.blank(context.rows), saved: undefined })),
              },
              edit: {
                target: 'editing',
                actions: assign(({ event }) => ({ mode: 'edit' as const, target: event.row, form: rules.formOf(event.row), saved: undefined })),
              },
              view: {
                target: 'editing',
                actions: assign(({ event }) => ({ mode: 'view' as const, target: event.row, form: rules.formOf(event.row), saved: undefined })),
              },
              delete: {
                guard: { type: 'deletable', params: ({ event }) => event.row },
                target: 'confirmingDelete',
                actions: assign({ target: ({ event }) => event.row }),
              },
              'error.acknowledge': [
                { guard: 'isConflict', target: '#' + rules.id + '.loading', actions: assign({ error: undefined }) },
                { actions: assign({ error: undefined }) },
              ],
            },
          },
          editing: {
            on: {
              'form.change': {
                guard: 'editable',
                actions: assign({ form: ({ context, event }) => ({ ...context.form, ...event.patch }) }),
              },
              cancel: { target: 'idle', actions: assign({ target: undefined }) },
              save: {
                guard: and(['editable', 'formComplete']),
                target: 'saving',
                actions: assign({ then: ({ event }) => event.then ?? 'close', error: undefined }),
              },
              'error.acknowledge': { actions: assign({ error: undefined }) },
            },
          },
          saving: {
            invoke: {
              src: 'saveRow',
              input: ({ context }) => ({ parent: context.parent, form: context.form, row: context.mode === 'edit' ? context.target : undefined }),
              onDone: [
                // §4: after Submit & Edit Tabs the screen opens the saved type's tabs at once, without
                // reloading the list it leaves (a reload that failed kept staff off the tabs).
                {
                  guard: 'followedByNext',
                  target: 'idle',
                  actions: assign(({ context, event }) => ({ saved: { row: event.output, then: context.then }, target: undefined })),
                },
                {
                  target: '#' + rules.id + '.loading',
                  actions: assign(({ context, event }) => ({ saved: { row: event.output, then: context.then }, target: undefined })),
                },
              ],
              // A failed save keeps the form as typed and says why.
              onError: { target: 'editing', actions: assign({ error: ({ event }) => event.error }) },
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
              src: 'removeRow',
              input: ({ context }) => ({ row: context.target as Row }),
              onDone: { target: '#' + rules.id + '.loading', actions: assign({ target: undefined }) },
              onError: { target: 'idle', actions: assign({ target: undefined, error: ({ event }) => event.error }) },
            },
          },
        },
      },
    },
  }, rules));
}

// ---- The four levels ----------------------------------------------------------------------------

const live = <T extends { deleted?: boolean; isDeleted?: boolean }>(rows: readonly T[]) => rows.filter((r) => !r.deleted && !r.isDeleted);

/**
 * §4: "Opening the tab preview or questions first loads the questions, then the options of every
 * option-bearing question." The expected count is the tab's questionsExpected (§2, §3).
 */
export async function loadTabQuestions(
  projectTypeId: number,
  tabId: number,
  signal?: AbortSignal,
  /** The questions level keeps a question whose options failed, marked `optionsFailed` (issue 45); the preview fails. */
  { keepFailedOptions = false }: { keepFailedOptions?: boolean } = {},
): Promise<Loaded<BuilderQuestion>> {
  const [tabs, questions] = await Promise.all([fetchSowTabs(projectTypeId, signal), fetchSowQuestions(tabId, signal)]);
  const expected = tabs.find((t) => t.projectTabId === tabId)?.questionsExpected;
  const received = live(questions).sort(byQuestionOrder);
  const rows: BuilderQuestion[] = [];
  for (const q of received) {
    if (!hasOptions(q)) {
      rows.push({ ...q, questionOptions: [] });
      continue;
    }
    try {
      rows.push({ ...q, questionOptions: live(await fetchSowOptions(q.questionID, signal)).sort(byOptionOrder) });
    } catch (error) {
      if (!keepFailedOptions || signal?.aborted) throw error;
      rows.push({ ...q, questionOptions: [], optionsFailed: true });
    }
  }
  return { rows, expected };
}

export const sowTypesMachine = createLevelMachine<SowProjectType, TypeForm>({
  id: 'sowTypes',
  modal: true,
  blank: blankType,
  formOf: typeFormOf,
  blockers: typeBlockers,
  canDelete: () => true,
  load: async (_, signal) => ({ rows: live(await fetchSowProjectTypes(signal)).sort((a, b) => a.projectTypeOrder - b.projectTypeOrder) }),
  save: (_, form, row, signal) =>
    row
      ? updateSowProjectType({ ...typePayload(form), projectTypeId: row.projectTypeId, rowVersion: row.rowVersion }, signal)
      : createSowProjectType(typePayload(form), signal),
  remove: (row, signal) => deleteSowProjectType(row.projectTypeId, signal),
});

export const sowTabsMachine = createLevelMachine<SowTab, TabForm>({
  id: 'sowTabs',
  blank: blankTab,
  formOf: tabFormOf,
  blockers: tabBlockers,
  canDelete: (tab) => !isUndeletableTab(tab),
  load: async (parent, signal) => ({ rows: live(await fetchSowTabs(parent.projectTypeId, signal)).sort(byTabOrder) }),
  save: (parent, form, row, signal) =>
    row
      ? updateSowTab(parent.projectTypeId, row.projectTabId, tabPayload(form, row), signal)
      : createSowTab(parent.projectTypeId, tabPayload(form), signal),
  remove: (row, signal) => deleteSowTab(row.projectTabId, signal),
});

export const sowQuestionsMachine = createLevelMachine<BuilderQuestion, QuestionForm>({
  id: 'sowQuestions',
  blank: blankQuestion,
  formOf: questionFormOf,
  blockers: questionBlockers,
  canDelete: () => true,
  load: (parent, signal) => loadTabQuestions(parent.projectTypeId, parent.tabId, signal, { keepFailedOptions: true }),
  counted: true,
  reloadsWhileShown: true,
  save: async (parent, form, row, signal) => {
    const saved = row
      ? await updateSowQuestion(parent.tabId, row.questionID, questionPayload(form, row), signal)
      : await createSowQuestion(parent.tabId, questionPayload(form), signal);
    return { ...saved, questionOptions: row?.questionOptions ?? [] };
  },
  remove: (row, signal) => deleteSowQuestion(row.questionID, signal),
});

export const sowOptionsMachine = createLevelMachine<SowOption, OptionForm>({
  id: 'sowOptions',
  blank: blankOption,
  formOf: optionFormOf,
  blockers: optionBlockers,
  canDelete: () => true,
  load: async (parent, signal) => ({ rows: live(await fetchSowOptions(parent.questionId, signal)).sort(byOptionOrder) }),
  save: (parent, form, row, signal) =>
    row
      ? updateSowOption(parent.questionId, row.questionOptionID, optionPayload(form, row), signal)
      : createSowOption(parent.questionId, optionPayload(form), signal),
  remove: (row, signal) => deleteSowOption(row.questionOptionID, signal),
});

// ---- Selectors ----------------------------------------------------------------------------------

/** Why Save (or Submit) is disabled: a save under way, view mode, or the level's rule (§5). */
export function saveDisabledReasons<Form>(context: { form: Form; mode: FormMode }, saving: boolean, blockers: (form: Form) => string[]): string[] {
  if (saving) return [m.busy];
  if (context.mode === 'view') return [m.viewOnly];
  return blockers(context.form);
}

// ---- The live preview ---------------------------------------------------------------------------

export interface PreviewContext {
  projectTypeId: number;
  tab: SowTab | undefined;
  questions: BuilderQuestion[];
  error: unknown;
}
export type PreviewEvent = { type: 'preview'; tab: SowTab } | { type: 'close' } | { type: 'error.acknowledge' };

/** §2: "Clicking a tab name previews its questions as form controls (left and right column types)." */
export const sowPreviewMachine = setup({
  types: {
    input: {} as { projectTypeId: number },
    context: {} as PreviewContext,
    events: {} as PreviewEvent,
  },
  actors: {
    loadQuestions: fromPromise<Loaded<BuilderQuestion>, { projectTypeId: number; tabId: number }>(({ input, signal }) =>
      loadTabQuestions(input.projectTypeId, input.tabId, signal),
    ),
  },
  delays: { questionsPoll: QUESTIONS_POLL_MS },
  guards: {
    allArrived: (_, output: Loaded<BuilderQuestion>) => allQuestionsArrived(output.rows.length, output.expected),
  },
}).createMachine({
  id: 'sowPreview',
  context: ({ input }) => ({ projectTypeId: input.projectTypeId, tab: undefined, questions: [], error: undefined }),
  initial: 'closed',
  on: { preview: { target: '.loading', actions: assign({ tab: ({ event }) => event.tab, questions: [] }) } },
  states: {
    closed: {},
    loading: {
      invoke: {
        src: 'loadQuestions',
        input: ({ context }) => ({ projectTypeId: context.projectTypeId, tabId: context.tab?.projectTabId ?? 0 }),
        onDone: [
          { guard: { type: 'allArrived', params: ({ event }) => event.output }, target: 'shown', actions: assign({ questions: ({ event }) => event.output.rows }) },
          { target: 'incomplete' },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    incomplete: { after: { questionsPoll: 'loading' } },
    shown: { on: { close: { target: 'closed', actions: assign({ tab: undefined, questions: [] }) } } },
    failed: { on: { 'error.acknowledge': { target: 'closed', actions: assign({ error: undefined, tab: undefined }) } } },
  },
});
