import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import { ApiError } from '../../api/errors';
import type { ProductSeries } from '../../api/catalogue/series';
import type {
  ApplyFormulaRequest,
  ApplyFormulasRequest,
  FilterResult,
  FormulaResult,
  ProductGroupCountRequest,
  ProductTemplate,
  WebCategory,
} from '../../api/catalogue/templates';
import { templateScreenMessages as m } from '../messages';
import { requiredFormulaNames, templateFormulaLabel, type TemplateFormulaName, type TemplateFormulas } from '../catalogueRules/templateFields';
import {
  templatePublishingMachine,
  type EvaluateFilterInput,
  type FilterEvaluation,
  type ImportOutcome,
  type SaveTemplateInput,
  type TemplateDialogData,
} from './templatePublishing.machine';
import { templateActionState } from './selectors';
import { formFromTemplate, newTemplateForm, templateDraftOf } from './templateForm';

const series: ProductSeries[] = [
  {
    productSeriesId: 7,
    name: 'Shaker Base',
    notes: '',
    published: 1,
    createdBy: 'casey',
    lastUpdatedAtDisplay: '01/02/2025 10:00 AM',
    supplementalDataBricks: [],
    JoinerySkuBricks: [
      { productBrickId: 1, name: 'Door Style' },
      { productBrickId: 2, name: 'Width' },
    ],
    displayAttributesBricks: [],
    filteredAttributesBricks: [],
  },
];
const categories: WebCategory[] = [{ code: 'BASE', name: 'Base Cabinets' }];

/** Every required field and formula filled: only the filter's evaluation decides. */
function publishableFormulas(): TemplateFormulas {
  const formulas = newTemplateForm().formulas;
  for (const name of requiredFormulaNames) if (formulas[name].trim() === '') formulas[name] = `@'${name}'@`;
  return formulas;
}

function savedTemplate(overrides: Partial<ProductTemplate> = {}): ProductTemplate {
  const form = { ...newTemplateForm(), formulas: publishableFormulas() };
  return {
    ...templateDraftOf(
      {
        ...form,
        name: 'Shaker base cabinets',
        filter: "[BRLIN] = 'SHK'",
        websiteCategory1: 'BASE',
        productSeriesId: 7,
        groupMetaClassName: 'BaseProductContent',
        metaClassName: 'BaseVariationContent',
        groupPageLayoutDefault: 'cabinetstyle',
      },
      0,
    ),
    productTemplateId: 42,
    priority: 0,
    createdBy: 'casey',
    lastUpdatedAt: '2025-01-02T10:00:00Z',
    productGroupCount: 3,
    version: 4,
    ...overrides,
  };
}

const filterResult = (overrides: Partial<FilterResult> = {}): FilterResult => ({
  productCount: 12,
  productMasterId: 1001,
  products: [],
  message: '',
  ...overrides,
});
const ok = (name: TemplateFormulaName, result = 'sample'): FormulaResult => ({
  formulaName: name,
  formulaExpression: 'x',
  formulaResult: result,
  formulaEvaluationSuccess: true,
});
const failed = (name: TemplateFormulaName, result = 'Invalid column name'): FormulaResult => ({
  ...ok(name, result),
  formulaEvaluationSuccess: false,
});

interface Fakes {
  load?: (templateId: number | undefined) => Promise<TemplateDialogData>;
  evaluate?: (input: EvaluateFilterInput) => Promise<FilterEvaluation>;
  apply?: (input: ApplyFormulaRequest) => Promise<FormulaResult>;
  applyAll?: (input: ApplyFormulasRequest) => Promise<FormulaResult[]>;
  count?: (input: ProductGroupCountRequest) => Promise<number>;
  save?: (input: SaveTemplateInput) => Promise<ProductTemplate>;
  importFile?: () => Promise<ImportOutcome>;
  exportFile?: () => Promise<string>;
}

