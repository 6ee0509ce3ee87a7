import type { HttpHandler } from 'msw';
import { HttpResponse } from 'msw';
import {
  EXPORT_FILE_NAMES,
  GENERAL_INFORMATION_TAB,
  SOW_TEXT_RULES,
  sowPdfMessages,
  takesInstructions,
  takesOptions,
} from '@joinery/flows/admin';
import {
  sowOptionSaveSchema,
  sowProjectTypeCreateSchema,
  sowProjectTypeUpdateSchema,
  sowQuestionSaveSchema,
  sowTabSaveSchema,
} from '@joinery/flows/api/admin/sowTemplates';
import {
  sowProjectCreateSchema,
  sowProjectListRequestSchema,
  sowProjectUpdateSchema,
  type SowOptionResult,
  type SowQuestionResult,
} from '@joinery/flows/api/admin/sowProjects';
import { displayDate, isoDateTime, parseDateTime, parseDay } from '../../data/admin/dates';
import { round } from '../../data/admin/seed';
import {
  sowOptions,
  sowProjects,
  sowProjectTypes,
  sowQuestions,
  sowTabs,
  type StoredOption,
  type StoredProject,
  type StoredProjectType,
  type StoredQuestion,
  type StoredTab,
} from '../../data/admin/scopeOfWork';
import { fullName, users } from '../../data/admin/users';
import { pdfResponse, type PdfText } from './files';
import {
  adminRoute,
  failure,
  found,
  idParam,
  nextId,
  readBody,
  refuseBadText,
  requireText,
  saved,
  toWire,
} from './http';

/** The builder's text rules by the wire's field names (issue 36), as the dialogs apply them. */
const TYPE_TEXT = {
  name: SOW_TEXT_RULES.typeName,
  instructions: SOW_TEXT_RULES.instructions,
  parties: SOW_TEXT_RULES.parties,
  proposal: SOW_TEXT_RULES.proposal,
};
const TAB_TEXT = { name: SOW_TEXT_RULES.tabName };
const QUESTION_TEXT = { label: SOW_TEXT_RULES.questionLabel, helpText: SOW_TEXT_RULES.helpText, instructions: SOW_TEXT_RULES.instructions };
const OPTION_TEXT = { optionName: SOW_TEXT_RULES.optionLabel, helpText: SOW_TEXT_RULES.helpText };

type V<T> = T & { version: number };

// ---- Reading the template ------------------------------------------------------------------------

const liveType = (id: number) => {
  const type = sowProjectTypes.find(id);
  return type && !type.deleted ? type : undefined;
};
const tabsOf = (projectTypeId: number) =>
  sowTabs.where((t) => t.projectTypeId === projectTypeId && !t.deleted).sort((a, b) => a.order - b.order || a.projectTabId - b.projectTabId);
const questionsOf = (projectTabId: number) =>
  sowQuestions
    .where((q) => q.projectTabId === projectTabId && !q.isDeleted)
    .sort((a, b) => a.questionOrder - b.questionOrder || a.questionID - b.questionID);
const optionsOf = (questionID: number) =>
  sowOptions
    .where((o) => o.questionID === questionID && !o.isDeleted)
    .sort((a, b) => a.optionOrder - b.optionOrder || a.questionOptionID - b.questionOptionID);

const tabOnWire = ({ projectTypeId: _type, ...tab }: V<StoredTab>) => ({
  ...toWire(tab),
  questionsExpected: questionsOf(tab.projectTabId).length,
});
const questionOnWire = ({ projectTabId: _tab, ...question }: V<StoredQuestion>) => toWire(question);
const optionOnWire = (option: V<StoredOption>) => toWire(option);

function templateQuestion(question: V<StoredQuestion>) {
  const { rowVersion: _rowVersion, ...rest } = questionOnWire(question);
  return { ...rest, questionOptions: optionsOf(question.questionID).map(optionOnWire) };
}

function templateTabs(projectTypeId: number) {
  return tabsOf(projectTypeId).map((tab) => ({
    projectTabId: tab.projectTabId,
    name: tab.name,
    order: tab.order,
    active: tab.active,
    deleted: tab.deleted,
    tabQuestions: questionsOf(tab.projectTabId).map(templateQuestion),
  }));
}

// ---- Projects --------------------------------------------------------------------------------------

