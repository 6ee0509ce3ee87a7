import { HISTORY_FIRST_PAGE, HISTORY_PAGE_SIZE } from '@joinery/flows/admin';
import type { ChangeHistoryRecord } from '@joinery/flows/api/admin/common';
import { isoDateTime, parseDay } from '../../data/admin/dates';
import type { StoredChange } from '../../data/admin/users';
import { failure } from './http';

export interface HistoryQuery {
  since?: string | undefined;
  author?: string | undefined;
  pageIndex: number;
  pageSize?: number | undefined;
}

function since(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const day = parseDay(value);
  if (!day) throw failure(400, `The date ${value} is not a valid date.`);
  return isoDateTime(day);
}

/**
 * One page of a record's change history, newest first: changes on or after `since`, by `author`
 * when one is named. Pages are numbered from 1 (HISTORY_FIRST_PAGE). Records whose from equals
 * to are returned too: hiding them is the screen's rule (§5).
 */
export function historyPage(
  changes: StoredChange[],
  query: HistoryQuery,
): { totalRecords: number; records: ChangeHistoryRecord[] } {
  const from = since(query.since);
  const pageSize = query.pageSize ?? HISTORY_PAGE_SIZE;
  if (!Number.isInteger(query.pageIndex) || query.pageIndex < HISTORY_FIRST_PAGE || pageSize < 1) {
    throw failure(400, 'pageIndex starts at 1 and pageSize must be positive.');
  }
  const matching = changes
    .filter((c) => (!from || c.changeDate >= from) && (!query.author || c.user === query.author))
    .sort((a, b) => b.changeDate.localeCompare(a.changeDate) || b.id - a.id);
  const start = (query.pageIndex - HISTORY_FIRST_PAGE) * pageSize;
  return {
    totalRecords: matching.length,
    records: matching.slice(start, start + pageSize).map(({ changeDate, user, changeField, from, to }) => ({ changeDate, user, changeField, from, to })),
  };
}

/** The distinct authors of changes on or after `since`, alphabetical. */
export function historyAuthorsSince(changes: StoredChange[], sinceDay: string | undefined): string[] {
  const from = since(sinceDay);
  return [...new Set(changes.filter((c) => !from || c.changeDate >= from).map((c) => c.user))].sort();
}

/** History records for the fields a save changed, authored by whoever saved. */
export function changesBetween<T extends object>(
  before: T,
  after: T,
  labels: Partial<Record<keyof T, string>>,
  author: string,
  subjectId: number,
  firstId: number,
  at: Date,
): StoredChange[] {
  const out: StoredChange[] = [];
  for (const [key, label] of Object.entries(labels) as Array<[keyof T, string]>) {
    const from = String(before[key] ?? '');
    const to = String(after[key] ?? '');
    if (from !== to) {
      out.push({ id: firstId + out.length, subjectId, changeDate: isoDateTime(at), user: author || 'Unknown', changeField: label, from, to });
    }
  }
  return out;
}
