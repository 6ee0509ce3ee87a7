/** back-office-products.md §9 numbers of the Background Jobs screen. */
export { FIRST_PAGE, JOB_STATUS_POLL_MS, JOBS_PAGE_SIZE } from '../records/constants';

/** The retrieve selector's Job ID choice (the job types are 1-6, All is 0). */
export const JOB_ID_FILTER = 'id' as const;
