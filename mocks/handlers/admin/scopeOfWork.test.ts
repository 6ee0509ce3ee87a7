import { describe, expect, it } from 'vitest';
import { isApiError } from '@joinery/flows/api';
import {
  EXPORT_FILE_NAMES,
  GENERAL_INFORMATION_TAB,
  QUESTION_TYPES,
  SOW_FIRST_VERSION,
  SOW_VERSION_STEP,
  takesOptions,
} from '@joinery/flows/admin';
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
  fetchSowProjectType,
  fetchSowProjectTypes,
  fetchSowQuestions,
  fetchSowTabs,
  updateSowOption,
  updateSowProjectType,
  updateSowQuestion,
  updateSowTab,
  type SowProjectTypeCreate,
} from '@joinery/flows/api/admin/sowTemplates';
import {
  createSowProject,
  deleteSowProject,
  exportSowProjectPdf,
  fetchSowProjectAnswers,
  fetchSowProjects,
  fetchSowTemplates,
  updateSowProject,
  type SowTemplate,
} from '@joinery/flows/api/admin/sowProjects';
import { setupMockServer } from '../../test-utils';
import { describeFaults, TEST_BEARER } from './faultMatrix';
import { expectPdf } from './fileChecks';

setupMockServer();

const statusOf = (error: unknown) => (isApiError(error) ? error.status : undefined);
const fails = (promise: Promise<unknown>) => promise.then(() => undefined, (e: unknown) => statusOf(e));

const newType: SowProjectTypeCreate = {
  active: true,
  name: 'Laundry Room',
  order: 9,
  instructions: '<p>Measure the machines.</p>',
  parties: 'Joinery and the Owner.',
  proposal: '<p>Cabinets above the machines.</p>',
  deleted: false,
};

describe('SOW project types', () => {
  it('lists the types by order, leaving deleted ones out', async () => {
    const types = await fetchSowProjectTypes();
    expect(types.map((t) => t.name)).toEqual([
      'Kitchen Remodel',
      'Bathroom Remodel',
      'Multi-Family New Construction',
      'Closet & Storage',
      'Basement Finishing',
    ]);
    expect(types.find((t) => t.name === 'Basement Finishing')?.active).toBe(false);
  });

  it('reads a type with its tabs, each saying how many questions to expect', async () => {
    const type = await fetchSowProjectType(1);
    expect(type.tabs.map((t) => t.name)).toEqual([GENERAL_INFORMATION_TAB, 'Cabinets', 'Countertops', 'Installation', 'Appliances']);
    for (const tab of type.tabs) expect((await fetchSowQuestions(tab.projectTabId)).length).toBe(tab.questionsExpected);
  });

  it('creates a type with a General Information tab, updates it and refuses a stale update', async () => {
    const created = await createSowProjectType(newType);
    const tabs = await fetchSowTabs(created.projectTypeId);
    expect(tabs.map((t) => t.name)).toEqual([GENERAL_INFORMATION_TAB]);
    expect((await fetchSowQuestions(tabs[0]?.projectTabId ?? 0))[0]).toMatchObject({ label: 'Project Name', questionType: 'TB', isRequired: true });
    const body = { ...newType, projectTypeId: created.projectTypeId, rowVersion: created.rowVersion, name: 'Laundry & Mudroom' };
    expect((await updateSowProjectType(body)).name).toBe('Laundry & Mudroom');
    expect(await fails(updateSowProjectType(body))).toBe(409);
  });

  it('refuses a type without a name', async () => {
    expect(await fails(createSowProjectType({ ...newType, name: ' ' }))).toBe(400);
  });

  it('refuses builder text over its limit or holding a control character, as the dialogs do (issue 36)', async () => {
    expect(await fails(createSowProjectType({ ...newType, name: 'x'.repeat(101) }))).toBe(400);
    expect(await fails(createSowProjectType({ ...newType, name: 'Bath\u0007room' }))).toBe(400);
    expect(await fails(createSowProjectType({ ...newType, parties: 'p'.repeat(4001) }))).toBe(400);
    expect(await fails(createSowTab(2, { name: 'Tab\u0000', tabOrder: 5, active: true, deleted: false }))).toBe(400);
    expect((await createSowProjectType({ ...newType, name: 'x'.repeat(100) })).name).toHaveLength(100);
  });

  it('soft-deletes a type', async () => {
    const deleted = await deleteSowProjectType(4);
    expect(deleted.deleted).toBe(true);
    expect((await fetchSowProjectTypes()).map((t) => t.projectTypeId)).not.toContain(4);
    expect(await fails(fetchSowProjectType(4))).toBe(404);
  });
});

