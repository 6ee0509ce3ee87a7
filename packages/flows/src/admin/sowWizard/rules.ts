import { format, isValid, parseISO } from 'date-fns';
import { SOW_FIRST_VERSION, SOW_VERSION_STEP, takesOptions } from '../constants';
import type {
  SowOptionResult,
  SowProjectAnswers,
  SowQuestionResult,
  SowTemplate,
  SowTemplateQuestion,
  SowTemplateTab,
} from '../../api/admin/sowProjects';
import { sowWizardMessages as m } from './messages';

/**
 * back-office-admin.md §4 "SOW project" and §5 "SOW answers": the wizard's rules, pure. A tab
 * shows its active, non-deleted questions in order, each with its active, non-deleted options.
 */

export type WizardQuestion = SowTemplateQuestion;
export interface WizardTab {
  projectTabId: number;
  name: string;
  questions: WizardQuestion[];
}

/** One question's answer: text (TB, TA, DT as yyyy-MM-dd, rich text as HTML) or chosen option ids. */
export interface Answer {
  text: string;
  options: number[];
}
export type Answers = Record<number, Answer>;
export const emptyAnswer: Answer = { text: '', options: [] };

const live = <T extends { isActive: boolean; isDeleted: boolean }>(x: T) => x.isActive && !x.isDeleted;

/** The tabs of a template or a project: active, non-deleted, by order (§9 "tabs by order"). */
export function wizardTabs(tabs: readonly SowTemplateTab[]): WizardTab[] {
  return tabs
    .filter((t) => t.active && !t.deleted)
    .sort((a, b) => a.order - b.order || a.projectTabId - b.projectTabId)
    .map((t) => ({
      projectTabId: t.projectTabId,
      name: t.name,
      questions: t.tabQuestions
        .filter(live)
        .sort((a, b) => a.questionOrder - b.questionOrder || a.questionID - b.questionID)
        .map((q) => ({
          ...q,
          questionOptions: q.questionOptions
            .filter(live)
            .sort((a, b) => a.optionOrder - b.optionOrder || a.questionOptionID - b.questionOptionID),
        })),
    }));
}

/** Rich text counts as empty when it holds no text (an editor's `<p><br></p>`). */
export function isBlank(text: string): boolean {
  return text.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim() === '';
}

/** §5: text needs content, checkbox and radio groups a choice, a dropdown something other than Select. */
export function isAnswered(question: WizardQuestion, answer: Answer | undefined): boolean {
  if (!answer) return false;
  if (takesOptions(question.questionType)) return answer.options.length > 0;
  return !isBlank(answer.text);
}

/** §5: the labels of the tab's required questions still unanswered. */
export function missingRequired(tab: WizardTab | undefined, answers: Answers): string[] {
  if (!tab) return [];
  return tab.questions.filter((q) => q.isRequired && !isAnswered(q, answers[q.questionID])).map((q) => q.label);
}

export function saveBlockers(tab: WizardTab | undefined, answers: Answers): string[] {
  return missingRequired(tab, answers).map(m.answerRequired);
}

/** §3 SOW save payload: a result for every question of the tab ('' for option questions) and the chosen options. */
export function tabResults(tab: WizardTab, answers: Answers): { results: SowQuestionResult[]; options: SowOptionResult[] } {
  const results: SowQuestionResult[] = [];
  const options: SowOptionResult[] = [];
  for (const q of tab.questions) {
    const answer = answers[q.questionID] ?? emptyAnswer;
    if (takesOptions(q.questionType)) {
      results.push({ questionID: q.questionID, result: '' });
      for (const questionOptionID of answer.options) options.push({ questionID: q.questionID, questionOptionID });
    } else {
      results.push({ questionID: q.questionID, result: answer.text });
    }
  }
  return { results, options };
}

/** The answers a saved project holds, by question. */
export function answersOf(project: SowProjectAnswers): Answers {
  const answers: Answers = {};
  for (const tab of project.projectTabs) {
    for (const q of tab.tabQuestions) {
      answers[q.questionID] = {
        text: q.questionResults[0]?.result ?? '',
        options: q.questionOptions.filter((o) => o.questionOptionResults.length > 0).map((o) => o.questionOptionID),
      };
    }
  }
  return answers;
}

/** §9: the version rises by 0.1 at the final tab save (kept to one decimal). */
export function nextVersion(version: number): number {
  return Math.round((version + SOW_VERSION_STEP) * 10) / 10;
}

/** §4: how many tabs are complete: up to lastTabCompleted, or all of them once it is cleared. */
export function completedCount(tabs: readonly WizardTab[], lastTabCompleted: number | null, created: boolean): number {
  if (!created) return 0;
  if (lastTabCompleted === null) return tabs.length;
  const index = tabs.findIndex((t) => t.projectTabId === lastTabCompleted);
  return index < 0 ? 0 : index + 1;
}

/** What saving tab `index` records (§4): final save +0.1 and lastTabCompleted cleared. */
export function afterSave(
  tabs: readonly WizardTab[],
  index: number,
  state: { completed: number; version: number; created: boolean },
): { completed: number; version: number; lastTabCompleted: number | null } {
  const final = index === tabs.length - 1;
  const base = state.created ? state.version : SOW_FIRST_VERSION;
  const completed = final ? tabs.length : Math.max(state.completed, index + 1);
  return {
    completed,
    version: final ? nextVersion(base) : base,
    lastTabCompleted: completed >= tabs.length ? null : (tabs[completed - 1]?.projectTabId ?? null),
  };
}

/** The project's name: the first question's answer (§2). */
export function projectNameOf(tabs: readonly WizardTab[], answers: Answers): string {
  const first = tabs[0]?.questions[0];
  return first ? (answers[first.questionID]?.text ?? '') : '';
}

/** A DT answer (yyyy-MM-dd) as the back office shows dates, MM/dd/yyyy (§1); other text as it is. */
export function displayDay(text: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(text) ? parseISO(text) : undefined;
  return date && isValid(date) ? format(date, 'MM/dd/yyyy') : text;
}

/** The question types answered in the rich-text editor (§3 LI, RI, RTA): their answers are HTML. */
const RICH_TEXT_TYPES: ReadonlySet<string> = new Set(['LI', 'RI', 'RTA']);

/**
 * An answer as text: the chosen options' names, a date as MM/dd/yyyy, a rich-text answer with its
 * tags removed, or a typed answer (TB, TA) exactly as typed, '<' and all (issue 36).
 */
export function answerText(question: WizardQuestion, answer: Answer | undefined): string {
  if (!answer) return '';
  if (takesOptions(question.questionType)) {
    return question.questionOptions
      .filter((o) => answer.options.includes(o.questionOptionID))
      .map((o) => o.optionName)
      .join(', ');
  }
  if (question.questionType === 'DT') return displayDay(answer.text);
  if (!RICH_TEXT_TYPES.has(question.questionType)) return answer.text.trim();
  return answer.text
    .replace(/<\/(p|div|li)>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** §2 Review "Work Details": per tab after the first, its name and what it records. */
export function workDetails(tabs: readonly WizardTab[], answers: Answers): Array<{ category: string; needed: string }> {
  return tabs.slice(1).map((tab) => ({
    category: tab.name,
    needed: tab.questions
      .map((q) => ({ label: q.label, text: answerText(q, answers[q.questionID]) }))
      .filter((a) => a.text !== '')
      .map((a) => `${a.label}: ${a.text}`)
      .join('; '),
  }));
}

export const templateById = (templates: readonly SowTemplate[], id: number) => templates.find((t) => t.projectTypeID === id);
