export { InactiveReport, type InactiveReportProps } from './InactiveReport';
