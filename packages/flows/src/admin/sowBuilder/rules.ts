import { GENERAL_INFORMATION_TAB, takesInstructions, takesOptions, type QuestionType } from '../constants';
import type {
  SowOption,
  SowOptionSave,
  SowProjectType,
  SowProjectTypeCreate,
  SowQuestion,
  SowQuestionSave,
  SowTab,
  SowTabSave,
} from '../../api/admin/sowTemplates';
import { sowBuilderMessages as m } from './messages';

/** back-office-admin.md §5 (Project type, Tab, Question, Option) and §2, §4: the builder's rules. */

/**
 * A question with its live options (§4: options load after the questions). Shaped like the wizard's
 * question. `optionsFailed`: its options could not be loaded (the list still shows it, marked; issue 45).
 */
export type BuilderQuestion = SowQuestion & { questionOptions: SowOption[]; optionsFailed?: boolean };

export interface TypeForm {
  active: boolean;
  name: string;
  order: string;
  instructions: string;
  parties: string;
  proposal: string;
}
export interface TabForm {
  name: string;
  order: string;
  active: boolean;
}
export interface QuestionForm {
  label: string;
  /** '' is Select. */
  type: QuestionType | '';
  instructions: string;
  helpText: string;
  order: string;
  required: boolean;
  active: boolean;
}
export interface OptionForm {
  optionName: string;
  helpText: string;
  optionOrder: string;
  isActive: boolean;
}

const filled = (text: string) => text.trim() !== '';
const WHOLE = /^\d+$/;
/** An order field: empty is "required", anything but digits is "a whole number" (§5 "order required"). */
function orderBlockers(text: string, required: string, field: string): string[] {
  if (!filled(text)) return [required];
  return WHOLE.test(text.trim()) ? [] : [m.orderNumber(field)];
}
const nextOrder = (orders: readonly number[]) => String(orders.reduce((max, o) => Math.max(max, o), 0) + 1);

// ---- Project type -----------------------------------------------------------------------------

/** §5: "Name required (both Submit buttons disabled when empty)". */
export function typeBlockers(form: TypeForm): string[] {
  return filled(form.name) ? [] : [m.nameRequired];
}
export const blankType = (rows: readonly SowProjectType[]): TypeForm => ({
  active: true,
  name: '',
  order: nextOrder(rows.map((r) => r.order)),
  instructions: '',
  parties: '',
  proposal: '',
});
export const typeFormOf = (t: SowProjectType): TypeForm => ({
  active: t.active,
  name: t.name,
  order: String(t.order),
  instructions: t.instructions,
  parties: t.parties,
  proposal: t.proposal,
});
/** POST SOWprojecttypes body; an empty order is 0. */
export function typePayload(form: TypeForm): SowProjectTypeCreate {
  return {
    active: form.active,
    name: form.name.trim(),
    order: Number(form.order.trim() || 0),
    instructions: form.instructions,
    parties: form.parties,
    proposal: form.proposal,
    deleted: false,
  };
}

// ---- Tab ----------------------------------------------------------------------------------------

/** §5: "Tab: name and order required". */
export function tabBlockers(form: TabForm): string[] {
  return [...(filled(form.name) ? [] : [m.tabNameRequired]), ...orderBlockers(form.order, m.tabOrderRequired, m.tabOrder)];
}
export const blankTab = (rows: readonly SowTab[]): TabForm => ({ name: '', order: nextOrder(rows.map((r) => r.order)), active: true });
export const tabFormOf = (t: SowTab): TabForm => ({ name: t.name, order: String(t.order), active: t.active });
export const tabPayload = (form: TabForm, row?: SowTab): SowTabSave => ({
  name: form.name.trim(),
  tabOrder: Number(form.order.trim()),
  deleted: false,
  active: form.active,
  rowVersion: row?.rowVersion,
});
/** §2, §4: "The tab named General Information cannot be deleted." */
export const isUndeletableTab = (tab: Pick<SowTab, 'name'>) => tab.name.trim() === GENERAL_INFORMATION_TAB;

// ---- Question -----------------------------------------------------------------------------------

/** §5: "label, type (not Select) and order required". */
export function questionBlockers(form: QuestionForm): string[] {
  return [
    ...(filled(form.label) ? [] : [m.labelRequired]),
    ...(form.type === '' ? [m.typeRequired] : []),
    ...orderBlockers(form.order, m.questionOrderRequired, m.questionOrder),
  ];
}
export const blankQuestion = (rows: readonly SowQuestion[]): QuestionForm => ({
  label: '',
  type: '',
  instructions: '',
  helpText: '',
  order: nextOrder(rows.map((r) => r.questionOrder)),
  required: false,
  active: true,
});
export const questionFormOf = (q: SowQuestion): QuestionForm => ({
  label: q.label,
  type: q.questionType,
  instructions: q.instructions,
  helpText: q.helpText,
  order: String(q.questionOrder),
  required: q.isRequired,
  active: q.isActive,
});
/** §5: Instructions only for LI and RI; other types save none. */
export function questionPayload(form: QuestionForm, row?: SowQuestion): SowQuestionSave {
  const type = form.type === '' ? 'TB' : form.type;
  return {
    label: form.label.trim(),
    type,
    helpText: form.helpText,
    instructions: takesInstructions(type) ? form.instructions : '',
    order: Number(form.order.trim()),
    required: form.required,
    active: form.active,
    deleted: false,
    rowVersion: row?.rowVersion,
  };
}
/** §2: the Instructions field shows only for LI and RI. */
export const showsInstructions = (form: Pick<QuestionForm, 'type'>) => form.type !== '' && takesInstructions(form.type);
/** §2: "Edit Question Options" only for the option-bearing types (HCB, VCB, DD, RB). */
export const hasOptions = (q: Pick<SowQuestion, 'questionType'>) => takesOptions(q.questionType);

// ---- Option -------------------------------------------------------------------------------------

/** §2, §5: "The save button is disabled until name and order are filled." */
export function optionBlockers(form: OptionForm): string[] {
  return [
    ...(filled(form.optionName) ? [] : [m.optionRequired]),
    ...orderBlockers(form.optionOrder, m.optionOrderRequired, m.optionOrder),
  ];
}
export const blankOption = (rows: readonly SowOption[]): OptionForm => ({
  optionName: '',
  helpText: '',
  optionOrder: nextOrder(rows.map((r) => r.optionOrder)),
  isActive: true,
});
export const optionFormOf = (o: SowOption): OptionForm => ({
  optionName: o.optionName,
  helpText: o.helpText,
  optionOrder: String(o.optionOrder),
  isActive: o.isActive,
});
export const optionPayload = (form: OptionForm, row?: SowOption): SowOptionSave => ({
  optionName: form.optionName.trim(),
  helpText: form.helpText,
  optionOrder: Number(form.optionOrder.trim()),
  isActive: form.isActive,
  rowVersion: row?.rowVersion,
});

// ---- Loading a tab's questions ------------------------------------------------------------------

/** §2: "A tab's questions show only once the number of questions received equals the number expected." */
export const allQuestionsArrived = (received: number, expected: number | undefined) => expected === undefined || received === expected;

/** §9 sort rules: tabs by order, options by optionOrder; questions by questionOrder. */
export const byTabOrder = (a: SowTab, b: SowTab) => a.order - b.order;
export const byQuestionOrder = (a: SowQuestion, b: SowQuestion) => a.questionOrder - b.questionOrder;
export const byOptionOrder = (a: SowOption, b: SowOption) => a.optionOrder - b.optionOrder;
