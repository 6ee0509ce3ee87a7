import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyStateMachine } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { ApiError } from '../../api/errors';
import type { SowProjectAnswers, SowTemplate, SowTemplateQuestion } from '../../api/admin/sowProjects';
import type { QuestionType } from '../constants';
import { sowWizardMachine, type SaveInput, type SowWizardInput } from './sowWizard.machine';
import { sowWizardView } from './selectors';
import { sowWizardMessages as m } from './messages';
import { answerText, workDetails } from './rules';

const option = (questionID: number, questionOptionID: number, optionName: string, extra: { isActive?: boolean; isDeleted?: boolean } = {}) => ({
  questionOptionID,
  questionID,
  optionName,
  helpText: '',
  optionOrder: questionOptionID,
  isActive: extra.isActive ?? true,
  isDeleted: extra.isDeleted ?? false,
});

const question = (questionID: number, label: string, questionType: QuestionType, extra: Partial<SowTemplateQuestion> = {}): SowTemplateQuestion => ({
  questionID,
  label,
  questionType,
  helpText: '',
  instructions: '',
  questionOrder: questionID,
  isRequired: false,
  isActive: true,
  isDeleted: false,
  questionOptions: [],
  ...extra,
});

const kitchen: SowTemplate = {
  projectTypeID: 1,
  name: 'Kitchen Remodel',
  instructions: '<p>Complete each tab.</p>',
  parties: '',
  proposal: '',
  projectTypeOrder: 1,
  active: true,
  tabs: [
    {
      projectTabId: 10,
      name: 'General Information',
      order: 1,
      active: true,
      deleted: false,
      tabQuestions: [question(1, 'Project Name', 'TB', { isRequired: true }), question(2, 'Start', 'DT'), question(9, 'Hidden', 'TB', { isActive: false })],
    },
    {
      projectTabId: 11,
      name: 'Cabinets',
      order: 2,
      active: true,
      deleted: false,
      tabQuestions: [
        question(3, 'Door Style', 'DD', { isRequired: true, questionOptions: [option(3, 31, 'Shaker'), option(3, 32, 'Slab'), option(3, 33, 'Old', { isActive: false })] }),
        question(4, 'Accessories', 'VCB', { isRequired: true, questionOptions: [option(4, 41, 'Trays'), option(4, 42, 'Trash')] }),
      ],
    },
    { projectTabId: 12, name: 'Retired', order: 3, active: false, deleted: false, tabQuestions: [] },
    {
      projectTabId: 13,
      name: 'Installation',
      order: 4,
      active: true,
      deleted: false,
      tabQuestions: [question(5, 'Work Needed', 'RI', { isRequired: true, instructions: '<p>List trades</p>' })],
    },
  ],
};
const bath: SowTemplate = { ...kitchen, projectTypeID: 2, name: 'Bathroom Remodel', tabs: [kitchen.tabs[0]!] };
const templates = [kitchen, bath];

function answersReply(overrides: Partial<SowProjectAnswers> = {}, chosen: number[] = [], texts: Record<number, string> = {}): SowProjectAnswers {
  return {
    projectID: 77,
    projectTypeID: 1,
    projectType: 'Kitchen Remodel',
    name: texts[1] ?? '',
    version: 1,
    lastTabCompleted: 10,
    rowVersion: 3,
    projectTabs: kitchen.tabs.map((tab) => ({
      ...tab,
      tabQuestions: tab.tabQuestions.map((q) => ({
        ...q,
        questionResults: texts[q.questionID] !== undefined ? [{ questionID: q.questionID, result: texts[q.questionID]! }] : [],
        questionOptions: q.questionOptions.map((o) => ({
          ...o,
          questionOptionResults: chosen.includes(o.questionOptionID) ? [{ questionID: q.questionID, questionOptionID: o.questionOptionID }] : [],
        })),
      })),
    })),
    ...overrides,
  };
}

interface Fakes {
  loadTemplates?: () => Promise<SowTemplate[]>;
  loadProject?: () => Promise<{ project: SowProjectAnswers; templates: SowTemplate[] }>;
  save?: (input: SaveInput) => Promise<SowProjectAnswers>;
  print?: () => Promise<{ fileName: string; blob: Blob }>;
}

