import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyStateMachine } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { ApiError } from '../../api/errors';
import type { SowOption, SowProjectType, SowQuestion, SowTab } from '../../api/admin/sowTemplates';
import {
  saveDisabledReasons,
  sowOptionsMachine,
  sowPreviewMachine,
  sowQuestionsMachine,
  sowTabsMachine,
  sowTypesMachine,
  type Loaded,
  type SowParent,
} from './sowBuilder.machine';
import {
  optionBlockers,
  questionBlockers,
  questionPayload,
  showsInstructions,
  hasOptions,
  tabBlockers,
  typeBlockers,
  type BuilderQuestion,
  type TabForm,
  type TypeForm,
} from './rules';
import { sowBuilderMessages as m } from './messages';

const parent: SowParent = { projectTypeId: 1, tabId: 10, questionId: 100 };
const tab = (projectTabId: number, name: string, order: number): SowTab => ({
  projectTabId,
  name,
  order,
  active: true,
  deleted: false,
  questionsExpected: 1,
});
const question = (questionID: number, questionType: SowQuestion['questionType'], options: SowOption[] = []): BuilderQuestion => ({
  questionID,
  label: `Q${questionID}`,
  questionType,
  helpText: '',
  instructions: '',
  questionOrder: questionID,
  isRequired: false,
  isActive: true,
  isDeleted: false,
  questionOptions: options,
});

function startTabs(fakes: { load?: () => Promise<Loaded<SowTab>>; save?: () => Promise<SowTab>; remove?: () => Promise<unknown> } = {}) {
  const saved: Array<{ form: TabForm; row: SowTab | undefined }> = [];
  const removed: SowTab[] = [];
  const actor = createActor(
    sowTabsMachine.provide({
      actors: {
        loadRows: fromPromise(() => (fakes.load ?? (async () => ({ rows: [tab(1, 'General Information', 1), tab(2, 'Cabinets', 2)] })))()),
        saveRow: fromPromise<SowTab, { parent: SowParent; form: TabForm; row: SowTab | undefined }>(async ({ input }) => {
          saved.push({ form: input.form, row: input.row });
          return (fakes.save ?? (async () => tab(3, input.form.name, 3)))();
        }),
        removeRow: fromPromise(async ({ input }: { input: { row: SowTab } }) => {
          removed.push(input.row);
          return (fakes.remove ?? (async () => ({})))();
        }),
      },
    }),
    { input: { parent } },
  );
  actor.start();
  return { actor, saved, removed };
}
type TabsActor = ReturnType<typeof startTabs>['actor'];

const projectType = (projectTypeId: number, name: string): SowProjectType => ({
  projectTypeId,
  active: true,
  name,
  order: projectTypeId,
  projectTypeOrder: projectTypeId,
  instructions: '',
  parties: '',
  proposal: '',
  deleted: false,
  createdOnDate: '2026-01-01T00:00:00',
  modifiedOnDate: '2026-01-01T00:00:00',
  rowVersion: undefined,
});
function startTypes(load: () => Promise<Loaded<SowProjectType>>, saved: TypeForm[] = []) {
  const actor = createActor(
    sowTypesMachine.provide({
      actors: {
        loadRows: fromPromise(load),
        saveRow: fromPromise<SowProjectType, { parent: SowParent; form: TypeForm; row: SowProjectType | undefined }>(async ({ input }) => {
          saved.push(input.form);
          return projectType(2, input.form.name);
        }),
      },
    }),
    { input: { parent } },
  );
  actor.start();
  return actor;
}
const idle = (actor: TabsActor) => waitFor(actor, (s) => s.matches({ ready: 'idle' }) || s.matches('failed'));

