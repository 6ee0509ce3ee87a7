import { WEEKDAY_HOURS_PREFIX } from '../constants';

/*
 * back-office-admin.md §5 Location form "Hours": the weekday and weekend strings a location
 * stores, built from the form's time inputs (24-hour "HH:mm", '' when unset) and parsed back
 * into them when a location is opened (§4).
 */

/** One day's (or one group of days') time inputs. */
export interface DayHours {
  opens: string;
  closes: string;
}

export interface HoursInputs {
  weekdays: DayHours;
  saturday: DayHours;
  sunday: DayHours;
}

export const WEEKEND_HOURS_PREFIX = 'Sat-Sun';
export const SATURDAY_PREFIX = 'Sat';
export const SUNDAY_PREFIX = 'Sun';
export const CLOSED = 'Closed';
/** Between the Saturday and Sunday parts when they differ (not shown; docs/decisions.md). */
export const WEEKEND_PART_SEPARATOR = ', ';
const HOURS_IN_HALF_DAY = 12;

const isSet = (day: DayHours) => day.opens !== '' && day.closes !== '';

/** "08:30" → "8:30" (opening times are morning times; the leading zero goes). */
export function openingText(time: string): string {
  const [hours = '0', minutes = '00'] = time.split(':');
  return `${Number(hours)}:${minutes}`;
}

/** §5: close times go from 24-hour to 12-hour style (subtract 12), leading zero removed: "17:00" → "5:00". */
export function closingText(time: string): string {
  const [hours = '0', minutes = '00'] = time.split(':');
  const h = Number(hours);
  return `${h > HOURS_IN_HALF_DAY ? h - HOURS_IN_HALF_DAY : h}:${minutes}`;
}

const range = (day: DayHours) => `${openingText(day.opens)} - ${closingText(day.closes)}`;

/** §5: "Mon-Fri {open} - {close}" only if both are set; '' otherwise. */
export function weekdayHoursText(weekdays: DayHours): string {
  return isSet(weekdays) ? `${WEEKDAY_HOURS_PREFIX} ${range(weekdays)}` : '';
}

/**
 * §5: Saturday and Sunday equal: "Sat-Sun {open} - {close}", or "Closed" if empty or the
 * location is closed; otherwise separate "Sat …" and/or "Sun …" parts (a day without both times
 * is left out).
 */
export function weekendHoursText(saturday: DayHours, sunday: DayHours, isClosed = false): string {
  const same = saturday.opens === sunday.opens && saturday.closes === sunday.closes;
  if (isClosed || (same && !isSet(saturday))) return CLOSED;
  if (same) return `${WEEKEND_HOURS_PREFIX} ${range(saturday)}`;
  const parts = [
    ...(isSet(saturday) ? [`${SATURDAY_PREFIX} ${range(saturday)}`] : []),
    ...(isSet(sunday) ? [`${SUNDAY_PREFIX} ${range(sunday)}`] : []),
  ];
  return parts.length === 0 ? CLOSED : parts.join(WEEKEND_PART_SEPARATOR);
}

/** "8:30" → "08:30" (a morning time). */
function openingInput(text: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!match) return '';
  return `${match[1]!.padStart(2, '0')}:${match[2]}`;
}

/** §5 "a PM time read from text gets 12 added": "5:00" → "17:00"; 12:xx stays noon. */
function closingInput(text: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!match) return '';
  const h = Number(match[1]);
  const hours = h < HOURS_IN_HALF_DAY ? h + HOURS_IN_HALF_DAY : h;
  return `${String(hours).padStart(2, '0')}:${match[2]}`;
}

const empty = (): DayHours => ({ opens: '', closes: '' });

/** "{open} - {close}" back into the time inputs. */
function parseRange(text: string): DayHours {
  const [open = '', close = ''] = text.split(' - ');
  const opens = openingInput(open);
  const closes = closingInput(close);
  return opens && closes ? { opens, closes } : empty();
}

function afterPrefix(text: string, prefix: string): string | undefined {
  const trimmed = text.trim();
  return trimmed.startsWith(`${prefix} `) ? trimmed.slice(prefix.length + 1) : undefined;
}

/** §4: the stored strings back into the time inputs. Unreadable text leaves the inputs empty. */
export function parseHours(weekdayHours: string, weekendHours: string): HoursInputs {
  const weekdayRange = afterPrefix(weekdayHours, WEEKDAY_HOURS_PREFIX);
  const weekdays = weekdayRange === undefined ? empty() : parseRange(weekdayRange);
  const weekend = weekendHours.trim();
  const both = afterPrefix(weekend, WEEKEND_HOURS_PREFIX);
  if (both !== undefined) {
    const day = parseRange(both);
    return { weekdays, saturday: day, sunday: { ...day } };
  }
  let saturday = empty();
  let sunday = empty();
  // Parts are split before each "Sun " so strings stored with a plain space between them read too.
  for (const part of weekend.split(new RegExp(`${WEEKEND_PART_SEPARATOR.trim()}?\\s*(?=${SUNDAY_PREFIX} )`))) {
    const sat = afterPrefix(part, SATURDAY_PREFIX);
    const sun = afterPrefix(part, SUNDAY_PREFIX);
    if (sat !== undefined) saturday = parseRange(sat);
    if (sun !== undefined) sunday = parseRange(sun);
  }
  return { weekdays, saturday, sunday };
}
