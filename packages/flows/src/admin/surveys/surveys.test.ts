import { afterAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyStateMachine } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { ApiError } from '../../api/errors';
import type { SurveyDetail, SurveyRow, SurveySummary } from '../../api/admin/surveys';
import {
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
  surveyNumberFromPath,
  surveysByCategoryRequest,
  type SurveyFilters,
} from './rules';
import { surveyReportMachine, type SurveyReportInput } from './surveys.machine';

describe('survey rules (§5, §9)', () => {
  it('response rate: responses / sent × 100 to 2 decimals, no division by zero', () => {
    expect(responseRate(3, 2)).toBe('66.67');
    expect(responseRate(400, 240)).toBe('60.00');
    expect(responseRate(8, 8)).toBe('100.00');
    expect(responseRate(7, 0)).toBe('0.00');
    expect(responseRate(0, 0)).toBe('0.00');
    expect(responseRate(0, 5)).toBe('0.00');
    expect(responseRate(Number.NaN, 1)).toBe('0.00');
  });
  it('initial range 1901-01-01 to today, the company score, All', () => {
    expect(initialSurveyFilters(new Date(2026, 10, 24, 23, 59))).toEqual({
      startDate: '1901-01-01', endDate: '2026-11-24', category: 'Joinery_company_score', surveyType: 'All',
    });
    expect(surveyDateOf(new Date(2026, 0, 5))).toBe('2026-01-05');
    expect(surveyDateOf(null)).toBe('');
    expect(parseSurveyDate('2026-01-05')).toEqual(new Date(2026, 0, 5));
    expect(parseSurveyDate('')).toBeNull();
    expect(parseSurveyDate('05/01/2026')).toBeNull();
  });
  it('both dates required; All sends no type', () => {
    const f = initialSurveyFilters(new Date(2026, 0, 1));
    expect(missingSurveyDates(f)).toEqual([]);
    expect(missingSurveyDates({ ...f, startDate: '' })).toEqual(['startDate']);
    expect(missingSurveyDates({ ...f, startDate: '', endDate: '' })).toEqual(['startDate', 'endDate']);
    expect(averageScoresRequest(f)).toEqual({ reportingCategory: 'Joinery_company_score', category: 'Joinery_company_score', startDate: '1901-01-01', endDate: '2026-01-01' });
    expect(averageScoresRequest({ ...f, category: 'designer', surveyType: 'Retail' })).toMatchObject({ reportingCategory: 'designer', surveyType: 'Retail' });
    expect(surveysByCategoryRequest({ ...f, surveyType: 'Contractor' }, 'Designer')).toEqual({
      startDate: '1901-01-01', endDate: '2026-01-01', reportingCategory: 'Joinery_company_score', selectedReportingCategory: 'Designer', surveyType: 'Contractor',
    });
    expect('surveyType' in surveysByCategoryRequest(f, 'X')).toBe(false);
  });
  it('rating words, scores, the bar scale and the direct address', () => {
    expect([5, 4, 3, 2, 1, 0].map(ratingWord)).toEqual(['Excellent', 'Very Good', 'Good', 'Fair', 'Poor', '']);
    expect(answerText(4)).toBe('4 - Very Good');
    expect(answerText(0)).toBe('');
    expect(ratingWord(9)).toBe('');
    expect(formatAverageScore(4.5)).toBe('4.50');
    expect(scoreBarPercent(2.5)).toBe(50);
    expect(scoreBarPercent(7)).toBe(100);
    expect(scoreBarPercent(1, 0)).toBe(0);
    expect(surveyNumberFromPath('/SurveysList/500123')).toBe(500123);
    expect(surveyNumberFromPath('/surveyslist/500123/')).toBe(500123);
    expect(surveyNumberFromPath('/SurveysList')).toBeUndefined();
    expect(surveyNumberFromPath('/BidsList/3')).toBeUndefined();
  });
});