/** The first question of the first tab names the project (§2 "the first question's answer"). */
function firstQuestionId(projectTypeId: number): number | undefined {
  const first = tabsOf(projectTypeId)[0];
  return first ? questionsOf(first.projectTabId)[0]?.questionID : undefined;
}

function projectName(project: StoredProject): string {
  const id = firstQuestionId(project.projectTypeID);
  return project.results.find((r) => r.questionID === id)?.result ?? '';
}

const typeName = (id: number) => sowProjectTypes.find(id)?.name ?? '';

function projectRow(project: StoredProject) {
  return {
    projectID: project.projectID,
    projectTypeID: project.projectTypeID,
    projectName: projectName(project),
    projectType: typeName(project.projectTypeID),
    createdOnDate: project.createdOnDate,
    createdOnDateDisplay: displayDate(parseDateTime(project.createdOnDate)),
    modifiedOnDate: project.modifiedOnDate,
    modifiedOnDateDisplay: displayDate(parseDateTime(project.modifiedOnDate)),
    designer: project.designer,
    version: project.revision,
  };
}

/** §3 SOW answers: the type's template with the project's results joined in. */
function projectAnswers(project: V<StoredProject>) {
  return {
    projectID: project.projectID,
    projectTypeID: project.projectTypeID,
    projectType: typeName(project.projectTypeID),
    name: projectName(project),
    version: project.revision,
    lastTabCompleted: project.lastTabCompleted,
    projectTabs: templateTabs(project.projectTypeID).map((tab) => ({
      ...tab,
      tabQuestions: tab.tabQuestions.map((question) => ({
        ...question,
        questionResults: project.results.filter((r) => r.questionID === question.questionID),
        questionOptions: question.questionOptions.map((option) => ({
          ...option,
          questionOptionResults: project.chosenOptions.filter((o) => o.questionOptionID === option.questionOptionID),
        })),
      })),
    })),
    rowVersion: project.version,
  };
}

/** Every result and chosen option must belong to the project type's questions. */
function checkAnswers(projectTypeId: number, results: SowQuestionResult[], options: SowOptionResult[]): void {
  const questions = new Map(tabsOf(projectTypeId).flatMap((t) => questionsOf(t.projectTabId).map((q) => [q.questionID, q] as const)));
  const questionIds = new Set(questions.keys());
  for (const r of results) {
    const question = questions.get(r.questionID);
    if (!question) throw failure(400, `Question ${r.questionID} is not part of this project type.`);
    // Issue 36: the wizard's free-text answers keep the rules its boxes enforce (named by the question's label).
    const rule = question.questionType === 'RTA' ? SOW_TEXT_RULES.richAnswer : SOW_TEXT_RULES.answer;
    refuseBadText({ [question.label]: r.result }, { [question.label]: rule });
  }
  for (const o of options) {
    const option = sowOptions.find(o.questionOptionID);
    if (!option || option.questionID !== o.questionID || !questionIds.has(o.questionID)) {
      throw failure(400, `Option ${o.questionOptionID} is not an option of question ${o.questionID}.`);
    }
  }
}

function checkLastTab(projectTypeId: number, lastTabCompleted: number | null): void {
  if (lastTabCompleted !== null && !tabsOf(projectTypeId).some((t) => t.projectTabId === lastTabCompleted)) {
    throw failure(400, `Tab ${lastTabCompleted} is not a tab of this project type.`);
  }
}

const liveProject = (id: number) => {
  const project = sowProjects.find(id);
  return project && !project.deleted ? project : undefined;
};

/**
 * The question types answered in the rich-text editor (§3 LI, RI, RTA): their answers are HTML.
 * Every other answer is plain text and prints exactly as typed, `<` and all (issue 43).
 */
const RICH_TEXT_ANSWERS: ReadonlySet<string> = new Set(['LI', 'RI', 'RTA']);

function answerText(question: ReturnType<typeof templateQuestion>, project: StoredProject): PdfText {
  if (takesOptions(question.questionType)) {
    return question.questionOptions
      .filter((o) => project.chosenOptions.some((c) => c.questionOptionID === o.questionOptionID))
      .map((o) => o.optionName)
      .join(', ');
  }
  const text = project.results.find((r) => r.questionID === question.questionID)?.result ?? '';
  // A DT answer travels as YYYY-MM-DD and prints as every back-office date, MM/DD/YYYY.
  const day = question.questionType === 'DT' ? parseDay(text) : undefined;
  if (day) return displayDate(day);
  return RICH_TEXT_ANSWERS.has(question.questionType) ? { html: text } : text;
}