function start(mode: 'create' | 'edit' | 'copy', fakes: Fakes = {}, templateId?: number) {
  const calls = {
    evaluate: [] as EvaluateFilterInput[],
    apply: [] as ApplyFormulaRequest[],
    applyAll: [] as ApplyFormulasRequest[],
    count: [] as ProductGroupCountRequest[],
    save: [] as SaveTemplateInput[],
  };
  const machine = templatePublishingMachine.provide({
    actors: {
      loadDialog: fromPromise(async ({ input }: { input: { templateId: number | undefined } }) =>
        fakes.load
          ? fakes.load(input.templateId)
          : { template: input.templateId === undefined ? undefined : savedTemplate(), webCategories: categories, series },
      ),
      evaluateFilter: fromPromise(async ({ input }: { input: EvaluateFilterInput }) => {
        calls.evaluate.push(input);
        return fakes.evaluate ? fakes.evaluate(input) : { result: filterResult(), formulaResults: undefined };
      }),
      applyFormula: fromPromise(async ({ input }: { input: ApplyFormulaRequest }) => {
        calls.apply.push(input);
        return fakes.apply ? fakes.apply(input) : ok(input.formulaName);
      }),
      applyFormulas: fromPromise(async ({ input }: { input: ApplyFormulasRequest }) => {
        calls.applyAll.push(input);
        return fakes.applyAll
          ? fakes.applyAll(input)
          : input.templateFormulas.map((f) => ({ ...ok(f.formulaName as TemplateFormulaName), formulaExpression: f.formulaExpression ?? '' }));
      }),
      countProductGroups: fromPromise(async ({ input }: { input: ProductGroupCountRequest }) => {
        calls.count.push(input);
        return fakes.count ? fakes.count(input) : 5;
      }),
      saveTemplate: fromPromise(async ({ input }: { input: SaveTemplateInput }) => {
        calls.save.push(input);
        return fakes.save ? fakes.save(input) : savedTemplate({ published: input.published });
      }),
      importTemplateFile: fromPromise(async () =>
        fakes.importFile ? fakes.importFile() : ({ kind: 'imported', template: savedTemplate({ filter: "[BRLIN] = 'RPL'" }), fields: [], uncomputed: [] } as ImportOutcome),
      ),
      exportTemplateFile: fromPromise(async () => (fakes.exportFile ? fakes.exportFile() : '42 Export.xlsx')),
    },
  });
  const actor = createActor(machine, { input: { mode, templateId } });
  actor.start();
  return { actor, calls };
}

type Snapshot = SnapshotFrom<typeof templatePublishingMachine>;
const idle = (s: Snapshot) =>
  s.matches({ editing: { filter: 'idle', formula: 'idle', productCount: 'idle', transfer: 'idle' } });

/** Fills a new template so that only the named gap remains. */
function fillNewTemplate(actor: ReturnType<typeof start>['actor']) {
  actor.send({ type: 'template.edit', field: 'name', value: 'Raised panel walls' });
  actor.send({ type: 'template.edit', field: 'websiteCategory1', value: 'BASE' });
  actor.send({ type: 'series.choose', productSeriesId: 7 });
  actor.send({ type: 'template.edit', field: 'groupMetaClassName', value: 'BaseProductContent' });
  actor.send({ type: 'template.edit', field: 'metaClassName', value: 'BaseVariationContent' });
  actor.send({ type: 'template.edit', field: 'groupPageLayoutDefault', value: 'dropdown' });
  actor.send({ type: 'template.edit', field: 'filter', value: "[BRLIN] = 'RPL'" });
}

