import { afterAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyStateMachine } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { ApiError } from '../../api/errors';
import type { RankingReport, RankingRow } from '../../api/admin/reports';
import {
  formatGrossMargin,
  formatOverallScore,
  formatPercent,
  rankingExportDisabledReason,
  rankingExportRequest,
  rankingReportsMachine,
  rankingRows,
} from '.';

const row = (team: string, location: string, ranks: [number, number, number]): RankingRow => ({
  team,
  location,
  overallScore: 80 + ranks[0],
  overallRanking: ranks[0],
  gmppAmount: 10000 * ranks[1],
  gmppRanking: ranks[1],
  psPercent: ranks[2] * 1.5,
  psRanking: ranks[2],
});

const report: RankingReport = {
  rankingReports: [row('A', 'Austin', [2, 3, 1]), row('B', 'Boston', [1, 2, 3]), row('C', 'Austin', [3, 1, 2])],
  uniqueLocations: ['Austin', 'Boston'],
  salaryMonth: '202510',
  salaryMonthDisplay: 'October 2025',
};

const visited = new Set<string>();
afterAll(() => {
  const leaves = getStateNodes((rankingReportsMachine as AnyStateMachine).root)
    .filter((n) => n.type === 'atomic' || n.type === 'final')
    .map((n) => n.path.join('.'));
  expect([...visited].sort()).toEqual(leaves.sort());
});

function start(load: () => Promise<RankingReport>) {
  let calls = 0;
  const actor = createActor(rankingReportsMachine.provide({ actors: { loadReport: fromPromise(async () => (calls++, load())) } }));
  actor.subscribe((s) => visited.add(String(s.value)));
  actor.start();
  return { actor, calls: () => calls };
}

describe('ranking number formats (§2)', () => {
  it('Overall: the score to 2 decimals', () => {
    expect(formatOverallScore(87.5)).toBe('87.50');
    expect(formatOverallScore(91.236)).toBe('91.24');
    expect(formatOverallScore(0)).toBe('0.00');
  });
  it('Gross Margin: dollars with thousands separators, always 2 decimals', () => {
    expect(formatGrossMargin(12345.6)).toBe('$12,345.60');
    expect(formatGrossMargin(1234567)).toBe('$1,234,567.00');
    expect(formatGrossMargin(999.999)).toBe('$1,000.00');
    expect(formatGrossMargin(-50)).toBe('-$50.00');
  });
  it('Products & Services: a percent to 2 decimals', () => {
    expect(formatPercent(12.3)).toBe('12.30%');
    expect(formatPercent(45.678)).toBe('45.68%');
    expect(formatPercent(0)).toBe('0.00%');
  });
});

describe('ranking rows (§2, §9)', () => {
  it('sorts ascending by the tab’s own ranking', () => {
    expect(rankingRows(report, 'Overall', undefined).map((r) => r.team)).toEqual(['B', 'A', 'C']);
    expect(rankingRows(report, 'Gross Margin Per Person', undefined).map((r) => r.team)).toEqual(['C', 'B', 'A']);
    expect(rankingRows(report, 'Products & Services', undefined).map((r) => r.team)).toEqual(['A', 'C', 'B']);
  });
  it('filters by location; Select (undefined) is all; no report is no rows', () => {
    expect(rankingRows(report, 'Overall', 'Austin').map((r) => r.team)).toEqual(['A', 'C']);
    expect(rankingRows(undefined, 'Overall', undefined)).toEqual([]);
  });
  it('the export names the tab and the location only when one is chosen', () => {
    expect(rankingExportRequest('Overall', undefined)).toEqual({ reportName: 'Overall' });
    expect(rankingExportRequest('Products & Services', 'Boston')).toEqual({ reportName: 'Products & Services', location: 'Boston' });
  });
});

describe('Ranking Reports machine', () => {
  it('loads, switches tab and location; an unknown location means Select', async () => {
    const { actor } = start(async () => report);
    expect(rankingExportDisabledReason(actor.getSnapshot(), false)).toBe('loading');
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(rankingExportDisabledReason(actor.getSnapshot(), false)).toBeUndefined();
    expect(rankingExportDisabledReason(actor.getSnapshot(), true)).toBe('exporting');
    actor.send({ type: 'ranking.tab', tab: 'Gross Margin Per Person' });
    actor.send({ type: 'ranking.location', location: 'Boston' });
    expect(actor.getSnapshot().context).toMatchObject({ tab: 'Gross Margin Per Person', location: 'Boston' });
    actor.send({ type: 'ranking.location', location: 'Nowhere' });
    expect(actor.getSnapshot().context.location).toBeUndefined();
  });

  it('a failure waits in failed; acknowledging clears it, and a 409 re-fetches', async () => {
    const { actor } = start(async () => {
      throw new ApiError('http', 'reports.ranking', 'x', { status: 500 });
    });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(rankingExportDisabledReason(actor.getSnapshot(), false)).toBe('failed');
    actor.send({ type: 'error.acknowledge' });
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    expect(actor.getSnapshot().context.error).toBeUndefined();
    let status = 409;
    const { actor: conflicted, calls } = start(async () => {
      if (status) throw new ApiError('http', 'reports.ranking', 'x', { status });
      return report;
    });
    await waitFor(conflicted, (s) => s.matches('failed') && s.context.error !== undefined);
    status = 0;
    conflicted.send({ type: 'error.acknowledge' });
    await waitFor(conflicted, (s) => s.matches('loaded'));
    expect(calls()).toBe(2);
  });
});
