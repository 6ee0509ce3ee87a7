import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { fetchSeriesList, type ProductSeries } from '../../api/catalogue/series';
import {
  applyAllFormulas,
  applyFormula,
  applyFormulas,
  createTemplate,
  evaluateProductFilter,
  exportTemplate,
  fetchProductGroupCount,
  fetchTemplate,
  fetchWebCategories,
  importTemplate,
  readTemplateSheet,
  serverMessageOf,
  templateExportRows,
  updateTemplate,
  type ApplyFormulaRequest,
  type ApplyFormulasRequest,
  type FilterResult,
  type FormulaResult,
  type ProductGroupCountRequest,
  type ProductTemplate,
  type UncomputedCell,
  type WebCategory,
} from '../../api/catalogue/templates';
import type { NamedFile } from '../../api/catalogue/spreadsheet';
import { listMessages } from '../../staff/shell/messages';
import { acknowledgeRecordError, isConflictOnSavedRecord, recordDialogEndStates } from '../../staff/shell/recordDialog';
import { settleUnlessAborted, unlessFailed } from '../../staff/shell/settleUnlessAborted';
import { templateMessages as ruleMessages } from '../catalogueRules/messages';
import { isTemplateFormulaName, templateFormulaNames, type TemplateFormulaName, type TemplateFormulas } from '../catalogueRules/templateFields';
import {
  codeFormulaFor,
  copyForm,
  formFromTemplate,
  newTemplateForm,
  nonEmptyFormulas,
  productsInOtherTemplates,
  templateDraftOf,
  templateUpdateOf,
  type TemplateForm,
  type TemplateTextField,
} from './templateForm';
import {
  formulasEditable,
  productCountBlockers,
  publishBlockers,
  saveDraftBlockers,
  type FilterCheck,
  type FormulaCheck,
  type GroupCount,
  type TemplateFacts,
} from './rules';

export type TemplateDialogMode = 'create' | 'edit' | 'copy';

export interface TemplatePublishingInput {
  mode: TemplateDialogMode;
  /** The template to edit, or the one to copy. */
  templateId?: number;
}

/** What the dialog needs before it opens (§4: "a click fetches the record and opens the dialog once loaded"). */
export interface TemplateDialogData {
  template: ProductTemplate | undefined;
  /** undefined: CATEGORIES_FAILURE, shown in place of the dropdowns. */
  webCategories: WebCategory[] | undefined;
  /** Published series only (§2); undefined when the list could not be read. */
  series: ProductSeries[] | undefined;
}

export interface EvaluateFilterInput {
  filter: string;
  groupCode: string | undefined;
  /** Editing a saved template: ApplyAllFormulas (§7), then ApplyFormulas for the formulas edited since it was saved. */
  applyAllOfTemplate: number | undefined;
  formulas: TemplateFormulas;
  productSeriesId: number;
  previousProductMasterId: number | undefined;
}

export interface FilterEvaluation {
  result: FilterResult;
  /** undefined when no formulas were applied (none exist, or the sample product did not change). */
  formulaResults: FormulaResult[] | undefined;
}

export interface SaveTemplateInput {
  form: TemplateForm;
  published: 0 | 1;
  /** Set when editing: PUT with the version read; otherwise POST. */
  productTemplateId: number | undefined;
  version: number | undefined;
}

export interface TemplateExportInput {
  productTemplateId: number;
  formulas: TemplateFormulas;
  /** §3 formulaResult: each formula's evaluated result for the first sample (succeeded ones only). */
  results: Partial<Record<TemplateFormulaName, string>>;
}

/** The results the formulas evaluated to on the first sample; a failed or pending one has none. */
export function firstSampleResults(checks: Partial<Record<TemplateFormulaName, FormulaCheck>>): Partial<Record<TemplateFormulaName, string>> {
  const results: Partial<Record<TemplateFormulaName, string>> = {};
  for (const [name, check] of Object.entries(checks) as [TemplateFormulaName, FormulaCheck][]) {
    if (check.status === 'succeeded') results[name] = check.result;
  }
  return results;
}

