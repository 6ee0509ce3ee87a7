// The Bid Tracker list (back-office-admin.md §2 Bid Tracker, §3 Bid list data, §4 Export flows, §9).
export * from './rules';
export { bidsListMachine } from './bidsList';
export { bidTrackerMessages } from './messages';
