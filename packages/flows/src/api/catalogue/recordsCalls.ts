import { defineCalls } from '../call';

const unprocessed = 'back-office-products.md §7 Unprocessed records';
const reporting = 'back-office-products.md §7 Reporting and search';
const jobs = 'back-office-products.md §7 Background jobs';

/**
 * back-office-products.md §7 Unprocessed records, Reporting and search, Background jobs.
 * Ids are `<area>.<call>`; the mock handlers and injected faults use the same ids.
 */
export const recordsCalls = defineCalls({
  // The specification does not show the plain list's endpoint; it is the first of the three
  // filter-bodied list calls (docs/decisions.md).
  'unprocessed.list': { method: 'POST', path: '/bridgesys/UnprocessedRecords', spec: unprocessed },
  'unprocessed.listPublished': {
    method: 'POST',
    path: '/bridgesys/UnprocessedRecords_Published_Templates',
    spec: unprocessed,
  },
  'unprocessed.listUnpublished': {
    method: 'POST',
    path: '/bridgesys/UnprocessedRecords_Unpublished_Templates',
    spec: unprocessed,
  },
  'unprocessed.reprocessFileName': {
    method: 'POST',
    path: '/bridgesys/UnprocessedRecords_GetReProcessFileName/:jobId',
    spec: unprocessed,
  },
  'unprocessed.import': {
    method: 'POST',
    path: '/bridgesys/UnprocessedRecords_Import',
    spec: unprocessed,
  },
  'unprocessed.exportBackground': {
    method: 'POST',
    path: '/bridgesys/UnprocessedRecords_ExportBG',
    spec: unprocessed,
  },

  'reporting.search': { method: 'POST', path: '/bridgesys/bridgereporting', spec: reporting },
  'reporting.export': {
    method: 'POST',
    path: '/bridgesys/BridgeReporting_Export',
    spec: reporting,
  },
  'search.advanced': { method: 'POST', path: '/bridgesys/advancedsearch', spec: reporting },
  'productView.get': { method: 'GET', path: '/bridgesys/Product/:productId', spec: reporting },
  'productView.overrides': {
    method: 'GET',
    path: '/bridgesys/productoverridetemplate/:productMasterId',
    spec: reporting,
  },
  'productView.saveOverrides': {
    method: 'PUT',
    path: '/bridgesys/productoverridetemplate/:productMasterId',
    spec: reporting,
  },

  'jobs.paged': { method: 'POST', path: '/bridgesys/BackgroundJobs/Paged', spec: jobs },
  'jobs.get': { method: 'GET', path: '/bridgesys/BackgroundJobs/:jobId', spec: jobs },
  'jobs.file': { method: 'GET', path: '/bridgesys/BackgroundJobs/File/:jobId', spec: jobs },
  'jobs.create': { method: 'POST', path: '/bridgesys/BackgroundJobs', spec: jobs },
});
