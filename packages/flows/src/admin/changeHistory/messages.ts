/**
 * back-office-admin.md §2 Users "Change History" (and §2 Bid Tracker, "the same paging and filter
 * rules"): the panel's texts. "Viewing 1-n of total" and "Load More" are the spec's (shared in
 * ../messages `historyMessages`); the filter labels and column headings are not quoted by the spec
 * (docs/decisions.md): they name the record fields of §3 in words.
 */
export { historyMessages } from '../messages';

export const changeHistoryMessages = {
  panel: 'Change History',
  sinceLabel: 'Changes Since',
  userLabel: 'Changed By',
  allUsers: 'All Users',
  columns: {
    changeDate: 'Change Date',
    user: 'User',
    changeField: 'Change Field',
    from: 'From',
    to: 'To',
  },
  loading: 'Loading change history…',
} as const;
