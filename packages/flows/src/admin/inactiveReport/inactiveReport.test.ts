import { afterAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyStateMachine } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { ApiError } from '../../api/errors';
import type { InactiveReport, InactiveReportRequest, InactiveRow } from '../../api/admin/reports';
import {
  describeDateProblem,
  inactiveExportDisabledReason,
  inactiveReportMachine,
  inactiveRequestOf,
  parseReportDate,
  previousCalendarMonth,
  sortByCustomerNumber,
  teamLabel,
  toReportDate,
  validateReportDates,
} from '.';

const row = (customerNumber: number): InactiveRow => ({
  team: 101,
  customerNumber,
  accountType: 'Dealer',
  territoryNumber: 1011,
  name: 'Pat Lee',
  date: '2025-10-03',
  displayDate: '10/03/2025',
  customerName: 'Acme',
  currentStatus: 'Inactive',
  previousStatus: 'Active',
});
const reply: InactiveReport = {
  inactiveReports: [row(300), row(100), row(200)],
  uniqueTeams: [{ teamNumber: 101, teamName: 'Austin Retail' }],
  startDate: '2025-10-01',
  endDate: '2025-10-31',
};

describe('previous calendar month (§4, fixed month table without leap years)', () => {
  it('first to last day of the month before today', () => {
    expect(previousCalendarMonth(new Date(2025, 10, 24))).toEqual({ startDate: '2025-10-01', endDate: '2025-10-31' });
    expect(previousCalendarMonth(new Date(2025, 4, 1))).toEqual({ startDate: '2025-04-01', endDate: '2025-04-30' });
    expect(previousCalendarMonth(new Date(2025, 2, 31))).toEqual({ startDate: '2025-02-01', endDate: '2025-02-28' });
  });
  it('January goes back to December of the year before', () => {
    expect(previousCalendarMonth(new Date(2026, 0, 15))).toEqual({ startDate: '2025-12-01', endDate: '2025-12-31' });
  });
  it('February of a leap year still ends on the 28th', () => {
    expect(previousCalendarMonth(new Date(2024, 2, 15))).toEqual({ startDate: '2024-02-01', endDate: '2024-02-28' });
    expect(previousCalendarMonth(new Date(2000, 2, 1))).toEqual({ startDate: '2000-02-01', endDate: '2000-02-28' });
  });
});

describe('report dates (§5, §9)', () => {
  it('reads YYYY-MM-DD only, with a real month and day', () => {
    expect(parseReportDate('2025-02-28')).toEqual(new Date(2025, 1, 28));
    expect(parseReportDate('2025-02-29')).toBeNull();
    expect(parseReportDate('2025-13-01')).toBeNull();
    expect(parseReportDate('2025-04-31')).toBeNull();
    expect(parseReportDate('10/01/2025')).toBeNull();
    expect(toReportDate(new Date(2025, 0, 5))).toBe('2025-01-05');
  });
  it('both required, year 2000 or later, valid month and day', () => {
    expect(validateReportDates('2025-10-01', '2025-10-31')).toEqual({});
    expect(validateReportDates(null, '')).toEqual({ startDate: 'required', endDate: 'required' });
    expect(validateReportDates('1999-12-31', '2025-10-31')).toEqual({ startDate: 'minYear' });
    expect(validateReportDates('2000-01-01', '2025-02-30')).toEqual({ endDate: 'invalid' });
  });
  it('a start after the end is the start date’s error; equal dates are fine', () => {
    expect(validateReportDates('2025-11-01', '2025-10-31')).toEqual({ startDate: 'startAfterEnd' });
    expect(validateReportDates('2025-10-31', '2025-10-31')).toEqual({});
  });
  it('says why under the field', () => {
    expect(describeDateProblem('required', 'Start Date')).toBe('Start Date is required');
    expect(describeDateProblem('minYear', 'End Date')).toBe('Enter a year of 2000 or later');
    expect(describeDateProblem('invalid', 'End Date')).toBe('Enter a valid date (MM-DD-YYYY)');
    expect(describeDateProblem('startAfterEnd', 'Start Date')).toBe('Start Date must be on or before End Date');
    expect(describeDateProblem(undefined, 'Start Date')).toBeUndefined();
  });
  it('teams read "number - name"; rows default to customer number ascending', () => {
    expect(teamLabel({ teamNumber: 101, teamName: 'Austin Retail' })).toBe('101 - Austin Retail');
    expect(sortByCustomerNumber(reply.inactiveReports).map((r) => r.customerNumber)).toEqual([100, 200, 300]);
  });
});

