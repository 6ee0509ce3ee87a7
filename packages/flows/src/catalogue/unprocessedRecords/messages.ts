/**
 * Texts of the Unprocessed Records screen (back-office-products.md §2, §5, §8). Quoted texts are
 * verbatim; the shared ones come from ../records/messages. Texts the specification describes
 * without quoting are marked "not quoted".
 */
export {
  jobQueuedMessages,
  listTypeLabels,
  recordsMessages,
  unprocessedColumnLabels,
} from '../records/messages';

export const unprocessedMessages = {
  heading: 'Unprocessed Records',
  /** Not quoted: §2 "a description line and a note that fields marked * are required for export". */
  description:
    'Legacy records that have no template, or that are missing supplemental data or AS400 attributes.',
  requiredNote: 'Fields marked * are required for export.',
  filtersLabel: 'Filters',
  labels: {
    listType: 'List Type*',
    publishedTemplate: 'Published Template*',
    unpublishedTemplate: 'Unpublished Template*',
    manufacturer: 'Manufacturer Code (iSeries)',
    productLine: 'Line Code (iSeries)',
    part: 'Part#',
    description: 'Description',
  },
  select: 'Select',
  clear: 'Clear',
  export: 'Export',
  import: 'Import',
  /** Not quoted: the file chooser's name. */
  chooseFile: 'Choose an .xlsx file to import',
  /** Not quoted: the info tooltip's trigger. */
  specifications: 'Import and export specifications',
  /** §5 Unprocessed import / export rules, as the info tooltip states them. */
  tooltip: {
    exportHeading: 'Export',
    export: [
      'A List Type is required.',
      'For Missing Supplemental, a published or unpublished template must be chosen.',
      'For Missing AS400Attribute, a published template must be chosen.',
    ],
    importHeading: 'Import',
    import: [
      'The file must be an excel spreadsheet with the file extension .xlsx.',
      'Required columns: Product Master ID (BRPRID), manufacturer code (BRMFG), product line code (BRLIN), manufacturer part number (BRPART), descriptions 1-3 (BRDES1, BRDES2, BRDES3), template name (TEMPLATE NAME) and the supplemental data fields.',
      'Supplemental header names must be valid bricks for the template.',
      'If a header is missing, a format error is returned and nothing loads.',
      'Rows with invalid data are not loaded; an error report is provided after import.',
    ],
  },
  /** Not quoted: why Export is disabled (§5). */
  exportReasons: {
    listType: 'Choose a List Type to export.',
    template: 'Choose a published or unpublished template to export Missing Supplemental records.',
    publishedTemplate: 'Choose a published template to export Missing AS400Attribute records.',
    busy: 'Wait for the current import or export to finish.',
  },
  /** Not quoted: titles of the modals of §2. */
  importQueuedTitle: 'Import queued',
  exportQueuedTitle: 'Export queued',
  wrongFileTypeTitle: 'Wrong file type',
  /** Not quoted: the link to the queued job. */
  viewJob: (jobId: number) => `View background job #${jobId}`,
  uploadProgress: 'Upload progress',
  /** Not quoted: the export's progress (§2/§4), running until the job is queued. */
  exportProgress: 'Export progress',
  errorListColumns: { row: 'Row', productMasterId: 'Product Master ID', message: 'Error' },
  /** Not quoted: the table cell of SUPP MISSING. */
  yes: 'Yes',
  no: 'No',
  loading: 'Loading…',
} as const;