/**
 * An import's outcome: the server's template with the file's values in place, the fields the
 * file named, and the value cells left out because they were formulas with no saved result.
 */
export type ImportOutcome =
  | { kind: 'imported'; template: ProductTemplate; fields: string[]; uncomputed: UncomputedCell[] }
  | { kind: 'refused'; message: string };

/** What the last import did to the dialog (issue 43: an import never drops unsaved edits silently). */
export interface ImportNotice {
  /** The formulas whose text the file changed, in the table's order. */
  changed: TemplateFormulaName[];
  /** Value cells that were formulas with no saved result: their fields kept their text. */
  uncomputed: UncomputedCell[];
}

/**
 * Merges an imported template into the dialog's current form: only the formulas the file named
 * take the imported text; everything else (Name, the other fields, formulas the file did not
 * name) stays as typed. Answers the form and the formulas that changed.
 */
export function mergeImported(current: TemplateForm, imported: ProductTemplate, fields: readonly string[]): { form: TemplateForm; changed: TemplateFormulaName[] } {
  const importedFormulas = formFromTemplate(imported).formulas;
  const named = new Set(fields);
  const formulas = { ...current.formulas };
  const changed = templateFormulaNames.filter((name) => named.has(name) && importedFormulas[name] !== current.formulas[name]);
  for (const name of changed) formulas[name] = importedFormulas[name];
  return { form: { ...current, formulas }, changed };
}

export interface TemplatePublishingContext {
  mode: TemplateDialogMode;
  /** The template being edited or copied. */
  sourceId: number | undefined;
  /** The saved template's id when editing (copies and new templates have none). */
  productTemplateId: number | undefined;
  version: number | undefined;
  form: TemplateForm;
  publishedAsLoaded: boolean;
  webCategories: WebCategory[] | undefined;
  seriesOptions: ProductSeries[] | undefined;
  filterCheck: FilterCheck;
  formulaChecks: Partial<Record<TemplateFormulaName, FormulaCheck>>;
  /** The text each formula had when it was last checked: leaving an unchanged formula checks nothing. */
  checkedFormulaText: Partial<Record<TemplateFormulaName, string>>;
  formulasEditedSinceFilterCheck: boolean;
  /** The last sample product a filter evaluation returned (kept while the next one runs). */
  lastProductMasterId: number | undefined;
  /** How many products the last completed evaluation returned. */
  lastProductCount: number;
  groupCount: GroupCount;
  /** Formulas waiting to be validated on the sample product, in blur order. */
  pendingFormulas: TemplateFormulaName[];
  /** A series was chosen on an evaluated filter: every formula is applied again with its bricks. */
  reapplyAllFormulas: boolean;
  busy: boolean;
  /** A failed call for the shared error dialog (SQL_FAILURE is not shown there). */
  error: unknown;
  /** An import refused before it was sent (wrong file type, bad headings). */
  importAlert: string | undefined;
  /** What the last import changed; undefined before one or while one runs. */
  importNotice: ImportNotice | undefined;
  saved: ProductTemplate | undefined;
}

export type TemplatePublishingEvent =
  | { type: 'template.edit'; field: TemplateTextField; value: string }
  | { type: 'series.choose'; productSeriesId: number }
  /** The Evaluate button, or leaving the Product Filter. */
  | { type: 'filter.evaluate' }
  | { type: 'formula.change'; name: TemplateFormulaName; value: string }
  | { type: 'formula.blur'; name: TemplateFormulaName }
  | { type: 'productCount.calculate' }
  | { type: 'template.saveDraft' }
  | { type: 'template.publish' }
  | { type: 'template.import'; file: NamedFile }
  | { type: 'template.export' }
  | { type: 'importAlert.dismiss' }
  | { type: 'error.acknowledge' }
  | { type: 'template.cancel' };

