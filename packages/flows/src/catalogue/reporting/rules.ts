import type { ReportingFilters } from '../../api/catalogue/reporting';
import { isChosen } from '../records/requestRules';
import { SELECT_OPTION } from '../records/constants';

/**
 * back-office-products.md §4 Reporting rules over the filter form: pure functions shared by the
 * reporting and advanced search machines.
 */

/** The form's values: dropdowns hold their option text ('Select' when none), text boxes their text. */
export interface SearchForm {
  advancedFilter: string;
  template: string;
  manufacturer: string;
  productLine: string;
  upc: string;
  vendorSku: string;
  joinerySku: string;
  productName: string;
  description: string;
}
export type SearchFormField = keyof SearchForm;

/** The dropdowns of Reporting; their 'Select' goes as '0' (§7). */
export const DROPDOWN_FIELDS = ['advancedFilter', 'template', 'manufacturer', 'productLine'] as const satisfies readonly SearchFormField[];
/** The text boxes (Enter searches). */
export const TEXT_FIELDS = ['upc', 'vendorSku', 'joinerySku', 'productName', 'description'] as const satisfies readonly SearchFormField[];

export const EMPTY_FORM: SearchForm = {
  advancedFilter: SELECT_OPTION,
  template: SELECT_OPTION,
  manufacturer: SELECT_OPTION,
  productLine: SELECT_OPTION,
  upc: '',
  vendorSku: '',
  joinerySku: '',
  productName: '',
  description: '',
};

/** Advanced Search's form: the manufacturer and line codes are text boxes there. */
export const EMPTY_SEARCH_FORM: SearchForm = { ...EMPTY_FORM, manufacturer: '', productLine: '' };

/** §4: an advanced filter is chosen ("advanced mode"). */
export const inAdvancedMode = (form: SearchForm): boolean => isChosen(form.advancedFilter);

/**
 * §4: choosing an advanced filter clears the other filters; choosing 'Select' collapses advanced
 * mode (the others are usable again). In advanced mode the other filters are locked.
 */
export function changeFilter(form: SearchForm, field: SearchFormField, value: string, empty: SearchForm = EMPTY_FORM): SearchForm {
  if (field === 'advancedFilter') return isChosen(value) ? { ...empty, advancedFilter: value } : { ...form, advancedFilter: SELECT_OPTION };
  if (inAdvancedMode(form)) return form;
  return { ...form, [field]: value };
}

/** The request the API client takes. */
export function filtersOf(form: SearchForm): ReportingFilters {
  return {
    advancedFilter: form.advancedFilter,
    template: form.template,
    manufacturer: form.manufacturer,
    productLine: form.productLine,
    upc: form.upc,
    vendorSku: form.vendorSku,
    joinerySku: form.joinerySku,
    productName: form.productName,
    description: form.description,
  };
}
