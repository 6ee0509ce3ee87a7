import type { FilterProduct } from '../../api/catalogue/templates';
import { templateScreenMessages as m } from '../messages';
import { requiredFormulaNames, templateFormulaLabel, type TemplateFormulaName } from '../catalogueRules/templateFields';
import type { TemplateForm } from './templateForm';

/** Where the Product Filter's evaluation stands. */
export type FilterCheck =
  | { status: 'unchecked' }
  | { status: 'checking' }
  | { status: 'failed'; message: string }
  | {
      status: 'checked';
      productCount: number;
      /** The sample product the First Sample column is evaluated for. */
      productMasterId: number;
      /** Matched products owned by a different template (the popup of §2). */
      productsInOtherTemplates: FilterProduct[];
    };

/** Where one formula's evaluation on the sample product stands. */
export type FormulaCheck =
  | { status: 'checking' }
  | { status: 'succeeded'; result: string }
  | { status: 'failed'; message: string };

/** Calculate Product Count's result: a count, or ERR (GET_PRODUCT_GROUP_COUNT_FAILURE). */
export type GroupCount = { status: 'none' } | { status: 'counting' } | { status: 'counted'; count: number } | { status: 'failed' };

/** Everything the publishing rules read (back-office-products.md §5 Template draft / publish). */
export interface TemplateFacts {
  form: TemplateForm;
  /** The template was published when the dialog opened: Save As Draft is disabled, Name and Series locked. */
  publishedAsLoaded: boolean;
  filterCheck: FilterCheck;
  /** Products the last completed evaluation returned (kept while a re-evaluation runs). */
  lastProductCount: number;
  formulaChecks: Partial<Record<TemplateFormulaName, FormulaCheck>>;
  /** §4 Code formula: the product-count button is disabled after formula edits until the filter is re-evaluated. */
  formulasEditedSinceFilterCheck: boolean;
  /** A save, import or export is under way. */
  busy: boolean;
}

const filled = (text: string) => text.trim() !== '';
const chosen = (text: string) => filled(text) && text !== m.select;

function filterReasons(check: FilterCheck): string[] {
  switch (check.status) {
    case 'unchecked':
      return [m.reasons.filterNotEvaluated];
    case 'checking':
      return [m.reasons.filterEvaluating];
    case 'failed':
      return [m.reasons.filterFailed];
    case 'checked':
      return check.productCount >= 1 ? [] : [m.reasons.filterReturnedNothing];
  }
}

/**
 * §5 Template draft: allowed when name, series and filter are non-empty, the template is not
 * already published, and the filter evaluated without error and returned at least one product.
 * Answers why not, in the dialog's words; empty means allowed.
 */
export function saveDraftBlockers(facts: TemplateFacts): string[] {
  const { form } = facts;
  return [
    ...(facts.publishedAsLoaded ? [m.reasons.alreadyPublished] : []),
    ...(filled(form.name) ? [] : [m.reasons.nameRequired]),
    ...(form.productSeriesId > 0 ? [] : [m.reasons.seriesRequired]),
    ...(filled(form.filter) ? filterReasons(facts.filterCheck) : [m.reasons.filterRequired]),
    ...(facts.busy ? [m.reasons.saving] : []),
  ];
}

/**
 * §5 Template publish: name, filter, web category 1 (not Select), series, group meta class,
 * meta class, page layout and every required formula non-empty; the filter evaluated without
 * error with at least one product; no matched product belongs to a different template; every
 * evaluated formula succeeded. A formula still being evaluated has no result yet and does not
 * block (leaving a formula field by clicking Publish must not swallow the click; the server
 * checks every formula again). Answers why not; empty means allowed.
 */
export function publishBlockers(facts: TemplateFacts): string[] {
  const { form } = facts;
  const formulaEntries = Object.entries(facts.formulaChecks) as [TemplateFormulaName, FormulaCheck][];
  const otherTemplates = facts.filterCheck.status === 'checked' ? facts.filterCheck.productsInOtherTemplates : [];
  return [
    ...(filled(form.name) ? [] : [m.reasons.nameRequired]),
    ...(filled(form.filter) ? filterReasons(facts.filterCheck) : [m.reasons.filterRequired]),
    ...(chosen(form.websiteCategory1) ? [] : [m.reasons.webCategory1Required]),
    ...(form.productSeriesId > 0 ? [] : [m.reasons.seriesRequired]),
    ...(chosen(form.groupMetaClassName) ? [] : [m.reasons.groupMetaClassRequired]),
    ...(chosen(form.metaClassName) ? [] : [m.reasons.metaClassRequired]),
    ...(chosen(form.groupPageLayoutDefault) ? [] : [m.reasons.pageLayoutRequired]),
    ...requiredFormulaNames
      .filter((name) => !filled(form.formulas[name]))
      .map((name) => m.reasons.formulaRequired(templateFormulaLabel(name))),
    ...(otherTemplates.length > 0 ? [m.reasons.productsInOtherTemplate] : []),
    ...formulaEntries
      .filter(([, check]) => check.status === 'failed')
      .map(([name]) => m.reasons.formulaFailed(templateFormulaLabel(name))),
    ...(facts.busy ? [m.reasons.saving] : []),
  ];
}

/**
 * §5: "Formula fields are editable only once the filter returned at least one product." A
 * re-evaluation of the same filter (Group Code's blur, Evaluate) keeps them editable meanwhile.
 */
export function formulasEditable(facts: Pick<TemplateFacts, 'filterCheck' | 'lastProductCount'>): boolean {
  if (facts.filterCheck.status === 'checked') return facts.filterCheck.productCount >= 1;
  return facts.filterCheck.status === 'checking' && facts.lastProductCount >= 1;
}

/**
 * §5, §4: Calculate Product Count is enabled only with a filter count and a successful non-empty
 * group code formula, and not after formula edits until the filter is re-evaluated.
 */
export function productCountBlockers(facts: TemplateFacts): string[] {
  const groupCode = facts.formulaChecks.groupCode;
  return [
    ...(facts.filterCheck.status === 'checked' ? [] : [m.productCountReasons.noFilterCount]),
    ...(filled(facts.form.formulas.groupCode) ? [] : [m.productCountReasons.groupCodeEmpty]),
    ...(filled(facts.form.formulas.groupCode) && groupCode?.status !== 'succeeded' ? [m.productCountReasons.groupCodeFailed] : []),
    ...(facts.formulasEditedSinceFilterCheck ? [m.productCountReasons.reEvaluate] : []),
  ];
}