const formulaCheckOf = (result: FormulaResult): FormulaCheck =>
  result.formulaEvaluationSuccess ? { status: 'succeeded', result: result.formulaResult } : { status: 'failed', message: result.formulaResult };

function checksFrom(results: FormulaResult[]): Partial<Record<TemplateFormulaName, FormulaCheck>> {
  const checks: Partial<Record<TemplateFormulaName, FormulaCheck>> = {};
  for (const result of results) if (isTemplateFormulaName(result.formulaName)) checks[result.formulaName] = formulaCheckOf(result);
  return checks;
}

function checkedTextFrom(results: FormulaResult[]): Partial<Record<TemplateFormulaName, string>> {
  const texts: Partial<Record<TemplateFormulaName, string>> = {};
  for (const result of results) if (isTemplateFormulaName(result.formulaName)) texts[result.formulaName] = result.formulaExpression;
  return texts;
}

/** The facts the §5 rules read, from the machine's context. */
export function factsOf(context: TemplatePublishingContext): TemplateFacts {
  return {
    form: context.form,
    publishedAsLoaded: context.publishedAsLoaded,
    filterCheck: context.filterCheck,
    lastProductCount: context.lastProductCount,
    formulaChecks: context.formulaChecks,
    formulasEditedSinceFilterCheck: context.formulasEditedSinceFilterCheck,
    busy: context.busy,
  };
}

/** The calculations' state before any has run: a template just opened, or the dialog's start. */
function noCalculationsYet(): Pick<
  TemplatePublishingContext,
  | 'filterCheck'
  | 'formulaChecks'
  | 'checkedFormulaText'
  | 'formulasEditedSinceFilterCheck'
  | 'lastProductMasterId'
  | 'lastProductCount'
  | 'groupCount'
  | 'pendingFormulas'
  | 'reapplyAllFormulas'
> {
  return {
    filterCheck: { status: 'unchecked' },
    formulaChecks: {},
    checkedFormulaText: {},
    formulasEditedSinceFilterCheck: false,
    lastProductMasterId: undefined,
    lastProductCount: 0,
    groupCount: { status: 'none' },
    pendingFormulas: [],
    reapplyAllFormulas: false,
  };
}

/** The sample product formulas are evaluated for: the last evaluation's. */
const sampleProductOf = (context: TemplatePublishingContext) => context.lastProductMasterId;

/**
 * GetFilterCountAndSample, then (§7) the formulas on the sample product: editing applies all the
 * template's formulas; otherwise ApplyFormulas when formulas exist and a new sample came back.
 * A refused formula call leaves the samples as they were (FORMULA_FAILURE is the formulas'
 * state, not the filter's): each formula is still validated on blur.
 */
async function evaluateFilterAndFormulas(input: EvaluateFilterInput, signal: AbortSignal): Promise<FilterEvaluation> {
  const result = await evaluateProductFilter(input.filter, { groupCode: input.groupCode, signal });
  if (result.productCount < 1 || result.productMasterId === 0) return { result, formulaResults: undefined };
  try {
    const templateFormulas = nonEmptyFormulas(input.formulas);
    if (input.applyAllOfTemplate !== undefined) {
      return { result, formulaResults: await applyAllWithEdits(input, templateFormulas, result.productMasterId, signal) };
    }
    // Formulas read the series' bricks: before a series is chosen the back end can only refuse
    // them (a filter is often evaluated first, top to bottom), so the samples wait for the series.
    if (!input.productSeriesId || templateFormulas.length === 0 || result.productMasterId === input.previousProductMasterId) {
      return { result, formulaResults: undefined };
    }
    const formulaResults = await applyFormulas(
      { productMasterId: result.productMasterId, productSeriesId: input.productSeriesId, templateFormulas },
      signal,
    );
    return { result, formulaResults };
  } catch (error) {
    if (signal.aborted) throw error;
    return { result, formulaResults: undefined };
  }
}

