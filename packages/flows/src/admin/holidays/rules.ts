import { format, isValid, parse } from 'date-fns';
import type { Holiday } from '../../api/admin/holidays';
import { HOLIDAY_DATE_FORMAT, HOLIDAY_DISPLAY_FORMAT, HOLIDAY_TYPE_SELECT } from './constants';
import { holidayMessages as m } from './messages';

export type HolidayMode = 'view' | 'create' | 'edit';

export interface HolidayForm {
  name: string;
  /** YYYY-MM-DD, or '' when empty. */
  holidayDate: string;
  holidayTypeId: number;
  message: string;
}

export const emptyHolidayForm = (): HolidayForm => ({ name: '', holidayDate: '', holidayTypeId: HOLIDAY_TYPE_SELECT, message: '' });

/** A YYYY-MM-DD day as a local date (undefined when it is not one). */
export function parseHolidayDate(day: string): Date | undefined {
  const parsed = parse(day.slice(0, 10), HOLIDAY_DATE_FORMAT, new Date(0));
  return isValid(parsed) ? parsed : undefined;
}

export function holidayDateOf(date: Date | null): string {
  return date ? format(date, HOLIDAY_DATE_FORMAT) : '';
}

/** §2: the Date column, month/day/year. */
export function displayHolidayDate(day: string): string {
  const date = parseHolidayDate(day);
  return date ? format(date, HOLIDAY_DISPLAY_FORMAT) : day;
}

/** §2, §9: "Holidays dated before the start of yesterday are greyed". */
export function isPastHoliday(day: string, now: Date = new Date()): boolean {
  const date = parseHolidayDate(day);
  if (!date) return false;
  return date.getTime() < startOfYesterday(now).getTime();
}

/** The start (local midnight) of the day before `now`. */
export function startOfYesterday(now: Date): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
}

/** §9: holidays newest first. */
export function sortHolidays(rows: readonly Holiday[]): Holiday[] {
  return [...rows].sort((a, b) => b.holidayDate.localeCompare(a.holidayDate) || a.name.localeCompare(b.name));
}

/**
 * §5 Holiday: Submit is disabled unless name is non-empty, type is not 0 (Select), date is
 * non-empty, message is non-empty, and the dialog is not in view mode. Each reason, for the
 * "why is Submit disabled" note.
 */
export function holidayBlockers(form: HolidayForm): string[] {
  return [
    ...(form.name.trim() === '' ? [m.reasons.name] : []),
    ...(form.holidayDate === '' ? [m.reasons.date] : []),
    ...(form.holidayTypeId === HOLIDAY_TYPE_SELECT ? [m.reasons.type] : []),
    ...(form.message.trim() === '' ? [m.reasons.message] : []),
  ];
}

export function canSubmitHoliday(form: HolidayForm, mode: HolidayMode): boolean {
  return mode !== 'view' && holidayBlockers(form).length === 0;
}

/** §7 POST/PUT fields; §5 "The name is trimmed on submit". */
export function holidayPayload(form: HolidayForm) {
  return { name: form.name.trim(), holidayDate: form.holidayDate, holidayTypeId: form.holidayTypeId, message: form.message };
}

export function holidayFormOf(holiday: Holiday): HolidayForm {
  return {
    name: holiday.name,
    holidayDate: holiday.holidayDate.slice(0, 10),
    holidayTypeId: holiday.holidayTypeId,
    message: holiday.message,
  };
}
