import { z } from 'zod/mini';
import { EXPORT_FILE_NAMES } from '../../admin/constants';
import { staffJson } from '../staff/request';
import { downloadFile, rowVersionField, text, type DownloadedFile } from './common';
import { questionTypeSchema, sowOptionSchema } from './sowTemplates';

/**
 * back-office-admin.md §3 and §7 "Scope of work projects": the SOW list, a project's answers,
 * the templates the wizard is built from, and the saves. A project's `version` is its revision
 * (1, then +0.1 per final tab save, §4); its concurrency token is `rowVersion` like every record.
 */

/** §3 SOW project list row. `designer` is the designer's full name (docs/decisions.md). */
export const sowProjectRowSchema = z.object({
  projectID: z.number(),
  projectTypeID: z.number(),
  projectName: z.string(),
  projectType: z.string(),
  createdOnDate: z.string(),
  createdOnDateDisplay: z.string(),
  modifiedOnDate: z.string(),
  modifiedOnDateDisplay: z.string(),
  designer: z.string(),
  version: z.number(),
});
export type SowProjectRow = z.infer<typeof sowProjectRowSchema>;

export const sowDesignerSchema = z.object({ username: z.string(), fullName: z.string() });
export type SowDesigner = z.infer<typeof sowDesignerSchema>;

/** POST SOWprojects: projects and designers. */
export const sowProjectListSchema = z.object({
  projects: z.array(sowProjectRowSchema),
  designers: z.array(sowDesignerSchema),
});
export type SowProjectList = z.infer<typeof sowProjectListSchema>;

/** POST SOWprojects body (§6 "carries the current user and an admin flag"). */
export const sowProjectListRequestSchema = z.object({ user: z.string(), admin: z.boolean() });
export type SowProjectListRequest = z.input<typeof sowProjectListRequestSchema>;

/** A question as the wizard shows it, with its active options (GET SOWprojecttypetemplate). */
export const sowTemplateQuestionSchema = z.object({
  questionID: z.number(),
  label: z.string(),
  questionType: questionTypeSchema,
  helpText: text,
  instructions: text,
  questionOrder: z.number(),
  isRequired: z.boolean(),
  isActive: z.boolean(),
  isDeleted: z.boolean(),
  questionOptions: z.array(sowOptionSchema),
});
export type SowTemplateQuestion = z.infer<typeof sowTemplateQuestionSchema>;

export const sowTemplateTabSchema = z.object({
  projectTabId: z.number(),
  name: z.string(),
  order: z.number(),
  active: z.boolean(),
  deleted: z.boolean(),
  tabQuestions: z.array(sowTemplateQuestionSchema),
});
export type SowTemplateTab = z.infer<typeof sowTemplateTabSchema>;

/** GET SOWprojecttypetemplate: each active project type with its tabs and questions, by projectTypeOrder. */
export const sowTemplateSchema = z.object({
  projectTypeID: z.number(),
  name: z.string(),
  instructions: text,
  parties: text,
  proposal: text,
  projectTypeOrder: z.number(),
  active: z.boolean(),
  tabs: z.array(sowTemplateTabSchema),
});
export type SowTemplate = z.infer<typeof sowTemplateSchema>;

/** §3 SOW answers: questionResults (result) of a question. */
export const sowQuestionResultSchema = z.object({ questionID: z.number(), result: z.string() });
export type SowQuestionResult = z.infer<typeof sowQuestionResultSchema>;
/** A chosen option. */
export const sowOptionResultSchema = z.object({ questionID: z.number(), questionOptionID: z.number() });
export type SowOptionResult = z.infer<typeof sowOptionResultSchema>;

export const sowAnsweredOptionSchema = z.extend(sowOptionSchema, {
  questionOptionResults: z.array(sowOptionResultSchema),
});
export const sowAnsweredQuestionSchema = z.extend(sowTemplateQuestionSchema, {
  questionResults: z.array(sowQuestionResultSchema),
  questionOptions: z.array(sowAnsweredOptionSchema),
});
export type SowAnsweredQuestion = z.infer<typeof sowAnsweredQuestionSchema>;
export const sowAnsweredTabSchema = z.extend(sowTemplateTabSchema, {
  tabQuestions: z.array(sowAnsweredQuestionSchema),
});
export type SowAnsweredTab = z.infer<typeof sowAnsweredTabSchema>;