/**
 * Editing (§7 "if editing, all formulas for the template are applied via ApplyAllFormulas"), even
 * when the sample product did not change: ApplyAllFormulas evaluates the template as saved, so the
 * formulas edited since (their text differs from what the server evaluated) are applied again with
 * ApplyFormulas; a formula emptied since has no sample.
 */
async function applyAllWithEdits(
  input: EvaluateFilterInput,
  current: { formulaName: TemplateFormulaName; formulaExpression: string }[],
  productMasterId: number,
  signal: AbortSignal,
): Promise<FormulaResult[]> {
  const saved = await applyAllFormulas(input.applyAllOfTemplate as number, productMasterId, signal);
  const savedText = new Map(saved.map((r) => [r.formulaName, r.formulaExpression]));
  const edited = current.filter((f) => savedText.get(f.formulaName) !== f.formulaExpression);
  const kept = saved.filter((r) => isTemplateFormulaName(r.formulaName) && r.formulaExpression === input.formulas[r.formulaName]);
  if (edited.length === 0 || !input.productSeriesId) return kept;
  const reapplied = await applyFormulas({ productMasterId, productSeriesId: input.productSeriesId, templateFormulas: edited }, signal);
  return [...kept, ...reapplied];
}

/** §5 Template import: the sheet is read first (xlsx, FIELD / VALUE), then sent. */
async function importTemplateFile(productTemplateId: number, file: NamedFile, signal: AbortSignal): Promise<ImportOutcome> {
  const sheet = await readTemplateSheet(file);
  if (!sheet.ok) return { kind: 'refused', message: sheet.message };
  const template = await importTemplate(productTemplateId, sheet.values, signal);
  return { kind: 'imported', template, fields: Object.keys(sheet.values), uncomputed: sheet.uncomputed };
}

/**
 * The Product Template dialog and its publishing rules (back-office-products.md §2 Product
 * Templates, §4 Series/template status, Copy template, Conflict, Code formula, Template
 * calculations, §5 Template draft / publish / import-export, §7 Templates, §8 failure codes).
 *
 * Context holds the facts the rules read (filter check, formula checks, counts); the parallel
 * regions of `editing` run the calculations, each with its own failure state in context.
 */