const summary: SurveySummary = {
  category: 'Joinery_company_score', startDate: '1901-01-01', endDate: '2026-11-24', totalSurveysSent: 10, totalResponses: 6,
  averageScores: [{ field_name: 'Designer', average_score: 4.2 }],
};
const row: SurveyRow = { surveyNumber: 500001, proposalNumber: 'P1', salesPersonName: 'Sam', score: 5, comments: '', customerName: 'Ann' };
const detail: SurveyDetail = {
  surveyNumber: 500001, proposalNumber: 'P1', customerName: 'Ann', salesPersonName: 'Sam', location: 'Austin',
  surveyQuestionsAndAnswers: [{ question: 'Q?', answer: 5, comment: '' }], gift: '',
};
const boom = (id: string) => new ApiError('http', id, 'down', { status: 500 });

const visited = new Set<string>();
afterAll(() => {
  const leaves = getStateNodes((surveyReportMachine as AnyStateMachine).root)
    .filter((n) => n.type === 'atomic' || n.type === 'final')
    .map((n) => n.path.join('.'));
  expect([...visited].sort()).toEqual(leaves.sort());
});

function start(input: SurveyReportInput, fail: { summary?: boolean; results?: boolean; survey?: boolean } = {}) {
  const calls: { summary: SurveyFilters[]; results: unknown[]; survey: unknown[] } = { summary: [], results: [], survey: [] };
  const actor = createActor(
    surveyReportMachine.provide({
      actors: {
        loadSummary: fromPromise(async ({ input }: { input: SurveyFilters }) => {
          calls.summary.push(input);
          if (fail.summary) throw boom('surveys.averageScores');
          return summary;
        }),
        loadResults: fromPromise(async ({ input }: { input: { filters: SurveyFilters; fieldName: string } }) => {
          calls.results.push(input);
          if (fail.results) throw boom('surveys.byCategory');
          return [row];
        }),
        loadSurvey: fromPromise(async ({ input }: { input: { surveyNumber: number } }) => {
          calls.survey.push(input);
          if (fail.survey) throw boom('surveys.byCustomer');
          return detail;
        }),
      },
    }),
    { input },
  );
  const record = (value: unknown) => {
    const flat = (v: unknown, prefix: string[]): string[] =>
      typeof v === 'string' ? [[...prefix, v].join('.')] : Object.entries(v as Record<string, unknown>).flatMap(([k, inner]) => flat(inner, [...prefix, k]));
    flat(value, []).forEach((p) => visited.add(p));
  };
  actor.subscribe((s) => record(s.value));
  record(actor.getSnapshot().value);
  actor.start();
  return { actor, calls };
}

