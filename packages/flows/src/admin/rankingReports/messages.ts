import { columnLabels, exportMessages, formMessages, rankingMessages as shared } from '../messages';

/**
 * back-office-admin.md §2 Ranking Reports: the screen's texts. The tab names, "Select", the
 * columns, Export and the overlay text are the spec's; the heading (the route's name), the
 * salary-month line, the progress name, the failure heading and the loading texts are not
 * quoted in it (docs/decisions.md).
 */
export const rankingReportsMessages = {
  heading: 'Ranking Reports',
  tabsLabel: 'Ranking report',
  /** The disabled fourth tab, marked TBD. */
  surveyResults: `${shared.surveyResults} (${shared.tbd})`,
  location: 'Location',
  select: formMessages.select,
  columns: columnLabels.ranking,
  salaryMonth: (display: string) => `Salary month: ${display}`,
  export: exportMessages.export,
  exporting: exportMessages.exporting,
  exportProgress: 'Export progress',
  exportFailed: 'Export failed',
  loading: 'Loading ranking reports…',
  missingReport: 'The ranking reports could not be loaded.',
  noRecords: 'No Records',
} as const;
