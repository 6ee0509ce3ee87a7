import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { fetchBricks } from '../../api/catalogue/bricks';
import {
  createSeries,
  fetchSeries,
  updateSeries,
  type ProductSeries,
  type SeriesBrick,
  type SeriesDraft,
} from '../../api/catalogue/series';
import { acknowledgeRecordError, isConflictOnSavedRecord, recordDialogEndStates } from '../../staff/shell/recordDialog';
import { settleUnlessAborted, unlessFailed } from '../../staff/shell/settleUnlessAborted';
import { seriesMessages as ruleMessages } from '../catalogueRules/messages';
import { seriesDraftBlockers, seriesPublishBlockers } from './rules';
import { byName, moveSkuBricks, withoutIds, type SeriesBrickList, type SkuMove } from './seriesLists';

import type { SeriesDialogMode, SeriesForm } from './types';
export type { SeriesDialogMode, SeriesForm } from './types';

export interface SeriesStatusInput {
  mode: SeriesDialogMode;
  seriesId?: number;
}

export interface SeriesStatusContext {
  mode: SeriesDialogMode;
  seriesId: number | undefined;
  version: number | undefined;
  form: SeriesForm;
  /** Every brick, for the Supplemental Data Bricks picker; undefined when the list could not be read. */
  allBricks: SeriesBrick[] | undefined;
  /** The series was published when the dialog opened (§4 locks). */
  publishedAsLoaded: boolean;
  /** §8: the supplemental-brick removal message, until dismissed. */
  notice: string | undefined;
  busy: boolean;
  error: unknown;
  saved: ProductSeries | undefined;
}

export type SeriesStatusEvent =
  | { type: 'series.edit'; field: 'name' | 'notes'; value: string }
  /** The move-in buttons: selected in, or all in (every available id). */
  | { type: 'bricks.add'; list: SeriesBrickList; ids: number[] }
  /** The move-out buttons: selected out, or all out. */
  /** `all`: the whole list was moved out at once (the picker's all-out button). */
  | { type: 'bricks.remove'; list: SeriesBrickList; ids: number[]; all?: boolean }
  | { type: 'sku.move'; ids: number[]; move: SkuMove }
  /** The SKU list in a new order (the picker's reorder buttons hand back the whole list). */
  | { type: 'sku.order'; ids: number[] }
  | { type: 'notice.dismiss' }
  | { type: 'series.saveDraft' }
  | { type: 'series.publish' }
  | { type: 'series.cancel' }
  | { type: 'error.acknowledge' };

const emptyForm = (): SeriesForm => ({
  name: '',
  notes: '',
  supplementalDataBricks: [],
  JoinerySkuBricks: [],
  displayAttributesBricks: [],
  filteredAttributesBricks: [],
});

export function formFromSeries(series: ProductSeries): SeriesForm {
  return {
    name: series.name,
    notes: series.notes,
    supplementalDataBricks: byName(series.supplementalDataBricks),
    JoinerySkuBricks: series.JoinerySkuBricks,
    displayAttributesBricks: byName(series.displayAttributesBricks),
    filteredAttributesBricks: byName(series.filteredAttributesBricks),
  };
}

/** The saved payload: name trimmed, brick lists as arrays of productBrickId (§3), published 0 or 1. */
export function seriesDraftOf(form: SeriesForm, published: 0 | 1): SeriesDraft {
  const ids = (bricks: SeriesBrick[]) => bricks.map((b) => b.productBrickId);
  return {
    name: form.name.trim(),
    notes: form.notes,
    supplementalDataBricks: ids(form.supplementalDataBricks),
    JoinerySkuBricks: ids(form.JoinerySkuBricks),
    displayAttributesBricks: ids(form.displayAttributesBricks),
    filteredAttributesBricks: ids(form.filteredAttributesBricks),
    published,
  };
}

