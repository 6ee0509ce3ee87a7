import { isUnderPath } from '../../address';

/**
 * back-office-products.md §2 Routes and back-office-admin.md §2: every path of the staff app,
 * relative to its base path. React Router matches them case-insensitively.
 */
export const backOfficeRoutes = {
  start: '/',
  callback: '/callback',
  silentRenew: '/silent_renew',
  login: '/Login',
  myAccount: '/MyAccount',
  productBricks: '/ProductBricksList',
  productSeries: '/ProductSeriesList',
  productTemplates: '/ProductTemplatesList',
  unprocessedRecords: '/UnprocessedRecordsList',
  reporting: '/ReportingList',
  advancedSearch: '/AdvancedSearchList',
  productView: '/ProductViewMain',
  jobs: '/JobsList',
  users: '/UsersList',
  bids: '/BidsList',
  quotes: '/QuotesList',
  surveys: '/SurveysList',
  holidays: '/HolidaysList',
  locations: '/LocationsList',
  locationMenuGroups: '/LocationMenuGroupsList',
  rankingReports: '/RankingReportsList',
  inactiveReport: '/InactiveReportList',
  scopes: '/ScopesList',
  sows: '/SowsList',
  locationsManagement: '/LocationsMngt',
  bidsManagement: '/BidsMngt',
} as const;
export type BackOfficeRouteName = keyof typeof backOfficeRoutes;

/** "Callback, silent renew, login and the start page are unprotected; the rest are protected." */
export const unprotectedRoutes: readonly string[] = [
  backOfficeRoutes.start,
  backOfficeRoutes.callback,
  backOfficeRoutes.silentRenew,
  backOfficeRoutes.login,
];

/** The query parameter that carries the originally requested location to /Login. */
export const RETURN_TO_PARAM = 'from';

/**
 * Whether the back office serves `pathname` (relative to its base path): one of its routes or a
 * record under one, letter case aside. A page to return to after sign-in must be one (issue 43).
 */
export function servesBackOfficePath(pathname: string): boolean {
  return Object.values(backOfficeRoutes).some((route) => isUnderPath(pathname, route));
}
