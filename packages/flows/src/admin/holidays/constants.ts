import { UNSELECTED_HOLIDAY_TYPE_ID } from '../constants';

/** §5: holiday type 0 is Select. */
export const HOLIDAY_TYPE_SELECT = UNSELECTED_HOLIDAY_TYPE_ID;
/** §3: holidayDate travels as YYYY-MM-DD. */
export const HOLIDAY_DATE_FORMAT = 'yyyy-MM-dd';
/** §2 / §9: the list shows dates month/day/year. */
export const HOLIDAY_DISPLAY_FORMAT = 'MM/dd/yyyy';
