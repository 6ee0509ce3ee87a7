export { Reporting, type ReportingProps } from './Reporting';
export { SearchResultsTable, type SearchResultsTableProps } from './SearchResultsTable';
