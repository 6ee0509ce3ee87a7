import { LIST_TYPES, SELECT_OPTION, SELECT_VALUE, type ListType } from './constants';

/**
 * back-office-products.md §4, §5, §7 rules for what the unprocessed records and reporting
 * screens send: pure functions, shared by the API clients and the screens' machines.
 */

/** §7: a dropdown left on 'Select' (or empty) is sent as '0'. */
export function selectToZero(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value).trim();
  return text === '' || text === SELECT_OPTION ? SELECT_VALUE : text;
}

/** True when a dropdown holds a real choice (not 'Select', '0' or empty). */
export function isChosen(value: string | number | null | undefined): boolean {
  return selectToZero(value) !== SELECT_VALUE;
}

/** §3: template options arrive as 'id-name'; the id is the part before the first '-'. */
export function parseTemplateOption(option: string): { id: number; name: string } | undefined {
  const match = /^\s*(\d+)\s*-\s*(.*)$/.exec(option);
  if (!match) return undefined;
  return { id: Number(match[1]), name: (match[2] ?? '').trim() };
}

/** The template id a filter holds: a bare id or an 'id-name' option; undefined when none is chosen. */
export function templateIdOf(value: string | number | null | undefined): number | undefined {
  if (!isChosen(value)) return undefined;
  const text = String(value).trim();
  if (/^\d+$/.test(text)) return Number(text);
  return parseTemplateOption(text)?.id;
}

export interface UnprocessedExportChoice {
  listType: ListType | number;
  publishedTemplate: string | number | null | undefined;
  unpublishedTemplate: string | number | null | undefined;
}

/**
 * §5 Unprocessed export: enabled for list type 1; for type 2 with a template chosen (published
 * or unpublished); for type 3 with a published template.
 */
export function canExportUnprocessed({
  listType,
  publishedTemplate,
  unpublishedTemplate,
}: UnprocessedExportChoice): boolean {
  switch (listType) {
    case LIST_TYPES.missingTemplate:
      return true;
    case LIST_TYPES.missingSupplemental:
      return isChosen(publishedTemplate) || isChosen(unpublishedTemplate);
    case LIST_TYPES.missingAs400Attribute:
      return isChosen(publishedTemplate);
    default:
      return false;
  }
}

/** §4: with List Type 2 the manufacturer, line, part and description filters are disabled. */
export function textFiltersApply(listType: ListType | number): boolean {
  return listType !== LIST_TYPES.missingSupplemental;
}
