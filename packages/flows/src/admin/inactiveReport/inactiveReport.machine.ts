import { assign, fromPromise, setup } from 'xstate';
import { fetchInactiveReport, type InactiveReport, type InactiveReportRequest, type InactiveRow, type InactiveTeam } from '../../api/admin/reports';
import { isApiError } from '../../api/errors';
import { settleUnlessAborted } from '../../staff/shell/settleUnlessAborted';
import { ALL_TEAMS, datesAreValid, previousCalendarMonth, sortByCustomerNumber, validateReportDates, type ReportDateProblems } from './rules';

export interface InactiveReportContext {
  /** YYYY-MM-DD, or null when the field is empty. */
  startDate: string | null;
  endDate: string | null;
  /** ALL_TEAMS (0) for every team. */
  team: number;
  rows: InactiveRow[];
  teams: InactiveTeam[];
  problems: ReportDateProblems;
  error: unknown;
}

export type InactiveReportEvent =
  | { type: 'report.startDate'; value: string | null }
  | { type: 'report.endDate'; value: string | null }
  | { type: 'report.team'; team: number }
  | { type: 'error.acknowledge' };

type Change = Extract<InactiveReportEvent, { type: 'report.startDate' | 'report.endDate' | 'report.team' }>;

/** The filters after a change. */
function next(context: InactiveReportContext, event: Change): Pick<InactiveReportContext, 'startDate' | 'endDate' | 'team'> {
  const { startDate, endDate, team } = context;
  if (event.type === 'report.startDate') return { startDate: event.value, endDate, team };
  if (event.type === 'report.endDate') return { startDate, endDate: event.value, team };
  return { startDate, endDate, team: event.team };
}


/**
 * Inactive Report (back-office-admin.md §2, §4 "Inactive report", §5, §7 POST InactiveReports):
 * the first load covers the previous calendar month; any change of start date, end date or team
 * reloads when the dates are valid, otherwise the fields say why and nothing is sent. Export runs
 * on the shared export flow (staff/exportFlow).
 */
export const inactiveReportMachine = setup({
  types: {
    context: {} as InactiveReportContext,
    events: {} as InactiveReportEvent,
    input: {} as { today?: Date } | undefined,
  },
  actors: {
    loadReport: fromPromise<InactiveReport, InactiveReportRequest>(({ input, signal }) =>
      settleUnlessAborted(signal, fetchInactiveReport(input, signal)),
    ),
  },
  actions: {
    /** The filters after the change, with what is wrong with the dates. */
    applyChange: assign(({ context, event }) => {
      const filters = next(context, event as Change);
      return { ...filters, problems: validateReportDates(filters.startDate, filters.endDate) };
    }),
  },
  guards: {
    /** The same value again is no change. */
    unchanged: ({ context, event }) => {
      const filters = next(context, event as Change);
      return filters.startDate === context.startDate && filters.endDate === context.endDate && filters.team === context.team;
    },
    /** §4: reload only when the dates are valid after the change. */
    validAfterChange: ({ context, event }) => {
      const filters = next(context, event as Change);
      return datesAreValid(validateReportDates(filters.startDate, filters.endDate));
    },
    isConflict: ({ context }) => isApiError(context.error) && context.error.status === 409,
  },
}).createMachine({
  id: 'inactiveReport',
  context: ({ input }) => {
    const { startDate, endDate } = previousCalendarMonth(input?.today ?? new Date());
    return { startDate, endDate, team: ALL_TEAMS, rows: [], teams: [], problems: {}, error: undefined };
  },
  initial: 'loading',
  on: {
    'report.startDate': [
      { guard: 'unchanged' },
      { guard: 'validAfterChange', target: '.loading', reenter: true, actions: 'applyChange' },
      { target: '.invalid', actions: 'applyChange' },
    ],
    'report.endDate': [
      { guard: 'unchanged' },
      { guard: 'validAfterChange', target: '.loading', reenter: true, actions: 'applyChange' },
      { target: '.invalid', actions: 'applyChange' },
    ],
    'report.team': [
      { guard: 'unchanged' },
      { guard: 'validAfterChange', target: '.loading', reenter: true, actions: 'applyChange' },
      { target: '.invalid', actions: 'applyChange' },
    ],
  },
  states: {
    loading: {
      description: 'POST InactiveReports with the team and dates; the table shows its spinner.',
      invoke: {
        src: 'loadReport',
        input: ({ context }) => ({ team: context.team, startDate: context.startDate!, endDate: context.endDate! }),
        onDone: {
          target: 'loaded',
          actions: assign({
            rows: ({ event }) => sortByCustomerNumber(event.output.inactiveReports),
            teams: ({ event }) => event.output.uniqueTeams,
            error: undefined,
          }),
        },
        onError: { target: 'failed', actions: assign({ rows: [], error: ({ event }) => event.error }) },
      },
    },
    loaded: {
      description: 'The rows (customer number ascending until a header is clicked), or No Records; Export enabled.',
    },
    invalid: {
      description: 'A date is missing or wrong: the field shows why, nothing is sent, Export is disabled.',
    },
    failed: {
      description: 'The error dialog; the failure text stands in place of the table until a valid change reloads.',
      on: {
        'error.acknowledge': [
          { guard: 'isConflict', target: 'loading', actions: assign({ error: undefined }) },
          { actions: assign({ error: undefined }) },
        ],
      },
    },
  },
});
