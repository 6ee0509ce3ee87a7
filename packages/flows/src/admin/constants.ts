/**
 * back-office-admin.md §9 "Business constants and limits" (and the few numbers §2, §4, §6 name),
 * each named once. The API clients in `api/admin/*` and the embedded back end read them too.
 */

// ---- §6 Roles ------------------------------------------------------------------------------

/** §6: role 1 is the bid administrator; it is the first role entry of a user. */
export const ROLE_BID_ADMIN = 1;
/** §6: the second role entry gives SOW admin. */
export const ROLE_SOW_ADMIN = 2;
/** §6: menu entries gated by role (IT 3, Inventory 4, Quote Requests 5). */
export const ROLE_IT = 3;
export const ROLE_INVENTORY = 4;
export const ROLE_QUOTE_REQUESTS = 5;

// ---- §9 Change history -----------------------------------------------------------------------

/** §9: history page size; Load More shows while HISTORY_PAGE_SIZE × page < total. */
export const HISTORY_PAGE_SIZE = 25;
/** §9: the history date filter starts this many months before today. */
export const HISTORY_DEFAULT_START_MONTHS_BACK = 1;
/** §7: history pages are numbered from 1 (docs/decisions.md). */
export const HISTORY_FIRST_PAGE = 1;

// ---- §9 Status filters -------------------------------------------------------------------------

export const USER_STATUS_FILTERS = ['Active', 'Inactive'] as const;
export type UserStatusFilter = (typeof USER_STATUS_FILTERS)[number];
export const DEFAULT_USER_STATUS_FILTER: UserStatusFilter = 'Active';

export const BID_STATUS_FILTERS = ['Active', 'Archive'] as const;
export type BidStatusFilter = (typeof BID_STATUS_FILTERS)[number];
export const DEFAULT_BID_STATUS_FILTER: BidStatusFilter = 'Active';

/** §4: a new bid starts in this status (or the first available one when it is missing). */
export const DEFAULT_NEW_BID_STATUS = 'Waiting Approval';

/** §2 Bid Tracker: the table's sort keys, in column order. */
export const BID_SORT_KEYS = [
  'SUBMIT',
  'SALES',
  'COMPANY',
  'PROJECT',
  'PROJECTOWNER',
  'MARGIN',
  'DOORSTYLE',
  'CABINETFINISH',
  'UNITS',
  'TYPE',
  'STATE',
  'START',
  'BID',
  'UPDATED',
  'STATUS',
] as const;
export type BidSortKey = (typeof BID_SORT_KEYS)[number];

/** §5: an empty bid account id is sent as 0. */
export const EMPTY_BID_ACCOUNT_ID = 0;
/** §7: a new admin e-mail is sent with this bidAdminEmailId. */
export const NEW_BID_ADMIN_EMAIL_ID = -1;
/** §5: an admin e-mail list entry is stored as `name;email`. */
export const ADMIN_EMAIL_SEPARATOR = ';';

// ---- §9 Surveys ---------------------------------------------------------------------------------

/** §9: rating labels by score; 0 is blank. */
export const SURVEY_RATINGS: Readonly<Record<0 | 1 | 2 | 3 | 4 | 5, string>> = {
  5: 'Excellent',
  4: 'Very Good',
  3: 'Good',
  2: 'Fair',
  1: 'Poor',
  0: '',
};
export const SURVEY_MIN_SCORE = 0;
export const SURVEY_MAX_SCORE = 5;

/** §9: survey reporting categories; `{product}_company_score` is the brand's own. */
export const SURVEY_CATEGORIES = [
  'appliance_manufacturer',
  'cabinet_manufacturer',
  'counter_top',
  'designer',
  'contractor',
  'location',
  'Joinery_company_score',
] as const;
export type SurveyCategory = (typeof SURVEY_CATEGORIES)[number];
export const DEFAULT_SURVEY_CATEGORY: SurveyCategory = 'Joinery_company_score';

/** §9: survey types; All means no type is sent (§5). */
export const SURVEY_TYPES = ['All', 'Retail', 'Contractor'] as const;
export type SurveyTypeFilter = (typeof SURVEY_TYPES)[number];
export type SurveyType = Exclude<SurveyTypeFilter, 'All'>;

