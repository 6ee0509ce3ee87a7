export { BidTrackerAdmin, type BidTrackerAdminProps } from './BidTrackerAdmin';
