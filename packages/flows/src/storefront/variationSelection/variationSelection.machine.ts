import { assign, setup } from 'xstate';
import type { ProductVariation } from '../../api/storefront/products';
import {
  afterExpressToggle,
  allChosen,
  chooseValue,
  chooseVariation,
  choicesFromLink,
  clearedSelection,
  type SelectionState,
} from './selection';
import { readTraits, type TraitTable } from './traits';

export interface VariationSelectionInput {
  variations: readonly ProductVariation[];
  /** The product link's parameters: the index of the selected value of each trait. */
  link?: { trait1?: number | null; trait2?: number | null; color?: number | null };
}

export interface VariationSelectionContext extends SelectionState {
  /** False when the data was rejected (storefront.md §5): no variations are shown. */
  valid: boolean;
}

export type VariationSelectionEvent =
  | { type: 'trait.choose'; selector: number; value: number }
  | { type: 'variation.choose'; variation: number }
  | { type: 'selections.clear' }
  | { type: 'express.toggle' };

const emptyTable: TraitTable = { selectors: [], cells: [] };

function initialContext(input: VariationSelectionInput): VariationSelectionContext {
  const reading = readTraits(input.variations);
  const table = reading.ok ? reading.table : emptyTable;
  const base: VariationSelectionContext = {
    variations: reading.ok ? input.variations : [],
    table,
    selected: table.selectors.map(() => null),
    current: 0,
    expressOnly: false,
    valid: reading.ok,
  };
  // Opening a link with trait1 / trait2 preselects, one choice at a time as a shopper would.
  return choicesFromLink(table, input.link ?? {}).reduce<VariationSelectionContext>(
    (state, value, selector) =>
      value === null ? state : { ...state, ...chooseValue(state, selector, value) },
    base,
  );
}

/**
 * Product variation selection (storefront.md §4, §5): the current variation starts as the first;
 * choosing trait values narrows the list, masks values that no longer match, fills every trait
 * when one variation is left and resets when none is. Price and inventory show only in `chosen`.
 */
export const variationSelectionMachine = setup({
  types: {
    input: {} as VariationSelectionInput,
    context: {} as VariationSelectionContext,
    events: {} as VariationSelectionEvent,
  },
  guards: {
    dataRejected: ({ context }) => !context.valid,
    noVariations: ({ context }) => context.variations.length === 0,
    allTraitsChosen: ({ context }) => allChosen(context),
    someTraitUnchosen: ({ context }) => !allChosen(context),
    hasExpressVariations: ({ context }) => context.variations.some((v) => v.IsJoineryExpress),
  },
  actions: {
    choose: assign(({ context, event }) =>
      event.type === 'trait.choose' ? chooseValue(context, event.selector, event.value) : {},
    ),
    chooseItem: assign(({ context, event }) =>
      event.type === 'variation.choose' ? chooseVariation(context, event.variation) : {},
    ),
    clear: assign(({ context }) => clearedSelection(context)),
    toggleExpress: assign(({ context }) => {
      const toggled = { ...context, expressOnly: !context.expressOnly };
      return { expressOnly: toggled.expressOnly, ...afterExpressToggle(toggled) };
    }),
  },
}).createMachine({
  id: 'variationSelection',
  context: ({ input }) => initialContext(input),
  initial: 'reading',
  states: {
    reading: {
      always: [
        { guard: 'dataRejected', target: 'rejected' },
        { guard: 'noVariations', target: 'noVariations' },
        { target: 'ready' },
      ],
    },
    /** Inconsistent trait labels or value keys: no variations are shown. */
    rejected: { type: 'final' },
    noVariations: { type: 'final' },
    ready: {
      initial: 'choosing',
      on: {
        'trait.choose': { actions: 'choose' },
        'variation.choose': { actions: 'chooseItem' },
        'selections.clear': { actions: 'clear' },
        'express.toggle': { guard: 'hasExpressVariations', actions: 'toggleExpress' },
      },
      states: {
        choosing: { always: { guard: 'allTraitsChosen', target: 'chosen' } },
        chosen: { always: { guard: 'someTraitUnchosen', target: 'choosing' } },
      },
    },
  },
});
