export {
  seriesStatusMachine,
  availableBricks,
  formFromSeries,
  seriesDraftOf,
  skuLocked,
  type SeriesDialogMode,
  type SeriesForm,
  type SeriesStatusContext,
  type SeriesStatusEvent,
  type SeriesStatusInput,
} from './seriesStatus.machine';
export { seriesDraftBlockers, seriesPublishBlockers, type SeriesFacts } from './rules';
export { byName, moveSkuBricks, seriesBrickLists, type SeriesBrickList, type SkuMove } from './seriesLists';
export { seriesActionState, type SeriesActionState } from './selectors';
