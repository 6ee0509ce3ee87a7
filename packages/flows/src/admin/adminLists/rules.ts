import { ADMIN_TEXT, adminTextProblem, type AdminTextRule } from '../textLimits';
import { adminListsMessages as m } from './messages';
import type { AdminListDefinition, AdminListItem } from './types';

/** §5: "normalised so the first letter of each space-separated word is capitalised". */
export function capitaliseWords(text: string): string {
  return text
    .trim()
    .split(' ')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** Issue 36: the rule of an add field (a list item's name by default). */
export function addFieldRule(field: { rule?: AdminTextRule }): AdminTextRule {
  return field.rule ?? ADMIN_TEXT.name;
}

/** The add row's fields: the list's own, or one name field. */
export function addFieldsOf(definition: AdminListDefinition) {
  return definition.addFields ?? [{ key: 'name', label: m.newItem, requiredMessage: m.enterText }];
}

/**
 * Why the typed entry cannot be added, per field key ('' for the list as a whole); empty when it
 * can. §5: the text must be non-empty; a list may forbid adding (Project States) or need more
 * fields (Admin Emails: a name and an e-mail).
 */
export function addProblems(
  definition: AdminListDefinition,
  drafts: Readonly<Record<string, string>>,
  items: readonly AdminListItem[],
): Record<string, string> {
  if (definition.addDisabled) return { '': m.addingDisabled(definition.label) };
  const problems: Record<string, string> = {};
  for (const field of addFieldsOf(definition)) {
    const draft = drafts[field.key] ?? '';
    if (draft.trim() === '') problems[field.key] = field.requiredMessage ?? m.enterText;
    else {
      // Issue 36: over the limit, a control character, the separator (';' in admin e-mails), the format.
      const problem = adminTextProblem(field.label, draft, addFieldRule(field));
      if (problem) problems[field.key] = problem;
    }
  }
  if (Object.keys(problems).length === 0) {
    const label = labelOf(definition, drafts);
    if (items.some((item) => item.label.toLowerCase() === label.toLowerCase())) problems[''] = m.duplicate;
  }
  return problems;
}

/** The normalised values of the add row: the first field capitalised (§5), the others trimmed. */
export function normaliseEntry(definition: AdminListDefinition, drafts: Readonly<Record<string, string>>): Record<string, string> {
  const values: Record<string, string> = {};
  addFieldsOf(definition).forEach((field, index) => {
    const typed = drafts[field.key] ?? '';
    values[field.key] = index === 0 ? capitaliseWords(typed) : typed.trim();
  });
  return values;
}

/** What the new item reads as in the lists (by default its first field). */
export function labelOf(definition: AdminListDefinition, drafts: Readonly<Record<string, string>>): string {
  const values = normaliseEntry(definition, drafts);
  return definition.labelOf ? definition.labelOf(values) : (values[addFieldsOf(definition)[0]!.key] ?? '');
}
