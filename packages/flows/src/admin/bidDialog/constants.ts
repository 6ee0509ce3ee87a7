/** §5: a dropdown's Select entry is the id 0 (sent as the integer 0). */
export const UNSELECTED_ID = 0;
/** §3 (docs/decisions.md): bid dates travel as YYYY-MM-DD (date-fns pattern). */
export const BID_DATE_FORMAT = 'yyyy-MM-dd';
