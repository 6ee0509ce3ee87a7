import { describe, expect, it } from 'vitest';
import type { Bid, BidList } from '../../api/admin/bids';
import { bidExportRequest, bidRowsOf, bidSortValue, bidStatusCounts, statusFilterCounts, visibleBids } from './rules';

const bid = (id: number, status: string, statusId: number, submitted: string): Bid =>
  ({ id, bidStatusName: status, bidStatusId: statusId, submissionDate: submitted, margin: id, salesPerson: `S${id}` }) as unknown as Bid;

const list: BidList = {
  activeBids: {
    'Waiting Approval': [bid(1, 'Waiting Approval', 1, '2026-11-01T10:00:00'), bid(4, 'Waiting Approval', 1, '2026-11-20T10:00:00')],
    'On Hold': [bid(2, 'On Hold', 5, '2026-10-01T10:00:00')],
  },
  archiveBids: { Awarded: [bid(3, 'Awarded', 6, '2026-11-10T10:00:00')] },
  statusFilters: [],
  bidStatusFilters: [],
};

describe('bid list rules', () => {
  const rows = bidRowsOf(list);

  it('lists bids under Active or Archive by status, newest submission first', () => {
    expect(rows.map((r) => [r.id, r.listedUnder])).toEqual([
      [4, 'Active'],
      [3, 'Archive'],
      [1, 'Active'],
      [2, 'Active'],
    ]);
  });

  it('counts each Status and each bid status under it', () => {
    expect(statusFilterCounts(rows)).toEqual([
      { filter: 'Active', count: 3 },
      { filter: 'Archive', count: 1 },
    ]);
    expect(bidStatusCounts(rows, 'Active')).toEqual([
      { filter: 'Waiting Approval', count: 2 },
      { filter: 'On Hold', count: 1 },
    ]);
    expect(bidStatusCounts(rows, 'Archive')).toEqual([{ filter: 'Awarded', count: 1 }]);
  });

  it('filters by Status and bid status', () => {
    expect(visibleBids(rows, { status: 'Active', bidStatus: undefined }).map((r) => r.id)).toEqual([4, 1, 2]);
    expect(visibleBids(rows, { status: 'Active', bidStatus: 'On Hold' }).map((r) => r.id)).toEqual([2]);
    expect(visibleBids(rows, { status: 'Archive', bidStatus: undefined }).map((r) => r.id)).toEqual([3]);
  });

  it('exports the statuses shown, naming the active ones', () => {
    expect(bidExportRequest(rows, { status: 'Active', bidStatus: undefined })).toEqual({
      StatusNames: ['Waiting Approval', 'On Hold'],
      ActiveStatusNames: ['Waiting Approval', 'On Hold'],
    });
    expect(bidExportRequest(rows, { status: 'Archive', bidStatus: 'Awarded' })).toEqual({
      StatusNames: ['Awarded'],
      ActiveStatusNames: ['Waiting Approval', 'On Hold'],
    });
  });

  it('sorts by each key', () => {
    const b = rows[0] as Bid;
    expect(bidSortValue(b, 'SUBMIT')).toBe('2026-11-20T10:00:00');
    expect(bidSortValue(b, 'MARGIN')).toBe(4);
    expect(bidSortValue(b, 'SALES')).toBe('s4');
  });
});
