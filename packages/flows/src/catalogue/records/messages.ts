/**
 * back-office-products.md texts for the unprocessed records, reporting, advanced search,
 * product view, override editor and background jobs screens. Verbatim, typos included.
 */

// §8's error dialog by HTTP status is shared by every back-office screen: see
// packages/flows/src/errorDialog (describeError).

/** §8 Other texts that these screens show. */
export const recordsMessages = {
  /** §5, §8: wrong import file type (typo 'wtih' as shown). */
  wrongFileType: 'The File uploaded must be an excel spreadsheet wtih the file extension .xlsx',
  noRecords: 'No Records',
  importErrorListTitle: 'Error List',
  importCompletedWithErrors: 'Import Completed With Errors Records Found',
  exportingBusy: 'Exporting Data, Please Wait....',
  importingBusy: 'Importing Data, please wait',
  ok: 'Ok',
  loadMore: 'Load More',
  /** §2: 'N Results (Viewing 1-M of N)'. */
  resultsCounter: (total: number, viewingTo: number) =>
    `${total} Results (Viewing 1-${viewingTo} of ${total})`,
  /** §2: the link shown after an import or export job is queued. */
  jobLink: (jobId: number) => `/prod-mgmt/jobslist/${jobId}`,
} as const;

/**
 * §7 says a successful import "says the import background job # was successfully added to the
 * queue" without quoting it; these are the server's status messages in that wording.
 */
export const jobQueuedMessages = {
  import: (jobId: number) =>
    `The import background job #${jobId} was successfully added to the queue`,
  export: (jobId: number) =>
    `The export background job #${jobId} was successfully added to the queue`,
  created: (jobId: number) => `The background job #${jobId} was successfully added to the queue`,
} as const;

/** §2 headings of the screens (also the headings of their 'No Records' notices). */
export const recordsHeadings = {
  unprocessed: 'Unprocessed Records',
  reporting: 'Reporting',
  advancedSearch: 'Advanced Search',
  advancedSearchTitle: 'Advanced Search - Products',
  retrieveJob: 'Retrieve a Job Status',
  createJob: 'Create a new Job',
  fileSummary: 'File Summary',
  differentTemplate: 'Products with a different Template ID',
} as const;

/** §2, §9 names of the codes the screens offer. */
export const listTypeLabels = {
  0: 'Select',
  1: 'Missing Template',
  2: 'Missing Supplemental',
  3: 'Missing AS400Attribute',
} as const;
export const jobTypeLabels = {
  1: 'AS400',
  2: 'Template Preprocessor',
  3: 'User Import',
  4: 'Supplemental Export',
  5: 'Supplemental Import',
  6: 'Delete Supplemental',
} as const;
/** §4 Background jobs: how a status is shown. */
export const jobMessages = {
  /** A type 5 job that Errored is displayed this way. */
  completeWithErrors: 'Complete w/ Errors',
  /** Record count shown when a job's output is not JSON. */
  unknownRecordCount: '?',
  all: 'All',
  jobId: 'Job ID',
} as const;

/** §2, §8 Override editor. */
export const overrideMessages = {
  clearAll: 'Clear All Overrides',
  submit: 'Submit Changes',
  confirmSubmit: 'Are you sure you want to submit these changes?',
  confirmClearAll: 'Are you sure you want to remove all overrides?',
  cancel: 'Cancel',
  yes: 'Yes',
} as const;

/** §5 Override editor validation (checked on leaving the field). */
export const overrideValidationMessages = {
  required: 'Required field',
  date: 'Enter in date format',
  integer: 'Entered value must be an integer',
  decimal: 'Entered value must be a decimal number',
} as const;

/** §2 Product view: the placeholder picture and the disabled panels' note. */
export const productViewMessages = {
  noImage: 'noimage',
  toBeDone: 'TBD',
} as const;

/**
 * The embedded back end's own wording (the specification says "not shown") for its 400 replies
 * and for the rows an import rejects; screens show them as they come.
 */
