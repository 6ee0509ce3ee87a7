import type { Holiday } from '@joinery/flows/api/admin/holidays';
import { defineTable } from '../store';
import { fixtureToday, isoDate } from './dates';
import { locationAdminListsSeed } from './locations';
import { seedOnce } from './seed';

export type StoredHoliday = Omit<Holiday, 'rowVersion'>;

const COMPANY_HOLIDAY = 1;
const EARLY_CLOSE = 2;
const STORE_CLOSURE = 3;

/** The `nth` weekday (0 Sunday … 6 Saturday) of a month; nth -1 is the last one. */
function nthWeekday(year: number, month: number, weekday: number, nth: number): Date {
  if (nth < 0) {
    const last = new Date(year, month + 1, 0);
    return new Date(year, month, last.getDate() - ((last.getDay() - weekday + 7) % 7));
  }
  const first = new Date(year, month, 1);
  return new Date(year, month, 1 + ((weekday - first.getDay() + 7) % 7) + (nth - 1) * 7);
}

function holidaysOf(year: number): Array<[name: string, date: Date, typeId: number, message: string]> {
  const closed = (name: string) => `All Joinery locations are closed for ${name}.`;
  return [
    ["New Year's Day", new Date(year, 0, 1), COMPANY_HOLIDAY, closed("New Year's Day")],
    ['Annual Inventory Count', nthWeekday(year, 0, 6, 2), STORE_CLOSURE, 'Showrooms are closed while we count inventory; the contractor desk is open by phone.'],
    ['Memorial Day', nthWeekday(year, 4, 1, -1), COMPANY_HOLIDAY, closed('Memorial Day')],
    ['Independence Day', new Date(year, 6, 4), COMPANY_HOLIDAY, closed('Independence Day')],
    ['Labor Day', nthWeekday(year, 8, 1, 1), COMPANY_HOLIDAY, closed('Labor Day')],
    ['Thanksgiving Day', nthWeekday(year, 10, 4, 4), COMPANY_HOLIDAY, closed('Thanksgiving')],
    ['Day After Thanksgiving', new Date(year, 10, nthWeekday(year, 10, 4, 4).getDate() + 1), EARLY_CLOSE, 'Showrooms close at 2 PM.'],
    ['Christmas Eve', new Date(year, 11, 24), EARLY_CLOSE, 'Showrooms close at noon.'],
    ['Christmas Day', new Date(year, 11, 25), COMPANY_HOLIDAY, closed('Christmas Day')],
    ["New Year's Eve", new Date(year, 11, 31), EARLY_CLOSE, 'Showrooms close at 3 PM.'],
  ];
}

/** Last year's, this year's and next year's holidays, so some rows are greyed (past) and some not. */
const seedHolidays = seedOnce((): StoredHoliday[] => {
  const year = fixtureToday().getFullYear();
  const all = [year - 1, year, year + 1].flatMap(holidaysOf);
  const types = locationAdminListsSeed().holidayTypes;
  return all.map(([name, date, holidayTypeId, message], i) => ({
    id: i + 1,
    name,
    holidayDate: isoDate(date),
    holidayTypeId,
    holidayTypeName: types.find((t) => t.holidayTypeId === holidayTypeId)?.holidayTypeName ?? '',
    message,
  }));
});

export const holidays = defineTable<StoredHoliday, number>('admin.holidays', (h) => h.id, seedHolidays);
