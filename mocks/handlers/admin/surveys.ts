import type { HttpHandler } from 'msw';
import { HttpResponse } from 'msw';
import { EXPORT_FILE_NAMES, SURVEY_RATINGS, columnLabels, type SurveyCategory } from '@joinery/flows/admin';
import {
  averageScoresRequestSchema,
  individualSurveyRequestSchema,
  surveysByCategoryRequestSchema,
  type SurveyRow,
} from '@joinery/flows/api/admin/surveys';
import { parseDay } from '../../data/admin/dates';
import { round } from '../../data/admin/seed';
import { surveyQuestions, surveys, type StoredSurvey } from '../../data/admin/surveys';
import { adminRoute, failure, found, readBody } from './http';
import { pdfResponse, xlsxResponse } from './files';

interface Range {
  startDate: string;
  endDate: string;
  surveyType?: string | undefined;
}

/** The surveys sent in the range (inclusive), of the type when one is named (§5: All sends none). */
function sentIn({ startDate, endDate, surveyType }: Range): StoredSurvey[] {
  const start = parseDay(startDate);
  const end = parseDay(endDate);
  if (!start || !end) throw failure(400, 'startDate and endDate are both required (YYYY-MM-DD).');
  return surveys.where(
    (s) => s.sentDate >= startDate.slice(0, 10) && s.sentDate <= endDate.slice(0, 10) && (!surveyType || s.surveyType === surveyType),
  );
}

/** A survey's answer to the question that scores `category` (0 when blank or not answered). */
function answerFor(survey: StoredSurvey, question: string): number {
  return survey.answers.find((a) => a.question === question)?.answer ?? 0;
}

const questionOf = (category: SurveyCategory) => surveyQuestions.find((q) => q.category === category);

/**
 * The surveys behind one row of the summary, with the score that row averages. For the company
 * score the rows are the questions; for every other category they are its subjects (designers,
 * showrooms, cabinet lines…).
 */
function rowsFor(category: SurveyCategory, selected: string, pool: StoredSurvey[]): Array<{ survey: StoredSurvey; score: number }> {
  const question =
    category === 'Joinery_company_score' ? surveyQuestions.find((q) => q.label === selected) : questionOf(category);
  if (!question) return [];
  return pool
    .filter((s) => s.responded && (category === 'Joinery_company_score' || s.subjects[category] === selected))
    .map((survey) => ({ survey, score: answerFor(survey, question.question) }))
    .filter((row) => row.score > 0);
}

function resultRow({ survey, score }: { survey: StoredSurvey; score: number }): SurveyRow {
  return {
    surveyNumber: survey.surveyNumber,
    proposalNumber: survey.proposalNumber,
    salesPersonName: survey.salesPersonName,
    score,
    comments: survey.comments,
    customerName: survey.customerName,
  };
}

function detail(survey: StoredSurvey) {
  return {
    surveyNumber: survey.surveyNumber,
    proposalNumber: survey.proposalNumber,
    customerName: survey.customerName,
    salesPersonName: survey.salesPersonName,
    location: survey.location,
    surveyQuestionsAndAnswers: survey.answers,
    gift: survey.gift,
  };
}

/** back-office-admin.md §7 Surveys. */
export const surveysHandlers: HttpHandler[] = [
  adminRoute('surveys.averageScores', async ({ request }) => {
    const body = await readBody(request, averageScoresRequestSchema);
    const pool = sentIn(body);
    const category = body.reportingCategory;
    const names =
      category === 'Joinery_company_score'
        ? surveyQuestions.map((q) => q.label)
        : [...new Set(pool.filter((s) => s.responded).map((s) => s.subjects[category]))].sort();
    const averageScores = names.flatMap((field_name) => {
      const scores = rowsFor(category, field_name, pool).map((r) => r.score);
      if (scores.length === 0) return [];
      return [{ field_name, average_score: round(scores.reduce((a, b) => a + b, 0) / scores.length) }];
    });
    return HttpResponse.json({
      category,
      startDate: body.startDate,
      endDate: body.endDate,
      totalSurveysSent: pool.length,
      totalResponses: pool.filter((s) => s.responded).length,
      averageScores,
    });
  }),

  adminRoute('surveys.byCategory', async ({ request }) => {
    const body = await readBody(request, surveysByCategoryRequestSchema);
    const rows = rowsFor(body.reportingCategory, body.selectedReportingCategory, sentIn(body));
    return HttpResponse.json(rows.sort((a, b) => a.survey.surveyNumber - b.survey.surveyNumber).map(resultRow));
  }),

  adminRoute('surveys.byCustomer', async ({ request }) => {
    const { susurvey } = await readBody(request, individualSurveyRequestSchema);
    return HttpResponse.json(detail(found(surveys.find(susurvey), `Survey ${susurvey}`)));
  }),

  adminRoute('surveys.export', async ({ request }) => {
    const body = await readBody(request, surveysByCategoryRequestSchema);
    const rows = rowsFor(body.reportingCategory, body.selectedReportingCategory, sentIn(body))
      .sort((a, b) => a.survey.surveyNumber - b.survey.surveyNumber)
      .map(resultRow);
    const c = columnLabels.surveyResults;
    return xlsxResponse(
      {
        name: 'Surveys',
        columns: [c.surveyNumber, c.proposal, c.salesPerson, c.score, c.comments, c.customer],
        rows: rows.map((r) => [r.surveyNumber, r.proposalNumber, r.salesPersonName, r.score, r.comments, r.customerName]),
      },
      EXPORT_FILE_NAMES.surveys,
    );
  }),

  adminRoute('surveys.exportPdf', async ({ request }) => {
    const { susurvey } = await readBody(request, individualSurveyRequestSchema);
    const survey = detail(found(surveys.find(susurvey), `Survey ${susurvey}`));
    const rating = (answer: number) => SURVEY_RATINGS[answer as keyof typeof SURVEY_RATINGS] ?? '';
    return pdfResponse(
      {
        title: `Customer Survey ${survey.surveyNumber}`,
        subtitle: `Proposal ${survey.proposalNumber}`,
        sections: [
          {
            heading: 'Survey Details',
            lines: [
              { label: 'Customer', text: survey.customerName },
              { label: 'Sales Person', text: survey.salesPersonName },
              { label: 'Location', text: survey.location },
              { label: 'Gift', text: survey.gift },
            ],
          },
          {
            heading: 'Questions',
            lines: survey.surveyQuestionsAndAnswers.map((a) => ({
              label: a.question,
              text: [a.answer > 0 ? `${a.answer} - ${rating(a.answer)}` : '', a.comment].filter(Boolean).join('\n'),
            })),
          },
        ],
      },
      EXPORT_FILE_NAMES.individualSurvey,
    );
  }),
];
