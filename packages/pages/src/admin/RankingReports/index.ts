export { RankingReports, type RankingReportsProps } from './RankingReports';