// ---- Template writes ------------------------------------------------------------------------------

function createGeneralInformationTab(projectTypeId: number): void {
  const projectTabId = nextId(sowTabs.all(), (t) => t.projectTabId);
  sowTabs.insert({ projectTabId, projectTypeId, name: GENERAL_INFORMATION_TAB, order: 1, active: true, deleted: false });
  sowQuestions.insert({
    questionID: nextId(sowQuestions.all(), (q) => q.questionID),
    projectTabId,
    label: 'Project Name',
    questionType: 'TB',
    helpText: 'Shown as the project name in the Scope of Work list.',
    instructions: '',
    questionOrder: 1,
    isRequired: true,
    isActive: true,
    isDeleted: false,
  });
}

function liveTab(projectTypeId: number | undefined, tabId: number): V<StoredTab> {
  const tab = sowTabs.find(tabId);
  if (!tab || tab.deleted || (projectTypeId !== undefined && tab.projectTypeId !== projectTypeId)) {
    throw failure(404, `Tab ${tabId} was not found.`);
  }
  return tab;
}

function liveQuestion(tabId: number | undefined, questionId: number): V<StoredQuestion> {
  const question = sowQuestions.find(questionId);
  if (!question || question.isDeleted || (tabId !== undefined && question.projectTabId !== tabId)) {
    throw failure(404, `Question ${questionId} was not found.`);
  }
  return question;
}

function liveOption(questionId: number | undefined, optionId: number): V<StoredOption> {
  const option = sowOptions.find(optionId);
  if (!option || option.isDeleted || (questionId !== undefined && option.questionID !== questionId)) {
    throw failure(404, `Option ${optionId} was not found.`);
  }
  return option;
}