describe('templatePublishingMachine: opening', () => {
  it('opens a new template with the §9 default formulas and nothing evaluated', async () => {
    const { actor, calls } = start('create');
    expect(actor.getSnapshot().value).toBe('loading');
    await waitFor(actor, idle);
    const { form, filterCheck, seriesOptions, webCategories } = actor.getSnapshot().context;
    expect(form.formulas.startDate).toContain('2018-01-01');
    expect(form.formulas.groupEndDate).toContain('2099-12-31');
    expect(form.formulas.minimumQty).toContain('1');
    expect(form.formulas.showQuoteButton).toContain('true');
    expect(filterCheck.status).toBe('unchecked');
    expect(seriesOptions).toEqual(series);
    expect(webCategories).toEqual(categories);
    expect(calls.evaluate).toHaveLength(0);
  });

  it('opens a saved template and evaluates its filter, applying all its formulas', async () => {
    const { actor, calls } = start('edit', {}, 42);
    await waitFor(actor, (s) => idle(s) && s.context.filterCheck.status === 'checked');
    expect(calls.evaluate[0]).toMatchObject({ applyAllOfTemplate: 42, filter: "[BRLIN] = 'SHK'" });
    expect(actor.getSnapshot().context.version).toBe(4);
  });

  it('applies all the template\'s formulas again after a formula edit, with the same sample product', async () => {
    const { actor, calls } = start('edit', { evaluate: async () => ({ result: filterResult(), formulaResults: [ok('groupName', 'Edited sample')] }) }, 42);
    await waitFor(actor, (s) => idle(s) && s.context.filterCheck.status === 'checked');
    actor.send({ type: 'formula.change', name: 'groupName', value: '[BRDES2]' });
    actor.send({ type: 'filter.evaluate' });
    await waitFor(actor, (s) => idle(s) && calls.evaluate.length === 2 && s.context.filterCheck.status === 'checked');
    expect(calls.evaluate[1]).toMatchObject({ applyAllOfTemplate: 42, previousProductMasterId: 1001 });
    expect(calls.evaluate[1]?.formulas.groupName).toBe('[BRDES2]');
    expect(actor.getSnapshot().context.formulaChecks.groupName).toEqual({ status: 'succeeded', result: 'Edited sample' });
  });

  it('copies a template as a draft named " - Copy", with every other field copied', async () => {
    const source = savedTemplate({ published: 1 });
    const { actor, calls } = start('copy', { load: async () => ({ template: source, webCategories: categories, series }) }, 42);
    await waitFor(actor, (s) => idle(s) && s.context.filterCheck.status === 'checked');
    const { context } = actor.getSnapshot();
    expect(context.form.name).toBe('Shaker base cabinets - Copy');
    expect(context.form.filter).toBe(source.filter);
    expect(context.form.formulas.groupCode).toBe(source.productTemplateLanguages[0]?.groupCode);
    expect(context.publishedAsLoaded).toBe(false);
    expect(context.productTemplateId).toBeUndefined();
    expect(calls.evaluate[0]?.applyAllOfTemplate).toBeUndefined();
    expect(templateActionState(actor.getSnapshot()).transferEnabled).toBe(false);
  });

  it('shows a failed load in the error dialog, then closes', async () => {
    const error = new ApiError('http', 'templates.get', 'x', { status: 404 });
    const { actor } = start('edit', { load: () => Promise.reject(error) }, 42);
    await waitFor(actor, (s) => s.matches('loadFailed'));
    expect(actor.getSnapshot().context.error).toBe(error);
    actor.send({ type: 'error.acknowledge' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().value).toBe('cancelled');
  });

  it('keeps opening when categories or series fail (CATEGORIES_FAILURE is shown in place)', async () => {
    const { actor } = start('create', { load: async () => ({ template: undefined, webCategories: undefined, series: undefined }) });
    await waitFor(actor, idle);
    expect(actor.getSnapshot().context.webCategories).toBeUndefined();
    expect(actor.getSnapshot().context.seriesOptions).toBeUndefined();
  });
});

describe('templatePublishingMachine: §5 Template draft', () => {
  it('needs name, series and filter, an evaluated filter with a product, and an unpublished template', async () => {
    let productCount = 0;
    const { actor } = start('create', { evaluate: async () => ({ result: filterResult({ productCount, productMasterId: productCount ? 5 : 0 }), formulaResults: undefined }) });
    await waitFor(actor, idle);
    const reasons = () => templateActionState(actor.getSnapshot()).saveAsDraft;

    expect(reasons()).toEqual([m.reasons.nameRequired, m.reasons.seriesRequired, m.reasons.filterRequired]);
    actor.send({ type: 'template.saveDraft' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);

    actor.send({ type: 'template.edit', field: 'name', value: '  ' });
    expect(reasons()).toContain(m.reasons.nameRequired);
    actor.send({ type: 'template.edit', field: 'name', value: 'Walls' });
    actor.send({ type: 'series.choose', productSeriesId: 7 });
    actor.send({ type: 'template.edit', field: 'filter', value: "[BRLIN] = 'X'" });
    expect(reasons()).toEqual([m.reasons.filterNotEvaluated]);

    actor.send({ type: 'filter.evaluate' });
    expect(reasons()).toEqual([m.reasons.filterEvaluating]);
    await waitFor(actor, idle);
    expect(reasons()).toEqual([m.reasons.filterReturnedNothing]);

    productCount = 3;
    actor.send({ type: 'filter.evaluate' });
    await waitFor(actor, (s) => idle(s) && s.context.filterCheck.status === 'checked' && s.context.filterCheck.productCount === 3);
    expect(reasons()).toEqual([]);
  });

  it('is disabled for a published template, whose Name and Product Series are locked', async () => {
    const { actor } = start('edit', { load: async () => ({ template: savedTemplate({ published: 1 }), webCategories: categories, series }) }, 42);
    await waitFor(actor, (s) => idle(s) && s.context.filterCheck.status === 'checked');
    const state = templateActionState(actor.getSnapshot());
    expect(state.saveAsDraft).toEqual([m.reasons.alreadyPublished]);
    expect(state.nameAndSeriesLocked).toBe(true);
    actor.send({ type: 'template.saveDraft' });
    expect(actor.getSnapshot().matches('saving')).toBe(false);

    actor.send({ type: 'template.edit', field: 'name', value: 'Renamed' });
    actor.send({ type: 'series.choose', productSeriesId: 0 });
    expect(actor.getSnapshot().context.form).toMatchObject({ name: 'Shaker base cabinets', productSeriesId: 7 });
  });

  it('saves a draft with published 0, closes and hands back the saved template', async () => {
    const { actor, calls } = start('edit', {}, 42);
    await waitFor(actor, (s) => idle(s) && s.context.filterCheck.status === 'checked');
    actor.send({ type: 'template.saveDraft' });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(templateActionState(actor.getSnapshot()).publish).toContain(m.reasons.saving);
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('saved');
    expect(calls.save[0]).toMatchObject({ published: 0, productTemplateId: 42, version: 4 });
    expect(actor.getSnapshot().output?.saved?.productTemplateId).toBe(42);
  });
});

describe('templatePublishing machine: §5 Template publish, blocked for each reason in turn', () => {
  it('lists every missing field and formula, then allows publishing once all hold', async () => {
    let formulaOutcome: 'fail' | 'pass' = 'fail';
    let owned = true;
    const { actor, calls } = start('create', {
      evaluate: async (input) => ({
        result: filterResult({ products: owned ? [{ aS400ProductId: 9, name: 'Wall 30', productTemplateId: 3 }] : [{ aS400ProductId: 9, name: 'Wall 30', productTemplateId: 0 }] }),
        formulaResults: input.formulas.groupName ? [formulaOutcome === 'fail' ? failed('groupName') : ok('groupName')] : undefined,
      }),
      apply: async (input) => (formulaOutcome === 'fail' ? failed(input.formulaName) : ok(input.formulaName)),
    });
    await waitFor(actor, idle);
    const reasons = () => templateActionState(actor.getSnapshot()).publish;

    // Everything is missing at first: each required field and formula has its reason.
    const initial = reasons();
    for (const reason of [
      m.reasons.nameRequired,
      m.reasons.filterRequired,
      m.reasons.webCategory1Required,
      m.reasons.seriesRequired,
      m.reasons.groupMetaClassRequired,
      m.reasons.metaClassRequired,
      m.reasons.pageLayoutRequired,
    ]) {
      expect(initial).toContain(reason);
    }
    const missingFormulas = requiredFormulaNames.filter((n) => newTemplateForm().formulas[n] === '');
    for (const name of missingFormulas) expect(initial).toContain(m.reasons.formulaRequired(templateFormulaLabel(name)));

    // The Select placeholder does not count as a web category.
    actor.send({ type: 'template.edit', field: 'websiteCategory1', value: 'Select' });
    expect(reasons()).toContain(m.reasons.webCategory1Required);

    fillNewTemplate(actor);
    // Choosing the series rebuilt the code formula from its SKU bricks.
    expect(actor.getSnapshot().context.form.formulas.code).toBe('#Door Style#.#Width#');
    expect(reasons()).toContain(m.reasons.filterNotEvaluated);

    // Formulas are not editable until the filter returned a product.
    actor.send({ type: 'formula.change', name: 'groupName', value: 'x' });
    expect(actor.getSnapshot().context.form.formulas.groupName).toBe('');
    expect(templateActionState(actor.getSnapshot()).formulasEditable).toBe(false);

    actor.send({ type: 'filter.evaluate' });
    await waitFor(actor, (s) => idle(s) && s.context.filterCheck.status === 'checked');
    expect(templateActionState(actor.getSnapshot()).formulasEditable).toBe(true);
    expect(reasons()).toContain(m.reasons.productsInOtherTemplate);

    for (const name of missingFormulas.filter((n) => n !== 'code')) {
      actor.send({ type: 'formula.change', name, value: `@'${name}'@` });
    }
    expect(reasons().filter((r) => r.startsWith('The ') && r.endsWith('formula is required.'))).toEqual([]);

    // A formula validated on blur that fails blocks publishing with its own reason.
    actor.send({ type: 'formula.blur', name: 'groupName' });
    // Still being evaluated: no result yet, so it does not block on its own account.
    expect(reasons()).not.toContain(m.reasons.formulaFailed(templateFormulaLabel('groupName')));
    await waitFor(actor, idle);
    expect(calls.apply.at(-1)).toMatchObject({ formulaName: 'groupName', productSeriesId: 7, productMasterId: 1001 });
    const groupNameFailed = m.reasons.formulaFailed(templateFormulaLabel('groupName'));
    expect(reasons()).toContain(groupNameFailed);

    // The products owned by another template block it, until the filter no longer matches them.
    owned = false;
    formulaOutcome = 'pass';
    actor.send({ type: 'filter.evaluate' });
    await waitFor(actor, (s) => idle(s) && s.context.filterCheck.status === 'checked' && s.context.filterCheck.productsInOtherTemplates.length === 0);
    expect(reasons()).not.toContain(m.reasons.productsInOtherTemplate);
    expect(reasons()).toEqual([]);

    actor.send({ type: 'template.publish' });
    expect(actor.getSnapshot().value).toBe('publishing');
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls.save[0]).toMatchObject({ published: 1, productTemplateId: undefined });
    expect(calls.save[0]?.form.formulas.code).toBe('#Door Style#.#Width#');
  });

  it('blocks publishing while the filter has an error, showing the server message (SQL_FAILURE stays out of the dialog)', async () => {
    const sqlFailure = new ApiError('http', 'templates.filterCountAndSample', 'x', {
      status: 400,
      body: { code: 'SQL_FAILURE', message: "Invalid column name 'BRNOPE'." },
    });
    const { actor } = start('create', { evaluate: () => Promise.reject(sqlFailure) });
    await waitFor(actor, idle);
    actor.send({ type: 'template.edit', field: 'filter', value: '[BRNOPE] = 1' });
    actor.send({ type: 'filter.evaluate' });
    await waitFor(actor, (s) => idle(s) && s.context.filterCheck.status === 'failed');
    expect(actor.getSnapshot().context.filterCheck).toEqual({ status: 'failed', message: "Invalid column name 'BRNOPE'." });
    expect(templateActionState(actor.getSnapshot()).publish).toContain(m.reasons.filterFailed);
    expect(templateActionState(actor.getSnapshot()).saveAsDraft).toContain(m.reasons.filterFailed);

    // An empty filter just clears the error state.
    actor.send({ type: 'template.edit', field: 'filter', value: '' });
    actor.send({ type: 'filter.evaluate' });
    expect(actor.getSnapshot().context.filterCheck.status).toBe('unchecked');
  });

  it.each([
    ['a 500 with no body', { status: 500 }],
    ['a 400 with an empty body', { status: 400, body: '' }],
    ['a 400 with an empty message', { status: 400, body: { code: 'SQL_FAILURE', message: ' ' } }],
  ])('shows the §8 text "in place of a missing filter" when a failed check carries no message (%s)', async (_case, details) => {
    const { actor } = start('create', { evaluate: () => Promise.reject(new ApiError('http', 'templates.filterCountAndSample', 'x', details)) });
    await waitFor(actor, idle);
    actor.send({ type: 'template.edit', field: 'filter', value: '[BRLIN] = 1' });
    actor.send({ type: 'filter.evaluate' });
    await waitFor(actor, (s) => idle(s) && s.context.filterCheck.status === 'failed');
    expect(actor.getSnapshot().context.filterCheck).toEqual({
      status: 'failed',
      message: 'An error has occurred on the server. Please contact support team so that it can be investigated',
    });
    expect(actor.getSnapshot().context.filterCheck).not.toEqual(expect.objectContaining({ message: 'Expression invalid please update and retry' }));
  });
});

describe('templatePublishingMachine: formulas and counts', () => {
  it('applies formulas after the filter only when formulas exist and a new sample product came back', async () => {
    let masterId = 1001;
    const { actor, calls } = start('create', {
      evaluate: async (input) => ({
        result: filterResult({ productMasterId: masterId }),
        formulaResults: input.previousProductMasterId === masterId ? undefined : [ok('startDate', '01/01/2018')],
      }),
    });
    await waitFor(actor, idle);
    actor.send({ type: 'template.edit', field: 'filter', value: "[BRLIN] = 'A'" });
    actor.send({ type: 'filter.evaluate' });
    await waitFor(actor, (s) => idle(s) && s.context.filterCheck.status === 'checked');
    expect(calls.evaluate[0]).toMatchObject({ previousProductMasterId: undefined, applyAllOfTemplate: undefined });
    expect(actor.getSnapshot().context.formulaChecks.startDate).toEqual({ status: 'succeeded', result: '01/01/2018' });
    actor.send({ type: 'filter.evaluate' });
    await waitFor(actor, (s) => idle(s) && calls.evaluate.length === 2);
    expect(calls.evaluate[1]?.previousProductMasterId).toBe(1001);
    expect(actor.getSnapshot().context.formulaChecks.startDate).toEqual({ status: 'succeeded', result: '01/01/2018' });
    masterId = 2002;
    actor.send({ type: 'filter.evaluate' });
    await waitFor(actor, (s) => idle(s) && calls.evaluate.length === 3);
    expect(calls.evaluate[2]?.previousProductMasterId).toBe(1001);
  });

  it('clears a blurred empty formula, and Group Code blur re-evaluates the filter with the group code', async () => {
    const { actor, calls } = start('create');
    await waitFor(actor, idle);
    actor.send({ type: 'template.edit', field: 'filter', value: "[BRLIN] = 'A'" });
    actor.send({ type: 'filter.evaluate' });
    await waitFor(actor, (s) => idle(s) && s.context.filterCheck.status === 'checked');

    actor.send({ type: 'formula.change', name: 'groupName', value: '' });
    actor.send({ type: 'formula.blur', name: 'groupName' });
    expect(calls.apply).toHaveLength(0);
    expect(actor.getSnapshot().context.formulaChecks.groupName).toBeUndefined();

    actor.send({ type: 'formula.change', name: 'groupCode', value: '#Door Style#' });
    actor.send({ type: 'formula.blur', name: 'groupCode' });
    await waitFor(actor, (s) => idle(s) && s.context.filterCheck.status === 'checked' && calls.evaluate.length === 2);
    expect(calls.evaluate[1]?.groupCode).toBe('#Door Style#');
    expect(calls.apply.map((c) => c.formulaName)).toEqual(['groupCode']);
  });

  it('checks a formula on blur only when its text changed since its last check', async () => {
    const { actor, calls } = start('create');
    await waitFor(actor, idle);
    actor.send({ type: 'template.edit', field: 'filter', value: "[BRLIN] = 'A'" });
    actor.send({ type: 'filter.evaluate' });
    await waitFor(actor, (s) => idle(s) && s.context.filterCheck.status === 'checked');
    actor.send({ type: 'formula.change', name: 'name', value: '[BRDES1]' });
    actor.send({ type: 'formula.blur', name: 'name' });
    await waitFor(actor, (s) => idle(s) && s.context.formulaChecks.name?.status === 'succeeded');
    actor.send({ type: 'formula.blur', name: 'name' });
    expect(idle(actor.getSnapshot())).toBe(true);
    expect(calls.apply).toHaveLength(1);
    actor.send({ type: 'formula.change', name: 'name', value: '[BRDES2]' });
    actor.send({ type: 'formula.blur', name: 'name' });
    await waitFor(actor, (s) => idle(s) && calls.apply.length === 2);
  });

  it('marks a formula failed when ApplyFormula fails (FORMULA_FAILURE has its own state)', async () => {
    const { actor } = start('create', {
      apply: () => Promise.reject(new ApiError('http', 'templates.applyFormula', 'x', { status: 400, body: { code: 'FORMULA_FAILURE', message: 'Bad formula' } })),
    });
    await waitFor(actor, idle);
    actor.send({ type: 'template.edit', field: 'filter', value: "[BRLIN] = 'A'" });
    actor.send({ type: 'filter.evaluate' });
    await waitFor(actor, (s) => idle(s) && s.context.filterCheck.status === 'checked');
    actor.send({ type: 'formula.change', name: 'name', value: '@BAD(@' });
    actor.send({ type: 'formula.blur', name: 'name' });
    expect(actor.getSnapshot().matches({ editing: { formula: 'applying' } })).toBe(true);
    await waitFor(actor, idle);
    expect(actor.getSnapshot().context.formulaChecks.name).toEqual({ status: 'failed', message: 'Bad formula' });
    expect(actor.getSnapshot().context.error).toBeUndefined();
  });

  it('enables Calculate Product Count only with a count and a successful group code, and not after edits until re-evaluated', async () => {
    let countFails = false;
    const { actor, calls } = start('create', { count: async () => (countFails ? Promise.reject(new Error('x')) : 17) });
    await waitFor(actor, idle);
    const reasons = () => templateActionState(actor.getSnapshot()).productCount;
    expect(reasons()).toEqual([m.productCountReasons.noFilterCount, m.productCountReasons.groupCodeEmpty]);

    fillNewTemplate(actor);
    actor.send({ type: 'filter.evaluate' });
    await waitFor(actor, (s) => idle(s) && s.context.filterCheck.status === 'checked');
    actor.send({ type: 'formula.change', name: 'groupCode', value: '#Door Style#' });
    expect(reasons()).toContain(m.productCountReasons.reEvaluate);
    expect(reasons()).toContain(m.productCountReasons.groupCodeFailed);
    actor.send({ type: 'productCount.calculate' });
    expect(calls.count).toHaveLength(0);

    actor.send({ type: 'formula.blur', name: 'groupCode' });
    await waitFor(actor, (s) => idle(s) && s.context.formulaChecks.groupCode?.status === 'succeeded' && !s.context.formulasEditedSinceFilterCheck);
    expect(reasons()).toEqual([]);

    actor.send({ type: 'productCount.calculate' });
    expect(actor.getSnapshot().matches({ editing: { productCount: 'counting' } })).toBe(true);
    await waitFor(actor, (s) => s.context.groupCount.status === 'counted');
    expect(actor.getSnapshot().context.groupCount).toEqual({ status: 'counted', count: 17 });
    expect(calls.count[0]).toEqual({ filterExpression: "[BRLIN] = 'RPL'", productSeriesId: 7, groupCodeFormula: '#Door Style#' });

    countFails = true;
    actor.send({ type: 'productCount.calculate' });
    await waitFor(actor, (s) => s.context.groupCount.status === 'failed');
  });

  it('keeps formulas editable while the same filter is evaluated again, not after the filter changed', async () => {
    let release: () => void = () => {};
    let hold = false;
    const { actor } = start('create', {
      evaluate: async () => {
        if (hold) await new Promise<void>((resolve) => (release = resolve));
        return { result: filterResult(), formulaResults: undefined };
      },
    });
    await waitFor(actor, idle);
    actor.send({ type: 'template.edit', field: 'filter', value: "[BRLIN] = 'A'" });
    actor.send({ type: 'filter.evaluate' });
    await waitFor(actor, (s) => idle(s) && s.context.filterCheck.status === 'checked');
    hold = true;
    actor.send({ type: 'filter.evaluate' });
    expect(actor.getSnapshot().context.filterCheck.status).toBe('checking');
    expect(templateActionState(actor.getSnapshot()).formulasEditable).toBe(true);
    release();
    await waitFor(actor, (s) => idle(s) && s.context.filterCheck.status === 'checked');
    actor.send({ type: 'template.edit', field: 'filter', value: "[BRLIN] = 'B'" });
    expect(templateActionState(actor.getSnapshot()).formulasEditable).toBe(false);
  });

  it('never lets the generated code formula be typed', async () => {
    const { actor } = start('edit', {}, 42);
    await waitFor(actor, (s) => idle(s) && s.context.filterCheck.status === 'checked');
    const before = actor.getSnapshot().context.form.formulas.code;
    actor.send({ type: 'formula.change', name: 'code', value: 'typed' });
    expect(actor.getSnapshot().context.form.formulas.code).toBe(before);
  });

  it('re-applies every formula, the rebuilt code formula with them, when the series changes on an evaluated filter', async () => {
    const { actor, calls } = start('create');
    await waitFor(actor, idle);
    actor.send({ type: 'template.edit', field: 'filter', value: "[BRLIN] = 'A'" });
    actor.send({ type: 'filter.evaluate' });
    await waitFor(actor, (s) => idle(s) && s.context.filterCheck.status === 'checked');
    actor.send({ type: 'series.choose', productSeriesId: 7 });
    expect(actor.getSnapshot().matches({ editing: { formula: 'applyingAll' } })).toBe(true);
    expect(actor.getSnapshot().context.formulaChecks.maximumQty).toEqual({ status: 'checking' });
    await waitFor(actor, (s) => idle(s) && s.context.formulaChecks.code?.status === 'succeeded');
    expect(calls.apply).toEqual([]);
    expect(calls.applyAll).toHaveLength(1);
    expect(calls.applyAll[0]).toMatchObject({ productMasterId: 1001, productSeriesId: 7 });
    expect(calls.applyAll[0]?.templateFormulas).toEqual(
      expect.arrayContaining([
        { formulaName: 'code', formulaExpression: '#Door Style#.#Width#' },
        { formulaName: 'maximumQty', formulaExpression: newTemplateForm().formulas.maximumQty },
      ]),
    );
    expect(actor.getSnapshot().context.formulaChecks.maximumQty?.status).toBe('succeeded');
  });

  it('leaves the formulas without a sample when the series change is refused as a whole', async () => {
    const { actor } = start('create', { applyAll: async () => Promise.reject(new ApiError('http', 'templates.applyFormulas', 'x', { status: 400 })) });
    await waitFor(actor, idle);
    actor.send({ type: 'template.edit', field: 'filter', value: "[BRLIN] = 'A'" });
    actor.send({ type: 'filter.evaluate' });
    await waitFor(actor, (s) => idle(s) && s.context.filterCheck.status === 'checked');
    actor.send({ type: 'series.choose', productSeriesId: 7 });
    await waitFor(actor, idle);
    expect(actor.getSnapshot().context.formulaChecks).toEqual({});
  });

  it('applies nothing when the series is chosen before the filter returned a product, or back to Select', async () => {
    const { actor, calls } = start('create');
    await waitFor(actor, idle);
    actor.send({ type: 'series.choose', productSeriesId: 7 });
    expect(actor.getSnapshot().matches({ editing: { formula: 'idle' } })).toBe(true);
    actor.send({ type: 'template.edit', field: 'filter', value: "[BRLIN] = 'A'" });
    actor.send({ type: 'filter.evaluate' });
    await waitFor(actor, (s) => idle(s) && s.context.filterCheck.status === 'checked');
    actor.send({ type: 'series.choose', productSeriesId: 0 });
    expect(actor.getSnapshot().matches({ editing: { formula: 'idle' } })).toBe(true);
    expect(calls.applyAll).toEqual([]);
  });
});

describe('templatePublishingMachine: import, export, conflict, cancel', () => {
  it('imports a sheet into the form and re-evaluates, or shows the refusal', async () => {
    let outcome: ImportOutcome = { kind: 'refused', message: 'The File uploaded must be an excel spreadsheet wtih the file extension .xlsx' };
    const { actor } = start('edit', { importFile: async () => outcome }, 42);
    await waitFor(actor, (s) => idle(s) && s.context.filterCheck.status === 'checked');
    const file = Object.assign(new Blob(['x']), { name: 'template.csv' });
    actor.send({ type: 'template.import', file });
    expect(actor.getSnapshot().matches({ editing: { transfer: 'importing' } })).toBe(true);
    await waitFor(actor, idle);
    expect(actor.getSnapshot().context.importAlert).toBe(outcome.kind === 'refused' ? outcome.message : '');
    actor.send({ type: 'importAlert.dismiss' });
    expect(actor.getSnapshot().context.importAlert).toBeUndefined();

    // Issue 43: the file's formulas are merged into the dialog; the typed Name and the formulas the file does not name stay as typed.
    actor.send({ type: 'template.edit', field: 'name', value: 'Typed name' });
    actor.send({ type: 'formula.change', name: 'groupDescription', value: 'typed description' });
    const stored = savedTemplate();
    const imported = templateDraftOf({ ...formFromTemplate(stored), formulas: { ...formFromTemplate(stored).formulas, groupName: 'from the file', groupSEKeywords: 'stored keywords' } }, 0);
    outcome = {
      kind: 'imported',
      template: { ...stored, ...imported },
      fields: ['groupName', 'groupURL'],
      uncomputed: [{ field: 'groupSETitle', cell: 'B4' }],
    };
    actor.send({ type: 'template.import', file: Object.assign(new Blob(['x']), { name: 'template.xlsx' }) });
    expect(actor.getSnapshot().context.importNotice).toBeUndefined();
    await waitFor(actor, (s) => idle(s) && s.context.importNotice !== undefined && s.context.filterCheck.status === 'checked');
    const { form, importNotice } = actor.getSnapshot().context;
    expect(form.name).toBe('Typed name');
    expect(form.formulas.groupDescription).toBe('typed description');
    expect(form.formulas.groupName).toBe('from the file');
    // groupURL was named but kept its text; groupSEKeywords was not named.
    expect(form.formulas.groupSEKeywords).toBe(formFromTemplate(stored).formulas.groupSEKeywords);
    expect(importNotice).toEqual({ changed: ['groupName'], uncomputed: [{ field: 'groupSETitle', cell: 'B4' }] });
  });

  it('merges an import that changes nothing without re-evaluating, and says so', async () => {
    const stored = savedTemplate();
    const { actor, calls } = start('edit', { importFile: async () => ({ kind: 'imported', template: stored, fields: ['groupName'], uncomputed: [] }) }, 42);
    await waitFor(actor, (s) => idle(s) && s.context.filterCheck.status === 'checked');
    const evaluations = calls.evaluate.length;
    actor.send({ type: 'template.import', file: Object.assign(new Blob(['x']), { name: 'template.xlsx' }) });
    await waitFor(actor, (s) => idle(s) && s.context.importNotice !== undefined);
    expect(actor.getSnapshot().context.importNotice).toEqual({ changed: [], uncomputed: [] });
    expect(calls.evaluate).toHaveLength(evaluations);
  });

  it('exports, and shows a failed export in the error dialog', async () => {
    let fail = false;
    const { actor } = start('edit', { exportFile: async () => (fail ? Promise.reject(new ApiError('http', 'templates.export', 'x', { status: 500 })) : '42 Export.xlsx') }, 42);
    await waitFor(actor, (s) => idle(s) && s.context.filterCheck.status === 'checked');
    actor.send({ type: 'template.export' });
    expect(actor.getSnapshot().matches({ editing: { transfer: 'exporting' } })).toBe(true);
    expect(templateActionState(actor.getSnapshot()).transferEnabled).toBe(false);
    await waitFor(actor, idle);
    fail = true;
    actor.send({ type: 'template.export' });
    await waitFor(actor, (s) => idle(s) && s.context.error !== undefined);
    actor.send({ type: 'error.acknowledge' });
    expect(actor.getSnapshot().context.error).toBeUndefined();
  });

  it('ignores Import and Export on a new template', async () => {
    const { actor } = start('create');
    await waitFor(actor, idle);
    actor.send({ type: 'template.export' });
    expect(idle(actor.getSnapshot())).toBe(true);
  });

  it('re-fetches the record when a 409 on save is acknowledged', async () => {
    const load = vi.fn(async () => ({ template: savedTemplate(), webCategories: categories, series }));
    const { actor } = start(
      'edit',
      { load, save: () => Promise.reject(new ApiError('http', 'templates.update', 'x', { status: 409 })) },
      42,
    );
    await waitFor(actor, (s) => idle(s) && s.context.filterCheck.status === 'checked');
    actor.send({ type: 'template.saveDraft' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== undefined);
    actor.send({ type: 'error.acknowledge' });
    expect(actor.getSnapshot().value).toBe('loading');
    await waitFor(actor, (s) => s.matches('editing'));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('cancels', async () => {
    const { actor } = start('create');
    await waitFor(actor, idle);
    actor.send({ type: 'template.cancel' });
    expect(actor.getSnapshot().value).toBe('cancelled');
    expect(actor.getSnapshot().output).toEqual({ saved: undefined });
  });
});