describe('sowBuilder rules (§5)', () => {
  it('each Save is disabled until its required fields are filled', () => {
    expect(typeBlockers({ active: true, name: ' ', order: '', instructions: '', parties: '', proposal: '' })).toEqual([m.nameRequired]);
    expect(tabBlockers({ name: '', order: '', active: true })).toEqual([m.tabNameRequired, m.tabOrderRequired]);
    expect(tabBlockers({ name: 'Doors', order: 'x', active: true })).toEqual([m.orderNumber(m.tabOrder)]);
    expect(questionBlockers({ label: '', type: '', instructions: '', helpText: '', order: '', required: false, active: true })).toEqual([
      m.labelRequired,
      m.typeRequired,
      m.questionOrderRequired,
    ]);
    expect(optionBlockers({ optionName: 'Oak', helpText: '', optionOrder: '1', isActive: true })).toEqual([]);
    expect(optionBlockers({ optionName: '', helpText: '', optionOrder: '', isActive: true })).toEqual([m.optionRequired, m.optionOrderRequired]);
  });

  it('Instructions only for LI and RI (and saved only for them); options only for HCB, VCB, DD and RB', () => {
    expect(['TB', 'TA', 'DT', 'HCB', 'VCB', 'DD', 'RB', 'LI', 'RI', 'RTA'].filter((type) => showsInstructions({ type: type as 'TB' }))).toEqual(['LI', 'RI']);
    expect(['TB', 'TA', 'DT', 'HCB', 'VCB', 'DD', 'RB', 'LI', 'RI', 'RTA'].filter((t) => hasOptions({ questionType: t as 'TB' }))).toEqual(['HCB', 'VCB', 'DD', 'RB']);
    const form = { label: 'Notes', type: 'TA' as const, instructions: '<p>x</p>', helpText: 'h', order: '3', required: true, active: true };
    expect(questionPayload(form)).toEqual({ label: 'Notes', type: 'TA', helpText: 'h', instructions: '', order: 3, required: true, active: true, deleted: false, rowVersion: undefined });
    expect(questionPayload({ ...form, type: 'LI' }).instructions).toBe('<p>x</p>');
  });
});

