import { z } from 'zod/mini';
import {
  EXPORT_FILE_NAMES,
  SURVEY_CATEGORIES,
  SURVEY_MAX_SCORE,
  SURVEY_MIN_SCORE,
} from '../../admin/constants';
import { staffJson } from '../staff/request';
import { downloadFile, text, type DownloadedFile } from './common';

const surveyCategorySchema = z.enum(SURVEY_CATEGORIES);
/** Retail or Contractor; All is sent as no type at all (§5). */
const surveyTypeSchema = z.optional(z.enum(['Retail', 'Contractor']));

/** POST Surveys/AverageScores. Dates are YYYY-MM-DD and both required (§5). */
export const averageScoresRequestSchema = z.object({
  reportingCategory: surveyCategorySchema,
  category: surveyCategorySchema,
  startDate: z.string(),
  endDate: z.string(),
  surveyType: surveyTypeSchema,
});
export type AverageScoresRequest = z.input<typeof averageScoresRequestSchema>;

/** §3 Survey summary: one row of the field-name-against-average-score table. */
export const averageScoreSchema = z.object({ field_name: z.string(), average_score: z.number() });
export type AverageScore = z.infer<typeof averageScoreSchema>;

/**
 * §3 Survey summary: the totals once, with the table's rows (docs/decisions.md).
 * The response rate is the screen's: responses / sent × 100 to 2 decimals (§9).
 */
export const surveySummarySchema = z.object({
  category: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  totalSurveysSent: z.number(),
  totalResponses: z.number(),
  averageScores: z.array(averageScoreSchema),
});
export type SurveySummary = z.infer<typeof surveySummarySchema>;

/** POST Surveys/SurveysByCategories (and SurveysByExport, which exports the same list). */
export const surveysByCategoryRequestSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  reportingCategory: surveyCategorySchema,
  /** The field name of the summary row that was clicked. */
  selectedReportingCategory: z.string(),
  surveyType: surveyTypeSchema,
});
export type SurveysByCategoryRequest = z.input<typeof surveysByCategoryRequestSchema>;

/** §3 Survey row. */
export const surveyRowSchema = z.object({
  surveyNumber: z.number(),
  proposalNumber: z.string(),
  salesPersonName: z.string(),
  score: z.number(),
  comments: text,
  customerName: z.string(),
});
export type SurveyRow = z.infer<typeof surveyRowSchema>;

const answerSchema = z.int().check(z.minimum(SURVEY_MIN_SCORE), z.maximum(SURVEY_MAX_SCORE));

/** §3 Survey detail: each answer 0-5 (0 is blank, §9). */
export const surveyDetailSchema = z.object({
  surveyNumber: z.number(),
  proposalNumber: z.string(),
  customerName: z.string(),
  salesPersonName: z.string(),
  location: text,
  surveyQuestionsAndAnswers: z.array(
    z.object({ question: z.string(), answer: answerSchema, comment: text }),
  ),
  gift: text,
});
export type SurveyDetail = z.infer<typeof surveyDetailSchema>;

/** The body of the single-survey calls: susurvey, the survey number. */
export const individualSurveyRequestSchema = z.object({ susurvey: z.number() });

/** POST Surveys/AverageScores. */
export function fetchSurveyAverageScores(
  request: AverageScoresRequest,
  signal?: AbortSignal,
): Promise<SurveySummary> {
  return staffJson('surveys.averageScores', surveySummarySchema, { json: request, signal });
}

/** POST Surveys/SurveysByCategories: the surveys behind one summary row. */
export function fetchSurveysByCategory(
  request: SurveysByCategoryRequest,
  signal?: AbortSignal,
): Promise<SurveyRow[]> {
  return staffJson('surveys.byCategory', z.array(surveyRowSchema), { json: request, signal });
}

/** POST Surveys/SurveyByIndividualCustomer. */
export function fetchSurvey(surveyNumber: number, signal?: AbortSignal): Promise<SurveyDetail> {
  return staffJson('surveys.byCustomer', surveyDetailSchema, {
    json: { susurvey: surveyNumber },
    signal,
  });
}

/** POST Surveys/SurveysByExport: downloads Surveys_Export.xlsx of the results list. */
export function exportSurveys(
  request: SurveysByCategoryRequest,
  signal?: AbortSignal,
  onDownloadProgress?: (percent: number) => void,
): Promise<DownloadedFile> {
  return downloadFile('surveys.export', 'xlsx', EXPORT_FILE_NAMES.surveys, {
    json: request,
    signal,
    onDownloadProgress,
  });
}

/** POST Surveys/SurveyByIndividualCustomerExport: downloads Individual_Survey.pdf. */
export function exportSurveyPdf(
  surveyNumber: number,
  signal?: AbortSignal,
  onDownloadProgress?: (percent: number) => void,
): Promise<DownloadedFile> {
  return downloadFile('surveys.exportPdf', 'pdf', EXPORT_FILE_NAMES.individualSurvey, {
    json: { susurvey: surveyNumber },
    signal,
    onDownloadProgress,
  });
}
