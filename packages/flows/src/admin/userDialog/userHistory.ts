import { fetchUserChangeHistory, fetchUserHistoryAuthors } from '../../api/admin/users';
import { createChangeHistoryMachine } from '../changeHistory/changeHistory.machine';

/**
 * The user dialog's Change History (back-office-admin.md §2 Users, §7: POST
 * Users/Users/GetChangeHistoryUsers and Users/GetUsersByDate).
 */
export const userHistoryMachine = createChangeHistoryMachine(
  {
    loadPage: ({ subjectId, since, author, pageIndex }, signal) =>
      fetchUserChangeHistory({ userId: subjectId, userDate: since, user: author, pageIndex }, signal).then((reply) => ({
        totalRecords: reply.totalRecords,
        records: reply.userChangeHistoryRecords,
      })),
    loadAuthors: ({ subjectId, since }, signal) => fetchUserHistoryAuthors({ userId: subjectId, fromDate: since }, signal),
  },
  'userHistory',
);
