import { defineCalls } from '../call';

const users = 'back-office-admin.md §7 Users';
const locations = 'back-office-admin.md §7 Locations';
const groups = 'back-office-admin.md §7 Location menu groups';
const locationAdmin = 'back-office-admin.md §7 Location management admin';
const bids = 'back-office-admin.md §7 Bids';
const quotes = 'back-office-admin.md §7 Quotes';
const surveys = 'back-office-admin.md §7 Surveys';
const holidays = 'back-office-admin.md §7 Holidays';
const reports = 'back-office-admin.md §7 Reports';
const sowTemplates = 'back-office-admin.md §7 Scope of work templates';
const sowProjects = 'back-office-admin.md §7 Scope of work projects';

/**
 * back-office-admin.md §7. The document only says "relative to the API base"; the staff API of
 * back-office-products.md §7 lives under /bridgesys/, and so do these (docs/decisions.md).
 *
 * Order matters where a fixed path and a `:id` path share a prefix: MSW tries handlers in the
 * order they are registered, so the handlers register `Bids/PropertyValues`,
 * `LocationGroups/LocationGroupTypes` and `Holidays/HolidayTypes` before their `/:id` siblings.
 */
export const adminCalls = defineCalls({
  'users.list': { method: 'GET', path: '/bridgesys/Users', spec: users },
  'users.get': { method: 'GET', path: '/bridgesys/Users/:id', spec: users },
  'users.update': { method: 'PUT', path: '/bridgesys/Users/:id', spec: users },
  'users.changeHistory': { method: 'POST', path: '/bridgesys/Users/Users/GetChangeHistoryUsers', spec: users },
  'users.byDate': { method: 'POST', path: '/bridgesys/Users/GetUsersByDate', spec: users },

  'locations.list': { method: 'GET', path: '/bridgesys/Locations', spec: locations },
  'locations.create': { method: 'POST', path: '/bridgesys/Locations', spec: locations },
  'locations.get': { method: 'GET', path: '/bridgesys/Locations/:id', spec: locations },
  'locations.update': { method: 'PUT', path: '/bridgesys/Locations/:id', spec: locations },
  'locations.states': { method: 'GET', path: '/bridgesys/States', spec: locations },

  'locationGroups.list': { method: 'GET', path: '/bridgesys/LocationGroups', spec: groups },
  'locationGroups.types': { method: 'GET', path: '/bridgesys/LocationGroups/LocationGroupTypes', spec: groups },
  'locationGroups.get': { method: 'GET', path: '/bridgesys/LocationGroups/:id', spec: groups },
  'locationGroups.create': { method: 'POST', path: '/bridgesys/LocationGroups', spec: groups },
  'locationGroups.update': { method: 'PUT', path: '/bridgesys/LocationGroups/:id', spec: groups },

  'locationAdmin.get': { method: 'GET', path: '/bridgesys/LocationMgmtAdmin', spec: locationAdmin },
  'locationAdmin.update': { method: 'PUT', path: '/bridgesys/LocationMgmtAdmin', spec: locationAdmin },

  'bids.list': { method: 'GET', path: '/bridgesys/Bids', spec: bids },
  'bids.create': { method: 'POST', path: '/bridgesys/Bids', spec: bids },
  'bids.propertyValues': { method: 'GET', path: '/bridgesys/Bids/PropertyValues', spec: bids },
  'bids.get': { method: 'GET', path: '/bridgesys/Bids/:id', spec: bids },
  'bids.update': { method: 'PUT', path: '/bridgesys/Bids/:id', spec: bids },
  'bids.changeHistory': { method: 'POST', path: '/bridgesys/Bids/GetChangeHistoryBids', spec: bids },
  'bids.usersByDate': { method: 'POST', path: '/bridgesys/Bids/GetUsersByDate', spec: bids },
  'bids.export': { method: 'POST', path: '/bridgesys/Bids_Export', spec: bids },
  'bidAdmin.get': { method: 'GET', path: '/bridgesys/BidTrackerAdmin', spec: bids },
  'bidAdmin.update': { method: 'PUT', path: '/bridgesys/BidTrackerAdmin', spec: bids },

  'quoteRequests.list': { method: 'GET', path: '/bridgesys/QuoteRequests', spec: quotes },
  'quoteRequests.get': { method: 'GET', path: '/bridgesys/QuoteRequests/:id', spec: quotes },

  'surveys.averageScores': { method: 'POST', path: '/bridgesys/Surveys/AverageScores', spec: surveys },
  'surveys.byCategory': { method: 'POST', path: '/bridgesys/Surveys/SurveysByCategories', spec: surveys },
  'surveys.byCustomer': { method: 'POST', path: '/bridgesys/Surveys/SurveyByIndividualCustomer', spec: surveys },
  'surveys.export': { method: 'POST', path: '/bridgesys/Surveys/SurveysByExport', spec: surveys },
  'surveys.exportPdf': {
    method: 'POST',
    path: '/bridgesys/Surveys/SurveyByIndividualCustomerExport',
    spec: surveys,
  },

  'holidays.list': { method: 'GET', path: '/bridgesys/Holidays', spec: holidays },
  'holidays.types': { method: 'GET', path: '/bridgesys/Holidays/HolidayTypes', spec: holidays },
  'holidays.get': { method: 'GET', path: '/bridgesys/Holidays/:id', spec: holidays },
  'holidays.create': { method: 'POST', path: '/bridgesys/Holidays', spec: holidays },
  'holidays.update': { method: 'PUT', path: '/bridgesys/Holidays/:id', spec: holidays },

  'reports.ranking': { method: 'GET', path: '/bridgesys/RankingReports', spec: reports },
  'reports.rankingExport': {
    method: 'POST',
    path: '/bridgesys/RankingReports/RankingReportsByExport',
    spec: reports,
  },
  'reports.inactive': { method: 'POST', path: '/bridgesys/InactiveReports', spec: reports },
  'reports.inactiveExport': {
    method: 'POST',
    path: '/bridgesys/InactiveReports/InactiveReportsByExport',
    spec: reports,
  },

  'sowTypes.list': { method: 'GET', path: '/bridgesys/SOWprojecttypes', spec: sowTemplates },
  'sowTypes.get': { method: 'GET', path: '/bridgesys/SOWprojecttypes/:id', spec: sowTemplates },
  'sowTypes.create': { method: 'POST', path: '/bridgesys/SOWprojecttypes', spec: sowTemplates },
  'sowTypes.update': { method: 'PUT', path: '/bridgesys/SOWprojecttypes/:id', spec: sowTemplates },
  'sowTypes.delete': { method: 'PUT', path: '/bridgesys/DeleteSOWprojecttype/:id', spec: sowTemplates },
  'sowTabs.list': { method: 'GET', path: '/bridgesys/SOWprojecttabs/:projectTypeId', spec: sowTemplates },
  'sowTabs.create': { method: 'POST', path: '/bridgesys/SOWprojecttabs/:projectTypeId', spec: sowTemplates },
  'sowTabs.update': { method: 'PUT', path: '/bridgesys/SOWprojecttabs/:projectTypeId/:tabId', spec: sowTemplates },
  'sowTabs.delete': { method: 'PUT', path: '/bridgesys/DeleteSOWprojecttab/:tabId', spec: sowTemplates },
  'sowQuestions.list': { method: 'GET', path: '/bridgesys/SOWprojecttabquestions/:tabId', spec: sowTemplates },
  'sowQuestions.create': { method: 'POST', path: '/bridgesys/SOWprojecttabquestions/:tabId', spec: sowTemplates },
  'sowQuestions.update': {
    method: 'PUT',
    path: '/bridgesys/SOWprojecttabquestions/:tabId/:questionId',
    spec: sowTemplates,
  },
  'sowQuestions.delete': { method: 'PUT', path: '/bridgesys/DeleteSOWTabQuestions/:questionId', spec: sowTemplates },
  'sowOptions.list': { method: 'GET', path: '/bridgesys/SOWtabquestionoptions/:questionId', spec: sowTemplates },
  'sowOptions.create': { method: 'POST', path: '/bridgesys/SOWtabquestionoptions/:questionId', spec: sowTemplates },
  'sowOptions.update': {
    method: 'PUT',
    path: '/bridgesys/SOWtabquestionoptions/:questionId/:optionId',
    spec: sowTemplates,
  },
  'sowOptions.delete': { method: 'PUT', path: '/bridgesys/DeleteSOWQuestionOptions/:optionId', spec: sowTemplates },

  'sow.list': { method: 'POST', path: '/bridgesys/SOWprojects', spec: sowProjects },
  'sow.answers': { method: 'GET', path: '/bridgesys/SOWprojectsanswers/:projectId', spec: sowProjects },
  'sow.delete': { method: 'PUT', path: '/bridgesys/DeleteSOWprojects/:projectId', spec: sowProjects },
  'sow.exportPdf': { method: 'GET', path: '/bridgesys/ExportSOWproject/:projectId', spec: sowProjects },
  'sow.templates': { method: 'GET', path: '/bridgesys/SOWprojecttypetemplate', spec: sowProjects },
  'sow.create': { method: 'POST', path: '/bridgesys/SOWproject/:projectTypeId', spec: sowProjects },
  'sow.update': { method: 'PUT', path: '/bridgesys/SOWprojects/:projectId', spec: sowProjects },
});
export type AdminCallId = keyof typeof adminCalls;
