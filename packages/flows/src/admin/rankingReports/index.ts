// Ranking Reports (back-office-admin.md §2 Ranking Reports, §3 Ranking report, §4 Export flows, §7 Reports, §9).
export * from './rules';
export { rankingReportsMachine, type RankingReportsContext, type RankingReportsEvent } from './rankingReports.machine';
export { rankingExportDisabledReason } from './selectors';
export { rankingReportsMessages } from './messages';
