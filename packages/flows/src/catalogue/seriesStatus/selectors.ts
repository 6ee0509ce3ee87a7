import type { SnapshotFrom } from 'xstate';
import type { SeriesBrick } from '../../api/catalogue/series';
import { availableBricks, skuLocked, type seriesStatusMachine } from './seriesStatus.machine';
import { seriesDraftBlockers, seriesPublishBlockers } from './rules';
import { seriesBrickLists, type SeriesBrickList } from './seriesLists';

type SeriesSnapshot = SnapshotFrom<typeof seriesStatusMachine>;

export interface SeriesActionState {
  /** Why Save As Draft is disabled; empty when enabled. */
  saveAsDraft: string[];
  /** Why Publish is disabled; empty when enabled. */
  publish: string[];
  skuLocked: boolean;
  available: Record<SeriesBrickList, SeriesBrick[]>;
}

export function seriesActionState(snapshot: SeriesSnapshot): SeriesActionState {
  const { context } = snapshot;
  return {
    saveAsDraft: seriesDraftBlockers(context),
    publish: seriesPublishBlockers(context),
    skuLocked: skuLocked(context),
    available: Object.fromEntries(seriesBrickLists.map((list) => [list, availableBricks(context, list)])) as Record<SeriesBrickList, SeriesBrick[]>,
  };
}
