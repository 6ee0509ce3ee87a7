import type { ProductSeries } from '../../api/catalogue/series';
import {
  englishFormulas,
  type FilterProduct,
  type ProductTemplate,
  type TemplateDraft,
  type TemplateUpdate,
} from '../../api/catalogue/templates';
import {
  TEMPLATE_LANGUAGE,
  defaultFormulas,
  emptyFormulas,
  skuCodeFormula,
  type TemplateFormulaName,
  type TemplateFormulas,
} from '../catalogueRules/templateFields';
import { templateScreenMessages as m } from '../messages';

/** What the template dialog edits (back-office-products.md §2 Product Templates, §3 ProductTemplate). */
export interface TemplateForm {
  name: string;
  filter: string;
  /** Web category codes; '' is the Select placeholder. */
  websiteCategory1: string;
  websiteCategory2: string;
  /** 0 is the Select placeholder. */
  productSeriesId: number;
  groupMetaClassName: string;
  metaClassName: string;
  groupPageLayoutDefault: string;
  priority: number;
  formulas: TemplateFormulas;
}

/** The dropdown-backed and text fields an `template.edit` event may change. */
export type TemplateTextField =
  | 'name'
  | 'filter'
  | 'websiteCategory1'
  | 'websiteCategory2'
  | 'groupMetaClassName'
  | 'metaClassName'
  | 'groupPageLayoutDefault';

/** A new template: empty, with the §9 default formulas. */
export function newTemplateForm(): TemplateForm {
  return {
    name: '',
    filter: '',
    websiteCategory1: '',
    websiteCategory2: '',
    productSeriesId: 0,
    groupMetaClassName: '',
    metaClassName: '',
    groupPageLayoutDefault: '',
    priority: 0,
    formulas: defaultFormulas(),
  };
}

export function formFromTemplate(template: ProductTemplate): TemplateForm {
  return {
    name: template.name,
    filter: template.filter,
    websiteCategory1: template.websiteCategory1,
    websiteCategory2: template.websiteCategory2,
    productSeriesId: template.productSeriesId,
    groupMetaClassName: template.groupMetaClassName,
    metaClassName: template.metaClassName,
    groupPageLayoutDefault: template.groupPageLayoutDefault,
    priority: template.priority,
    formulas: { ...emptyFormulas(), ...englishFormulas(template) },
  };
}

/** §4 Copy template: the source's fields with the name suffixed ' - Copy' (drafts are the caller's). */
export function copyForm(template: ProductTemplate): TemplateForm {
  const form = formFromTemplate(template);
  return { ...form, name: `${form.name}${m.copySuffix}` };
}

/** The body of a save: Save As Draft sends published 0, Publish sends 1; language en (§3). */
export function templateDraftOf(form: TemplateForm, published: 0 | 1): TemplateDraft {
  return {
    name: form.name.trim(),
    published,
    filter: form.filter,
    websiteCategory1: form.websiteCategory1,
    websiteCategory2: form.websiteCategory2,
    productSeriesId: form.productSeriesId,
    groupMetaClassName: form.groupMetaClassName,
    metaClassName: form.metaClassName,
    groupPageLayoutDefault: form.groupPageLayoutDefault,
    priority: form.priority,
    productTemplateLanguages: [{ language: TEMPLATE_LANGUAGE, ...form.formulas }],
  };
}

export function templateUpdateOf(form: TemplateForm, published: 0 | 1, productTemplateId: number, version: number | undefined): TemplateUpdate {
  return { ...templateDraftOf(form, published), productTemplateId, version };
}

/** §4 Code formula: rebuilt from the chosen series' SKU bricks (empty without a series). */
export function codeFormulaFor(series: ProductSeries | undefined): string {
  return series ? skuCodeFormula(series.JoinerySkuBricks.map((brick) => brick.name)) : '';
}

/** The filter-matched products that already belong to another template (§2 popup, §5 publish). */
export function productsInOtherTemplates(products: readonly FilterProduct[], ownTemplateId: number | undefined): FilterProduct[] {
  return products.filter((product) => product.productTemplateId !== 0 && product.productTemplateId !== ownTemplateId);
}

/** Formulas that have text (ApplyFormulas is sent only when some exist, §7). */
export function nonEmptyFormulas(formulas: TemplateFormulas): { formulaName: TemplateFormulaName; formulaExpression: string }[] {
  return (Object.entries(formulas) as [TemplateFormulaName, string][])
    .filter(([, expression]) => expression.trim() !== '')
    .map(([formulaName, formulaExpression]) => ({ formulaName, formulaExpression }));
}
