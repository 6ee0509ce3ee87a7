/**
 * Texts of the Background Jobs screen (back-office-products.md §2 "Background Jobs (/JobsList)",
 * §4, §5). Quoted texts are verbatim; the shared ones come from ../records/messages. Texts the
 * specification describes without quoting are marked "not quoted".
 */
export { jobMessages, jobQueuedMessages, jobTypeLabels, recordsHeadings, recordsMessages } from '../records/messages';

export const backgroundJobsMessages = {
  /** Not quoted: the screen's heading. */
  heading: 'Background Jobs',
  retrieveHeading: 'Retrieve a Job Status',
  createHeading: 'Create a new Job',
  /** Not quoted: the selectors' labels. */
  jobFilter: 'Job',
  jobId: 'Job ID',
  /** Not quoted: why the Job ID field is flagged. */
  jobIdRequired: 'Enter a Job ID.',
  retrieve: 'Retrieve/Refresh',
  refresh: 'Refresh',
  jobType: 'Job Type',
  create: 'Create',
  /** Not quoted: the table of jobs created on this screen. */
  createdJobs: 'Created Jobs',
  jobsTable: 'Background Jobs',
  columns: {
    id: 'ID',
    jobType: 'JobType',
    status: 'Status',
    completion: 'Completion %',
    initiatedBy: 'InitiatedBy',
    start: 'StartDateTime',
    end: 'EndDateTime',
    duration: 'Duration',
    fileDescription: 'File Description',
    file: 'File',
    fileSummary: 'File Summary',
  },
  download: 'Download',
  reprocess: 'Reprocess',
  viewSummary: 'View summary',
  fileSummary: 'File Summary',
  /** Not quoted: the File Summary modal's count line and error table. */
  recordsLoaded: (count: number | string) => `Records loaded successfully: ${count}`,
  errorRecords: 'Error records',
  errorColumns: { row: 'Row', productMasterId: 'Product Master ID', message: 'Error' },
  noErrors: 'No error records.',
  rawOutput: 'Output',
  close: 'Close',
  ok: 'Ok',
  /** Not quoted: the Reprocess result dialog's title. */
  reprocessTitle: 'Reprocess',
  /** Not quoted: the created job's line. */
  jobCreated: (jobId: number) => `Job #${jobId} created.`,
  loading: 'Loading…',
  /** Not quoted: a File Description for a type 4 job (its list filters) and a type 5 job (its file). */
  exportDescription: (listType: string) => `Unprocessed records export (List Type ${listType})`,
} as const;
