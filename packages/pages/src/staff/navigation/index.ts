export {
  BackOfficeLink,
  BackOfficeNavigationProvider,
  hrefOf,
  pathOf,
  queryParam,
  useBackOfficeNavigation,
  useMemoryNavigation,
  type BackOfficeLinkProps,
  type BackOfficeNavigation,
} from './BackOfficeNavigation';