function start(input: SowWizardInput, fakes: Fakes = {}) {
  const saves: SaveInput[] = [];
  let version = 1;
  const machine = sowWizardMachine.provide({
    actors: {
      loadTemplates: fromPromise(() => (fakes.loadTemplates ?? (async () => templates))()),
      loadProject: fromPromise(() => (fakes.loadProject ?? (async () => ({ project: answersReply(), templates })))()),
      saveTab: fromPromise(async ({ input: save }: { input: SaveInput }) => {
        saves.push(save);
        if (fakes.save) return fakes.save(save);
        version = save.request.body.version;
        return answersReply({ version, lastTabCompleted: save.request.body.lastTabCompleted, rowVersion: saves.length + 3 });
      }),
      printPdf: fromPromise(() => (fakes.print ?? (async () => ({ fileName: 'Scope_Of_Work.pdf', blob: new Blob(['%PDF']) })))()),
    },
  });
  const actor = createActor(machine, { input });
  actor.start();
  return { actor, saves, view: () => sowWizardView(actor.getSnapshot()) };
}

const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => s.matches({ editing: 'filling' }) || s.status === 'done' || s.matches('loadFailed'));

async function createFilledFirstTab() {
  const wizard = start({ mode: 'create', user: 'alex.admin' });
  await settled(wizard.actor);
  wizard.actor.send({ type: 'type.select', projectTypeId: 1 });
  wizard.actor.send({ type: 'answer.text', questionID: 1, text: 'Smith Kitchen' });
  return wizard;
}

