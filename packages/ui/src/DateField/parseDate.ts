import { format, isAfter, isBefore, isWeekend, startOfDay } from 'date-fns';

/** The specs' date format for typing and display. */
export const DATE_FORMAT = 'MM-dd-yyyy';

export function formatDate(date: Date): string {
  return format(date, DATE_FORMAT);
}

/**
 * Reads what the user typed: MM-DD-YYYY, also with one-digit month/day or `/` separators
 * (6/9/2025). Returns `null` for anything else, including dates that do not exist (02-30-2025).
 */
export function parseTypedDate(text: string): Date | null {
  const match = /^(\d{1,2})[-/](\d{1,2})[-/](\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  const exists =
    date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return exists ? date : null;
}

export type DateProblem = 'invalidFormat' | 'weekdaysOnly' | 'tooEarly' | 'tooLate';

export interface DateRules {
  weekdaysOnly?: boolean;
  minDate?: Date;
  maxDate?: Date;
}

/** Why a (parsed) date is not allowed, or null when it is. */
export function dateProblem(
  date: Date,
  { weekdaysOnly, minDate, maxDate }: DateRules,
): DateProblem | null {
  if (weekdaysOnly && isWeekend(date)) return 'weekdaysOnly';
  if (minDate && isBefore(startOfDay(date), startOfDay(minDate))) return 'tooEarly';
  if (maxDate && isAfter(startOfDay(date), startOfDay(maxDate))) return 'tooLate';
  return null;
}
