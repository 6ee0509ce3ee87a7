import type { HttpHandler } from 'msw';
import { HttpResponse } from 'msw';
import { ALL_TEAMS, EXPORT_FILE_NAMES, REPORT_MIN_YEAR, columnLabels, type RankingReportName } from '@joinery/flows/admin';
import { inactiveReportRequestSchema, rankingExportRequestSchema, type RankingRow } from '@joinery/flows/api/admin/reports';
import { isoDate, parseDay } from '../../data/admin/dates';
import { inactiveCustomers, inactiveTeams, rankingReport } from '../../data/admin/reports';
import { adminRoute, failure, readBody } from './http';
import { xlsxResponse } from './files';

/** Each ranking tab: its score and ranking fields. */
const rankingColumns: Record<RankingReportName, { score: (r: RankingRow) => number; ranking: (r: RankingRow) => number }> = {
  Overall: { score: (r) => r.overallScore, ranking: (r) => r.overallRanking },
  'Gross Margin Per Person': { score: (r) => r.gmppAmount, ranking: (r) => r.gmppRanking },
  'Products & Services': { score: (r) => r.psPercent, ranking: (r) => r.psRanking },
};

/** §5 Inactive report: both dates valid, year 2000 or later, start not after end. */
function reportRange(startDate: string, endDate: string): { start: string; end: string } {
  const start = parseDay(startDate);
  const end = parseDay(endDate);
  if (!start || !end) throw failure(400, 'startDate and endDate are required (YYYY-MM-DD).');
  if (start.getFullYear() < REPORT_MIN_YEAR || end.getFullYear() < REPORT_MIN_YEAR) {
    throw failure(400, `Report dates start in ${REPORT_MIN_YEAR}.`);
  }
  if (start > end) throw failure(400, 'startDate is after endDate.');
  return { start: isoDate(start), end: isoDate(end) };
}

function inactiveRows(team: number, start: string, end: string) {
  return inactiveCustomers
    .where((r) => r.date >= start && r.date <= end && (team === ALL_TEAMS || r.team === team))
    .sort((a, b) => a.customerNumber - b.customerNumber)
    .map(({ id: _id, version: _version, ...row }) => row);
}

/** back-office-admin.md §7 Reports. */
export const reportsHandlers: HttpHandler[] = [
  adminRoute('reports.ranking', () => HttpResponse.json(rankingReport.get())),

  adminRoute('reports.rankingExport', async ({ request }) => {
    const { reportName, location } = await readBody(request, rankingExportRequestSchema);
    const { score, ranking } = rankingColumns[reportName];
    const rows = rankingReport
      .get()
      .rankingReports.filter((r) => !location || r.location === location)
      .sort((a, b) => ranking(a) - ranking(b));
    const c = columnLabels.ranking;
    return xlsxResponse(
      {
        name: reportName.replace(/[^A-Za-z ]/g, '').slice(0, 31),
        columns: [c.team, c.location, reportName, c.ranking],
        rows: rows.map((r) => [r.team, r.location, score(r), ranking(r)]),
      },
      EXPORT_FILE_NAMES.ranking,
    );
  }),

  adminRoute('reports.inactive', async ({ request }) => {
    const body = await readBody(request, inactiveReportRequestSchema);
    const { start, end } = reportRange(body.startDate, body.endDate);
    return HttpResponse.json({
      inactiveReports: inactiveRows(body.team, start, end),
      uniqueTeams: inactiveTeams(),
      startDate: start,
      endDate: end,
    });
  }),

  adminRoute('reports.inactiveExport', async ({ request }) => {
    const body = await readBody(request, inactiveReportRequestSchema);
    const { start, end } = reportRange(body.startDate, body.endDate);
    const c = columnLabels.inactive;
    return xlsxResponse(
      {
        name: 'Inactive Report',
        columns: [c.team, c.customerNumber, c.accountType, c.territoryNumber, c.name, c.date, c.customerName, c.currentStatus, c.previousStatus],
        rows: inactiveRows(body.team, start, end).map((r) => [
          r.team,
          r.customerNumber,
          r.accountType,
          r.territoryNumber,
          r.name,
          r.displayDate,
          r.customerName,
          r.currentStatus,
          r.previousStatus,
        ]),
      },
      EXPORT_FILE_NAMES.inactive,
    );
  }),
];
