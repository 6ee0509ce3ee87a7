import { format, subMonths } from 'date-fns';
import { HISTORY_DEFAULT_START_MONTHS_BACK, HISTORY_FIRST_PAGE, HISTORY_PAGE_SIZE } from '../constants';
import type { ChangeHistoryRecord } from '../../api/admin/common';

/** The day format a history request's date filter travels in (api/admin users and bids: YYYY-MM-DD). */
export const HISTORY_DATE_FORMAT = 'yyyy-MM-dd';

/** §9 "Default history start: one month before today", as YYYY-MM-DD. */
export function defaultHistorySince(today: Date): string {
  return format(subMonths(today, HISTORY_DEFAULT_START_MONTHS_BACK), HISTORY_DATE_FORMAT);
}

/** §5 "History records with from equal to to are hidden". */
export function visibleHistoryRecords(records: readonly ChangeHistoryRecord[]): ChangeHistoryRecord[] {
  return records.filter((record) => record.from !== record.to);
}

/** §9 "Load More appears while 25 times the page is less than the total" (pages count from 1). */
export function canLoadMore(page: number, total: number): boolean {
  return HISTORY_PAGE_SIZE * (page - HISTORY_FIRST_PAGE + 1) < total;
}
