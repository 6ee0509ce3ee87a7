import { fetchBidChangeHistory, fetchBidHistoryAuthors } from '../../api/admin/bids';
import { createChangeHistoryMachine } from '../changeHistory/changeHistory.machine';

/**
 * The bid dialog's Change History (back-office-admin.md §2 Bid Tracker "the same paging and filter
 * rules as user history", §7 POST Bids/GetChangeHistoryBids and Bids/GetUsersByDate).
 */
export const bidHistoryMachine = createChangeHistoryMachine(
  {
    loadPage: ({ subjectId, since, author, pageIndex }, signal) =>
      fetchBidChangeHistory({ bidId: subjectId, bidDate: since, user: author, pageIndex }, signal).then((reply) => ({
        totalRecords: reply.totalRecords,
        records: reply.bidChangeHistoryRecords,
      })),
    loadAuthors: ({ subjectId, since }, signal) => fetchBidHistoryAuthors({ bidId: subjectId, bidDate: since }, signal),
  },
  'bidHistory',
);