/** back-office-admin.md §7 Scope of work templates and Scope of work projects. */
export const scopeOfWorkHandlers: HttpHandler[] = [
  // ---- Project types
  adminRoute('sowTypes.list', () =>
    HttpResponse.json(
      sowProjectTypes
        .where((t) => !t.deleted)
        .sort((a, b) => a.projectTypeOrder - b.projectTypeOrder)
        .map(toWire),
    ),
  ),

  adminRoute<{ id: string }>('sowTypes.get', ({ params }) => {
    const type = found(liveType(idParam(params.id)), `Project type ${params.id}`);
    return HttpResponse.json({ ...toWire(type), tabs: tabsOf(type.projectTypeId).map(tabOnWire) });
  }),

  adminRoute('sowTypes.create', async ({ request }) => {
    const body = await readBody(request, sowProjectTypeCreateSchema);
    refuseBadText(body, TYPE_TEXT);
    const now = isoDateTime(new Date());
    const projectTypeId = nextId(sowProjectTypes.all(), (t) => t.projectTypeId);
    const type: StoredProjectType = {
      ...body,
      name: requireText(body.name, 'name'),
      projectTypeId,
      projectTypeOrder: body.order,
      createdOnDate: now,
      modifiedOnDate: now,
    };
    const row = sowProjectTypes.insert(type);
    // Every type starts with the undeletable General Information tab and its Project Name question.
    createGeneralInformationTab(projectTypeId);
    return HttpResponse.json(toWire(row), { status: 201 });
  }),

  adminRoute<{ id: string }>('sowTypes.update', async ({ params, request }) => {
    const id = idParam(params.id);
    const { projectTypeId, rowVersion, ...body } = await readBody(request, sowProjectTypeUpdateSchema);
    refuseBadText(body, TYPE_TEXT);
    if (projectTypeId !== id) throw failure(400, `projectTypeId ${projectTypeId} is not project type ${id}.`);
    found(liveType(id), `Project type ${id}`);
    const patch = { ...body, name: requireText(body.name, 'name'), projectTypeOrder: body.order, modifiedOnDate: isoDateTime(new Date()) };
    return HttpResponse.json(toWire(saved(sowProjectTypes.update(id, patch, rowVersion), `Project type ${id}`)));
  }),

  adminRoute<{ id: string }>('sowTypes.delete', ({ params }) => {
    const id = idParam(params.id);
    found(liveType(id), `Project type ${id}`);
    return HttpResponse.json(toWire(saved(sowProjectTypes.update(id, { deleted: true }), `Project type ${id}`)));
  }),

  // ---- Tabs
  adminRoute<{ projectTypeId: string }>('sowTabs.list', ({ params }) => {
    const type = found(liveType(idParam(params.projectTypeId)), `Project type ${params.projectTypeId}`);
    return HttpResponse.json(tabsOf(type.projectTypeId).map(tabOnWire));
  }),

  adminRoute<{ projectTypeId: string }>('sowTabs.create', async ({ params, request }) => {
    const type = found(liveType(idParam(params.projectTypeId)), `Project type ${params.projectTypeId}`);
    const body = await readBody(request, sowTabSaveSchema);
    refuseBadText(body, TAB_TEXT);
    const row = sowTabs.insert({
      projectTabId: nextId(sowTabs.all(), (t) => t.projectTabId),
      projectTypeId: type.projectTypeId,
      name: requireText(body.name, 'name'),
      order: body.tabOrder,
      active: body.active,
      deleted: body.deleted,
    });
    return HttpResponse.json(tabOnWire(row), { status: 201 });
  }),

  adminRoute<{ projectTypeId: string; tabId: string }>('sowTabs.update', async ({ params, request }) => {
    const tab = liveTab(idParam(params.projectTypeId), idParam(params.tabId));
    const body = await readBody(request, sowTabSaveSchema);
    refuseBadText(body, TAB_TEXT);
    if (body.deleted && tab.name === GENERAL_INFORMATION_TAB) throw failure(400, `The ${GENERAL_INFORMATION_TAB} tab cannot be deleted.`);
    const patch = { name: requireText(body.name, 'name'), order: body.tabOrder, active: body.active, deleted: body.deleted };
    return HttpResponse.json(tabOnWire(saved(sowTabs.update(tab.projectTabId, patch, body.rowVersion), `Tab ${tab.projectTabId}`)));
  }),

  adminRoute<{ tabId: string }>('sowTabs.delete', ({ params }) => {
    const tab = liveTab(undefined, idParam(params.tabId));
    // §2, §4: the General Information tab cannot be deleted.
    if (tab.name === GENERAL_INFORMATION_TAB) throw failure(400, `The ${GENERAL_INFORMATION_TAB} tab cannot be deleted.`);
    return HttpResponse.json(tabOnWire(saved(sowTabs.update(tab.projectTabId, { deleted: true }), `Tab ${tab.projectTabId}`)));
  }),

  // ---- Questions
  adminRoute<{ tabId: string }>('sowQuestions.list', ({ params }) => {
    const tab = liveTab(undefined, idParam(params.tabId));
    return HttpResponse.json(questionsOf(tab.projectTabId).map(questionOnWire));
  }),

  adminRoute<{ tabId: string }>('sowQuestions.create', async ({ params, request }) => {
    const tab = liveTab(undefined, idParam(params.tabId));
    const body = await readBody(request, sowQuestionSaveSchema);
    refuseBadText(body, QUESTION_TEXT);
    const row = sowQuestions.insert({
      questionID: nextId(sowQuestions.all(), (q) => q.questionID),
      projectTabId: tab.projectTabId,
      label: requireText(body.label, 'label'),
      questionType: body.type,
      helpText: body.helpText,
      // §5: Instructions belong to LI and RI only.
      instructions: takesInstructions(body.type) ? body.instructions : '',
      questionOrder: body.order,
      isRequired: body.required,
      isActive: body.active,
      isDeleted: body.deleted,
    });
    return HttpResponse.json(questionOnWire(row), { status: 201 });
  }),

  adminRoute<{ tabId: string; questionId: string }>('sowQuestions.update', async ({ params, request }) => {
    const question = liveQuestion(idParam(params.tabId), idParam(params.questionId));
    const body = await readBody(request, sowQuestionSaveSchema);
    refuseBadText(body, QUESTION_TEXT);
    const patch = {
      label: requireText(body.label, 'label'),
      questionType: body.type,
      helpText: body.helpText,
      instructions: takesInstructions(body.type) ? body.instructions : '',
      questionOrder: body.order,
      isRequired: body.required,
      isActive: body.active,
      isDeleted: body.deleted,
    };
    return HttpResponse.json(
      questionOnWire(saved(sowQuestions.update(question.questionID, patch, body.rowVersion), `Question ${question.questionID}`)),
    );
  }),

  adminRoute<{ questionId: string }>('sowQuestions.delete', ({ params }) => {
    const question = liveQuestion(undefined, idParam(params.questionId));
    return HttpResponse.json(
      questionOnWire(saved(sowQuestions.update(question.questionID, { isDeleted: true }), `Question ${question.questionID}`)),
    );
  }),

  // ---- Options
  adminRoute<{ questionId: string }>('sowOptions.list', ({ params }) => {
    const question = liveQuestion(undefined, idParam(params.questionId));
    return HttpResponse.json(optionsOf(question.questionID).map(optionOnWire));
  }),

  adminRoute<{ questionId: string }>('sowOptions.create', async ({ params, request }) => {
    const question = liveQuestion(undefined, idParam(params.questionId));
    if (!takesOptions(question.questionType)) {
      throw failure(400, `A ${question.questionType} question takes no options.`);
    }
    const body = await readBody(request, sowOptionSaveSchema);
    refuseBadText(body, OPTION_TEXT);
    const row = sowOptions.insert({
      questionOptionID: nextId(sowOptions.all(), (o) => o.questionOptionID),
      questionID: question.questionID,
      optionName: requireText(body.optionName, 'optionName'),
      helpText: body.helpText,
      optionOrder: body.optionOrder,
      isActive: body.isActive,
      isDeleted: false,
    });
    return HttpResponse.json(optionOnWire(row), { status: 201 });
  }),

  adminRoute<{ questionId: string; optionId: string }>('sowOptions.update', async ({ params, request }) => {
    const option = liveOption(idParam(params.questionId), idParam(params.optionId));
    const { rowVersion, ...body } = await readBody(request, sowOptionSaveSchema);
    refuseBadText(body, OPTION_TEXT);
    const patch = { ...body, optionName: requireText(body.optionName, 'optionName') };
    return HttpResponse.json(
      optionOnWire(saved(sowOptions.update(option.questionOptionID, patch, rowVersion), `Option ${option.questionOptionID}`)),
    );
  }),

  adminRoute<{ optionId: string }>('sowOptions.delete', ({ params }) => {
    const option = liveOption(undefined, idParam(params.optionId));
    return HttpResponse.json(
      optionOnWire(saved(sowOptions.update(option.questionOptionID, { isDeleted: true }), `Option ${option.questionOptionID}`)),
    );
  }),

  // ---- Projects
  adminRoute('sow.list', async ({ request }) => {
    const { user, admin } = await readBody(request, sowProjectListRequestSchema);
    const mine = (p: StoredProject) => p.designerUserName.toLowerCase() === user.toLowerCase();
    // §6: the admin flag lists every designer's projects; otherwise only the user's own.
    const projects = sowProjects.where((p) => !p.deleted && (admin || mine(p))).sort((a, b) => b.projectID - a.projectID);
    const designers = new Map(projects.map((p) => [p.designerUserName, p.designer]));
    return HttpResponse.json({
      projects: projects.map(projectRow),
      designers: [...designers]
        .map(([username, fullName]) => ({ username, fullName }))
        .sort((a, b) => a.fullName.localeCompare(b.fullName)),
    });
  }),

  adminRoute<{ projectId: string }>('sow.answers', ({ params }) =>
    HttpResponse.json(projectAnswers(found(liveProject(idParam(params.projectId)), `Project ${params.projectId}`))),
  ),

  adminRoute<{ projectId: string }>('sow.delete', ({ params }) => {
    const id = idParam(params.projectId);
    found(liveProject(id), `Project ${id}`);
    saved(sowProjects.update(id, { deleted: true }), `Project ${id}`);
    return HttpResponse.json({ projectID: id, deleted: true });
  }),

  adminRoute<{ projectId: string }>('sow.exportPdf', async ({ params }) => {
    const project = found(liveProject(idParam(params.projectId)), `Project ${params.projectId}`);
    const type = found(sowProjectTypes.find(project.projectTypeID), `Project type ${project.projectTypeID}`);
    const tabs = templateTabs(project.projectTypeID).filter((t) => t.active);
    return pdfResponse(
      {
        title: `${sowPdfMessages.title}: ${projectName(project)}`,
        subtitle: `${type.name} - Version ${project.revision.toFixed(1)} - ${project.designer}`,
        sections: [
          // Parties is typed in a text area (plain text); the proposal and a question's
          // instructions are rich text (back-office-admin.md §2 Scope of Work Admin; the code's editors agree).
          { heading: sowPdfMessages.parties, lines: [{ text: type.parties }] },
          { heading: sowPdfMessages.contractorsProposal, lines: [{ text: { html: type.proposal } }] },
          ...tabs.map((tab) => ({
            heading: tab.name,
            lines: tab.tabQuestions
              .filter((q) => q.isActive)
              .map((q) => ({
                label: q.label,
                text: [takesInstructions(q.questionType) ? { html: q.instructions } : '', answerText(q, project)],
              })),
          })),
        ],
      },
      EXPORT_FILE_NAMES.scopeOfWork,
    );
  }),

  adminRoute('sow.templates', () =>
    HttpResponse.json(
      sowProjectTypes
        .where((t) => t.active && !t.deleted)
        .sort((a, b) => a.projectTypeOrder - b.projectTypeOrder)
        .map((type) => ({
          projectTypeID: type.projectTypeId,
          name: type.name,
          instructions: type.instructions,
          parties: type.parties,
          proposal: type.proposal,
          projectTypeOrder: type.projectTypeOrder,
          active: type.active,
          tabs: templateTabs(type.projectTypeId),
        })),
    ),
  ),

  adminRoute<{ projectTypeId: string }>('sow.create', async ({ params, request }) => {
    const type = found(liveType(idParam(params.projectTypeId)), `Project type ${params.projectTypeId}`);
    if (!type.active) throw failure(400, `Project type ${type.name} is not active.`);
    const body = await readBody(request, sowProjectCreateSchema);
    checkAnswers(type.projectTypeId, body.createQuestionResults, body.createQuestionOptions);
    checkLastTab(type.projectTypeId, body.lastTabCompleted);
    const nameQuestion = firstQuestionId(type.projectTypeId);
    requireText(body.createQuestionResults.find((r) => r.questionID === nameQuestion)?.result, 'Project Name');
    const designer = users.where((u) => u.userName.toLowerCase() === body.user.toLowerCase())[0];
    const now = isoDateTime(new Date());
    const row = sowProjects.insert({
      projectID: nextId(sowProjects.all(), (p) => p.projectID),
      projectTypeID: type.projectTypeId,
      designerUserName: designer?.userName ?? body.user,
      designer: designer ? fullName(designer) : body.user,
      createdOnDate: now,
      modifiedOnDate: now,
      revision: round(body.version, 1),
      lastTabCompleted: body.lastTabCompleted,
      deleted: false,
      results: body.createQuestionResults,
      chosenOptions: body.createQuestionOptions,
    });
    return HttpResponse.json(projectAnswers(row), { status: 201 });
  }),

  adminRoute<{ projectId: string }>('sow.update', async ({ params, request }) => {
    const id = idParam(params.projectId);
    const project = found(liveProject(id), `Project ${id}`);
    const body = await readBody(request, sowProjectUpdateSchema);
    checkAnswers(project.projectTypeID, body.updateQuestionResults, body.updateQuestionOptions);
    checkLastTab(project.projectTypeID, body.lastTabCompleted);
    // Results replace those of the same questions; the chosen options of every question named
    // in the save are replaced by the ones sent (so a cleared checkbox group stays cleared).
    const touched = new Set([
      ...body.updateQuestionResults.map((r) => r.questionID),
      ...body.updateQuestionOptions.map((o) => o.questionID),
    ]);
    const results = [
      ...project.results.filter((r) => !touched.has(r.questionID)),
      ...body.updateQuestionResults,
    ];
    const chosenOptions = [
      ...project.chosenOptions.filter((o) => !touched.has(o.questionID)),
      ...body.updateQuestionOptions,
    ];
    const nameQuestion = firstQuestionId(project.projectTypeID);
    if (touched.has(nameQuestion ?? -1)) requireText(results.find((r) => r.questionID === nameQuestion)?.result, 'Project Name');
    const after = saved(
      sowProjects.update(
        id,
        {
          results,
          chosenOptions,
          revision: round(body.version, 1),
          lastTabCompleted: body.lastTabCompleted,
          modifiedOnDate: isoDateTime(new Date()),
        },
        body.rowVersion,
      ),
      `Project ${id}`,
    );
    return HttpResponse.json(projectAnswers(after));
  }),
];
