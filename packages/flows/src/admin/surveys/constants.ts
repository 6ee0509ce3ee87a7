/** §2: the screen's own address relative to the base path (/prod-mgmt/surveyslist). */
export const SURVEY_LIST_PATH = '/SurveysList';
/** §9 "date format YYYY-MM-DD for reports" (date-fns pattern). */
export const SURVEY_DATE_FORMAT = 'yyyy-MM-dd';
/** Average scores are shown to this many decimals (docs/decisions.md). */
export const AVERAGE_SCORE_DECIMALS = 2;
