export { surveyReportMachine, type SurveyReportContext, type SurveyReportEvent, type SurveyReportInput } from './surveys.machine';
export {
  answerText,
  averageScoresRequest,
  formatAverageScore,
  initialSurveyFilters,
  missingSurveyDates,
  parseSurveyDate,
  ratingWord,
  responseRate,
  scoreBarPercent,
  surveyDateOf,
  surveyFiltersValid,
  surveyNumberFromPath,
  surveysByCategoryRequest,
  type SurveyFilters,
} from './rules';
export { SURVEY_LIST_PATH } from './constants';
export { surveyMessages } from './messages';
