import { columnLabels, emptyNotice, exportMessages, formMessages } from '../messages';

/**
 * back-office-admin.md §2 Inactive Report: the screen's texts. The heading, the field labels,
 * the columns, Export, the overlay text and No Records are the spec's; the date messages
 * (§8 names a start-date error without its text), "Select" for every team, the progress name,
 * the failure heading and the loading texts are not quoted in it (docs/decisions.md).
 */
export const inactiveReportMessages = {
  heading: emptyNotice.headings.inactiveReport,
  noRecords: emptyNotice.text,
  startDate: 'Start Date',
  endDate: 'End Date',
  team: 'Team',
  /** Every team (team 0 on the wire). */
  allTeams: formMessages.select,
  teamOption: (teamNumber: number, teamName: string) => `${teamNumber} - ${teamName}`,
  columns: columnLabels.inactive,
  export: exportMessages.export,
  exporting: exportMessages.exporting,
  exportProgress: 'Export progress',
  exportFailed: 'Export failed',
  loading: 'Loading the inactive report…',
  missingReport: 'The inactive report could not be loaded.',
  dates: {
    required: (label: string) => `${label} is required`,
    minYear: (year: number) => `Enter a year of ${year} or later`,
    invalid: 'Enter a valid date (MM-DD-YYYY)',
    startAfterEnd: formMessages.inactiveStartAfterEnd,
  },
} as const;
