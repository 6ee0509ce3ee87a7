import { z } from 'zod/mini';
import { QUESTION_TYPES } from '../../admin/constants';
import { staffJson } from '../staff/request';
import { rowVersionField, text } from './common';

/**
 * back-office-admin.md §3 and §7 "Scope of work templates": project types, their tabs, the
 * tabs' questions and the questions' options. Everything is soft-deleted through the Delete…
 * calls (§4), which answer the record with its deleted flag set; lists leave deleted records out.
 */

export const questionTypeSchema = z.enum(QUESTION_TYPES);

/** §3 Question option. */
export const sowOptionSchema = z.object({
  questionOptionID: z.number(),
  questionID: z.number(),
  optionName: z.string(),
  helpText: text,
  optionOrder: z.number(),
  isActive: z.boolean(),
  isDeleted: z.boolean(),
  rowVersion: rowVersionField,
});
export type SowOption = z.infer<typeof sowOptionSchema>;

/** §3 Tab question. The list call leaves the options out: they are loaded per question (§4). */
export const sowQuestionSchema = z.object({
  questionID: z.number(),
  label: z.string(),
  questionType: questionTypeSchema,
  helpText: text,
  /** Rich text; only LI and RI carry it (§5). */
  instructions: text,
  questionOrder: z.number(),
  isRequired: z.boolean(),
  isActive: z.boolean(),
  isDeleted: z.boolean(),
  rowVersion: rowVersionField,
});
export type SowQuestion = z.infer<typeof sowQuestionSchema>;

/** §3 Project tab; `questionsExpected` is how many questions the tab holds (§2 "received equals expected"). */
export const sowTabSchema = z.object({
  projectTabId: z.number(),
  name: z.string(),
  order: z.number(),
  active: z.boolean(),
  deleted: z.boolean(),
  questionsExpected: z.number(),
  rowVersion: rowVersionField,
});
export type SowTab = z.infer<typeof sowTabSchema>;

/** §3 SOW project type; `order` and `projectTypeOrder` are the same number (lists sort by it, §9). */
export const sowProjectTypeSchema = z.object({
  projectTypeId: z.number(),
  active: z.boolean(),
  name: z.string(),
  order: z.number(),
  projectTypeOrder: z.number(),
  /** Form Instructions, rich text. */
  instructions: text,
  parties: text,
  /** Contractor's Proposal, rich text. */
  proposal: text,
  deleted: z.boolean(),
  createdOnDate: z.string(),
  modifiedOnDate: z.string(),
  rowVersion: rowVersionField,
});
export type SowProjectType = z.infer<typeof sowProjectTypeSchema>;

/** GET SOWprojecttypes/{id}: the type with its tabs. */
export const sowProjectTypeDetailSchema = z.extend(sowProjectTypeSchema, { tabs: z.array(sowTabSchema) });
export type SowProjectTypeDetail = z.infer<typeof sowProjectTypeDetailSchema>;

const projectTypeFieldsShape = {
  active: z.boolean(),
  name: z.string(),
  order: z.number(),
  instructions: z.string(),
  parties: z.string(),
  proposal: z.string(),
  deleted: z.boolean(),
};
/** POST SOWprojecttypes: active, name, order, instructions, parties, proposal, deleted. */
export const sowProjectTypeCreateSchema = z.object(projectTypeFieldsShape);
export type SowProjectTypeCreate = z.input<typeof sowProjectTypeCreateSchema>;
/** PUT SOWprojecttypes/{id}: the same plus projectTypeId. */
export const sowProjectTypeUpdateSchema = z.object({
  projectTypeId: z.number(),
  ...projectTypeFieldsShape,
  rowVersion: rowVersionField,
});
export type SowProjectTypeUpdate = z.input<typeof sowProjectTypeUpdateSchema>;

/** POST SOWprojecttabs/{projectTypeId} and PUT …/{tabId}: name, tabOrder, deleted, active. */
export const sowTabSaveSchema = z.object({
  name: z.string(),
  tabOrder: z.number(),
  deleted: z.boolean(),
  active: z.boolean(),
  rowVersion: rowVersionField,
});
export type SowTabSave = z.input<typeof sowTabSaveSchema>;

/** POST SOWprojecttabquestions/{tabId} and PUT …/{questionId} (§3 "Save payload names"). */
export const sowQuestionSaveSchema = z.object({
  label: z.string(),
  type: questionTypeSchema,
  helpText: z.string(),
  instructions: z.string(),
  order: z.number(),
  required: z.boolean(),
  active: z.boolean(),
  deleted: z.boolean(),
  rowVersion: rowVersionField,
});
export type SowQuestionSave = z.input<typeof sowQuestionSaveSchema>;

/**
 * POST SOWtabquestionoptions/{questionId} and PUT …/{optionId}. §7: field names beyond the
 * entity's are not shown, so the option saves under its entity names.
 */
export const sowOptionSaveSchema = z.object({
  optionName: z.string(),
  helpText: z.string(),
  optionOrder: z.number(),
  isActive: z.boolean(),
  rowVersion: rowVersionField,
});
export type SowOptionSave = z.input<typeof sowOptionSaveSchema>;

// ---- project types ------------------------------------------------------------------------------

