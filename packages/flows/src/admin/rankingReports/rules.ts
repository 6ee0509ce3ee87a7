import { RANKING_REPORTS, type RankingReportName } from '../constants';
import type { RankingExportRequest, RankingReport, RankingRow } from '../../api/admin/reports';

export { RANKING_REPORTS, type RankingReportName };

/** §2: Overall shows the score to 2 decimals (thousands grouped like the other tabs). */
export function formatOverallScore(score: number): string {
  return new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(score);
}

/** §2: Gross Margin shows a dollar amount with thousands separators and always 2 decimals. */
export function formatGrossMargin(amount: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
}

/** §2: Products & Services shows a percent to 2 decimals (the value is already a percentage). */
export function formatPercent(percent: number): string {
  return `${new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(percent)}%`;
}

export interface RankingTab {
  score: (row: RankingRow) => number;
  ranking: (row: RankingRow) => number;
  format: (score: number) => string;
}

/** Each tab: its score, its ranking and the number format of §2. */
export const rankingTabs: Readonly<Record<RankingReportName, RankingTab>> = {
  Overall: { score: (r) => r.overallScore, ranking: (r) => r.overallRanking, format: formatOverallScore },
  'Gross Margin Per Person': { score: (r) => r.gmppAmount, ranking: (r) => r.gmppRanking, format: formatGrossMargin },
  'Products & Services': { score: (r) => r.psPercent, ranking: (r) => r.psRanking, format: formatPercent },
};

/** §2, §9: the rows of one location (none: Select, all), ascending by the tab's own ranking. */
export function rankingRows(report: RankingReport | undefined, tab: RankingReportName, location: string | undefined): RankingRow[] {
  if (!report) return [];
  const { ranking } = rankingTabs[tab];
  return report.rankingReports
    .filter((row) => location === undefined || row.location === location)
    .sort((a, b) => ranking(a) - ranking(b));
}

/** §7: RankingReportsByExport sends the tab's report and the location only when one is chosen. */
export function rankingExportRequest(tab: RankingReportName, location: string | undefined): RankingExportRequest {
  return location === undefined ? { reportName: tab } : { reportName: tab, location };
}
