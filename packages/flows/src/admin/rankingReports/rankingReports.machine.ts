import { assign, fromPromise, setup } from 'xstate';
import { fetchRankingReport, type RankingReport } from '../../api/admin/reports';
import { isApiError } from '../../api/errors';
import { settleUnlessAborted } from '../../staff/shell/settleUnlessAborted';
import type { RankingReportName } from '../constants';

export interface RankingReportsContext {
  report: RankingReport | undefined;
  tab: RankingReportName;
  /** undefined: "Select", every location. */
  location: string | undefined;
  error: unknown;
}

export type RankingReportsEvent =
  | { type: 'ranking.tab'; tab: RankingReportName }
  | { type: 'ranking.location'; location: string | undefined }
  | { type: 'error.acknowledge' };

/**
 * Ranking Reports (back-office-admin.md §2, §3, §7 GET RankingReports): one report holds every
 * tab; the tab and the location filter only choose and order what is shown. Export runs on the
 * shared export flow (staff/exportFlow). The screen has no reload (§2 names none): the report is
 * asked for again only when a 409 is acknowledged.
 */
export const rankingReportsMachine = setup({
  types: { context: {} as RankingReportsContext, events: {} as RankingReportsEvent },
  actors: {
    loadReport: fromPromise<RankingReport>(({ signal }) => settleUnlessAborted(signal, fetchRankingReport(signal))),
  },
  guards: {
    isConflict: ({ context }) => isApiError(context.error) && context.error.status === 409,
    /** A location the report lists (anything else means Select). */
    isKnownLocation: ({ context, event }) =>
      event.type === 'ranking.location' && event.location !== undefined && (context.report?.uniqueLocations.includes(event.location) ?? false),
  },
}).createMachine({
  id: 'rankingReports',
  context: { report: undefined, tab: 'Overall', location: undefined, error: undefined },
  initial: 'loading',
  on: {
    'ranking.tab': { actions: assign({ tab: ({ event }) => event.tab }) },
  },
  states: {
    loading: {
      description: 'GET RankingReports; the table shows its spinner.',
      invoke: {
        src: 'loadReport',
        onDone: { target: 'loaded', actions: assign({ report: ({ event }) => event.output, error: undefined }) },
        onError: { target: 'failed', actions: assign({ report: undefined, error: ({ event }) => event.error }) },
      },
    },
    loaded: {
      description: 'The tab’s rows for the location, ascending by the tab’s ranking; Export enabled.',
      on: {
        'ranking.location': [
          { guard: 'isKnownLocation', actions: assign({ location: ({ event }) => event.location }) },
          { actions: assign({ location: undefined }) },
        ],
      },
    },
    failed: {
      description: 'The error dialog; the failure text stands in place of the table.',
      on: {
        'error.acknowledge': [
          { guard: 'isConflict', target: 'loading', actions: assign({ error: undefined }) },
          { actions: assign({ error: undefined }) },
        ],
      },
    },
  },
});
