import { format, isValid, parse } from 'date-fns';
import type { AverageScoresRequest, SurveysByCategoryRequest } from '../../api/admin/surveys';
import {
  DEFAULT_SURVEY_CATEGORY,
  RESPONSE_RATE_DECIMALS,
  SURVEY_RANGE_START,
  SURVEY_RATINGS,
  type SurveyCategory,
  type SurveyTypeFilter,
} from '../constants';
import { AVERAGE_SCORE_DECIMALS, SURVEY_DATE_FORMAT } from './constants';

export interface SurveyFilters {
  /** YYYY-MM-DD, or '' when the field is empty. */
  startDate: string;
  endDate: string;
  category: SurveyCategory;
  surveyType: SurveyTypeFilter;
}

/** §9: the initial range is 1901-01-01 to today; the company score is the default category. */
export function initialSurveyFilters(today: Date = new Date()): SurveyFilters {
  return { startDate: SURVEY_RANGE_START, endDate: format(today, SURVEY_DATE_FORMAT), category: DEFAULT_SURVEY_CATEGORY, surveyType: 'All' };
}

export function surveyDateOf(date: Date | null): string {
  return date ? format(date, SURVEY_DATE_FORMAT) : '';
}

export function parseSurveyDate(day: string): Date | null {
  if (day === '') return null;
  const parsed = parse(day, SURVEY_DATE_FORMAT, new Date(0));
  return isValid(parsed) ? parsed : null;
}

/** §5: start and end dates are both required; which are missing (they get the error style). */
export function missingSurveyDates(filters: SurveyFilters): Array<'startDate' | 'endDate'> {
  return [...(filters.startDate === '' ? (['startDate'] as const) : []), ...(filters.endDate === '' ? (['endDate'] as const) : [])];
}

export function surveyFiltersValid(filters: SurveyFilters): boolean {
  return missingSurveyDates(filters).length === 0;
}

/** §5: "Survey type All means no type is sent". */
function typeField(surveyType: SurveyTypeFilter): { surveyType?: 'Retail' | 'Contractor' } {
  return surveyType === 'All' ? {} : { surveyType };
}

/** §7 POST Surveys/AverageScores. */
export function averageScoresRequest(filters: SurveyFilters): AverageScoresRequest {
  return { reportingCategory: filters.category, category: filters.category, startDate: filters.startDate, endDate: filters.endDate, ...typeField(filters.surveyType) };
}

/** §7 POST Surveys/SurveysByCategories (and SurveysByExport): the surveys behind one row. */
export function surveysByCategoryRequest(filters: SurveyFilters, fieldName: string): SurveysByCategoryRequest {
  return {
    startDate: filters.startDate,
    endDate: filters.endDate,
    reportingCategory: filters.category,
    selectedReportingCategory: fieldName,
    ...typeField(filters.surveyType),
  };
}

/**
 * §9: response rate = responses divided by surveys sent, times 100, to 2 decimals. Nothing sent
 * is a rate of 0.00 rather than a division by zero (docs/decisions.md).
 */
export function responseRate(totalSurveysSent: number, totalResponses: number): string {
  if (!Number.isFinite(totalSurveysSent) || !Number.isFinite(totalResponses) || totalSurveysSent <= 0) return (0).toFixed(RESPONSE_RATE_DECIMALS);
  return ((totalResponses / totalSurveysSent) * 100).toFixed(RESPONSE_RATE_DECIMALS);
}

export function formatAverageScore(score: number): string {
  return score.toFixed(AVERAGE_SCORE_DECIMALS);
}

/** §9: 5 Excellent, 4 Very Good, 3 Good, 2 Fair, 1 Poor, 0 blank. */
export function ratingWord(answer: number): string {
  return SURVEY_RATINGS[answer as keyof typeof SURVEY_RATINGS] ?? '';
}

/** An answer as the detail shows it: "5 - Excellent"; a blank (0) answer shows nothing. */
export function answerText(answer: number): string {
  const word = ratingWord(answer);
  return word === '' ? '' : `${answer} - ${word}`;
}

/** §2: "A path ending in a survey number opens the detail directly" (/SurveysList/500123). */
export function surveyNumberFromPath(location: string): number | undefined {
  const match = /^\/surveyslist\/(\d+)\/?(?:[?#].*)?$/i.exec(location);
  return match ? Number(match[1]) : undefined;
}

/** A bar's length in the chart of averages, 0-100 % of the 0-5 scale. */
export function scoreBarPercent(score: number, max = 5): number {
  if (!(max > 0) || !Number.isFinite(score)) return 0;
  return Math.min(100, Math.max(0, (score / max) * 100));
}
