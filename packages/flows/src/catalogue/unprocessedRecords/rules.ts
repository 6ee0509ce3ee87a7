import type { UnprocessedListRequest, UnprocessedRecord, UnprocessedSortColumn } from '../../api/catalogue/unprocessed';
import { LIST_TYPES, SELECT_OPTION, type ListType } from '../records/constants';
import { canExportUnprocessed, isChosen, templateIdOf, textFiltersApply } from '../records/requestRules';
import type { SortState } from '../sortCycle';
import { unprocessedMessages as m } from './messages';

/**
 * back-office-products.md §4 "Unprocessed Records filters" and §5 "Unprocessed export" as pure
 * functions: what each choice does to the other filters, which rows show, and why Export is off.
 */

export interface UnprocessedFilters {
  listType: ListType;
  /** 'Select' or an 'id-name' option. */
  publishedTemplate: string;
  unpublishedTemplate: string;
  /** 'Select' or a code. */
  manufacturer: string;
  productLine: string;
  part: string;
  description: string;
}

export const EMPTY_FILTERS: UnprocessedFilters = {
  listType: LIST_TYPES.select,
  publishedTemplate: SELECT_OPTION,
  unpublishedTemplate: SELECT_OPTION,
  manufacturer: SELECT_OPTION,
  productLine: SELECT_OPTION,
  part: '',
  description: '',
};

/** §4: Published Template starts disabled; choosing a List Type enables it. */
export function publishedTemplateEnabled(filters: UnprocessedFilters): boolean {
  return filters.listType !== LIST_TYPES.select;
}
/** §4: … and a chosen published template disables the unpublished one. */
export function unpublishedTemplateEnabled(filters: UnprocessedFilters): boolean {
  return publishedTemplateEnabled(filters) && !isChosen(filters.publishedTemplate);
}
/** §4: with List Type 2 the manufacturer, line, part and description filters are disabled. */
export const textFiltersEnabled = (filters: UnprocessedFilters) => textFiltersApply(filters.listType);

/**
 * §4: a List Type enables the template selectors; back on Select they are reset and disabled
 * (docs/decisions.md). List Type 2 empties the manufacturer, line, part and description filters.
 */
export function chooseListType(filters: UnprocessedFilters, listType: ListType): UnprocessedFilters {
  const next = { ...filters, listType };
  const templates =
    listType === LIST_TYPES.select
      ? { publishedTemplate: SELECT_OPTION, unpublishedTemplate: SELECT_OPTION }
      : {};
  const text = textFiltersApply(listType)
    ? {}
    : { manufacturer: SELECT_OPTION, productLine: SELECT_OPTION, part: '', description: '' };
  return { ...next, ...templates, ...text };
}

/** §4: a published template resets (and disables) the unpublished one; Select re-enables it. */
export function choosePublishedTemplate(filters: UnprocessedFilters, option: string): UnprocessedFilters {
  return isChosen(option)
    ? { ...filters, publishedTemplate: option, unpublishedTemplate: SELECT_OPTION }
    : { ...filters, publishedTemplate: SELECT_OPTION };
}

export function chooseUnpublishedTemplate(filters: UnprocessedFilters, option: string): UnprocessedFilters {
  if (!unpublishedTemplateEnabled(filters)) return filters;
  return { ...filters, unpublishedTemplate: isChosen(option) ? option : SELECT_OPTION };
}

export type TextFilter = 'part' | 'description';
export type DropdownFilter = 'manufacturer' | 'productLine';

/** §4: text filters are upper-cased; ignored while List Type 2 disables them. */
export function typeFilter(filters: UnprocessedFilters, field: TextFilter, text: string): UnprocessedFilters {
  if (!textFiltersEnabled(filters)) return filters;
  return { ...filters, [field]: text.toUpperCase() };
}

export function chooseDropdown(filters: UnprocessedFilters, field: DropdownFilter, value: string): UnprocessedFilters {
  if (!textFiltersEnabled(filters)) return filters;
  return { ...filters, [field]: isChosen(value) ? value.toUpperCase() : SELECT_OPTION };
}

/** The list call's request for the filters, the sort and a page. */
export function listRequest(
  filters: UnprocessedFilters,
  sort: SortState<UnprocessedSortColumn>,
  page: number,
): UnprocessedListRequest {
  return {
    listType: filters.listType,
    publishedTemplate: filters.publishedTemplate,
    unpublishedTemplate: filters.unpublishedTemplate,
    manufacturer: filters.manufacturer,
    productLine: filters.productLine,
    part: filters.part,
    description: filters.description,
    page,
    sortBy: sort.sortBy,
    sortOrder: sort.sortOrder,
  };
}

const sameText = (a: string | null | undefined, b: string) => (a ?? '').toUpperCase() === b.toUpperCase();
const containsText = (a: string | null | undefined, b: string) => (a ?? '').toUpperCase().includes(b.toUpperCase());

/**
 * §4 client-side row filtering: type 1 shows rows with template id 0 and supplemental data not
 * missing; type 2 rows with supplemental data missing; template filters match the template id;
 * manufacturer and line match case-insensitively and exactly; part and description are
 * case-insensitive substrings (description tested against all three description fields).
 */
export function visibleRows(rows: readonly UnprocessedRecord[], filters: UnprocessedFilters): UnprocessedRecord[] {
  const templateId = templateIdOf(filters.publishedTemplate) ?? templateIdOf(filters.unpublishedTemplate);
  const text = textFiltersEnabled(filters);
  const part = filters.part.trim();
  const description = filters.description.trim();
  return rows.filter((row) => {
    // Type 1: supplemental data not missing, always; a chosen template's rows carry its id, so the
    // "template id 0" test applies only without one.
    if (filters.listType === LIST_TYPES.missingTemplate && (row.supplementalDataMissing || (templateId === undefined && row.productTemplateId !== 0))) return false;
    if (filters.listType === LIST_TYPES.missingSupplemental && !row.supplementalDataMissing) return false;
    if (templateId !== undefined && row.productTemplateId !== templateId) return false;
    if (!text) return true;
    if (isChosen(filters.manufacturer) && !sameText(row.brmfg, filters.manufacturer)) return false;
    if (isChosen(filters.productLine) && !sameText(row.brlin, filters.productLine)) return false;
    if (part && !containsText(row.brpart, part)) return false;
    if (description && ![row.brdeS1, row.brdeS2, row.brdeS3].some((d) => containsText(d, description))) return false;
    return true;
  });
}

/** §5: why Export is disabled, or undefined when it may run. */
export function exportBlocker(filters: UnprocessedFilters): string | undefined {
  if (canExportUnprocessed(filters)) return undefined;
  if (filters.listType === LIST_TYPES.missingSupplemental) return m.exportReasons.template;
  if (filters.listType === LIST_TYPES.missingAs400Attribute) return m.exportReasons.publishedTemplate;
  return m.exportReasons.listType;
}
