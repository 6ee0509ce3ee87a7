export {
  bricksByName,
  bricksListMachine,
  seriesListMachine,
  sortBricks,
  sortSeries,
  sortTemplates,
  templatesListMachine,
} from './catalogueLists';
