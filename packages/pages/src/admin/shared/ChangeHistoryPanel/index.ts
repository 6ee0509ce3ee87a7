/**
 * ChangeHistoryPanel: the Change History panel of the user dialog and the bid dialog
 * (back-office-admin.md §2, §5, §9).
 *
 * Props:
 *   machine: ChangeHistoryMachine  from createChangeHistoryMachine({ loadPage, loadAuthors }, id)
 *            (@joinery/flows/admin/changeHistory; see its index.ts for the loaders' shapes)
 *   subjectId: number              the user's or bid's id
 *   today?: Date                   pins "one month before today" (stories)
 *   label?: string                 names the table ("Change History")
 * It shows the "Changes Since" date filter, the "Changed By" user filter (All Users first), the
 * table (Change Date, User, Change Field, From, To; from = to hidden), "Viewing 1-n of total",
 * Load More, and its own error dialog for a failed call. Mount it only while its tab is shown.
 */
export { ChangeHistoryPanel, type ChangeHistoryPanelProps } from './ChangeHistoryPanel';
