import { and, assign, fromPromise, setup } from 'xstate';
import {
  fetchSurvey,
  fetchSurveyAverageScores,
  fetchSurveysByCategory,
  type SurveyDetail,
  type SurveyRow,
  type SurveySummary,
} from '../../api/admin/surveys';
import { settleUnlessAborted } from '../../staff/shell/settleUnlessAborted';
import { averageScoresRequest, initialSurveyFilters, surveyFiltersValid, surveysByCategoryRequest, type SurveyFilters } from './rules';

export interface SurveyReportContext {
  filters: SurveyFilters;
  summary: SurveySummary | undefined;
  /** The field name of the summary row whose results are open. */
  fieldName: string | undefined;
  results: SurveyRow[];
  surveyNumber: number | undefined;
  detail: SurveyDetail | undefined;
  error: unknown;
}

export type SurveyReportEvent =
  | { type: 'filters.change'; filters: Partial<SurveyFilters> }
  | { type: 'row.open'; fieldName: string }
  | { type: 'survey.open'; surveyNumber: number }
  | { type: 'back' }
  /** The address changed (Back, Forward, a link): the survey number it ends in, if any. */
  | { type: 'address.change'; surveyNumber: number | undefined }
  | { type: 'error.acknowledge' };

export interface SurveyReportInput {
  today?: Date;
  /** §2: /prod-mgmt/surveyslist/{surveyNumber} opens the detail directly. */
  surveyNumber?: number;
}

/**
 * Customer Survey Reporting (back-office-admin.md §2, §4 "Survey: list, then results list, then
 * detail", §5, §7, §9). Each step loads, then is ready or failed; an empty date is `invalid` and
 * sends no request.
 */
export const surveyReportMachine = setup({
  types: {
    input: {} as SurveyReportInput,
    context: {} as SurveyReportContext,
    events: {} as SurveyReportEvent,
  },
  actors: {
    loadSummary: fromPromise<SurveySummary, SurveyFilters>(({ input, signal }) =>
      settleUnlessAborted(signal, fetchSurveyAverageScores(averageScoresRequest(input), signal)),
    ),
    loadResults: fromPromise<SurveyRow[], { filters: SurveyFilters; fieldName: string }>(({ input, signal }) =>
      settleUnlessAborted(signal, fetchSurveysByCategory(surveysByCategoryRequest(input.filters, input.fieldName), signal)),
    ),
    loadSurvey: fromPromise<SurveyDetail, { surveyNumber: number }>(({ input, signal }) =>
      settleUnlessAborted(signal, fetchSurvey(input.surveyNumber, signal)),
    ),
  },
  guards: {
    filtersValid: ({ context, event }) =>
      event.type === 'filters.change' ? surveyFiltersValid({ ...context.filters, ...event.filters }) : surveyFiltersValid(context.filters),
    openedByAddress: ({ context }) => context.surveyNumber !== undefined,
    cameFromResults: ({ context }) => context.fieldName !== undefined,
    addressOpensSurvey: ({ context, event }) =>
      event.type === 'address.change' && event.surveyNumber !== undefined && event.surveyNumber !== context.surveyNumber,
    addressLeavesSurvey: ({ context, event }) => event.type === 'address.change' && event.surveyNumber === undefined && context.surveyNumber !== undefined,
  },
  actions: {
    setFilters: assign({ filters: ({ context, event }) => (event.type === 'filters.change' ? { ...context.filters, ...event.filters } : context.filters) }),
    clearError: assign({ error: undefined }),
  },
}).createMachine({
  id: 'surveyReport',
  context: ({ input }) => ({
    filters: initialSurveyFilters(input.today),
    summary: undefined,
    fieldName: undefined,
    results: [],
    surveyNumber: input.surveyNumber,
    detail: undefined,
    error: undefined,
  }),
  initial: 'start',
  on: {
    'error.acknowledge': { actions: 'clearError' },
    // §2 "A path ending in a survey number opens the detail directly", whenever the address changes:
    // a new number opens that survey; an address without one leaves the detail as Back does.
    'address.change': [
      {
        guard: 'addressOpensSurvey',
        target: '#surveyReport.detail',
        reenter: true,
        actions: assign({ surveyNumber: ({ event }) => (event.type === 'address.change' ? event.surveyNumber : undefined), detail: undefined }),
      },
      {
        guard: and(['addressLeavesSurvey', 'cameFromResults']),
        target: '#surveyReport.results.ready',
        actions: assign({ surveyNumber: undefined, detail: undefined }),
      },
      { guard: 'addressLeavesSurvey', target: '#surveyReport.summary', actions: assign({ surveyNumber: undefined, detail: undefined }) },
    ],
  },
  states: {
    start: {
      always: [{ guard: 'openedByAddress', target: 'detail' }, { target: 'summary' }],
    },
    summary: {
      initial: 'loading',
      on: {
        'filters.change': [
          { guard: 'filtersValid', target: '.loading', reenter: true, actions: 'setFilters' },
          { target: '.invalid', actions: 'setFilters' },
        ],
      },
      states: {
        loading: {
          invoke: {
            src: 'loadSummary',
            input: ({ context }) => context.filters,
            onDone: { target: 'ready', actions: assign({ summary: ({ event }) => event.output, error: undefined }) },
            onError: { target: 'failed', actions: assign({ summary: undefined, error: ({ event }) => event.error }) },
          },
        },
        ready: {
          on: { 'row.open': { target: '#surveyReport.results', actions: assign({ fieldName: ({ event }) => event.fieldName, results: [] }) } },
        },
        /** §5: an empty date: error style, no request. */
        invalid: {},
        failed: {},
      },
    },
    results: {
      initial: 'loading',
      on: {
        back: { target: '#surveyReport.summary.ready', actions: assign({ fieldName: undefined, results: [] }) },
      },
      states: {
        loading: {
          invoke: {
            src: 'loadResults',
            input: ({ context }) => ({ filters: context.filters, fieldName: context.fieldName ?? '' }),
            onDone: { target: 'ready', actions: assign({ results: ({ event }) => event.output, error: undefined }) },
            onError: { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
          },
        },
        ready: {
          on: { 'survey.open': { target: '#surveyReport.detail', actions: assign({ surveyNumber: ({ event }) => event.surveyNumber, detail: undefined }) } },
        },
        failed: {},
      },
    },
    detail: {
      initial: 'loading',
      on: {
        // §2 "Back returns to /prod-mgmt/surveyslist": to the results it was opened from, else the summary.
        back: [
          { guard: 'cameFromResults', target: '#surveyReport.results.ready', actions: assign({ surveyNumber: undefined, detail: undefined }) },
          { target: '#surveyReport.summary', actions: assign({ surveyNumber: undefined, detail: undefined }) },
        ],
      },
      states: {
        loading: {
          invoke: {
            src: 'loadSurvey',
            input: ({ context }) => ({ surveyNumber: context.surveyNumber ?? 0 }),
            onDone: { target: 'ready', actions: assign({ detail: ({ event }) => event.output, error: undefined }) },
            onError: { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
          },
        },
        ready: {},
        failed: {},
      },
    },
  },
});
