import { fetchBricks, type BrickSummary } from '../../api/catalogue/bricks';
import { fetchSeriesList, type ProductSeries } from '../../api/catalogue/series';
import { fetchTemplates, type TemplateSummary } from '../../api/catalogue/templates';
import { createListMachine } from '../../staff/list';

const byText = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });
const newestFirst = (a: string | undefined, b: string | undefined) => (b ?? '').localeCompare(a ?? '');

/** §4 Brick edit: "Bricks sort by last edit newest first". */
export function sortBricks(rows: readonly BrickSummary[]): BrickSummary[] {
  return [...rows].sort((a, b) => newestFirst(a.lastUpdatedAt, b.lastUpdatedAt) || byText(a.name, b.name));
}

/** §4 "plus a name-sorted list": the bricks by name, for pickers. */
export function bricksByName<T extends { name: string }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => byText(a.name, b.name));
}

/** The series list's order is not given: newest edit first, like bricks (docs/decisions.md). */
export function sortSeries(rows: readonly ProductSeries[]): ProductSeries[] {
  return [...rows].sort((a, b) => newestFirst(a.lastUpdatedAt, b.lastUpdatedAt) || byText(a.name, b.name));
}

/** §4: "Templates sort by published, then priority, then name" (each ascending). */
export function sortTemplates(rows: readonly TemplateSummary[]): TemplateSummary[] {
  return [...rows].sort((a, b) => a.published - b.published || a.priority - b.priority || byText(a.name, b.name));
}

export const bricksListMachine = createListMachine<BrickSummary>({ id: 'bricksList', load: fetchBricks, sort: sortBricks });
export const seriesListMachine = createListMachine<ProductSeries>({ id: 'seriesList', load: fetchSeriesList, sort: sortSeries });
export const templatesListMachine = createListMachine<TemplateSummary>({
  id: 'templatesList',
  load: fetchTemplates,
  sort: sortTemplates,
});
