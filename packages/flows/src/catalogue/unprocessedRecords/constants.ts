/**
 * back-office-products.md §4, §9 numbers of the Unprocessed Records screen. Page size, first
 * page, the 1000 ms busy-indicator delay and the job-poll cadence live in ../records/constants.
 */
export {
  BUSY_HIDE_AFTER_QUEUE_MS,
  FIRST_PAGE,
  JOB_STATUS_POLL_MS,
  RECORDS_PAGE_SIZE,
} from '../records/constants';

/**
 * Not shown: how soon typing in Part# or Description refetches the list. Half a second after
 * the last key (docs/decisions.md).
 */
export const TEXT_FILTER_DEBOUNCE_MS = 500;
