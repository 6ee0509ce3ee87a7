import { describe, expect, it } from 'vitest';
import { isApiError } from '@joinery/flows/api';
import { DEFAULT_SURVEY_CATEGORY, EXPORT_FILE_NAMES, SURVEY_RANGE_START } from '@joinery/flows/admin';
import {
  exportSurveyPdf,
  exportSurveys,
  fetchSurvey,
  fetchSurveyAverageScores,
  fetchSurveysByCategory,
  type SurveysByCategoryRequest,
} from '@joinery/flows/api/admin/surveys';
import { setupMockServer } from '../../test-utils';
import { describeFaults } from './faultMatrix';
import { expectPdf, expectXlsx } from './fileChecks';

setupMockServer();

const today = () => new Date().toISOString().slice(0, 10);
/** §9: the initial survey range is 1901-01-01 to today; the default category is the company score. */
const initial = () => ({
  reportingCategory: DEFAULT_SURVEY_CATEGORY,
  category: DEFAULT_SURVEY_CATEGORY,
  startDate: SURVEY_RANGE_START,
  endDate: today(),
});

async function designerRows(): Promise<SurveysByCategoryRequest> {
  const summary = await fetchSurveyAverageScores({ ...initial(), reportingCategory: 'designer', category: 'designer' });
  return {
    startDate: SURVEY_RANGE_START,
    endDate: today(),
    reportingCategory: 'designer',
    selectedReportingCategory: summary.averageScores[0]?.field_name ?? '',
  };
}

describe('surveys.averageScores', () => {
  it('averages each question for the company score, with totals for the response rate', async () => {
    const summary = await fetchSurveyAverageScores(initial());
    expect(summary.totalSurveysSent).toBeGreaterThan(300);
    expect(summary.totalResponses).toBeGreaterThan(0);
    expect(summary.totalResponses).toBeLessThan(summary.totalSurveysSent);
    expect(summary.averageScores.map((s) => s.field_name)).toContain('Recommend Joinery');
    expect(summary.averageScores.every((s) => s.average_score >= 1 && s.average_score <= 5)).toBe(true);
  });

  it('narrows by survey type and date range', async () => {
    const all = await fetchSurveyAverageScores(initial());
    const retail = await fetchSurveyAverageScores({ ...initial(), surveyType: 'Retail' });
    const contractor = await fetchSurveyAverageScores({ ...initial(), surveyType: 'Contractor' });
    expect(retail.totalSurveysSent + contractor.totalSurveysSent).toBe(all.totalSurveysSent);
    const lastMonth = await fetchSurveyAverageScores({ ...initial(), startDate: new Date(Date.now() - 30 * 864e5).toISOString().slice(0, 10) });
    expect(lastMonth.totalSurveysSent).toBeLessThan(all.totalSurveysSent);
  });

  it('groups by the subject of a category (designers)', async () => {
    const summary = await fetchSurveyAverageScores({ ...initial(), reportingCategory: 'designer', category: 'designer' });
    expect(summary.averageScores.length).toBeGreaterThan(3);
    expect(summary.category).toBe('designer');
  });

  it('refuses a request without dates', async () => {
    const error = await fetchSurveyAverageScores({ ...initial(), startDate: '' }).catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(400);
  });
});

describe('surveys.byCategory, byCustomer and exports', () => {
  it('lists the surveys behind a summary row, whose scores average to that row', async () => {
    const summary = await fetchSurveyAverageScores({ ...initial(), reportingCategory: 'designer', category: 'designer' });
    const row = summary.averageScores[0];
    const surveys = await fetchSurveysByCategory(await designerRows());
    expect(surveys.length).toBeGreaterThan(0);
    const mean = surveys.reduce((n, s) => n + s.score, 0) / surveys.length;
    expect(mean).toBeCloseTo(row?.average_score ?? 0, 2);
  });

  it('reads one survey with its answers 0-5', async () => {
    const [first] = await fetchSurveysByCategory(await designerRows());
    const survey = await fetchSurvey(first?.surveyNumber ?? 0);
    expect(survey.surveyNumber).toBe(first?.surveyNumber);
    expect(survey.surveyQuestionsAndAnswers.length).toBe(7);
    expect(survey.surveyQuestionsAndAnswers.every((a) => a.answer >= 0 && a.answer <= 5)).toBe(true);
  });

  it('answers 404 for a survey number that does not exist', async () => {
    const error = await fetchSurvey(1).catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(404);
  });

  it('exports the results list to Surveys_Export.xlsx', async () => {
    const request = await designerRows();
    const surveys = await fetchSurveysByCategory(request);
    const file = await exportSurveys(request);
    expect(file.fileName).toBe(EXPORT_FILE_NAMES.surveys);
    const [header, ...rows] = await expectXlsx(file.blob);
    expect(header).toEqual(['Survey Number', 'Proposal', 'Sales Person', 'Score', 'Comments', 'Customer']);
    expect(rows.map((r) => Number(r[0]))).toEqual(surveys.map((s) => s.surveyNumber));
  });

  it('exports one survey to Individual_Survey.pdf', async () => {
    const [first] = await fetchSurveysByCategory(await designerRows());
    const file = await exportSurveyPdf(first?.surveyNumber ?? 0);
    expect(file.fileName).toBe(EXPORT_FILE_NAMES.individualSurvey);
    const bytes = await expectPdf(file.blob);
    expect(bytes.length).toBeGreaterThan(1000);
  });
});

describeFaults([
  {
    call: 'surveys.averageScores',
    run: () => fetchSurveyAverageScores(initial()),
    wrongShape: { body: { category: 'x', startDate: '', endDate: '', totalSurveysSent: 1, totalResponses: 1, averageScores: [{ field_name: 'x' }] }, field: 'averageScores.0.average_score' },
  },
  {
    call: 'surveys.byCategory',
    run: async () => fetchSurveysByCategory(await designerRows()),
    wrongShape: { body: [{ surveyNumber: '500001' }], field: '0.surveyNumber' },
  },
  {
    call: 'surveys.byCustomer',
    run: () => fetchSurvey(500001),
    wrongShape: {
      body: { surveyNumber: 500001, proposalNumber: 'P', customerName: 'c', salesPersonName: 's', surveyQuestionsAndAnswers: [{ question: 'q', answer: 6 }] },
      field: 'surveyQuestionsAndAnswers.0.answer',
    },
  },
  { call: 'surveys.export', run: async () => exportSurveys(await designerRows()) },
  { call: 'surveys.exportPdf', run: () => exportSurveyPdf(500002) },
]);