describe('SOW tabs', () => {
  it('adds, edits and deletes a tab, but never General Information', async () => {
    const tab = await createSowTab(2, { name: 'Lighting', tabOrder: 5, active: true, deleted: false });
    expect((await fetchSowTabs(2)).at(-1)?.name).toBe('Lighting');
    const renamed = await updateSowTab(2, tab.projectTabId, { name: 'Lighting & Fans', tabOrder: 5, active: false, deleted: false, rowVersion: tab.rowVersion });
    expect(renamed).toMatchObject({ name: 'Lighting & Fans', active: false });
    expect(await fails(updateSowTab(2, tab.projectTabId, { name: 'x', tabOrder: 5, active: true, deleted: false, rowVersion: tab.rowVersion }))).toBe(409);
    await deleteSowTab(tab.projectTabId);
    expect((await fetchSowTabs(2)).map((t) => t.projectTabId)).not.toContain(tab.projectTabId);
    const general = (await fetchSowTabs(2))[0];
    expect(general?.name).toBe(GENERAL_INFORMATION_TAB);
    expect(await fails(deleteSowTab(general?.projectTabId ?? 0))).toBe(400);
  });

  it('answers 404 for a tab of another type', async () => {
    const [tab] = await fetchSowTabs(1);
    expect(await fails(updateSowTab(2, tab?.projectTabId ?? 0, { name: 'x', tabOrder: 1, active: true, deleted: false }))).toBe(404);
  });
});

describe('SOW questions and options', () => {
  it('lists a tab\'s questions by order, leaving deleted ones out', async () => {
    const cabinets = (await fetchSowTabs(1)).find((t) => t.name === 'Cabinets');
    const questions = await fetchSowQuestions(cabinets?.projectTabId ?? 0);
    expect(questions.map((q) => q.label)).toEqual(['Door Style', 'Cabinet Finish', 'Cabinet Accessories', 'Crown Molding', 'Cabinet Notes', 'Hardware Finish']);
    expect(questions.find((q) => q.label === 'Hardware Finish')?.isActive).toBe(false);
  });

  it('keeps Instructions for LI and RI questions only (§5)', async () => {
    const tabId = (await fetchSowTabs(2))[0]?.projectTabId ?? 0;
    const base = { helpText: '', instructions: '<p>Read me</p>', order: 9, required: false, active: true, deleted: false };
    expect((await createSowQuestion(tabId, { ...base, label: 'Left', type: 'LI' })).instructions).toBe('<p>Read me</p>');
    const tb = await createSowQuestion(tabId, { ...base, label: 'Plain', type: 'TB' });
    expect(tb.instructions).toBe('');
    const edited = await updateSowQuestion(tabId, tb.questionID, { ...base, label: 'Plain text', type: 'TA', rowVersion: tb.rowVersion });
    expect(edited).toMatchObject({ label: 'Plain text', questionType: 'TA' });
    await deleteSowQuestion(tb.questionID);
    expect((await fetchSowQuestions(tabId)).map((q) => q.questionID)).not.toContain(tb.questionID);
  });

  it('refuses a question type that is not one of the ten', async () => {
    const tabId = (await fetchSowTabs(2))[0]?.projectTabId ?? 0;
    const response = await fetch(`http://localhost/bridgesys/SOWprojecttabquestions/${tabId}`, {
      method: 'POST',
      headers: { Authorization: TEST_BEARER, 'Content-Type': 'application/json' },
      body: JSON.stringify({ label: 'x', type: 'XX', helpText: '', instructions: '', order: 1, required: false, active: true, deleted: false }),
    });
    expect(response.status).toBe(400);
  });

  it('manages the options of an option question, and refuses options on a text question', async () => {
    const cabinets = (await fetchSowTabs(1)).find((t) => t.name === 'Cabinets');
    const questions = await fetchSowQuestions(cabinets?.projectTabId ?? 0);
    const doorStyle = questions.find((q) => q.label === 'Door Style');
    const notes = questions.find((q) => q.label === 'Cabinet Notes');
    const options = await fetchSowOptions(doorStyle?.questionID ?? 0);
    expect(options.map((o) => o.optionOrder)).toEqual([1, 2, 3, 4, 5]);
    const added = await createSowOption(doorStyle?.questionID ?? 0, { optionName: 'Flat Panel', helpText: '', optionOrder: 6, isActive: true });
    const body = { optionName: 'Flat Panel Slab', helpText: 'Modern.', optionOrder: 6, isActive: true, rowVersion: added.rowVersion };
    expect((await updateSowOption(doorStyle?.questionID ?? 0, added.questionOptionID, body)).optionName).toBe('Flat Panel Slab');
    expect(await fails(updateSowOption(doorStyle?.questionID ?? 0, added.questionOptionID, body))).toBe(409);
    await deleteSowOption(added.questionOptionID);
    expect((await fetchSowOptions(doorStyle?.questionID ?? 0)).length).toBe(5);
    expect(await fails(createSowOption(notes?.questionID ?? 0, { optionName: 'x', helpText: '', optionOrder: 1, isActive: true }))).toBe(400);
  });
});