export const templatePublishingMachine = setup({
  types: {
    input: {} as TemplatePublishingInput,
    context: {} as TemplatePublishingContext,
    events: {} as TemplatePublishingEvent,
    output: {} as { saved: ProductTemplate | undefined },
  },
  actors: {
    loadDialog: fromPromise<TemplateDialogData, { templateId: number | undefined }>(({ input, signal }) =>
      settleUnlessAborted(
        signal,
        Promise.all([
          input.templateId === undefined ? undefined : fetchTemplate(input.templateId, signal),
          unlessFailed(signal, fetchWebCategories(signal)),
          unlessFailed(
            signal,
            fetchSeriesList(signal).then((list) => list.filter((s) => s.published === 1)),
          ),
        ]).then(([template, webCategories, series]) => ({ template, webCategories, series })),
      ),
    ),
    evaluateFilter: fromPromise<FilterEvaluation, EvaluateFilterInput>(({ input, signal }) => settleUnlessAborted(signal, evaluateFilterAndFormulas(input, signal))),
    applyFormula: fromPromise<FormulaResult, ApplyFormulaRequest>(({ input, signal }) => settleUnlessAborted(signal, applyFormula(input, signal))),
    applyFormulas: fromPromise<FormulaResult[], ApplyFormulasRequest>(({ input, signal }) => settleUnlessAborted(signal, applyFormulas(input, signal))),
    countProductGroups: fromPromise<number, ProductGroupCountRequest>(({ input, signal }) =>
      settleUnlessAborted(signal, fetchProductGroupCount(input, signal)),
    ),
    saveTemplate: fromPromise<ProductTemplate, SaveTemplateInput>(({ input, signal }) =>
      settleUnlessAborted(
        signal,
        input.productTemplateId === undefined
          ? createTemplate(templateDraftOf(input.form, input.published), signal)
          : updateTemplate(templateUpdateOf(input.form, input.published, input.productTemplateId, input.version), signal),
      ),
    ),
    importTemplateFile: fromPromise<ImportOutcome, { productTemplateId: number; file: NamedFile }>(({ input, signal }) =>
      settleUnlessAborted(signal, importTemplateFile(input.productTemplateId, input.file, signal)),
    ),
    exportTemplateFile: fromPromise<string, TemplateExportInput>(({ input, signal }) =>
      settleUnlessAborted(signal, exportTemplate(input.productTemplateId, templateExportRows(input.formulas, input.results), signal)),
    ),
  },
  guards: {
    canSaveDraft: ({ context }) => saveDraftBlockers(factsOf(context)).length === 0,
    canPublish: ({ context }) => publishBlockers(factsOf(context)).length === 0,
    canCalculateCount: ({ context }) => productCountBlockers(factsOf(context)).length === 0,
    formulasEditable: ({ context }) => formulasEditable(context),
    isLockedByPublishing: ({ context }) => context.publishedAsLoaded,
    filterIsEmpty: ({ context }) => context.form.filter.trim() === '',
    hasPendingFormula: ({ context }) => context.pendingFormulas.length > 0,
    mustReapplyAllFormulas: ({ context }) => context.reapplyAllFormulas,
    isSavedTemplate: ({ context }) => context.productTemplateId !== undefined,
    conflictOnSavedRecord: ({ context }) => isConflictOnSavedRecord(context.error, context.sourceId),
  },
  actions: {
    clearError: assign({ error: undefined }),
    // The filter changed: its count, sample and editability no longer hold.
    clearFilterCheck: assign({
      filterCheck: { status: 'unchecked' } as FilterCheck,
      groupCount: { status: 'none' } as GroupCount,
      lastProductCount: 0,
    }),
  },
}).createMachine({
  id: 'templatePublishing',
  context: ({ input }) => ({
    mode: input.mode,
    sourceId: input.mode === 'create' ? undefined : input.templateId,
    productTemplateId: input.mode === 'edit' ? input.templateId : undefined,
    version: undefined,
    form: newTemplateForm(),
    publishedAsLoaded: false,
    webCategories: undefined,
    seriesOptions: undefined,
    ...noCalculationsYet(),
    busy: false,
    error: undefined,
    importAlert: undefined,
    importNotice: undefined,
    saved: undefined,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadDialog',
        input: ({ context }) => ({ templateId: context.sourceId }),
        onDone: {
          target: 'editing',
          actions: enqueueActions(({ context, event, enqueue }) => {
            const { template, webCategories, series } = event.output;
            const form = !template ? newTemplateForm() : context.mode === 'copy' ? copyForm(template) : formFromTemplate(template);
            enqueue.assign({
              form,
              webCategories,
              seriesOptions: series,
              // §4 Copy template: the copy is a draft; only an edited published template is locked.
              publishedAsLoaded: context.mode === 'edit' && template?.published === 1,
              version: context.mode === 'edit' ? template?.version : undefined,
              ...noCalculationsYet(),
              error: undefined,
            });
            // An opened template shows its filter count and first samples straight away.
            if (form.filter.trim() !== '') enqueue.raise({ type: 'filter.evaluate' });
          }),
        },
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    editing: {
      type: 'parallel',
      on: {
        'template.edit': [
          {
            // §4: a published template's Name is locked.
            guard: ({ context, event }) => event.field === 'name' && context.publishedAsLoaded,
          },
          {
            guard: ({ event }) => event.field === 'filter',
            // A changed filter has not been evaluated: its count and samples no longer hold.
            actions: [assign({ form: ({ context, event }) => ({ ...context.form, filter: event.value }) }), 'clearFilterCheck'],
          },
          { actions: assign({ form: ({ context, event }) => ({ ...context.form, [event.field]: event.value }) }) },
        ],
        'series.choose': {
          guard: ({ context }) => !context.publishedAsLoaded,
          actions: enqueueActions(({ context, event, enqueue }) => {
            const series = context.seriesOptions?.find((s) => s.productSeriesId === event.productSeriesId);
            const code = codeFormulaFor(series);
            const formulas = { ...context.form.formulas, code };
            enqueue.assign({
              form: { ...context.form, productSeriesId: event.productSeriesId, formulas },
              formulasEditedSinceFilterCheck: true,
            });
            // §4 Code formula: "rebuilds the code formula … and reapplies it". The other formulas read
            // the series' bricks too (hash-wrapped names), and before a series was chosen none could be
            // evaluated: all of them are applied again on the sample with the new series (ApplyFormulas).
            const toApply = nonEmptyFormulas(formulas);
            if (formulasEditable(context) && event.productSeriesId !== 0 && toApply.length > 0) {
              const checking: Partial<Record<TemplateFormulaName, FormulaCheck>> = {};
              for (const { formulaName } of toApply) checking[formulaName] = { status: 'checking' };
              enqueue.assign({
                formulaChecks: { ...context.formulaChecks, ...checking },
                pendingFormulas: [],
                reapplyAllFormulas: true,
              });
            }
          }),
        },
        'formula.change': {
          guard: ({ context, event }) => formulasEditable(context) && event.name !== 'code',
          actions: assign({
            form: ({ context, event }) => ({ ...context.form, formulas: { ...context.form.formulas, [event.name]: event.value } }),
            formulasEditedSinceFilterCheck: true,
          }),
        },
        'formula.blur': {
          guard: 'formulasEditable',
          actions: enqueueActions(({ context, event, enqueue }) => {
            const expression = context.form.formulas[event.name];
            const unchanged = context.formulaChecks[event.name] !== undefined && context.checkedFormulaText[event.name] === expression;
            if (expression.trim() === '') {
              const { [event.name]: _cleared, ...rest } = context.formulaChecks;
              enqueue.assign({ formulaChecks: rest });
            } else if (!unchanged) {
              enqueue.assign({
                formulaChecks: { ...context.formulaChecks, [event.name]: { status: 'checking' } },
                checkedFormulaText: { ...context.checkedFormulaText, [event.name]: expression },
                pendingFormulas: [...context.pendingFormulas.filter((n) => n !== event.name), event.name],
              });
            }
            // §5: "Group Code blur also re-evaluates the filter."
            if (event.name === 'groupCode') enqueue.raise({ type: 'filter.evaluate' });
          }),
        },
        'template.saveDraft': { guard: 'canSaveDraft', target: 'saving', actions: assign({ busy: true }) },
        'template.publish': { guard: 'canPublish', target: 'publishing', actions: assign({ busy: true }) },
        'importAlert.dismiss': { actions: assign({ importAlert: undefined }) },
        'error.acknowledge': acknowledgeRecordError,
        'template.cancel': { target: 'cancelled' },
      },
      states: {
        filter: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'filter.evaluate': [
                  // §5: "an empty filter just clears error state".
                  { guard: 'filterIsEmpty', actions: 'clearFilterCheck' },
                  { target: 'evaluating' },
                ],
              },
            },
            evaluating: {
              entry: assign({ filterCheck: { status: 'checking' } as FilterCheck, groupCount: { status: 'none' } as GroupCount }),
              on: { 'filter.evaluate': { target: 'evaluating', reenter: true } },
              invoke: {
                src: 'evaluateFilter',
                input: ({ context }) => ({
                  filter: context.form.filter,
                  groupCode: context.form.formulas.groupCode.trim() || undefined,
                  applyAllOfTemplate: context.productTemplateId,
                  formulas: context.form.formulas,
                  productSeriesId: context.form.productSeriesId,
                  previousProductMasterId: context.lastProductMasterId,
                }),
                onDone: {
                  target: 'idle',
                  actions: assign(({ context, event }) => {
                    const { result, formulaResults } = event.output;
                    return {
                      filterCheck: {
                        status: 'checked',
                        productCount: result.productCount,
                        productMasterId: result.productMasterId,
                        productsInOtherTemplates: productsInOtherTemplates(result.products, context.productTemplateId),
                      } satisfies FilterCheck,
                      formulaChecks: formulaResults ? { ...context.formulaChecks, ...checksFrom(formulaResults) } : context.formulaChecks,
                      checkedFormulaText: formulaResults
                        ? { ...context.checkedFormulaText, ...checkedTextFrom(formulaResults) }
                        : context.checkedFormulaText,
                      formulasEditedSinceFilterCheck: false,
                      lastProductMasterId: result.productMasterId,
                      lastProductCount: result.productCount,
                    };
                  }),
                },
                onError: {
                  target: 'idle',
                  actions: assign({
                    lastProductCount: 0,
                    // §8: "Filter error shows the server's message if present"; without one, the
                    // text shown "in place of a missing … filter" (not the 400 dialog's fallback).
                    filterCheck: ({ event }) =>
                      ({ status: 'failed', message: serverMessageOf(event.error) ?? listMessages.missingList }) satisfies FilterCheck,
                    error: ({ event }) => event.error,
                  }),
                },
              },
            },
          },
        },
        formula: {
          initial: 'idle',
          states: {
            idle: {
              always: [
                { guard: 'mustReapplyAllFormulas', target: 'applyingAll' },
                { guard: 'hasPendingFormula', target: 'applying' },
              ],
            },
            // A series was chosen: every formula on the sample, with the new series' bricks.
            applyingAll: {
              entry: assign({ reapplyAllFormulas: false }),
              invoke: {
                src: 'applyFormulas',
                input: ({ context }) => ({
                  productMasterId: sampleProductOf(context) ?? 0,
                  productSeriesId: context.form.productSeriesId,
                  templateFormulas: nonEmptyFormulas(context.form.formulas),
                }),
                onDone: {
                  target: 'idle',
                  actions: assign(({ context, event }) => ({
                    formulaChecks: { ...context.formulaChecks, ...checksFrom(event.output) },
                    checkedFormulaText: { ...context.checkedFormulaText, ...checkedTextFrom(event.output) },
                  })),
                },
                // Refused as a whole (FORMULA_FAILURE): no formula has a sample now; each is checked again on blur.
                onError: {
                  target: 'idle',
                  actions: assign({
                    formulaChecks: ({ context }) =>
                      Object.fromEntries(Object.entries(context.formulaChecks).filter(([, check]) => check.status !== 'checking')),
                  }),
                },
              },
            },
            applying: {
              invoke: {
                src: 'applyFormula',
                input: ({ context }) => {
                  const formulaName = context.pendingFormulas[0] as TemplateFormulaName;
                  return {
                    productSeriesId: context.form.productSeriesId,
                    productMasterId: sampleProductOf(context) ?? 0,
                    formulaName,
                    formulaExpression: context.form.formulas[formulaName],
                  };
                },
                onDone: {
                  target: 'idle',
                  actions: assign(({ context, event }) => ({
                    formulaChecks: { ...context.formulaChecks, ...checksFrom([event.output]) },
                    pendingFormulas: context.pendingFormulas.slice(1),
                  })),
                },
                // FORMULA_FAILURE: the formula's own failed state, not the shared dialog.
                onError: {
                  target: 'idle',
                  actions: assign(({ context, event }) => {
                    const [name, ...rest] = context.pendingFormulas;
                    const message = serverMessageOf(event.error) ?? ruleMessages.expressionInvalid;
                    return {
                      formulaChecks: name ? { ...context.formulaChecks, [name]: { status: 'failed', message } } : context.formulaChecks,
                      pendingFormulas: rest,
                    };
                  }),
                },
              },
            },
          },
        },
        productCount: {
          initial: 'idle',
          states: {
            idle: { on: { 'productCount.calculate': { guard: 'canCalculateCount', target: 'counting' } } },
            counting: {
              entry: assign({ groupCount: { status: 'counting' } as GroupCount }),
              invoke: {
                src: 'countProductGroups',
                input: ({ context }) => ({
                  filterExpression: context.form.filter,
                  productSeriesId: context.form.productSeriesId,
                  groupCodeFormula: context.form.formulas.groupCode,
                }),
                onDone: { target: 'idle', actions: assign({ groupCount: ({ event }) => ({ status: 'counted', count: event.output }) as GroupCount }) },
                // GET_PRODUCT_GROUP_COUNT_FAILURE: the count shows ERR.
                onError: { target: 'idle', actions: assign({ groupCount: { status: 'failed' } as GroupCount }) },
              },
            },
          },
        },
        transfer: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                // §2: Import and Export are enabled only when editing an existing template.
                'template.import': { guard: 'isSavedTemplate', target: 'importing' },
                'template.export': { guard: 'isSavedTemplate', target: 'exporting' },
              },
            },
            importing: {
              entry: assign({ busy: true, importAlert: undefined, importNotice: undefined }),
              exit: assign({ busy: false }),
              invoke: {
                src: 'importTemplateFile',
                input: ({ context, event }) => ({
                  productTemplateId: context.productTemplateId as number,
                  file: (event as Extract<TemplatePublishingEvent, { type: 'template.import' }>).file,
                }),
                onDone: {
                  target: 'idle',
                  actions: enqueueActions(({ context, event, enqueue }) => {
                    if (event.output.kind === 'refused') {
                      enqueue.assign({ importAlert: event.output.message });
                      return;
                    }
                    // Issue 43: the file's fields are merged into what the dialog shows; the rest stays as typed.
                    const { form, changed } = mergeImported(context.form, event.output.template, event.output.fields);
                    enqueue.assign({ importNotice: { changed, uncomputed: event.output.uncomputed } });
                    if (changed.length === 0) return;
                    enqueue.assign({
                      form,
                      formulaChecks: {},
                      checkedFormulaText: {},
                      formulasEditedSinceFilterCheck: true,
                      filterCheck: { status: 'unchecked' },
                      groupCount: { status: 'none' },
                    });
                    if (form.filter.trim() !== '') enqueue.raise({ type: 'filter.evaluate' });
                  }),
                },
                onError: { target: 'idle', actions: assign({ error: ({ event }) => event.error }) },
              },
            },
            exporting: {
              entry: assign({ busy: true }),
              exit: assign({ busy: false }),
              invoke: {
                src: 'exportTemplateFile',
                input: ({ context }) => ({
                  productTemplateId: context.productTemplateId as number,
                  formulas: context.form.formulas,
                  results: firstSampleResults(context.formulaChecks),
                }),
                onDone: { target: 'idle' },
                onError: { target: 'idle', actions: assign({ error: ({ event }) => event.error }) },
              },
            },
          },
        },
      },
    },
    saving: {
      invoke: {
        src: 'saveTemplate',
        input: ({ context }) => ({ form: context.form, published: 0 as const, productTemplateId: context.productTemplateId, version: context.version }),
        onDone: { target: 'saved', actions: assign({ saved: ({ event }) => event.output, busy: false }) },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => event.error, busy: false }) },
      },
    },
    publishing: {
      invoke: {
        src: 'saveTemplate',
        input: ({ context }) => ({ form: context.form, published: 1 as const, productTemplateId: context.productTemplateId, version: context.version }),
        onDone: { target: 'saved', actions: assign({ saved: ({ event }) => event.output, busy: false }) },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => event.error, busy: false }) },
      },
    },
    ...recordDialogEndStates,
  },
  output: ({ context }) => ({ saved: context.saved }),
});
