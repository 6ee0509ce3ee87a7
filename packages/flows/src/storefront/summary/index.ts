export { summaryMachine } from './summary.machine';
export type {
  FetchSummaryInput,
  SummaryContext,
  SummaryEvent,
  SummaryInput,
  SummaryReport,
} from './summary.machine';
