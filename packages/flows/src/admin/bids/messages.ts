import { columnLabels, emptyNotice, exportMessages } from '../messages';

/**
 * back-office-admin.md §2 Bid Tracker: the list's texts. Heading, columns, Export, "+ Create Bid",
 * the two filters, Active/Archive and No Records are the spec's; "All" (no bid-status filter),
 * the count format and the export's progress name and failure heading are not quoted in it.
 */
export const bidTrackerMessages = {
  heading: emptyNotice.headings.bidTracker,
  noRecords: emptyNotice.text,
  columns: columnLabels.bids,
  actions: 'Actions',
  export: exportMessages.export,
  exporting: exportMessages.exporting,
  exportProgress: 'Export progress',
  exportFailed: 'Export failed',
  createBid: '+ Create Bid',
  filterByStatus: 'Filter by Status',
  filterByBidStatus: 'Filter by Bid Status',
  allBidStatuses: 'All',
  withCount: (name: string, count: number) => `${name} (${count})`,
  edit: 'Edit',
  view: (project: string) => `View ${project}`,
  loading: 'Loading bids…',
  missingList: 'The bids could not be loaded.',
} as const;