describe('survey report machine', () => {
  it('list → results → detail → back → back', async () => {
    visited.add('start'); // transient: `always` leaves it before any snapshot is emitted
    const { actor, calls } = start({ today: new Date(2026, 10, 24) });
    await waitFor(actor, (s) => s.matches({ summary: 'ready' }));
    expect(calls.summary[0]).toMatchObject({ startDate: '1901-01-01', endDate: '2026-11-24' });
    actor.send({ type: 'row.open', fieldName: 'Designer' });
    await waitFor(actor, (s) => s.matches({ results: 'ready' }));
    expect(calls.results[0]).toMatchObject({ fieldName: 'Designer' });
    actor.send({ type: 'survey.open', surveyNumber: 500001 });
    await waitFor(actor, (s) => s.matches({ detail: 'ready' }));
    expect(actor.getSnapshot().context.detail).toEqual(detail);
    actor.send({ type: 'back' });
    expect(actor.getSnapshot().matches({ results: 'ready' })).toBe(true);
    actor.send({ type: 'back' });
    expect(actor.getSnapshot().matches({ summary: 'ready' })).toBe(true);
    expect(calls.summary).toHaveLength(1);
  });
  it('an empty date sends no request; a valid change reloads', async () => {
    const { actor, calls } = start({ today: new Date(2026, 10, 24) });
    await waitFor(actor, (s) => s.matches({ summary: 'ready' }));
    actor.send({ type: 'filters.change', filters: { startDate: '' } });
    expect(actor.getSnapshot().matches({ summary: 'invalid' })).toBe(true);
    actor.send({ type: 'filters.change', filters: { category: 'designer' } });
    expect(actor.getSnapshot().matches({ summary: 'invalid' })).toBe(true);
    expect(calls.summary).toHaveLength(1);
    actor.send({ type: 'filters.change', filters: { startDate: '2026-01-01' } });
    await waitFor(actor, (s) => s.matches({ summary: 'ready' }));
    expect(calls.summary.at(-1)).toMatchObject({ startDate: '2026-01-01', category: 'designer' });
  });
  it('failures: each step fails and the error clears on acknowledge', async () => {
    const a = start({}, { summary: true });
    await waitFor(a.actor, (s) => s.matches({ summary: 'failed' }));
    expect(a.actor.getSnapshot().context.error).toBeDefined();
    a.actor.send({ type: 'error.acknowledge' });
    expect(a.actor.getSnapshot().context.error).toBeUndefined();

    const b = start({}, { results: true });
    await waitFor(b.actor, (s) => s.matches({ summary: 'ready' }));
    b.actor.send({ type: 'row.open', fieldName: 'Designer' });
    await waitFor(b.actor, (s) => s.matches({ results: 'failed' }));
    b.actor.send({ type: 'back' });
    expect(b.actor.getSnapshot().matches({ summary: 'ready' })).toBe(true);

    const c = start({ surveyNumber: 7 }, { survey: true });
    await waitFor(c.actor, (s) => s.matches({ detail: 'failed' }));
    expect(c.calls.survey[0]).toEqual({ surveyNumber: 7 });
  });
  it('the address decides: a new number opens that survey, the same one changes nothing, none leaves the detail', async () => {
    const { actor, calls } = start({ today: new Date(2026, 10, 24) });
    await waitFor(actor, (s) => s.matches({ summary: 'ready' }));
    actor.send({ type: 'row.open', fieldName: 'Designer' });
    await waitFor(actor, (s) => s.matches({ results: 'ready' }));
    actor.send({ type: 'address.change', surveyNumber: undefined });
    expect(actor.getSnapshot().matches({ results: 'ready' })).toBe(true);
    actor.send({ type: 'address.change', surveyNumber: 500001 });
    await waitFor(actor, (s) => s.matches({ detail: 'ready' }));
    actor.send({ type: 'address.change', surveyNumber: 500001 });
    expect(calls.survey).toHaveLength(1);
    actor.send({ type: 'address.change', surveyNumber: 500002 });
    await waitFor(actor, (s) => s.matches({ detail: 'ready' }));
    expect(calls.survey).toEqual([{ surveyNumber: 500001 }, { surveyNumber: 500002 }]);
    // Browser Back to /SurveysList: the results it was opened from.
    actor.send({ type: 'address.change', surveyNumber: undefined });
    expect(actor.getSnapshot().matches({ results: 'ready' })).toBe(true);
    // Opened by address, then the menu's link: the report.
    const direct = start({ surveyNumber: 500001 });
    await waitFor(direct.actor, (s) => s.matches({ detail: 'ready' }));
    direct.actor.send({ type: 'address.change', surveyNumber: undefined });
    await waitFor(direct.actor, (s) => s.matches({ summary: 'ready' }));
  });
  it('the direct address opens the detail; Back loads the summary', async () => {
    const { actor, calls } = start({ surveyNumber: 500001 });
    await waitFor(actor, (s) => s.matches({ detail: 'ready' }));
    expect(calls.summary).toHaveLength(0);
    actor.send({ type: 'back' });
    await waitFor(actor, (s) => s.matches({ summary: 'ready' }));
    expect(calls.summary).toHaveLength(1);
    // A summary once loaded is kept: Back from a detail opened from the summary returns to it.
    actor.send({ type: 'row.open', fieldName: 'Designer' });
    await waitFor(actor, (s) => s.matches({ results: 'ready' }));
  });
});
