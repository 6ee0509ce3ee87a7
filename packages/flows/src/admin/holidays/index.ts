export { holidayMachine, holidaysListMachine, type HolidayContext, type HolidayEvent } from './holidays.machine';
export {
  canSubmitHoliday,
  displayHolidayDate,
  emptyHolidayForm,
  holidayBlockers,
  holidayDateOf,
  holidayFormOf,
  holidayPayload,
  isPastHoliday,
  parseHolidayDate,
  sortHolidays,
  startOfYesterday,
  type HolidayForm,
  type HolidayMode,
} from './rules';
export { HOLIDAY_TYPE_SELECT } from './constants';
export { holidayMessages } from './messages';