/** §9: the initial survey range starts here and ends today. */
export const SURVEY_RANGE_START = '1901-01-01';
/** §9: response rate = responses / surveys sent × 100, to this many decimals. */
export const RESPONSE_RATE_DECIMALS = 2;

// ---- §9 Exports ---------------------------------------------------------------------------------

/** §9: the names downloaded files are saved under. */
export const EXPORT_FILE_NAMES = {
  bids: 'Bids_Export.xlsx',
  surveys: 'Surveys_Export.xlsx',
  individualSurvey: 'Individual_Survey.pdf',
  ranking: 'RankingReport_Export.xlsx',
  inactive: 'InactiveReport_Export.xlsx',
  scopeOfWork: 'Scope_Of_Work.pdf',
} as const;
/** §9: the export overlay hides this long after completion. */
export const EXPORT_OVERLAY_HIDE_MS = 1000;

// ---- §9 Locations and groups --------------------------------------------------------------------

export const DEFAULT_GROUP_DISPLAY_ORDER = 0;
/** §9: group type 0 means "not selected". */
export const UNSELECTED_GROUP_TYPE_ID = 0;
/** §5: holiday type 0 is Select. */
export const UNSELECTED_HOLIDAY_TYPE_ID = 0;
export const DEFAULT_COUNTRY = 'United States';
/** §5: an empty country is sent as USA. */
export const DEFAULT_COUNTRY_CODE = 'USA';
export const WEEKDAY_HOURS_PREFIX = 'Mon-Fri';

// ---- §9 Reports ---------------------------------------------------------------------------------

/** §5, §9: report dates must be in this year or later. */
export const REPORT_MIN_YEAR = 2000;
/** §9: report dates travel as YYYY-MM-DD (date-fns pattern). */
export const REPORT_DATE_FORMAT = 'yyyy-MM-dd';
/** §9: sent as the inactive report's team when every team is wanted (docs/decisions.md). */
export const ALL_TEAMS = 0;

/** §2 Ranking Reports: the tabs, and the report name each exports under. */
export const RANKING_REPORTS = ['Overall', 'Gross Margin Per Person', 'Products & Services'] as const;
export type RankingReportName = (typeof RANKING_REPORTS)[number];

// ---- §9 Timing ----------------------------------------------------------------------------------

export const POLL_MS = 100;
export const MENU_GROUP_POLL_MS = 500;
export const RICH_TEXT_READONLY_DELAY_MS = 500;
export const SOW_LIST_FIRST_LOAD_DELAY_MS = 2000;
export const SOW_LIST_RELOAD_AFTER_FIRST_SAVE_MS = 500;

// ---- §9 Scope of work ---------------------------------------------------------------------------

/** §9: a SOW project starts at version 1 and rises by 0.1 at each final tab save. */
export const SOW_FIRST_VERSION = 1;
export const SOW_VERSION_STEP = 0.1;

/** §9, §3: the ten question types, in the order §9 lists them. */
export const QUESTION_TYPES = ['TB', 'TA', 'DT', 'HCB', 'VCB', 'DD', 'RB', 'LI', 'RI', 'RTA'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
/** §3: the types that take options. */
export const OPTION_QUESTION_TYPES = ['HCB', 'VCB', 'DD', 'RB'] as const satisfies readonly QuestionType[];
/** §5: Instructions are shown (and saved) only for these. */
export const INSTRUCTION_QUESTION_TYPES = ['LI', 'RI'] as const satisfies readonly QuestionType[];

export function takesOptions(type: string): boolean {
  return (OPTION_QUESTION_TYPES as readonly string[]).includes(type);
}
export function takesInstructions(type: string): boolean {
  return (INSTRUCTION_QUESTION_TYPES as readonly string[]).includes(type);
}

/** §2: the tab that cannot be deleted. */
export const GENERAL_INFORMATION_TAB = 'General Information';

// ---- §9 Users -----------------------------------------------------------------------------------

/** §9: the 10-character ID is the first ten characters of the user name. */
export const USER_SHORT_ID_LENGTH = 10;