/** The answers a wizard would send for every question of a tab. */
function answersFor(template: SowTemplate, tabIndex: number) {
  const tab = template.tabs.filter((t) => t.active)[tabIndex];
  const questions = (tab?.tabQuestions ?? []).filter((q) => q.isActive);
  return {
    tab,
    results: questions.map((q) => ({
      questionID: q.questionID,
      result: takesOptions(q.questionType) ? '' : q.label === 'Project Name' ? 'Test Kitchen' : q.questionType === 'DT' ? '2031-04-01' : 'Answer',
    })),
    options: questions.flatMap((q) => {
      const first = q.questionOptions.find((o) => o.isActive);
      return takesOptions(q.questionType) && first ? [{ questionID: q.questionID, questionOptionID: first.questionOptionID }] : [];
    }),
  };
}

describe('SOW templates and projects', () => {
  it('serves the templates of active types with questions of all ten types', async () => {
    const templates = await fetchSowTemplates();
    expect(templates.map((t) => t.name)).toEqual(['Kitchen Remodel', 'Bathroom Remodel', 'Multi-Family New Construction', 'Closet & Storage']);
    const types = new Set(templates.flatMap((t) => t.tabs.flatMap((tab) => tab.tabQuestions.map((q) => q.questionType))));
    expect([...types].sort()).toEqual([...QUESTION_TYPES].sort());
    const dropdown = templates[0]?.tabs[1]?.tabQuestions[0];
    expect(dropdown?.questionOptions.length).toBeGreaterThan(0);
  });

  it('lists every project for an admin and only the user\'s own otherwise', async () => {
    const all = await fetchSowProjects({ user: 'nobody', admin: true });
    expect(all.projects.length).toBeGreaterThan(30);
    expect(all.designers.length).toBeGreaterThan(1);
    const designer = all.designers[0];
    const own = await fetchSowProjects({ user: designer?.username ?? '', admin: false });
    expect(own.projects.length).toBeGreaterThan(0);
    expect(own.projects.every((p) => p.designer === designer?.fullName)).toBe(true);
    expect(own.designers).toEqual([designer]);
  });

  it('has projects of the signed-in persona, so the designer filter\'s default shows some', async () => {
    const own = await fetchSowProjects({ user: 'alex.admin@joinery.example', admin: false });
    expect(own.projects.length).toBeGreaterThan(0);
    expect(own.designers).toEqual([{ username: 'alex.admin@joinery.example', fullName: 'Alex Admin' }]);
  });

  it('refuses a wizard answer over its limit or holding a control character (issue 36)', async () => {
    const template = (await fetchSowTemplates())[0] as SowTemplate;
    const first = answersFor(template, 0);
    const [name, ...rest] = first.results;
    const save = (result: string) =>
      createSowProject(template.projectTypeID, {
        user: 'tester',
        lastTabCompleted: first.tab?.projectTabId ?? null,
        version: SOW_FIRST_VERSION,
        createQuestionResults: [{ questionID: name?.questionID ?? 0, result }, ...rest],
        createQuestionOptions: first.options,
      });
    expect(await fails(save('k'.repeat(4001)))).toBe(400);
    expect(await fails(save('Kitchen\u001b[31m'))).toBe(400);
    expect((await save('k'.repeat(4000))).name).toHaveLength(4000);
  });

  it('creates a project on the first tab, updates it to the final tab and exports it', async () => {
    const template = (await fetchSowTemplates())[0] as SowTemplate;
    const first = answersFor(template, 0);
    const created = await createSowProject(template.projectTypeID, {
      user: 'tester',
      lastTabCompleted: first.tab?.projectTabId ?? null,
      version: SOW_FIRST_VERSION,
      createQuestionResults: first.results,
      createQuestionOptions: first.options,
    });
    expect(created).toMatchObject({ name: 'Test Kitchen', version: 1, lastTabCompleted: first.tab?.projectTabId, projectType: 'Kitchen Remodel' });
    const listed = await fetchSowProjects({ user: 'tester', admin: false });
    expect(listed.projects.map((p) => p.projectName)).toEqual(['Test Kitchen']);

    let project = created;
    const activeTabs = template.tabs.filter((t) => t.active);
    for (let i = 1; i < activeTabs.length; i++) {
      const tab = answersFor(template, i);
      const final = i === activeTabs.length - 1;
      project = await updateSowProject(project.projectID, {
        lastTabCompleted: final ? null : (tab.tab?.projectTabId ?? null),
        version: final ? project.version + SOW_VERSION_STEP : project.version,
        updateQuestionResults: tab.results,
        updateQuestionOptions: tab.options,
        rowVersion: project.rowVersion,
      });
    }
    expect(project.version).toBe(1.1);
    expect(project.lastTabCompleted).toBeNull();
    const answered = project.projectTabs.flatMap((t) => t.tabQuestions).filter((q) => q.questionOptions.some((o) => o.questionOptionResults.length > 0));
    expect(answered.length).toBeGreaterThan(3);

    const file = await exportSowProjectPdf(project.projectID);
    expect(file.fileName).toBe(EXPORT_FILE_NAMES.scopeOfWork);
    await expectPdf(file.blob);
  });

  it('clears a checkbox group when a tab is saved without its options, and refuses a stale save', async () => {
    const { projects } = await fetchSowProjects({ user: '', admin: true });
    const answers = await fetchSowProjectAnswers(projects[0]?.projectID ?? 0);
    const checkbox = answers.projectTabs
      .flatMap((t) => t.tabQuestions)
      .find((q) => (q.questionType === 'VCB' || q.questionType === 'HCB') && q.questionOptions.some((o) => o.questionOptionResults.length > 0));
    const target = checkbox ?? answers.projectTabs.flatMap((t) => t.tabQuestions).find((q) => takesOptions(q.questionType));
    const save = {
      lastTabCompleted: answers.lastTabCompleted,
      version: answers.version,
      updateQuestionResults: [{ questionID: target?.questionID ?? 0, result: '' }],
      updateQuestionOptions: [],
      rowVersion: answers.rowVersion,
    };
    const saved = await updateSowProject(answers.projectID, save);
    const after = saved.projectTabs.flatMap((t) => t.tabQuestions).find((q) => q.questionID === target?.questionID);
    expect(after?.questionOptions.every((o) => o.questionOptionResults.length === 0)).toBe(true);
    expect(await fails(updateSowProject(answers.projectID, save))).toBe(409);
  });

  it('refuses answers to questions of another project type', async () => {
    const templates = await fetchSowTemplates();
    const other = answersFor(templates[1] as SowTemplate, 0);
    expect(
      await fails(
        createSowProject(templates[0]?.projectTypeID ?? 0, {
          user: 'tester',
          lastTabCompleted: null,
          version: 1,
          createQuestionResults: other.results,
          createQuestionOptions: [],
        }),
      ),
    ).toBe(400);
  });

  it('soft-deletes a project', async () => {
    const { projects } = await fetchSowProjects({ user: '', admin: true });
    const id = projects[0]?.projectID ?? 0;
    expect(await deleteSowProject(id)).toEqual({ projectID: id, deleted: true });
    expect((await fetchSowProjects({ user: '', admin: true })).projects.map((p) => p.projectID)).not.toContain(id);
    expect(await fails(fetchSowProjectAnswers(id))).toBe(404);
  });
});

