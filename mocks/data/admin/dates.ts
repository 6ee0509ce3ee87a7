/**
 * Fixture dates are day offsets from the day the embedded back end first seeds (local
 * midnight), so every value is the same on every machine relative to "today", and the screens'
 * date defaults (history from a month ago, holidays greyed before yesterday, the inactive
 * report's previous month) always have data to show (docs/decisions.md).
 */
let anchor: Date | undefined;

export function fixtureToday(): Date {
  if (!anchor) {
    const now = new Date();
    anchor = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  }
  return new Date(anchor);
}

export function addDays(date: Date, days: number): Date {
  const next = new Date(date);
  next.setDate(next.getDate() + days);
  return next;
}

export function addMinutes(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * 60_000);
}

/** A day `days` before the fixture's today, at `minuteOfDay` past midnight. */
export function daysAgo(days: number, minuteOfDay = 9 * 60): Date {
  return addMinutes(addDays(fixtureToday(), -days), minuteOfDay);
}

/**
 * A seeded change that would lie later today than the moment of seeding moves to the day before,
 * so the changes a user makes now are the newest in a history (newest first).
 */
export function notLaterThanNow(date: Date): Date {
  return date.getTime() > Date.now() ? addDays(date, -1) : date;
}

/** Moves a weekend day to the following Monday (bid dates are weekdays only, §5). */
export function nextWeekday(date: Date): Date {
  const day = date.getDay();
  return day === 6 ? addDays(date, 2) : day === 0 ? addDays(date, 1) : date;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** YYYY-MM-DD, local. */
export function isoDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** YYYY-MM-DDTHH:mm:ss, local (the staff API's timestamps carry no zone). */
export function isoDateTime(date: Date): string {
  return `${isoDate(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** MM/DD/YYYY (§1: dates are shown month/day/year). */
export function displayDate(date: Date): string {
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;
}

/** MM/DD/YYYY h:mm AM. */
export function displayDateTime(date: Date): string {
  const hours = date.getHours() % 12 || 12;
  return `${displayDate(date)} ${hours}:${pad(date.getMinutes())} ${date.getHours() < 12 ? 'AM' : 'PM'}`;
}

/** Reads YYYY-MM-DD (optionally followed by a time) as a local date; undefined when invalid. */
export function parseDay(value: string | undefined): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : undefined;
}

/** Reads YYYY-MM-DDTHH:mm:ss as local time. */
export function parseDateTime(value: string): Date {
  const day = parseDay(value) ?? new Date(0);
  const time = /T(\d{2}):(\d{2})(?::(\d{2}))?/.exec(value);
  if (time) day.setHours(Number(time[1]), Number(time[2]), Number(time[3] ?? 0));
  return day;
}
