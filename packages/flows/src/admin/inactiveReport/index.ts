// Inactive Report (back-office-admin.md §2 Inactive Report, §3, §4 "Inactive report", §5, §7 Reports, §9).
export * from './rules';
export { inactiveReportMachine, type InactiveReportContext, type InactiveReportEvent } from './inactiveReport.machine';
export { inactiveExportDisabledReason, inactiveRequestOf } from './selectors';
export { inactiveReportMessages } from './messages';