const visited = new Set<string>();
afterAll(() => {
  const leaves = getStateNodes((inactiveReportMachine as AnyStateMachine).root)
    .filter((n) => n.type === 'atomic' || n.type === 'final')
    .map((n) => n.path.join('.'));
  expect([...visited].sort()).toEqual(leaves.sort());
});

function start(load: (request: InactiveReportRequest) => Promise<InactiveReport>) {
  const requests: InactiveReportRequest[] = [];
  const actor = createActor(
    inactiveReportMachine.provide({
      actors: { loadReport: fromPromise<InactiveReport, InactiveReportRequest>(async ({ input }) => (requests.push(input), load(input))) },
    }),
    { input: { today: new Date(2024, 2, 10) } },
  );
  actor.subscribe((s) => visited.add(String(s.value)));
  actor.start();
  return { actor, requests };
}

describe('Inactive Report machine', () => {
  it('first loads the previous calendar month for every team, sorted by customer number', async () => {
    const { actor, requests } = start(async () => reply);
    expect(inactiveExportDisabledReason(actor.getSnapshot(), false)).toBe('loading');
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(requests).toEqual([{ team: 0, startDate: '2024-02-01', endDate: '2024-02-28' }]);
    expect(actor.getSnapshot().context.rows.map((r) => r.customerNumber)).toEqual([100, 200, 300]);
    expect(actor.getSnapshot().context.teams).toEqual(reply.uniqueTeams);
    expect(inactiveExportDisabledReason(actor.getSnapshot(), false)).toBeUndefined();
    expect(inactiveExportDisabledReason(actor.getSnapshot(), true)).toBe('exporting');
  });

  it('reloads on each valid change of a date or the team; the same value is no change', async () => {
    const { actor, requests } = start(async () => reply);
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'report.team', team: 101 });
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'report.startDate', value: '2024-01-15' });
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'report.endDate', value: '2024-03-01' });
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'report.endDate', value: '2024-03-01' });
    expect(requests.slice(1)).toEqual([
      { team: 101, startDate: '2024-02-01', endDate: '2024-02-28' },
      { team: 101, startDate: '2024-01-15', endDate: '2024-02-28' },
      { team: 101, startDate: '2024-01-15', endDate: '2024-03-01' },
    ]);
    expect(inactiveRequestOf(actor.getSnapshot())).toEqual({ team: 101, startDate: '2024-01-15', endDate: '2024-03-01' });
  });

  it('an invalid change sends nothing and says why; a valid one reloads again', async () => {
    const { actor, requests } = start(async () => reply);
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'report.startDate', value: '2024-03-05' });
    expect(actor.getSnapshot().matches('invalid')).toBe(true);
    expect(actor.getSnapshot().context.problems).toEqual({ startDate: 'startAfterEnd' });
    expect(inactiveExportDisabledReason(actor.getSnapshot(), false)).toBe('invalidDates');
    actor.send({ type: 'report.endDate', value: null });
    expect(actor.getSnapshot().context.problems).toEqual({ endDate: 'required' });
    actor.send({ type: 'report.team', team: 101 });
    expect(actor.getSnapshot().matches('invalid')).toBe(true);
    actor.send({ type: 'report.startDate', value: '1999-03-05' });
    expect(actor.getSnapshot().context.problems).toEqual({ startDate: 'minYear', endDate: 'required' });
    expect(requests).toHaveLength(1);
    actor.send({ type: 'report.startDate', value: '2024-02-01' });
    actor.send({ type: 'report.endDate', value: '2024-02-10' });
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(requests.at(-1)).toEqual({ team: 101, startDate: '2024-02-01', endDate: '2024-02-10' });
  });

  it('a failure shows in failed; acknowledging clears it, a 409 re-fetches, a valid change retries', async () => {
    let status = 500;
    const { actor, requests } = start(async () => {
      if (status) throw new ApiError('http', 'reports.inactive', 'x', { status });
      return reply;
    });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(inactiveExportDisabledReason(actor.getSnapshot(), false)).toBe('failed');
    actor.send({ type: 'error.acknowledge' });
    expect(actor.getSnapshot().context.error).toBeUndefined();
    status = 409;
    actor.send({ type: 'report.team', team: 101 });
    await waitFor(actor, (s) => s.matches('failed') && s.context.error !== undefined);
    status = 0;
    actor.send({ type: 'error.acknowledge' });
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(requests).toHaveLength(3);
  });
});