const typeBody = { ...newType, projectTypeId: 2 };
const tabBody = { name: 'Vanity', tabOrder: 2, active: true, deleted: false };
const questionBody = { label: 'Vanity Width', type: 'DD' as const, helpText: '', instructions: '', order: 1, required: true, active: true, deleted: false };
const optionBody = { optionName: '24"', helpText: '', optionOrder: 1, isActive: true };
/** Template ids from the seed: type 2 Bathroom Remodel, its tab 8 Vanity, question 29 Vanity Width, its first option 45. */
const ids = { type: 2, tab: 8, question: 29, option: 45 };

describeFaults([
  { call: 'sowTypes.list', run: () => fetchSowProjectTypes(), wrongShape: { body: [{ projectTypeId: 1, active: 'yes' }], field: '0.active' } },
  { call: 'sowTypes.get', run: () => fetchSowProjectType(ids.type), wrongShape: { body: { ...typeBody, projectTypeOrder: 2, createdOnDate: '', modifiedOnDate: '' }, field: 'tabs' } },
  { call: 'sowTypes.create', run: () => createSowProjectType(newType), wrongShape: { body: { name: 'x' }, field: 'projectTypeId' } },
  { call: 'sowTypes.update', run: () => updateSowProjectType(typeBody), wrongShape: { body: [], field: '(reply)' } },
  { call: 'sowTypes.delete', run: () => deleteSowProjectType(ids.type), wrongShape: { body: { projectTypeId: '2' }, field: 'projectTypeId' } },
  { call: 'sowTabs.list', run: () => fetchSowTabs(ids.type), wrongShape: { body: [{ projectTabId: 1, name: 'x', order: 1, active: true, deleted: false }], field: '0.questionsExpected' } },
  { call: 'sowTabs.create', run: () => createSowTab(ids.type, tabBody), wrongShape: { body: { projectTabId: null }, field: 'projectTabId' } },
  { call: 'sowTabs.update', run: () => updateSowTab(ids.type, ids.tab, tabBody), wrongShape: { body: { projectTabId: 8, name: 1 }, field: 'name' } },
  { call: 'sowTabs.delete', run: () => deleteSowTab(ids.tab), wrongShape: { body: {}, field: 'projectTabId' } },
  { call: 'sowQuestions.list', run: () => fetchSowQuestions(ids.tab), wrongShape: { body: [{ questionID: 1, label: 'x', questionType: 'XX' }], field: '0.questionType' } },
  { call: 'sowQuestions.create', run: () => createSowQuestion(ids.tab, questionBody), wrongShape: { body: { questionID: 'q' }, field: 'questionID' } },
  { call: 'sowQuestions.update', run: () => updateSowQuestion(ids.tab, ids.question, questionBody), wrongShape: { body: { questionID: 29, label: 'x', questionType: 'DD', questionOrder: 1, isRequired: 'no' }, field: 'isRequired' } },
  { call: 'sowQuestions.delete', run: () => deleteSowQuestion(ids.question), wrongShape: { body: null, field: '(reply)' } },
  { call: 'sowOptions.list', run: () => fetchSowOptions(ids.question), wrongShape: { body: [{ questionOptionID: 1, questionID: 1, optionName: 'x', optionOrder: '1' }], field: '0.optionOrder' } },
  { call: 'sowOptions.create', run: () => createSowOption(ids.question, optionBody), wrongShape: { body: { questionOptionID: 1 }, field: 'questionID' } },
  { call: 'sowOptions.update', run: () => updateSowOption(ids.question, ids.option, optionBody), wrongShape: { body: { questionOptionID: 45, questionID: 29, optionName: 5 }, field: 'optionName' } },
  { call: 'sowOptions.delete', run: () => deleteSowOption(ids.option), wrongShape: { body: { questionOptionID: 45, questionID: 29, optionName: 'x', optionOrder: 1, isActive: true }, field: 'isDeleted' } },
  { call: 'sow.list', run: () => fetchSowProjects({ user: '', admin: true }), wrongShape: { body: { projects: [{ projectID: 1 }], designers: [] }, field: 'projects.0.projectTypeID' } },
  { call: 'sow.answers', run: () => fetchSowProjectAnswers(1001), wrongShape: { body: { projectID: 1001, projectTypeID: 1, projectType: 'x', name: 'n', version: '1.0' }, field: 'version' } },
  { call: 'sow.delete', run: () => deleteSowProject(1002), wrongShape: { body: { projectID: 1002, deleted: false }, field: 'deleted' } },
  { call: 'sow.exportPdf', run: () => exportSowProjectPdf(1001) },
  { call: 'sow.templates', run: () => fetchSowTemplates(), wrongShape: { body: [{ projectTypeID: 1, name: 'x', projectTypeOrder: 1, active: true, tabs: {} }], field: '0.tabs' } },
  {
    call: 'sow.create',
    run: async () => {
      const first = answersFor((await fetchSowTemplates())[0] as SowTemplate, 0);
      return createSowProject(1, { user: 'tester', lastTabCompleted: null, version: 1, createQuestionResults: first.results, createQuestionOptions: [] });
    },
    wrongShape: { body: { projectID: 'new' }, field: 'projectID' },
  },
  {
    call: 'sow.update',
    run: () => updateSowProject(1001, { lastTabCompleted: null, version: 1.1, updateQuestionResults: [], updateQuestionOptions: [] }),
    wrongShape: { body: { projectID: 1001, projectTypeID: 1, projectType: 'x', name: 'n', version: 1, lastTabCompleted: 'x' }, field: 'lastTabCompleted' },
  },
]);
