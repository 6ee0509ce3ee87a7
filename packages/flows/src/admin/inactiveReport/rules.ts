import { format, isValid, parse } from 'date-fns';
import { ALL_TEAMS, REPORT_DATE_FORMAT, REPORT_MIN_YEAR } from '../constants';
import type { InactiveReportRequest, InactiveRow, InactiveTeam } from '../../api/admin/reports';
import { inactiveReportMessages as m } from './messages';

export { ALL_TEAMS };

/**
 * §4: the month lengths the initial range uses — a fixed table without leap years, so February
 * always ends on the 28th (kept from the original screen; docs/decisions.md).
 */
export const MONTH_LENGTHS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * §4: the initial load covers the previous calendar month, first to last day, the last day
 * taken from MONTH_LENGTHS (29 February is never the end). Dates are YYYY-MM-DD (§9).
 */
export function previousCalendarMonth(today: Date): { startDate: string; endDate: string } {
  const month = today.getMonth() === 0 ? 11 : today.getMonth() - 1;
  const year = today.getMonth() === 0 ? today.getFullYear() - 1 : today.getFullYear();
  const prefix = `${year}-${pad(month + 1)}`;
  return { startDate: `${prefix}-01`, endDate: `${prefix}-${pad(MONTH_LENGTHS[month]!)}` };
}

export type ReportDateProblem = 'required' | 'minYear' | 'invalid' | 'startAfterEnd';

/** A report date as YYYY-MM-DD, or null when it is not one (a month or day that does not exist). */
export function parseReportDate(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = parse(value, REPORT_DATE_FORMAT, new Date(2000, 0, 1));
  return isValid(date) && format(date, REPORT_DATE_FORMAT) === value ? date : null;
}

/** §9: a Date as the reports' YYYY-MM-DD. */
export function toReportDate(date: Date): string {
  return format(date, REPORT_DATE_FORMAT);
}

/** One date's own problem: missing, not a real date, or before the year 2000 (§5). */
export function reportDateProblem(value: string | null): Exclude<ReportDateProblem, 'startAfterEnd'> | undefined {
  if (value === null || value.trim() === '') return 'required';
  const date = parseReportDate(value);
  if (!date) return 'invalid';
  if (date.getFullYear() < REPORT_MIN_YEAR) return 'minYear';
  return undefined;
}

export interface ReportDateProblems {
  startDate?: ReportDateProblem;
  endDate?: ReportDateProblem;
}

/**
 * §5 Inactive report: both dates required, year at least 2000, valid month and day; a start
 * date after the end date is the start date's error.
 */
export function validateReportDates(startDate: string | null, endDate: string | null): ReportDateProblems {
  const problems: ReportDateProblems = {};
  const start = reportDateProblem(startDate);
  const end = reportDateProblem(endDate);
  if (start) problems.startDate = start;
  if (end) problems.endDate = end;
  if (!start && !end && startDate! > endDate!) problems.startDate = 'startAfterEnd';
  return problems;
}

export const datesAreValid = (problems: ReportDateProblems): boolean => !problems.startDate && !problems.endDate;

/** The text shown under a date field for its problem. */
export function describeDateProblem(problem: ReportDateProblem | undefined, label: string): string | undefined {
  switch (problem) {
    case 'required':
      return m.dates.required(label);
    case 'minYear':
      return m.dates.minYear(REPORT_MIN_YEAR);
    case 'invalid':
      return m.dates.invalid;
    case 'startAfterEnd':
      return m.dates.startAfterEnd;
    default:
      return undefined;
  }
}

/** §7: POST InactiveReports (and its export) body. */
export function inactiveReportRequest(startDate: string, endDate: string, team: number): InactiveReportRequest {
  return { team, startDate, endDate };
}

/** §2: the team dropdown reads "team number - team name". */
export function teamLabel(team: InactiveTeam): string {
  return m.teamOption(team.teamNumber, team.teamName);
}

/** §9: the default order, customer number ascending. */
export function sortByCustomerNumber(rows: readonly InactiveRow[]): InactiveRow[] {
  return [...rows].sort((a, b) => a.customerNumber - b.customerNumber);
}