/**
 * §3 SOW answers (GET SOWprojectsanswers/{projectId}). `lastTabCompleted` is the projectTabId of
 * the last tab saved, null once the final tab has been saved (§4).
 */
export const sowProjectAnswersSchema = z.object({
  projectID: z.number(),
  projectTypeID: z.number(),
  projectType: z.string(),
  name: z.string(),
  version: z.number(),
  lastTabCompleted: z.nullable(z.number()),
  projectTabs: z.array(sowAnsweredTabSchema),
  rowVersion: rowVersionField,
});
export type SowProjectAnswers = z.infer<typeof sowProjectAnswersSchema>;

/**
 * POST SOWproject/{projectTypeId} (§3 "SOW save payload", create form). The project's name is
 * the first question's answer; `user` names its designer (docs/decisions.md).
 */
export const sowProjectCreateSchema = z.object({
  user: z.string(),
  lastTabCompleted: z.nullable(z.number()),
  version: z.number(),
  createQuestionResults: z.array(sowQuestionResultSchema),
  createQuestionOptions: z.array(sowOptionResultSchema),
});
export type SowProjectCreate = z.input<typeof sowProjectCreateSchema>;

/**
 * PUT SOWprojects/{projectId}. Send a result for every question of the tab being saved (''
 * for option questions): the server replaces the chosen options of each question named in
 * updateQuestionResults with those in updateQuestionOptions, so clearing a checkbox group works.
 */
export const sowProjectUpdateSchema = z.object({
  lastTabCompleted: z.nullable(z.number()),
  version: z.number(),
  updateQuestionResults: z.array(sowQuestionResultSchema),
  updateQuestionOptions: z.array(sowOptionResultSchema),
  rowVersion: rowVersionField,
});
export type SowProjectUpdate = z.input<typeof sowProjectUpdateSchema>;

/** PUT DeleteSOWprojects/{projectId}: answers the project id, now deleted. */
export const sowProjectDeletedSchema = z.object({ projectID: z.number(), deleted: z.literal(true) });
export type SowProjectDeleted = z.infer<typeof sowProjectDeletedSchema>;

/** POST SOWprojects. */
export function fetchSowProjects(request: SowProjectListRequest, signal?: AbortSignal): Promise<SowProjectList> {
  return staffJson('sow.list', sowProjectListSchema, { json: request, signal });
}
/** GET SOWprojectsanswers/{projectId}. */
export function fetchSowProjectAnswers(projectId: number, signal?: AbortSignal): Promise<SowProjectAnswers> {
  return staffJson('sow.answers', sowProjectAnswersSchema, { params: { projectId }, signal });
}
/** PUT DeleteSOWprojects/{projectId} with an empty body. */
export function deleteSowProject(projectId: number, signal?: AbortSignal): Promise<SowProjectDeleted> {
  return staffJson('sow.delete', sowProjectDeletedSchema, { params: { projectId }, json: {}, signal });
}
/** GET ExportSOWproject/{projectId}: downloads Scope_Of_Work.pdf. */
export function exportSowProjectPdf(projectId: number, signal?: AbortSignal): Promise<DownloadedFile> {
  return downloadFile('sow.exportPdf', 'pdf', EXPORT_FILE_NAMES.scopeOfWork, { params: { projectId }, signal });
}
/** GET SOWprojecttypetemplate. */
export function fetchSowTemplates(signal?: AbortSignal): Promise<SowTemplate[]> {
  return staffJson('sow.templates', z.array(sowTemplateSchema), { signal });
}
/** POST SOWproject/{projectTypeId}: saving the first tab creates the project (§4); answers it. */
export function createSowProject(
  projectTypeId: number,
  project: SowProjectCreate,
  signal?: AbortSignal,
): Promise<SowProjectAnswers> {
  return staffJson('sow.create', sowProjectAnswersSchema, { params: { projectTypeId }, json: project, signal });
}
/** PUT SOWprojects/{projectId}: answers the project as saved; a stale rowVersion answers 409. */
export function updateSowProject(
  projectId: number,
  project: SowProjectUpdate,
  signal?: AbortSignal,
): Promise<SowProjectAnswers> {
  return staffJson('sow.update', sowProjectAnswersSchema, { params: { projectId }, json: project, signal });
}