export const recordsServerMessages = {
  listTypeInvalid: 'The List Type must be 0, 1, 2 or 3.',
  listTypeRequired: 'Choose a List Type to export.',
  templateRequired:
    'Choose a published or unpublished template to export Missing Supplemental records.',
  publishedTemplateRequired:
    'Choose a published template to export Missing AS400Attribute records.',
  unknownTemplate: (id: string) => `Template ${id} does not exist.`,
  templateNotPublished: (name: string) => `Template '${name}' is not published.`,
  templatePublished: (name: string) => `Template '${name}' is published.`,
  unknownSortColumn: (column: string) => `Records cannot be sorted by '${column}'.`,
  pageIndexInvalid: 'The page index must be 1 or more.',
  noImportFile: 'Choose an .xlsx file to import.',
  unreadableWorkbook:
    'The spreadsheet could not be read. Check that it is a valid .xlsx file and try again.',
  missingColumn: (column: string) =>
    `File format error: the ${column} column is missing. Nothing was loaded.`,
  unknownBrickColumn: (column: string) =>
    `File format error: '${column}' is not a supplemental brick. Nothing was loaded.`,
  noRows: 'The spreadsheet has no rows to import.',
  storedFileNotFound: (fileName: string) => `No stored import file is named '${fileName}'.`,
  notAnImportJob: (jobId: number) => `Job ${jobId} is not a Supplemental Import job.`,
  noRecordsToExport: 'No records match the export filters; nothing was exported.',
  jobTypeInvalid: 'The job type must be 0 (all) or 1 to 6.',
  jobTypeNotCreatable:
    'Only AS400 (1), Template Preprocessor (2) and User Import (3) jobs can be created.',
  jobNotFound: (jobId: string | number) => `Background job ${jobId} was not found.`,
  jobHasNoFile: (jobId: number) => `Background job ${jobId} has no file.`,
  jobFileNotReady: (jobId: number) => `Background job ${jobId} has not finished its file yet.`,
  productNotFound: (id: string | number) => `Product ${id} was not found.`,
  productHasNoTemplate: (id: number) => `Product ${id} is not assigned to a template yet.`,
  overridesChanged: 'The overrides were changed by someone else since they were loaded.',
  overrideNotAllowed: (field: string) => `'${field}' cannot be overridden.`,
  overrideInvalid: (field: string, message: string) => `${field}: ${message}`,
  overrideBoolean: 'Choose true or false',
  overridesNotAnObject: 'The overrides must be an object of field names and values.',
} as const;

/** Why an import row was not loaded (the File Summary's error records). */
export const importRowMessages = {
  missingValue: (column: string) => `${column} is empty.`,
  productIdInvalid: (value: string) => `BRPRID '${value}' is not a number.`,
  productNotFound: (id: number) => `Product Master ID ${id} was not found.`,
  duplicateProduct: (id: number, firstRow: number) =>
    `Product Master ID ${id} is also on row ${firstRow}.`,
  columnMismatch: (column: string, value: string, expected: string) =>
    `${column} '${value}' does not match the product's ${column} '${expected}'.`,
  templateNotFound: (name: string) => `Template '${name}' was not found.`,
  ownedByOtherTemplate: (templateName: string) =>
    `The product belongs to template '${templateName}'.`,
  brickNotInTemplate: (brick: string, templateName: string) =>
    `'${brick}' is not a supplemental brick of template '${templateName}'.`,
  invalidBrickValue: (value: string, brick: string) =>
    `'${value}' is not a value of brick '${brick}'.`,
} as const;

/** §2: the seven columns of Reporting and Advanced Search ({product} SKU is Joinery SKU). */
export const searchColumnLabels = {
  brmfg: 'Manufacturer',
  brlin: 'Line Code',
  brpart: 'Part Number',
  JoinerySKU: 'Joinery SKU',
  name: 'Product Name',
  brprcod: 'Product Code',
  brupc: 'UPC',
} as const;

/** §2: the columns of the Unprocessed Records table. */
export const unprocessedColumnLabels = {
  brprid: 'BRPRID',
  brmfg: 'BRMFG',
  brlin: 'BRLIN',
  brpart: 'BRPART',
  brdes1: 'BRDES1',
  brdes2: 'BRDES2',
  brdes3: 'BRDES3',
  templateid: 'TEMPLATEID',
  templatename: 'TEMPLATE NAME',
  supplemental_missing: 'SUPP MISSING',
} as const;
