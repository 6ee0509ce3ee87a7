/**
 * The change-history panel's flow, shared by the user dialog and the bid dialog
 * (back-office-admin.md §2 Users "Change History", §2 Bid Tracker, §5, §9).
 *
 * Use:
 *   const historyMachine = createChangeHistoryMachine({
 *     loadPage: ({ subjectId, since, author, pageIndex }, signal) =>
 *       fetchBidChangeHistory({ bidId: subjectId, bidDate: since, user: author, pageIndex }, signal)
 *         .then((r) => ({ totalRecords: r.totalRecords, records: r.bidChangeHistoryRecords })),
 *     loadAuthors: ({ subjectId, since }, signal) => fetchBidHistoryAuthors({ bidId: subjectId, bidDate: since }, signal),
 *   }, 'bidHistory');
 *   // input: { subjectId: number; today?: Date }  (today pins the default "one month before today")
 *   // events: history.since {since?: 'YYYY-MM-DD'}, history.author {author?}, history.loadMore,
 *   //         error.acknowledge
 *   // states: loading → ready ⇄ loadingMore; failed (acknowledge → ready)
 * Then draw it with `ChangeHistoryPanel` from @joinery/pages/admin/shared/ChangeHistoryPanel
 * (props: machine, subjectId, today?). `changeHistoryView(snapshot)` gives rows (from = to
 * hidden), the "Viewing 1-n of total" text and whether Load More shows.
 */
export {
  createChangeHistoryMachine,
  type ChangeHistoryContext,
  type ChangeHistoryEvent,
  type ChangeHistoryInput,
  type ChangeHistoryLoaders,
  type ChangeHistoryMachine,
  type ChangeHistoryPage,
  type ChangeHistoryPageRequest,
} from './changeHistory.machine';
export { canLoadMore, defaultHistorySince, HISTORY_DATE_FORMAT, visibleHistoryRecords } from './rules';
export { changeHistoryView } from './selectors';
export { changeHistoryMessages, historyMessages } from './messages';
