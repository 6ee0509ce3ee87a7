/**
 * back-office-products.md §9 (and §3 for the codes): numbers and codes of the unprocessed
 * records, reporting, advanced search, product view and background jobs screens.
 */

/** §9: unprocessed records, reporting and search show 100 rows per page. */
export const RECORDS_PAGE_SIZE = 100;
/** §9: the background job list shows 50 jobs per page. */
export const JOBS_PAGE_SIZE = 50;
/** §9: unprocessed list pages (and the others') start at 1. */
export const FIRST_PAGE = 1;

/** §9: Load More shows when the total exceeds 100 times the current page number. */
export function hasMoreRecords(totalCount: number, currentPage: number): boolean {
  return totalCount > RECORDS_PAGE_SIZE * currentPage;
}
/** §9: Load More shows while pages x 50 exceeds the current page x 50. */
export function hasMoreJobPages(pages: number, currentPage: number): boolean {
  return pages * JOBS_PAGE_SIZE > currentPage * JOBS_PAGE_SIZE;
}

/** §9 polling and timing. */
export const JOB_STATUS_POLL_MS = 100;
export const PRODUCT_VIEW_POLL_MS = 100;
/** §9: the busy indicator hides 1000 ms after a job is queued. */
export const BUSY_HIDE_AFTER_QUEUE_MS = 1000;
/** §9: time display subtracts five hours from the hour. */
export const DISPLAY_HOUR_OFFSET = -5;

/** §9: sort order sent with every list call; 'Unspecified' by default. */
export const SORT_ORDERS = ['Unspecified', 'Ascending', 'Descending'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
export const DEFAULT_SORT_ORDER: SortOrder = 'Unspecified';

/** §2, §9: value of a dropdown's 'Select' placeholder, and what it is sent as. */
export const SELECT_OPTION = 'Select';
export const SELECT_VALUE = '0';

/** §2, §9 list type codes (filter values 0-3). */
export const LIST_TYPES = {
  select: 0,
  missingTemplate: 1,
  missingSupplemental: 2,
  missingAs400Attribute: 3,
} as const;
export type ListType = (typeof LIST_TYPES)[keyof typeof LIST_TYPES];

/** §9 advanced report filters (0 is 'Select'). */
export const ADVANCED_REPORT_FILTERS = {
  select: 0,
  missingImages: 1,
  sameSku: 2,
  sameUrl: 3,
  withOverrides: 4,
  multipleTemplates: 5,
} as const;
export type AdvancedReportFilter =
  (typeof ADVANCED_REPORT_FILTERS)[keyof typeof ADVANCED_REPORT_FILTERS];

/** §3, §9 background job types 1 to 6. */
export const JOB_TYPES = {
  as400: 1,
  templatePreprocessor: 2,
  userImport: 3,
  supplementalExport: 4,
  supplementalImport: 5,
  deleteSupplemental: 6,
} as const;
export type JobType = (typeof JOB_TYPES)[keyof typeof JOB_TYPES];
export const ALL_JOB_TYPES: readonly JobType[] = [1, 2, 3, 4, 5, 6];
/** §2: only these can be created from the Create a new Job panel. */
export const CREATABLE_JOB_TYPES = [
  JOB_TYPES.as400,
  JOB_TYPES.templatePreprocessor,
  JOB_TYPES.userImport,
] as const;
export type CreatableJobType = (typeof CREATABLE_JOB_TYPES)[number];
/** The job list's 'All' choice, sent as job type 0. */
export const ALL_JOBS_FILTER = 0;

/** §4: status texts a job reports. Anything containing 'Complete' counts as complete. */
export const JOB_STATUSES = {
  queued: 'Queued',
  running: 'Running',
  completed: 'Completed',
  errored: 'Errored',
} as const;
export type JobStatus = (typeof JOB_STATUSES)[keyof typeof JOB_STATUSES];

/** §9 publish status codes. */
export const PUBLISH_STATUSES = {
  notPublished: 0,
  firstWebsite: 1,
  secondWebsite: 2,
  both: 3,
} as const;
export type PublishStatus = (typeof PUBLISH_STATUSES)[keyof typeof PUBLISH_STATUSES];

/** §9: the three stock locations, in screen order, with the product's quantity field for each. */
export const STOCK_LOCATIONS = [
  { name: 'Springfield', quantityField: 'brqtyaspr' },
  { name: 'Elkridge', quantityField: 'brqtyaelk' },
  { name: 'Raleigh', quantityField: 'brqtyaral' },
] as const;

/** §9: import accepts only .xlsx; progress runs 0-100. */
export const IMPORT_FILE_EXTENSION = '.xlsx';
export const XLSX_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const PROGRESS_MIN = 0;
export const PROGRESS_MAX = 100;

/** §9 export file names. The reporting one is fixed but not given (docs/decisions.md). */
export const exportFileNames = {
  unprocessedRecords: (jobId: number) => `Unprocessed_Records_Export_${jobId}.xlsx`,
  reporting: 'Reporting_Export.xlsx',
} as const;

/**
 * §5 Unprocessed import: the columns an import sheet (and an export) starts with, in order;
 * the template's supplemental brick names follow.
 */
export const UNPROCESSED_SHEET_COLUMNS = [
  'BRPRID',
  'BRMFG',
  'BRLIN',
  'BRPART',
  'BRDES1',
  'BRDES2',
  'BRDES3',
  'TEMPLATE NAME',
] as const;
export type UnprocessedSheetColumn = (typeof UNPROCESSED_SHEET_COLUMNS)[number];
