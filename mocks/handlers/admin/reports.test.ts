import { describe, expect, it } from 'vitest';
import { isApiError } from '@joinery/flows/api';
import { ALL_TEAMS, EXPORT_FILE_NAMES } from '@joinery/flows/admin';
import {
  exportInactiveReport,
  exportRankingReport,
  fetchInactiveReport,
  fetchRankingReport,
} from '@joinery/flows/api/admin/reports';
import { setupMockServer } from '../../test-utils';
import { describeFaults } from './faultMatrix';
import { expectXlsx } from './fileChecks';

setupMockServer();

const day = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
/** The inactive report's initial range: the previous calendar month (§4). */
function previousMonth() {
  const now = new Date();
  return { startDate: day(new Date(now.getFullYear(), now.getMonth() - 1, 1)), endDate: day(new Date(now.getFullYear(), now.getMonth(), 0)) };
}

describe('reports.ranking', () => {
  it('ranks every team on each of the three scores', async () => {
    const report = await fetchRankingReport();
    const rows = report.rankingReports;
    expect(rows.length).toBeGreaterThan(10);
    for (const ranking of ['overallRanking', 'gmppRanking', 'psRanking'] as const) {
      expect(rows.map((r) => r[ranking]).sort((a, b) => a - b)).toEqual(rows.map((_, i) => i + 1));
    }
    const best = rows.find((r) => r.overallRanking === 1);
    expect(rows.every((r) => r.overallScore <= (best?.overallScore ?? 0))).toBe(true);
    expect(report.uniqueLocations).toEqual([...new Set(rows.map((r) => r.location))].sort());
    expect(report.salaryMonth).toMatch(/^\d{6}$/);
  });

  it('exports RankingReport_Export.xlsx for a tab and a location, ranked ascending', async () => {
    const { uniqueLocations } = await fetchRankingReport();
    const location = uniqueLocations[0] ?? '';
    const file = await exportRankingReport({ reportName: 'Gross Margin Per Person', location });
    expect(file.fileName).toBe(EXPORT_FILE_NAMES.ranking);
    const [header, ...rows] = await expectXlsx(file.blob);
    expect(header).toEqual(['Team', 'Location', 'Gross Margin Per Person', 'Ranking']);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r[1] === location)).toBe(true);
    const rankings = rows.map((r) => Number(r[3]));
    expect([...rankings].sort((a, b) => a - b)).toEqual(rankings);
  });
});

describe('reports.inactive', () => {
  it('lists last month\'s inactive customers by customer number, with every team', async () => {
    const report = await fetchInactiveReport({ team: ALL_TEAMS, ...previousMonth() });
    expect(report.inactiveReports.length).toBeGreaterThan(0);
    const numbers = report.inactiveReports.map((r) => r.customerNumber);
    expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
    const { startDate, endDate } = previousMonth();
    expect(report.inactiveReports.every((r) => r.date >= startDate && r.date <= endDate)).toBe(true);
    expect(report.uniqueTeams.length).toBeGreaterThan(10);
  });

  it('filters by team', async () => {
    const everything = await fetchInactiveReport({ team: ALL_TEAMS, startDate: '2000-01-01', endDate: day(new Date()) });
    const team = everything.inactiveReports[0]?.team ?? 0;
    const one = await fetchInactiveReport({ team, startDate: '2000-01-01', endDate: day(new Date()) });
    expect(one.inactiveReports.length).toBeGreaterThan(0);
    expect(one.inactiveReports.length).toBeLessThan(everything.inactiveReports.length);
    expect(one.inactiveReports.every((r) => r.team === team)).toBe(true);
  });

  it('refuses dates before 2000 and a start after the end (§5)', async () => {
    for (const range of [
      { startDate: '1999-12-31', endDate: '2001-01-01' },
      { startDate: '2024-02-01', endDate: '2024-01-01' },
      { startDate: '2024-02-30', endDate: '2024-03-01' },
    ]) {
      const error = await fetchInactiveReport({ team: ALL_TEAMS, ...range }).catch((e: unknown) => e);
      expect(isApiError(error) && error.status).toBe(400);
    }
  });

  it('exports InactiveReport_Export.xlsx with the same rows', async () => {
    const range = { team: ALL_TEAMS, ...previousMonth() };
    const report = await fetchInactiveReport(range);
    const file = await exportInactiveReport(range);
    expect(file.fileName).toBe(EXPORT_FILE_NAMES.inactive);
    const [header, ...rows] = await expectXlsx(file.blob);
    expect(header?.[0]).toBe('Team #');
    expect(rows.map((r) => Number(r[1]))).toEqual(report.inactiveReports.map((r) => r.customerNumber));
  });
});

describeFaults([
  { call: 'reports.ranking', run: () => fetchRankingReport(), wrongShape: { body: { rankingReports: [{ team: 'x' }] }, field: 'rankingReports.0.location' } },
  { call: 'reports.rankingExport', run: () => exportRankingReport({ reportName: 'Overall' }) },
  {
    call: 'reports.inactive',
    run: () => fetchInactiveReport({ team: ALL_TEAMS, ...previousMonth() }),
    wrongShape: { body: { inactiveReports: [], uniqueTeams: [{ teamNumber: '101' }] }, field: 'uniqueTeams.0.teamNumber' },
  },
  { call: 'reports.inactiveExport', run: () => exportInactiveReport({ team: ALL_TEAMS, ...previousMonth() }) },
]);
