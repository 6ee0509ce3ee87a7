import { fetchBids } from '../../api/admin/bids';
import { createListMachine } from '../../staff/list/list.machine';
import { bidRowsOf, sortNewestFirst, type BidRow } from './rules';

/** The Bid Tracker list (GET Bids) on the shared list machine: load, retry, reload after a save. */
export const bidsListMachine = createListMachine<BidRow>({
  id: 'bidsList',
  load: (signal) => fetchBids(signal).then(bidRowsOf),
  sort: sortNewestFirst,
});
