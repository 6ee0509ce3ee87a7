import { z } from 'zod/mini';
import { EXPORT_FILE_NAMES, RANKING_REPORTS } from '../../admin/constants';
import { staffJson } from '../staff/request';
import { downloadFile, text, type DownloadedFile } from './common';

/** §3 Ranking report row. Each tab sorts ascending by its own ranking (§9). */
export const rankingRowSchema = z.object({
  team: z.string(),
  location: z.string(),
  overallScore: z.number(),
  overallRanking: z.number(),
  /** Gross margin per person, US dollars. */
  gmppAmount: z.number(),
  gmppRanking: z.number(),
  /** Products & services, percent. */
  psPercent: z.number(),
  psRanking: z.number(),
});
export type RankingRow = z.infer<typeof rankingRowSchema>;

/** §3 Ranking report (GET RankingReports). */
export const rankingReportSchema = z.object({
  rankingReports: z.array(rankingRowSchema),
  uniqueLocations: z.array(z.string()),
  /** yyyymm. */
  salaryMonth: z.string(),
  salaryMonthDisplay: z.string(),
});
export type RankingReport = z.infer<typeof rankingReportSchema>;

/** POST RankingReports/RankingReportsByExport: the tab's report, optionally one location. */
export const rankingExportRequestSchema = z.object({
  reportName: z.enum(RANKING_REPORTS),
  location: z.optional(z.string()),
});
export type RankingExportRequest = z.input<typeof rankingExportRequestSchema>;

/** §3 Inactive report row. */
export const inactiveRowSchema = z.object({
  team: z.number(),
  customerNumber: z.number(),
  accountType: z.string(),
  territoryNumber: z.number(),
  name: z.string(),
  /** YYYY-MM-DD. */
  date: z.string(),
  /** MM/DD/YYYY. */
  displayDate: z.string(),
  customerName: z.string(),
  currentStatus: text,
  previousStatus: text,
});
export type InactiveRow = z.infer<typeof inactiveRowSchema>;

export const inactiveTeamSchema = z.object({ teamNumber: z.number(), teamName: z.string() });
export type InactiveTeam = z.infer<typeof inactiveTeamSchema>;

/** §3 Inactive report: rows by customer number ascending (§9), the teams for the dropdown. */
export const inactiveReportSchema = z.object({
  inactiveReports: z.array(inactiveRowSchema),
  uniqueTeams: z.array(inactiveTeamSchema),
  startDate: z.string(),
  endDate: z.string(),
});
export type InactiveReport = z.infer<typeof inactiveReportSchema>;

/** POST InactiveReports (and its export): YYYY-MM-DD dates; team 0 (ALL_TEAMS) means every team. */
export const inactiveReportRequestSchema = z.object({
  team: z.number(),
  startDate: z.string(),
  endDate: z.string(),
});
export type InactiveReportRequest = z.input<typeof inactiveReportRequestSchema>;

/** GET RankingReports. */
export function fetchRankingReport(signal?: AbortSignal): Promise<RankingReport> {
  return staffJson('reports.ranking', rankingReportSchema, { signal });
}

/** POST RankingReports/RankingReportsByExport: downloads RankingReport_Export.xlsx. */
export function exportRankingReport(
  request: RankingExportRequest,
  signal?: AbortSignal,
  onDownloadProgress?: (percent: number) => void,
): Promise<DownloadedFile> {
  return downloadFile('reports.rankingExport', 'xlsx', EXPORT_FILE_NAMES.ranking, {
    json: request,
    signal,
    onDownloadProgress,
  });
}

/** POST InactiveReports. */
export function fetchInactiveReport(
  request: InactiveReportRequest,
  signal?: AbortSignal,
): Promise<InactiveReport> {
  return staffJson('reports.inactive', inactiveReportSchema, { json: request, signal });
}

/** POST InactiveReports/InactiveReportsByExport: downloads InactiveReport_Export.xlsx. */
export function exportInactiveReport(
  request: InactiveReportRequest,
  signal?: AbortSignal,
  onDownloadProgress?: (percent: number) => void,
): Promise<DownloadedFile> {
  return downloadFile('reports.inactiveExport', 'xlsx', EXPORT_FILE_NAMES.inactive, {
    json: { startDate: request.startDate, endDate: request.endDate, team: request.team },
    signal,
    onDownloadProgress,
  });
}
