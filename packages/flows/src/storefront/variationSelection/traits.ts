import type { ProductVariation } from '../../api/storefront/products';
import { MAX_TRAIT_SELECTORS } from '../productPage/constants';

/** One selector of the product page: a trait and its values in order of first appearance. */
export interface TraitSelector {
  /** The trait label, e.g. `Door Style`. */
  name: string;
  /** `color` for the colour trait (swatches and colour dropdown), `trait` for the others. */
  kind: 'color' | 'trait';
  values: string[];
}

/** The selectors of a product and, for each variation, the index of its value in each selector. */
export interface TraitTable {
  selectors: TraitSelector[];
  /** `cells[variation][selector]` is the value index of that variation. */
  cells: number[][];
}

export type TraitReading = { ok: true; table: TraitTable } | { ok: false; reason: string };

interface Pair {
  name: string;
  value: string;
}

const dynamicName = /^trait(\d+)Name$/;

/**
 * The variation's traits other than colour, from `VariantTraits` or else the dynamic
 * `trait{n}Name` / `trait{n}Value` pairs (in n order). The key list tells which shape was read,
 * so two variations with different value keys are found inconsistent.
 */
function traitPairsOf(variation: ProductVariation): { keys: string; pairs: Pair[] } | undefined {
  if (variation.VariantTraits && variation.VariantTraits.length > 0) {
    return {
      keys: 'VariantTraits',
      pairs: variation.VariantTraits.map((t) => ({ name: t.TraitName, value: t.TraitValue })),
    };
  }
  const record = variation as unknown as Record<string, unknown>;
  const numbers = Object.keys(record)
    .map((key) => dynamicName.exec(key)?.[1])
    .filter((n): n is string => n !== undefined)
    .map(Number)
    .sort((a, b) => a - b);
  const pairs: Pair[] = [];
  for (const n of numbers) {
    const name = record[`trait${n}Name`];
    const value = record[`trait${n}Value`];
    if (typeof name !== 'string' || typeof value !== 'string') return undefined;
    pairs.push({ name, value });
  }
  return { keys: numbers.map((n) => `trait${n}`).join(','), pairs };
}

/**
 * Reads the selectors of a product (storefront.md §5): the colour trait first when the product has
 * one, then at most two other traits. Trait labels or value keys that differ between variations
 * reject the data.
 */
export function readTraits(variations: readonly ProductVariation[]): TraitReading {
  if (variations.length === 0) return { ok: true, table: { selectors: [], cells: [] } };
  const read = variations.map((v) => {
    const traits = traitPairsOf(v);
    const color =
      v.ColorTraitName !== undefined && v.ColorTraitValue !== undefined
        ? { name: v.ColorTraitName, value: v.ColorTraitValue }
        : undefined;
    return { traits, color };
  });
  const first = read[0];
  if (!first?.traits) return { ok: false, reason: 'unreadable traits' };
  const labels = (r: (typeof read)[number]) =>
    JSON.stringify([r.color?.name ?? null, r.traits?.keys, r.traits?.pairs.map((p) => p.name)]);
  const expected = labels(first);
  if (read.some((r) => !r.traits || labels(r) !== expected))
    return { ok: false, reason: 'inconsistent trait labels or value keys' };

  const names: { name: string; kind: TraitSelector['kind'] }[] = [
    ...(first.color ? [{ name: first.color.name, kind: 'color' as const }] : []),
    ...first.traits.pairs.slice(0, MAX_TRAIT_SELECTORS).map((p) => ({ name: p.name, kind: 'trait' as const })),
  ];
  const selectors: TraitSelector[] = names.map((n) => ({ ...n, values: [] }));
  const cells = read.map((r) =>
    selectors.map((selector, s) => {
      const value =
        selector.kind === 'color'
          ? (r.color?.value ?? '')
          : (r.traits?.pairs[s - (first.color ? 1 : 0)]?.value ?? '');
      const at = selector.values.indexOf(value);
      if (at >= 0) return at;
      selector.values.push(value);
      return selector.values.length - 1;
    }),
  );
  return { ok: true, table: { selectors, cells } };
}
