import { seriesScreenMessages as m } from '../messages';
import type { SeriesForm } from './types';

export interface SeriesFacts {
  form: SeriesForm;
  publishedAsLoaded: boolean;
  busy: boolean;
}

/** §5 Series: name required (trimmed) to save as draft; a published series has Save As Draft disabled. */
export function seriesDraftBlockers(facts: SeriesFacts): string[] {
  return [
    ...(facts.publishedAsLoaded ? [m.reasons.alreadyPublished] : []),
    ...(facts.form.name.trim() === '' ? [m.reasons.nameRequired] : []),
    ...(facts.busy ? [m.reasons.saving] : []),
  ];
}

/** §5 Series: "Publish enabled only when name non-empty and at least one SKU brick exists." */
export function seriesPublishBlockers(facts: SeriesFacts): string[] {
  return [
    ...(facts.form.name.trim() === '' ? [m.reasons.nameRequired] : []),
    ...(facts.form.JoinerySkuBricks.length === 0 ? [m.reasons.skuBrickRequired] : []),
    ...(facts.busy ? [m.reasons.saving] : []),
  ];
}
