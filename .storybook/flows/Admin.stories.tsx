import { flowsMeta, flowStories } from './flowStories';

/**
 * The admin machines' maps (issue 21): one story per machine of packages/flows/src/admin.
 * A machine added to that domain fails these stories until it has its line below (and in `keys`).
 */
export default { title: 'Flows/Admin', ...flowsMeta };

const keys = [
  'bidAdmin',
  'bidDialog',
  'bidHistory',
  'bidsList',
  'holiday',
  'holidaysList',
  'inactiveReport',
  'locationAdmin',
  'locationForm',
  'locationsList',
  'menuGroup',
  'menuGroupsList',
  'quoteRequestDialog',
  'quoteRequestsList',
  'rankingReports',
  'sowList',
  'sowOptions',
  'sowPreview',
  'sowQuestions',
  'sowTabs',
  'sowTypes',
  'sowWizard',
  'surveyReport',
  'userDialog',
  'userHistory',
  'usersList',
] as const;
const flow = flowStories('admin', keys);

export const BidAdmin = flow('bidAdmin');
export const BidDialog = flow('bidDialog');
export const BidHistory = flow('bidHistory');
export const BidsList = flow('bidsList');
export const Holiday = flow('holiday');
export const HolidaysList = flow('holidaysList');
export const InactiveReport = flow('inactiveReport');
export const LocationAdmin = flow('locationAdmin');
export const LocationForm = flow('locationForm');
export const LocationsList = flow('locationsList');
export const MenuGroup = flow('menuGroup');
export const MenuGroupsList = flow('menuGroupsList');
export const QuoteRequestDialog = flow('quoteRequestDialog');
export const QuoteRequestsList = flow('quoteRequestsList');
export const RankingReports = flow('rankingReports');
export const SowList = flow('sowList');
export const SowOptions = flow('sowOptions');
export const SowPreview = flow('sowPreview');
export const SowQuestions = flow('sowQuestions');
export const SowTabs = flow('sowTabs');
export const SowTypes = flow('sowTypes');
export const SowWizard = flow('sowWizard');
export const SurveyReport = flow('surveyReport');
export const UserDialog = flow('userDialog');
export const UserHistory = flow('userHistory');
export const UsersList = flow('usersList');