/** GET SOWprojecttypes: by projectTypeOrder (§9). */
export function fetchSowProjectTypes(signal?: AbortSignal): Promise<SowProjectType[]> {
  return staffJson('sowTypes.list', z.array(sowProjectTypeSchema), { signal });
}
/** GET SOWprojecttypes/{id}. */
export function fetchSowProjectType(id: number, signal?: AbortSignal): Promise<SowProjectTypeDetail> {
  return staffJson('sowTypes.get', sowProjectTypeDetailSchema, { params: { id }, signal });
}
/** POST SOWprojecttypes: answers the created type (with the General Information tab it starts with). */
export function createSowProjectType(type: SowProjectTypeCreate, signal?: AbortSignal): Promise<SowProjectType> {
  return staffJson('sowTypes.create', sowProjectTypeSchema, { json: type, signal });
}
/** PUT SOWprojecttypes/{id}. */
export function updateSowProjectType(type: SowProjectTypeUpdate, signal?: AbortSignal): Promise<SowProjectType> {
  return staffJson('sowTypes.update', sowProjectTypeSchema, { params: { id: type.projectTypeId }, json: type, signal });
}
/** PUT DeleteSOWprojecttype/{id} with an empty body. */
export function deleteSowProjectType(id: number, signal?: AbortSignal): Promise<SowProjectType> {
  return staffJson('sowTypes.delete', sowProjectTypeSchema, { params: { id }, json: {}, signal });
}

// ---- tabs ---------------------------------------------------------------------------------------

/** GET SOWprojecttabs/{projectTypeId}: by order (§9). */
export function fetchSowTabs(projectTypeId: number, signal?: AbortSignal): Promise<SowTab[]> {
  return staffJson('sowTabs.list', z.array(sowTabSchema), { params: { projectTypeId }, signal });
}
/** POST SOWprojecttabs/{projectTypeId}. */
export function createSowTab(projectTypeId: number, tab: SowTabSave, signal?: AbortSignal): Promise<SowTab> {
  return staffJson('sowTabs.create', sowTabSchema, { params: { projectTypeId }, json: tab, signal });
}
/** PUT SOWprojecttabs/{projectTypeId}/{tabId}. */
export function updateSowTab(projectTypeId: number, tabId: number, tab: SowTabSave, signal?: AbortSignal): Promise<SowTab> {
  return staffJson('sowTabs.update', sowTabSchema, { params: { projectTypeId, tabId }, json: tab, signal });
}
/** PUT DeleteSOWprojecttab/{tabId}; the General Information tab answers 400 (§2, §4). */
export function deleteSowTab(tabId: number, signal?: AbortSignal): Promise<SowTab> {
  return staffJson('sowTabs.delete', sowTabSchema, { params: { tabId }, json: {}, signal });
}

// ---- questions ----------------------------------------------------------------------------------

/** GET SOWprojecttabquestions/{tabId}: by questionOrder. */
export function fetchSowQuestions(tabId: number, signal?: AbortSignal): Promise<SowQuestion[]> {
  return staffJson('sowQuestions.list', z.array(sowQuestionSchema), { params: { tabId }, signal });
}
/** POST SOWprojecttabquestions/{tabId}. */
export function createSowQuestion(tabId: number, question: SowQuestionSave, signal?: AbortSignal): Promise<SowQuestion> {
  return staffJson('sowQuestions.create', sowQuestionSchema, { params: { tabId }, json: question, signal });
}
/** PUT SOWprojecttabquestions/{tabId}/{questionId}. */
export function updateSowQuestion(
  tabId: number,
  questionId: number,
  question: SowQuestionSave,
  signal?: AbortSignal,
): Promise<SowQuestion> {
  return staffJson('sowQuestions.update', sowQuestionSchema, { params: { tabId, questionId }, json: question, signal });
}
/** PUT DeleteSOWTabQuestions/{questionId}. */
export function deleteSowQuestion(questionId: number, signal?: AbortSignal): Promise<SowQuestion> {
  return staffJson('sowQuestions.delete', sowQuestionSchema, { params: { questionId }, json: {}, signal });
}

// ---- options ------------------------------------------------------------------------------------

/** GET SOWtabquestionoptions/{questionId}: by optionOrder (§9). */
export function fetchSowOptions(questionId: number, signal?: AbortSignal): Promise<SowOption[]> {
  return staffJson('sowOptions.list', z.array(sowOptionSchema), { params: { questionId }, signal });
}
/** POST SOWtabquestionoptions/{questionId}; only HCB, VCB, DD and RB questions take options. */
export function createSowOption(questionId: number, option: SowOptionSave, signal?: AbortSignal): Promise<SowOption> {
  return staffJson('sowOptions.create', sowOptionSchema, { params: { questionId }, json: option, signal });
}
/** PUT SOWtabquestionoptions/{questionId}/{optionId}. */
export function updateSowOption(
  questionId: number,
  optionId: number,
  option: SowOptionSave,
  signal?: AbortSignal,
): Promise<SowOption> {
  return staffJson('sowOptions.update', sowOptionSchema, { params: { questionId, optionId }, json: option, signal });
}
/** PUT DeleteSOWQuestionOptions/{optionId}. */
export function deleteSowOption(optionId: number, signal?: AbortSignal): Promise<SowOption> {
  return staffJson('sowOptions.delete', sowOptionSchema, { params: { optionId }, json: {}, signal });
}