/** The bricks a picker offers: every brick for supplemental data, else the chosen supplemental bricks (§3). */
export function availableBricks(context: Pick<SeriesStatusContext, 'form' | 'allBricks'>, list: SeriesBrickList): SeriesBrick[] {
  const source = list === 'supplementalDataBricks' ? (context.allBricks ?? []) : context.form.supplementalDataBricks;
  const chosen = new Set(context.form[list].map((b) => b.productBrickId));
  return byName(source.filter((b) => !chosen.has(b.productBrickId)));
}

/** §4: a published series has its SKU brick list and controls locked. */
export function skuLocked(context: Pick<SeriesStatusContext, 'publishedAsLoaded'>): boolean {
  return context.publishedAsLoaded;
}

interface SaveSeriesInput {
  form: SeriesForm;
  published: 0 | 1;
  seriesId: number | undefined;
  version: number | undefined;
}

/**
 * The Create/Edit Series dialog (back-office-products.md §2, §4 Series/template status, §5
 * Series, §8): four dual-list pickers drawn from the supplemental bricks, SKU order controls,
 * draft and publish, the published locks and the supplemental-brick removal rule.
 */
export const seriesStatusMachine = setup({
  types: {
    input: {} as SeriesStatusInput,
    context: {} as SeriesStatusContext,
    events: {} as SeriesStatusEvent,
    output: {} as { saved: ProductSeries | undefined },
  },
  actors: {
    loadSeries: fromPromise<{ series: ProductSeries | undefined; bricks: SeriesBrick[] | undefined }, { seriesId: number | undefined }>(
      ({ input, signal }) =>
        settleUnlessAborted(
          signal,
          Promise.all([
            input.seriesId === undefined ? undefined : fetchSeries(input.seriesId, signal),
            unlessFailed(
              signal,
              fetchBricks(signal).then((list) => list.map(({ productBrickId, name }) => ({ productBrickId, name }))),
            ),
          ]).then(([series, bricks]) => ({ series, bricks })),
        ),
    ),
    saveSeries: fromPromise<ProductSeries, SaveSeriesInput>(({ input, signal }) =>
      settleUnlessAborted(
        signal,
        input.seriesId === undefined
          ? createSeries(seriesDraftOf(input.form, input.published), signal)
          : updateSeries({ ...seriesDraftOf(input.form, input.published), productSeriesId: input.seriesId, version: input.version }, signal),
      ),
    ),
  },
  guards: {
    canSaveDraft: ({ context }) => seriesDraftBlockers(context).length === 0,
    canPublish: ({ context }) => seriesPublishBlockers(context).length === 0,
    conflictOnSavedRecord: ({ context }) => isConflictOnSavedRecord(context.error, context.seriesId),
  },
  actions: {
    clearError: assign({ error: undefined }),
  },
}).createMachine({
  id: 'seriesStatus',
  context: ({ input }) => ({
    mode: input.mode,
    seriesId: input.mode === 'edit' ? input.seriesId : undefined,
    version: undefined,
    form: emptyForm(),
    allBricks: undefined,
    publishedAsLoaded: false,
    notice: undefined,
    busy: false,
    error: undefined,
    saved: undefined,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadSeries',
        input: ({ context }) => ({ seriesId: context.seriesId }),
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => ({
            form: event.output.series ? formFromSeries(event.output.series) : emptyForm(),
            version: event.output.series?.version,
            publishedAsLoaded: event.output.series?.published === 1,
            allBricks: event.output.bricks,
            notice: undefined,
            error: undefined,
          })),
        },
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    editing: {
      on: {
        'series.edit': { actions: assign({ form: ({ context, event }) => ({ ...context.form, [event.field]: event.value }) }) },
        'bricks.add': {
          guard: ({ context, event }) => !(event.list === 'JoinerySkuBricks' && skuLocked(context)),
          actions: assign({
            form: ({ context, event }) => {
              const offered = new Map(availableBricks(context, event.list).map((b) => [b.productBrickId, b]));
              const added = event.ids.map((id) => offered.get(id)).filter((b): b is SeriesBrick => b !== undefined);
              const next = [...context.form[event.list], ...added];
              return { ...context.form, [event.list]: event.list === 'JoinerySkuBricks' ? next : byName(next) };
            },
          }),
        },
        'bricks.remove': [
          {
            // §4: a supplemental brick in the SKU list of a published series cannot be removed.
            guard: ({ context, event }) =>
              event.list === 'supplementalDataBricks' &&
              skuLocked(context) &&
              context.form.JoinerySkuBricks.some((b) => event.ids.includes(b.productBrickId)),
            // §8 has both wordings (docs/decisions.md): "1 or more …" for the bricks picked out,
            // "One or more …" when the whole list was moved out at once.
            actions: assign({
              notice: ({ event }) => (event.all ? ruleMessages.skuBrickInPublishedSeriesAlt : ruleMessages.skuBrickInPublishedSeries),
            }),
          },
          { guard: ({ context, event }) => event.list === 'JoinerySkuBricks' && skuLocked(context) },
          {
            actions: enqueueActions(({ context, event, enqueue }) => {
              const ids = new Set(event.ids);
              if (event.list !== 'supplementalDataBricks') {
                enqueue.assign({ form: { ...context.form, [event.list]: withoutIds(context.form[event.list], ids) } });
                return;
              }
              // Removing a supplemental brick also removes it from the SKU, display and filter lists.
              enqueue.assign({
                form: {
                  ...context.form,
                  supplementalDataBricks: withoutIds(context.form.supplementalDataBricks, ids),
                  JoinerySkuBricks: withoutIds(context.form.JoinerySkuBricks, ids),
                  displayAttributesBricks: withoutIds(context.form.displayAttributesBricks, ids),
                  filteredAttributesBricks: withoutIds(context.form.filteredAttributesBricks, ids),
                },
                notice: undefined,
              });
            }),
          },
        ],
        'sku.move': {
          guard: ({ context }) => !skuLocked(context),
          actions: assign({
            form: ({ context, event }) => ({
              ...context.form,
              JoinerySkuBricks: moveSkuBricks(context.form.JoinerySkuBricks, new Set(event.ids), event.move),
            }),
          }),
        },
        'sku.order': {
          guard: ({ context, event }) => {
            const current = context.form.JoinerySkuBricks.map((b) => b.productBrickId);
            return !skuLocked(context) && current.length === event.ids.length && current.every((id) => event.ids.includes(id));
          },
          actions: assign({
            form: ({ context, event }) => {
              const byId = new Map(context.form.JoinerySkuBricks.map((b) => [b.productBrickId, b]));
              return { ...context.form, JoinerySkuBricks: event.ids.map((id) => byId.get(id)).filter((b): b is SeriesBrick => b !== undefined) };
            },
          }),
        },
        'notice.dismiss': { actions: assign({ notice: undefined }) },
        'series.saveDraft': { guard: 'canSaveDraft', target: 'saving' },
        'series.publish': { guard: 'canPublish', target: 'publishing' },
        'series.cancel': { target: 'cancelled' },
        'error.acknowledge': acknowledgeRecordError,
      },
    },
    saving: {
      entry: assign({ busy: true }),
      invoke: {
        src: 'saveSeries',
        input: ({ context }) => ({ form: context.form, published: 0 as const, seriesId: context.seriesId, version: context.version }),
        onDone: { target: 'saved', actions: assign({ saved: ({ event }) => event.output, busy: false }) },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => event.error, busy: false }) },
      },
    },
    publishing: {
      entry: assign({ busy: true }),
      invoke: {
        src: 'saveSeries',
        input: ({ context }) => ({ form: context.form, published: 1 as const, seriesId: context.seriesId, version: context.version }),
        onDone: { target: 'saved', actions: assign({ saved: ({ event }) => event.output, busy: false }) },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => event.error, busy: false }) },
      },
    },
    ...recordDialogEndStates,
  },
  output: ({ context }) => ({ saved: context.saved }),
});
