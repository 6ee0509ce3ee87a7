// Bid Tracker Admin (back-office-admin.md §2, §4 and §5 "Location and bid admin lists", §7 BidTrackerAdmin).
export { adminEmailLabel, bidAdminListDefinitions, bidAdminMachine, bidAdminPayload, bidAdminToLists } from './bidAdmin';
export { bidAdminMessages } from './messages';
