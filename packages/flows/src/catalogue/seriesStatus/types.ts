// The form types the machine and its rules share (kept apart so neither imports the other).
import type { SeriesBrick } from '../../api/catalogue/series';

export type SeriesDialogMode = 'create' | 'edit';

/** What the series dialog edits (back-office-products.md §2 Product Series, §3 ProductSeries). */
export interface SeriesForm {
  name: string;
  notes: string;
  supplementalDataBricks: SeriesBrick[];
  JoinerySkuBricks: SeriesBrick[];
  displayAttributesBricks: SeriesBrick[];
  filteredAttributesBricks: SeriesBrick[];
}