describe('level machine (tabs)', () => {
  it('loads, adds with the next order, Save only once complete, then reloads', async () => {
    const { actor, saved } = startTabs();
    expect(actor.getSnapshot().value).toBe('loading');
    await idle(actor);
    actor.send({ type: 'add' });
    expect(actor.getSnapshot().context.form).toEqual({ name: '', order: '3', active: true });
    expect(saveDisabledReasons(actor.getSnapshot().context, false, tabBlockers)).toEqual([m.tabNameRequired]);
    actor.send({ type: 'save' });
    expect(actor.getSnapshot().matches({ ready: 'editing' })).toBe(true);
    actor.send({ type: 'form.change', patch: { name: 'Doors' } });
    actor.send({ type: 'save' });
    expect(actor.getSnapshot().matches({ ready: 'saving' })).toBe(true);
    expect(saveDisabledReasons(actor.getSnapshot().context, true, tabBlockers)).toEqual([m.busy]);
    await waitFor(actor, (s) => s.matches('loading'));
    await idle(actor);
    expect(saved).toEqual([{ form: { name: 'Doors', order: '3', active: true }, row: undefined }]);
    expect(actor.getSnapshot().context.saved).toEqual({ row: tab(3, 'Doors', 3), then: 'close' });
  });

  it('a save followed by Submit & Edit Tabs hands the saved row on without reloading the list (§4)', async () => {
    let loads = 0;
    const actor = startTypes(async () => {
      loads += 1;
      return { rows: [projectType(1, 'Kitchen')] };
    });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'add' });
    actor.send({ type: 'form.change', patch: { name: 'Deck' } });
    actor.send({ type: 'save', then: 'next' });
    await waitFor(actor, (s) => s.context.saved !== undefined);
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.saved).toEqual({ row: projectType(2, 'Deck'), then: 'next' });
    expect(loads).toBe(1);
  });

  it('only the type has a view mode and Submit & Edit Tabs; only the questions reload while shown (issue 45)', async () => {
    const transitions = (machine: AnyStateMachine) =>
      getStateNodes(machine.root).flatMap((n) => [...n.transitions.entries()].flatMap(([event, ts]) => ts.map((t) => `${n.path.join('.')}|${event}|${(t.target ?? []).map((x) => x.path.join('.')).join()}`)));
    const has = (machine: AnyStateMachine, wanted: string) => transitions(machine).some((t) => t.startsWith(wanted));
    expect(has(sowTypesMachine as AnyStateMachine, 'ready.idle|view|')).toBe(true);
    for (const machine of [sowTabsMachine, sowQuestionsMachine, sowOptionsMachine]) expect(has(machine as AnyStateMachine, 'ready.idle|view|')).toBe(false);
    const nextAfterSave = (machine: AnyStateMachine) => transitions(machine).filter((t) => /^ready\.saving\|xstate\.done\.actor.*\|ready\.idle$/.test(t));
    expect(nextAfterSave(sowTypesMachine as AnyStateMachine)).toHaveLength(1);
    for (const machine of [sowTabsMachine, sowQuestionsMachine, sowOptionsMachine]) expect(nextAfterSave(machine as AnyStateMachine)).toEqual([]);
    expect(has(sowQuestionsMachine as AnyStateMachine, 'ready|reload|')).toBe(true);
    for (const machine of [sowTypesMachine, sowTabsMachine, sowOptionsMachine]) expect(has(machine as AnyStateMachine, 'ready|reload|')).toBe(false);
  });

  it('view mode saves nothing (the project type, §2 "Clicking the name views it")', async () => {
    const saved: TypeForm[] = [];
    const actor = startTypes(async () => ({ rows: [projectType(1, 'Kitchen')] }), saved);
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    const kitchen = actor.getSnapshot().context.rows[0]!;
    actor.send({ type: 'view', row: kitchen });
    actor.send({ type: 'form.change', patch: { name: 'Changed' } });
    expect(actor.getSnapshot().context.form.name).toBe('Kitchen');
    expect(saveDisabledReasons(actor.getSnapshot().context, false, typeBlockers)).toEqual([m.viewOnly]);
    actor.send({ type: 'save' });
    expect(actor.getSnapshot().matches({ ready: 'editing' })).toBe(true);
    actor.send({ type: 'cancel' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(saved).toEqual([]);
  });

  it('edits a row; cancel discards', async () => {
    const { actor, saved } = startTabs();
    await idle(actor);
    const cabinets = actor.getSnapshot().context.rows[1]!;
    actor.send({ type: 'edit', row: cabinets });
    expect(actor.getSnapshot().context.form).toEqual({ name: 'Cabinets', order: '2', active: true });
    actor.send({ type: 'cancel' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    actor.send({ type: 'edit', row: cabinets });
    actor.send({ type: 'form.change', patch: { order: '5' } });
    actor.send({ type: 'save' });
    await idle(actor);
    expect(saved[0]).toEqual({ form: { name: 'Cabinets', order: '5', active: true }, row: cabinets });
  });

  it('a failed save keeps the form as typed and says why', async () => {
    const { actor } = startTabs({ save: async () => Promise.reject(new Error('refused')) });
    await idle(actor);
    actor.send({ type: 'add' });
    actor.send({ type: 'form.change', patch: { name: 'Doors' } });
    actor.send({ type: 'save' });
    await waitFor(actor, (s) => s.context.error !== undefined);
    expect(actor.getSnapshot().matches({ ready: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.form.name).toBe('Doors');
    actor.send({ type: 'error.acknowledge' });
    expect(actor.getSnapshot().context.error).toBeUndefined();
  });

  it('General Information cannot be deleted; another tab is soft-deleted after confirmation', async () => {
    const { actor, removed } = startTabs();
    await idle(actor);
    const [general, cabinets] = actor.getSnapshot().context.rows;
    actor.send({ type: 'delete', row: general! });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    actor.send({ type: 'delete', row: cabinets! });
    expect(actor.getSnapshot().matches({ ready: 'confirmingDelete' })).toBe(true);
    actor.send({ type: 'delete.dismiss' });
    actor.send({ type: 'delete', row: cabinets! });
    actor.send({ type: 'delete.confirm' });
    expect(actor.getSnapshot().matches({ ready: 'deleting' })).toBe(true);
    await waitFor(actor, (s) => s.matches('loading'));
    await idle(actor);
    expect(removed).toEqual([cabinets]);
  });

  it('a failed delete says why; a 409 re-fetches once acknowledged; a failed load retries', async () => {
    const conflict = new ApiError('http', 'sowTabs.delete', 'Conflict', { status: 409 });
    const { actor } = startTabs({ remove: async () => Promise.reject(conflict) });
    await idle(actor);
    actor.send({ type: 'delete', row: actor.getSnapshot().context.rows[1]! });
    actor.send({ type: 'delete.confirm' });
    await waitFor(actor, (s) => s.context.error !== undefined);
    actor.send({ type: 'error.acknowledge' });
    expect(actor.getSnapshot().value).toBe('loading');
    await idle(actor);

    let fail = true;
    const second = startTabs({ load: async () => (fail ? Promise.reject(new Error('down')) : { rows: [] }) });
    await idle(second.actor);
    expect(second.actor.getSnapshot().matches('failed')).toBe(true);
    second.actor.send({ type: 'error.acknowledge' });
    fail = false;
    second.actor.send({ type: 'reload' });
    await idle(second.actor);
    expect(second.actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
  });

  it('every level machine has the same states (the questions also wait for every expected question), and these tests reach them all', () => {
    const leaves = (machine: AnyStateMachine) =>
      getStateNodes(machine.root)
        .filter((n) => n.type === 'atomic')
        .map((n) => n.path.join('.'))
        .sort();
    const expected = ['loading', 'failed', 'ready.idle', 'ready.editing', 'ready.saving', 'ready.confirmingDelete', 'ready.deleting'].sort();
    for (const machine of [sowTypesMachine, sowTabsMachine, sowOptionsMachine]) expect(leaves(machine as AnyStateMachine)).toEqual(expected);
    // Only the questions carry an expected count (§2), so only they wait in `incomplete`.
    expect(leaves(sowQuestionsMachine as AnyStateMachine)).toEqual([...expected, 'incomplete'].sort());
    expect(leaves(sowPreviewMachine as AnyStateMachine)).toEqual(['closed', 'failed', 'incomplete', 'loading', 'shown']);
  });
});

describe('questions (§2, §4)', () => {
  it('show only once every expected question arrived (polling until then)', async () => {
    let calls = 0;
    const rows = [question(1, 'TB'), question(2, 'DD')];
    const actor = createActor(
      sowQuestionsMachine.provide({
        delays: { questionsPoll: 0 },
        actors: { loadRows: fromPromise<Loaded<BuilderQuestion>, SowParent>(async () => (++calls === 1 ? { rows: rows.slice(0, 1), expected: 2 } : { rows, expected: 2 })) },
      }),
      { input: { parent } },
    );
    const seen: string[] = [];
    actor.subscribe((s) => seen.push(JSON.stringify(s.value)));
    actor.start();
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(seen).toContain('"incomplete"');
    expect(actor.getSnapshot().context.rows).toHaveLength(2);
    expect(calls).toBe(2);
  });

  it('the preview loads a tab, waits for every question, shows them, closes; a failure says why', async () => {
    let calls = 0;
    const rows = [question(1, 'TB'), question(2, 'RI')];
    const actor = createActor(
      sowPreviewMachine.provide({
        delays: { questionsPoll: 0 },
        actors: {
          loadQuestions: fromPromise<Loaded<BuilderQuestion>, { projectTypeId: number; tabId: number }>(async () => {
            calls += 1;
            if (calls === 3) throw new Error('down');
            return calls === 1 ? { rows: [], expected: 2 } : { rows, expected: 2 };
          }),
        },
      }),
      { input: { projectTypeId: 1 } },
    );
    actor.start();
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'preview', tab: tab(2, 'Cabinets', 2) });
    expect(actor.getSnapshot().value).toBe('loading');
    await waitFor(actor, (s) => s.matches('incomplete'));
    await waitFor(actor, (s) => s.matches('shown'));
    expect(actor.getSnapshot().context.questions).toEqual(rows);
    actor.send({ type: 'close' });
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'preview', tab: tab(2, 'Cabinets', 2) });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'error.acknowledge' });
    expect(actor.getSnapshot().value).toBe('closed');
  });
});