describe('sowWizardMachine', () => {
  it('creates: Project Types first, then the chosen type\'s active tabs and questions', async () => {
    const { actor, view } = start({ mode: 'create', user: 'alex.admin' });
    expect(actor.getSnapshot().matches('loadingTemplates')).toBe(true);
    expect(view().loading).toBe(true);
    await settled(actor);
    expect(view().title).toBe(m.createTitle);
    expect(actor.getSnapshot().context.tabs).toEqual([]);
    actor.send({ type: 'type.select', projectTypeId: 1 });
    const { tabs, openIndex } = actor.getSnapshot().context;
    expect(tabs.map((t) => t.name)).toEqual(['General Information', 'Cabinets', 'Installation']);
    expect(tabs[0]!.questions.map((q) => q.label)).toEqual(['Project Name', 'Start']);
    expect(tabs[1]!.questions[0]!.questionOptions.map((o) => o.optionName)).toEqual(['Shaker', 'Slab']);
    expect(openIndex).toBe(0);
  });

  it('blocks the save until the tab\'s required questions are answered (§5)', async () => {
    const { actor, view } = start({ mode: 'create', user: 'alex.admin' });
    await settled(actor);
    actor.send({ type: 'type.select', projectTypeId: 1 });
    expect(view().saveBlockers).toEqual([m.answerRequired('Project Name')]);
    actor.send({ type: 'tab.save' });
    expect(actor.getSnapshot().matches({ editing: 'filling' })).toBe(true);
    actor.send({ type: 'answer.text', questionID: 1, text: '   ' });
    expect(view().saveBlockers).toHaveLength(1);
    actor.send({ type: 'answer.text', questionID: 1, text: 'Smith' });
    expect(view().saveBlockers).toEqual([]);
  });

  it('checkbox groups need a choice, dropdowns something other than Select, rich text some text', async () => {
    const { actor, view } = await createFilledFirstTab();
    actor.send({ type: 'tab.save' });
    await settled(actor);
    expect(view().saveBlockers).toEqual([m.answerRequired('Door Style'), m.answerRequired('Accessories')]);
    actor.send({ type: 'answer.choose', questionID: 3, optionID: 31 });
    actor.send({ type: 'answer.toggle', questionID: 4, optionID: 41, checked: true });
    expect(view().saveBlockers).toEqual([]);
    actor.send({ type: 'answer.toggle', questionID: 4, optionID: 41, checked: false });
    actor.send({ type: 'answer.choose', questionID: 3, optionID: undefined });
    expect(view().saveBlockers).toHaveLength(2);
    actor.send({ type: 'answer.choose', questionID: 3, optionID: 32 });
    actor.send({ type: 'answer.toggle', questionID: 4, optionID: 42, checked: true });
    actor.send({ type: 'tab.save' });
    await settled(actor);
    actor.send({ type: 'answer.text', questionID: 5, text: '<p><br></p>' });
    expect(view().saveBlockers).toEqual([m.answerRequired('Work Needed')]);
  });

  it('the first save creates version 1 with lastTabCompleted; the next updates; the final save adds 0.1 and clears it', async () => {
    const { actor, saves, view } = await createFilledFirstTab();
    actor.send({ type: 'answer.text', questionID: 2, text: '2026-12-01' });
    actor.send({ type: 'tab.save' });
    expect(actor.getSnapshot().matches({ editing: 'saving' })).toBe(true);
    expect(view().busy).toBe(true);
    await settled(actor);
    expect(saves[0]!.request).toEqual({
      kind: 'create',
      projectTypeId: 1,
      body: {
        user: 'alex.admin',
        lastTabCompleted: 10,
        version: 1,
        createQuestionResults: [
          { questionID: 1, result: 'Smith Kitchen' },
          { questionID: 2, result: '2026-12-01' },
        ],
        createQuestionOptions: [],
      },
    });
    expect(actor.getSnapshot().context).toMatchObject({ projectId: 77, openIndex: 1, completed: 1, dirty: false, saved: true });

    actor.send({ type: 'answer.choose', questionID: 3, optionID: 31 });
    actor.send({ type: 'answer.toggle', questionID: 4, optionID: 41, checked: true });
    actor.send({ type: 'answer.toggle', questionID: 4, optionID: 42, checked: true });
    actor.send({ type: 'tab.save' });
    await settled(actor);
    expect(saves[1]!.request).toEqual({
      kind: 'update',
      projectId: 77,
      body: {
        lastTabCompleted: 11,
        version: 1,
        updateQuestionResults: [
          { questionID: 3, result: '' },
          { questionID: 4, result: '' },
        ],
        updateQuestionOptions: [
          { questionID: 3, questionOptionID: 31 },
          { questionID: 4, questionOptionID: 41 },
          { questionID: 4, questionOptionID: 42 },
        ],
        rowVersion: 4,
      },
    });

    actor.send({ type: 'answer.text', questionID: 5, text: '<p>Plumbing</p>' });
    actor.send({ type: 'tab.save' });
    await settled(actor);
    expect(saves[2]!.request.body).toMatchObject({ lastTabCompleted: null, version: 1.1 });
    expect(view().reviewOpen).toBe(true);
    expect(actor.getSnapshot().context.version).toBe(1.1);
    expect(view().workDetails).toEqual([
      { category: 'Cabinets', needed: 'Door Style: Shaker; Accessories: Trays, Trash' },
      { category: 'Installation', needed: 'Work Needed: Plumbing' },
    ]);

    actor.send({ type: 'review.print' });
    expect(actor.getSnapshot().matches({ editing: 'printing' })).toBe(true);
    await settled(actor);
    expect(actor.getSnapshot().context.downloaded).toBe('Scope_Of_Work.pdf');

    actor.send({ type: 'review.save' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ saved: true });
  });

  it('while creating, tabs open only up to the current one', async () => {
    const { actor, view } = await createFilledFirstTab();
    expect(view().canOpen(1)).toBe(false);
    actor.send({ type: 'tab.open', index: 2 });
    expect(actor.getSnapshot().context.openIndex).toBe(0);
    actor.send({ type: 'tab.close' });
    expect(actor.getSnapshot().context.openIndex).toBeUndefined();
    actor.send({ type: 'tab.open', index: 0 });
    actor.send({ type: 'tab.save' });
    await settled(actor);
    expect(view().canOpen(1)).toBe(true);
    expect(view().canOpen(2)).toBe(false);
    actor.send({ type: 'tab.open', index: 0 });
    expect(actor.getSnapshot().context.openIndex).toBe(0);
  });

  it('a failed save keeps every answer and re-enables the buttons', async () => {
    const error = new ApiError('http', 'sow.create', 'Server error', { status: 500 });
    const wizard = start({ mode: 'create', user: 'alex.admin' }, { save: async () => Promise.reject(error) });
    await settled(wizard.actor);
    wizard.actor.send({ type: 'type.select', projectTypeId: 1 });
    wizard.actor.send({ type: 'answer.text', questionID: 1, text: 'Smith Kitchen' });
    wizard.actor.send({ type: 'tab.save' });
    await settled(wizard.actor);
    const { context } = wizard.actor.getSnapshot();
    expect(context.error).toBe(error);
    expect(context.answers[1]!.text).toBe('Smith Kitchen');
    expect(context.openIndex).toBe(0);
    expect(context.projectId).toBeUndefined();
    expect(wizard.view().saveBlockers).toEqual([]);
    wizard.actor.send({ type: 'error.acknowledge' });
    expect(wizard.actor.getSnapshot().context.error).toBeUndefined();
  });

  it('changing the type asks first; confirming clears the answers, dismissing keeps them', async () => {
    const { actor, view } = await createFilledFirstTab();
    actor.send({ type: 'type.select', projectTypeId: 2 });
    expect(view().confirmingTypeChange).toBe(true);
    actor.send({ type: 'typeChange.dismiss' });
    expect(actor.getSnapshot().context).toMatchObject({ projectTypeId: 1, answers: { 1: { text: 'Smith Kitchen' } } });
    actor.send({ type: 'type.select', projectTypeId: 2 });
    actor.send({ type: 'typeChange.confirm' });
    expect(actor.getSnapshot().context).toMatchObject({ projectTypeId: 2, answers: {}, projectTypeName: 'Bathroom Remodel' });
  });

  it('the type cannot change once the first save made the project', async () => {
    const { actor } = await createFilledFirstTab();
    actor.send({ type: 'tab.save' });
    await settled(actor);
    actor.send({ type: 'type.select', projectTypeId: 2 });
    expect(actor.getSnapshot().matches({ editing: 'filling' })).toBe(true);
    expect(actor.getSnapshot().context.projectTypeId).toBe(1);
  });

  it('cancelling with unsaved data asks "Data Saved ?"; without, it closes', async () => {
    const { actor, view } = await createFilledFirstTab();
    actor.send({ type: 'wizard.cancel' });
    expect(view().confirmingCancel).toBe(true);
    actor.send({ type: 'cancel.dismiss' });
    expect(actor.getSnapshot().matches({ editing: 'filling' })).toBe(true);
    actor.send({ type: 'wizard.cancel' });
    actor.send({ type: 'cancel.confirm' });
    expect(actor.getSnapshot().output).toEqual({ saved: false });

    const clean = start({ mode: 'create', user: 'alex.admin' });
    await settled(clean.actor);
    clean.actor.send({ type: 'wizard.cancel' });
    expect(clean.actor.getSnapshot().status).toBe('done');
  });

  it('a reopened project opens the first tab not yet completed, greys those after the last completed, opens all', async () => {
    const { actor, view } = start({ mode: 'edit', user: 'alex.admin', projectId: 77 });
    expect(actor.getSnapshot().matches('loadingProject')).toBe(true);
    await settled(actor);
    expect(view().title).toBe(m.editTitle);
    expect(actor.getSnapshot().context).toMatchObject({ openIndex: 1, completed: 1, projectTypeName: 'Kitchen Remodel', instructions: '<p>Complete each tab.</p>' });
    expect([0, 1, 2].map(view().isGreyed)).toEqual([false, true, true]);
    expect(view().canOpen(2)).toBe(true);
    expect(view().canOpen(3)).toBe(true);
  });

  it('a finished project reopens on its first tab with its answers; the final save raises 1.1 to 1.2', async () => {
    const project = answersReply({ lastTabCompleted: null, version: 1.1 }, [31, 41], { 1: 'Smith Kitchen', 5: '<p>Tile</p>' });
    const { actor, saves, view } = start({ mode: 'edit', user: 'alex.admin', projectId: 77 }, { loadProject: async () => ({ project, templates }) });
    await settled(actor);
    expect(actor.getSnapshot().context.openIndex).toBe(0);
    expect(view().projectName).toBe('Smith Kitchen');
    expect(actor.getSnapshot().context.answers[4]).toEqual({ text: '', options: [41] });
    actor.send({ type: 'tab.save' });
    await settled(actor);
    expect(saves[0]!.request.body).toMatchObject({ lastTabCompleted: null, version: 1.1 });
    actor.send({ type: 'tab.open', index: 2 });
    actor.send({ type: 'tab.save' });
    await settled(actor);
    expect(saves[1]!.request.body).toMatchObject({ lastTabCompleted: null, version: 1.2 });
  });

  it('a failed load shows the error; acknowledging it closes the wizard', async () => {
    const { actor } = start({ mode: 'edit', user: 'alex.admin', projectId: 77 }, { loadProject: async () => Promise.reject(new Error('down')) });
    await waitFor(actor, (s) => s.matches('loadFailed'));
    actor.send({ type: 'error.acknowledge' });
    expect(actor.getSnapshot().status).toBe('done');
    const create = start({ mode: 'create', user: 'a' }, { loadTemplates: async () => Promise.reject(new Error('down')) });
    await waitFor(create.actor, (s) => s.matches('loadFailed'));
  });

  it('a failed print says why and stays on the Review', async () => {
    const wizard = start({ mode: 'edit', user: 'a', projectId: 77 }, { print: async () => Promise.reject(new Error('no pdf')) });
    await settled(wizard.actor);
    wizard.actor.send({ type: 'tab.open', index: 3 });
    wizard.actor.send({ type: 'review.print' });
    await settled(wizard.actor);
    expect(wizard.view().reviewOpen).toBe(true);
    expect(wizard.actor.getSnapshot().context.error).toBeInstanceOf(Error);
  });

  it('a typed answer (TB, TA) reads as typed in the Review, markup-like text included; a rich-text answer loses its tags (issue 36)', () => {
    const typed = '<img src=x onerror=alert(1)>"><b>bold</b>';
    expect(answerText(question(3, 'Name', 'TB'), { text: typed, options: [] })).toBe(typed);
    expect(answerText(question(4, 'Notes', 'TA'), { text: typed, options: [] })).toBe(typed);
    expect(answerText(question(5, 'Scope', 'RTA'), { text: '<p>Two</p><p>lines &amp; <b>&lt;more&gt;</b></p>', options: [] })).toBe('Two lines & <more>');
  });

  it('Work Details lists the tabs after the first', () => {
    expect(workDetails([], {})).toEqual([]);
  });

  it('a date answer reads MM/dd/yyyy in the Review and Work Details, as every back-office date (travels as yyyy-MM-dd)', () => {
    const start = question(2, 'Start', 'DT');
    expect(answerText(start, { text: '2027-03-15', options: [] })).toBe('03/15/2027');
    expect(answerText(start, { text: '', options: [] })).toBe('');
    expect(workDetails([{ projectTabId: 1, name: 'A', questions: [] }, { projectTabId: 2, name: 'B', questions: [start] }], { 2: { text: '2027-03-15', options: [] } })).toEqual([
      { category: 'B', needed: 'Start: 03/15/2027' },
    ]);
  });

  it('every state of the machine is one these tests reach', () => {
    const leaves = getStateNodes((sowWizardMachine as AnyStateMachine).root)
      .filter((n) => n.type === 'atomic' || n.type === 'final')
      .map((n) => n.path.join('.'));
    expect(leaves.sort()).toEqual(
      [
        'starting',
        'loadingTemplates',
        'loadingProject',
        'loadFailed',
        'editing.filling',
        'editing.confirmingTypeChange',
        'editing.confirmingCancel',
        'editing.saving',
        'editing.printing',
        'closed',
      ].sort(),
    );
  });
});
