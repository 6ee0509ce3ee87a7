import { flowsMeta, flowStories } from './flowStories';

/**
 * The catalogue machines' maps (issue 21): one story per machine of packages/flows/src/catalogue.
 * A machine added to that domain fails these stories until it has its line below (and in `keys`).
 */
export default { title: 'Flows/Catalogue', ...flowsMeta };

const keys = [
  'advancedSearch',
  'backgroundJobs',
  'brickEdit',
  'bricksList',
  'overrideEditor',
  'productSearch',
  'productView',
  'seriesList',
  'seriesStatus',
  'templatePublishing',
  'templatesList',
  'unprocessedRecords',
] as const;
const flow = flowStories('catalogue', keys);

export const AdvancedSearch = flow('advancedSearch');
export const BackgroundJobs = flow('backgroundJobs');
export const BrickEdit = flow('brickEdit');
export const BricksList = flow('bricksList');
export const OverrideEditor = flow('overrideEditor');
export const ProductSearch = flow('productSearch');
export const ProductView = flow('productView');
export const SeriesList = flow('seriesList');
export const SeriesStatus = flow('seriesStatus');
export const TemplatePublishing = flow('templatePublishing');
export const TemplatesList = flow('templatesList');
export const UnprocessedRecords = flow('unprocessedRecords');
