import type { SeriesBrick } from '../../api/catalogue/series';

/** The four dual-list pickers of the series dialog (back-office-products.md §2, §3). */
export const seriesBrickLists = ['supplementalDataBricks', 'JoinerySkuBricks', 'displayAttributesBricks', 'filteredAttributesBricks'] as const;
export type SeriesBrickList = (typeof seriesBrickLists)[number];

/** Display, filterable and SKU bricks must be drawn from the chosen supplemental bricks (§3). */
export type DrawnFromSupplemental = Exclude<SeriesBrickList, 'supplementalDataBricks'>;

export type SkuMove = 'top' | 'up' | 'down' | 'bottom';

/** §4: "Changing a brick set resorts the lists by name case-insensitively (the SKU list keeps user order)." */
export function byName(bricks: readonly SeriesBrick[]): SeriesBrick[] {
  return [...bricks].sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.productBrickId - b.productBrickId);
}

export function withoutIds(bricks: readonly SeriesBrick[], ids: ReadonlySet<number>): SeriesBrick[] {
  return bricks.filter((brick) => !ids.has(brick.productBrickId));
}

/** Moves the chosen SKU bricks as a block, keeping their relative order (move to top / up / down / to bottom). */
export function moveSkuBricks(bricks: readonly SeriesBrick[], ids: ReadonlySet<number>, move: SkuMove): SeriesBrick[] {
  const chosen = bricks.filter((b) => ids.has(b.productBrickId));
  const rest = bricks.filter((b) => !ids.has(b.productBrickId));
  if (chosen.length === 0) return [...bricks];
  if (move === 'top') return [...chosen, ...rest];
  if (move === 'bottom') return [...rest, ...chosen];
  const list = [...bricks];
  const indices = list.map((b, i) => (ids.has(b.productBrickId) ? i : -1)).filter((i) => i >= 0);
  if (move === 'up') {
    for (const i of indices) {
      const above = list[i - 1];
      const current = list[i];
      if (i > 0 && above && current && !ids.has(above.productBrickId)) [list[i - 1], list[i]] = [current, above];
    }
  } else {
    for (const i of [...indices].reverse()) {
      const below = list[i + 1];
      const current = list[i];
      if (below && current && !ids.has(below.productBrickId)) [list[i + 1], list[i]] = [current, below];
    }
  }
  return list;
}
