import type { Bid, BidExportRequest, BidList } from '../../api/admin/bids';
import { BID_STATUS_FILTERS, type BidSortKey, type BidStatusFilter } from '../constants';

/** A bid as the list shows it: under Active or Archive by its status name (§4 Bid). */
export type BidRow = Bid & { listedUnder: BidStatusFilter };

/** The §3 list data as rows, newest submission first (§9). */
export function bidRowsOf(list: BidList): BidRow[] {
  const rows: BidRow[] = [];
  for (const bid of Object.values(list.activeBids).flat()) rows.push({ ...bid, listedUnder: 'Active' });
  for (const bid of Object.values(list.archiveBids).flat()) rows.push({ ...bid, listedUnder: 'Archive' });
  return sortNewestFirst(rows);
}

export function sortNewestFirst<T extends Pick<Bid, 'submissionDate' | 'id'>>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => b.submissionDate.localeCompare(a.submissionDate) || b.id - a.id);
}

export interface FilterOption {
  filter: string;
  count: number;
}

/** Filter by Status: Active and Archive with their counts. */
export function statusFilterCounts(rows: readonly BidRow[]): FilterOption[] {
  return BID_STATUS_FILTERS.map((filter) => ({ filter, count: rows.filter((r) => r.listedUnder === filter).length }));
}

/** Filter by Bid Status: each status listed under the chosen Status, with its count, in status order. */
export function bidStatusCounts(rows: readonly BidRow[], status: BidStatusFilter): FilterOption[] {
  const counts = new Map<string, { id: number; count: number }>();
  for (const row of rows) {
    if (row.listedUnder !== status) continue;
    const entry = counts.get(row.bidStatusName) ?? { id: row.bidStatusId, count: 0 };
    entry.count += 1;
    counts.set(row.bidStatusName, entry);
  }
  return [...counts.entries()].sort((a, b) => a[1].id - b[1].id).map(([filter, { count }]) => ({ filter, count }));
}

export interface BidFilters {
  status: BidStatusFilter;
  /** A bid status name; undefined for all. */
  bidStatus: string | undefined;
}

export function visibleBids(rows: readonly BidRow[], filters: BidFilters): BidRow[] {
  return rows.filter((r) => r.listedUnder === filters.status && (filters.bidStatus === undefined || r.bidStatusName === filters.bidStatus));
}

/**
 * POST Bids_Export: StatusNames are the statuses the list shows (the chosen bid status, or every
 * status under the chosen Status); ActiveStatusNames the statuses listed under Active.
 */
export function bidExportRequest(rows: readonly BidRow[], filters: BidFilters): BidExportRequest {
  const names = (status: BidStatusFilter) => bidStatusCounts(rows, status).map((o) => o.filter);
  return {
    StatusNames: filters.bidStatus === undefined ? names(filters.status) : [filters.bidStatus],
    ActiveStatusNames: names('Active'),
  };
}

/** §2: what each sort key sorts by (dates by their ISO value, amounts as numbers). */
export function bidSortValue(bid: Bid, key: BidSortKey): string | number {
  switch (key) {
    case 'SUBMIT':
      return bid.submissionDate;
    case 'SALES':
      return bid.salesPerson.toLowerCase();
    case 'COMPANY':
      return bid.companyName.toLowerCase();
    case 'PROJECT':
      return bid.projectName.toLowerCase();
    case 'PROJECTOWNER':
      return bid.projectOwner.toLowerCase();
    case 'MARGIN':
      return bid.margin;
    case 'DOORSTYLE':
      return bid.quotedDoorStyle.toLowerCase();
    case 'CABINETFINISH':
      return bid.cabinetDoorFinish.toLowerCase();
    case 'UNITS':
      return bid.numberOfUnits;
    case 'TYPE':
      return bid.unitTypeName.toLowerCase();
    case 'STATE':
      return bid.projectStateName.toLowerCase();
    case 'START':
      return bid.estimatedStartDate;
    case 'BID':
      return bid.bidAmount;
    case 'UPDATED':
      return bid.lastUpdatedAt;
    case 'STATUS':
      return bid.bidStatusName.toLowerCase();
  }
}
