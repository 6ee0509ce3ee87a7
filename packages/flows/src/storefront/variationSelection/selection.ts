import type { ProductVariation } from '../../api/storefront/products';
import type { TraitTable } from './traits';

/** What the selection rules read: the data and the shopper's choices. */
export interface SelectionState {
  variations: readonly ProductVariation[];
  table: TraitTable;
  /** Per selector, the chosen value index or null. */
  selected: (number | null)[];
  /** Index of the current variation in `variations`. */
  current: number;
  /** The cabinet page's express filter: only express variations are offered. */
  expressOnly: boolean;
}

export type Selection = Pick<SelectionState, 'selected' | 'current'>;

/** The variations the shopper may reach: all, or the express ones with the filter on. */
export function pool(state: Pick<SelectionState, 'variations' | 'expressOnly'>): number[] {
  const all = state.variations.map((_, i) => i);
  if (!state.expressOnly) return all;
  const express = all.filter((i) => state.variations[i]?.IsJoineryExpress);
  return express.length > 0 ? express : all;
}

/** Variations of the pool that have every chosen value. */
export function matching(
  state: Pick<SelectionState, 'variations' | 'expressOnly' | 'table'>,
  selected: readonly (number | null)[],
): number[] {
  return pool(state).filter((i) =>
    selected.every((value, s) => value === null || state.table.cells[i]?.[s] === value),
  );
}

function emptySelection(state: SelectionState): (number | null)[] {
  return state.table.selectors.map(() => null);
}

/** Nothing chosen; the current variation is the first the shopper may reach. */
export function clearedSelection(state: SelectionState): Selection {
  return { selected: emptySelection(state), current: pool(state)[0] ?? 0 };
}

/** Exactly one left: it becomes current and every selector shows its value. */
function filledFrom(state: SelectionState, variation: number): Selection {
  return { selected: [...(state.table.cells[variation] ?? emptySelection(state))], current: variation };
}

/**
 * storefront.md §4: choosing a value narrows the list. Exactly one left: it becomes current and
 * all traits fill. No match with the other traits: they are cleared (the value exists with a
 * different choice of them). None left even then: the whole selection resets.
 */
export function chooseValue(state: SelectionState, selector: number, value: number): Selection {
  if (selector < 0 || selector >= state.table.selectors.length) return state;
  let selected = state.selected.map((v, s) => (s === selector ? value : v));
  let found = matching(state, selected);
  if (found.length === 0) {
    selected = emptySelection(state).map((v, s) => (s === selector ? value : v));
    found = matching(state, selected);
  }
  if (found.length === 0) return clearedSelection(state);
  if (found.length === 1 && found[0] !== undefined) return filledFrom(state, found[0]);
  const current = found.includes(state.current) ? state.current : (found[0] ?? state.current);
  return { selected, current };
}

/** The Item (SKU) dropdown: choosing a variation of the pool fills every trait from it. */
export function chooseVariation(state: SelectionState, variation: number): Selection {
  return pool(state).includes(variation) ? filledFrom(state, variation) : state;
}

/** §4: the express filter selects the first express variation when the current one is not. */
export function afterExpressToggle(state: SelectionState): Selection {
  if (!state.expressOnly) return state;
  if (state.variations[state.current]?.IsJoineryExpress) {
    // Keep the choices that still match an express variation; clear the rest.
    return matching(state, state.selected).length > 0 ? state : clearedSelection(state);
  }
  const firstExpress = pool(state)[0];
  return firstExpress === undefined ? state : filledFrom(state, firstExpress);
}

/**
 * A value is masked (shown as unavailable) when no variation has it together with the values
 * chosen for the OTHER selectors. Its own selector's choice does not count, so a shopper can
 * always move from one valid combination to another; a masked value stays choosable and
 * choosing it clears the other traits.
 */
export function isMasked(state: SelectionState, selector: number, value: number): boolean {
  const probe = state.selected.map((v, s) => (s === selector ? value : v));
  return matching(state, probe).length === 0;
}

export function allChosen(state: Pick<SelectionState, 'selected'>): boolean {
  return state.selected.every((v) => v !== null);
}

/**
 * The link parameters trait1 / trait2 (and color on colour pages) as selector choices: each
 * parameter holds the index of the selected value (storefront.md §2).
 */
export function choicesFromLink(
  table: TraitTable,
  link: { trait1?: number | null; trait2?: number | null; color?: number | null },
): (number | null)[] {
  let traitNumber = 0;
  return table.selectors.map((selector) => {
    const raw =
      selector.kind === 'color'
        ? link.color
        : (traitNumber += 1) === 1
          ? link.trait1
          : link.trait2;
    return typeof raw === 'number' && Number.isInteger(raw) && raw >= 0 && raw < selector.values.length
      ? raw
      : null;
  });
}

/** The inverse of `choicesFromLink`: the parameters a product link carries for this selection. */
export function linkFromChoices(
  table: TraitTable,
  selected: readonly (number | null)[],
): { trait1: number | null; trait2: number | null; color: number | null } {
  const link = { trait1: null as number | null, trait2: null as number | null, color: null as number | null };
  let traitNumber = 0;
  table.selectors.forEach((selector, s) => {
    const value = selected[s] ?? null;
    if (selector.kind === 'color') link.color = value;
    else if ((traitNumber += 1) === 1) link.trait1 = value;
    else link.trait2 = value;
  });
  return link;
}
