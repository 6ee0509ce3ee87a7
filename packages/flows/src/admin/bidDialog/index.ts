// The bid dialog (back-office-admin.md §2 Bid Tracker, §4 Bid, §5 Bid, §6): machine, rules, texts.
export { bidDialogMachine, type BidDialogContext, type BidDialogEvent, type BidDialogInput, type BidSave } from './bidDialog.machine';
export * from './rules';
export { bidFieldError, bidSubmitBlockers, originationDate } from './selectors';
export { bidDialogMessages } from './messages';
export { bidHistoryMachine } from './bidHistory';
export { UNSELECTED_ID, BID_DATE_FORMAT } from './constants';
