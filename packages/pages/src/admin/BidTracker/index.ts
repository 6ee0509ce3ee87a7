export { BidTracker, bidIdFromPath, BID_LIST_PATH, type BidTrackerProps } from './BidTracker';
export { BidDialog, type BidDialogProps } from './BidDialog';
