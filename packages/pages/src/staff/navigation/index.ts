export {
  BackOfficeLink,
  BackOfficeNavigationProvider,
  hrefOf,
  pathOf,
  queryParam,
  useBackOfficeNavigation,
  useOptionalBackOfficeNavigation,
  useMemoryNavigation,
  type BackOfficeLinkProps,
  type BackOfficeNavigation,
} from './BackOfficeNavigation';
