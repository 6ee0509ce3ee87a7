export {
  createCatalogueListMachine,
  matchesNamePrefix,
  type CatalogueListContext,
  type CatalogueListEvent,
  type CatalogueListOptions,
} from './catalogueList.machine';
export {
  bricksByName,
  bricksListMachine,
  seriesListMachine,
  sortBricks,
  sortSeries,
  sortTemplates,
  templatesListMachine,
} from './catalogueLists';
