import { useMachine } from '@joinery/flows/react';
import { Alert } from '@joinery/ui/Alert';
import { Button } from '@joinery/ui/Button';
import { DataTable, type DataTableColumn } from '@joinery/ui/DataTable';
import { EmptyState } from '@joinery/ui/EmptyState';
import { Heading } from '@joinery/ui/Heading';
import { Inline } from '@joinery/ui/Inline';
import { Select } from '@joinery/ui/Select';
import { Stack } from '@joinery/ui/Stack';
import { Tabs } from '@joinery/ui/Tabs';
import { Text } from '@joinery/ui/Text';
import { exportRankingReport, type RankingRow } from '@joinery/flows/api/admin/reports';
import {
  RANKING_REPORTS,
  rankingExportDisabledReason,
  rankingExportRequest,
  rankingReportsMachine,
  rankingReportsMessages as m,
  rankingRows,
  rankingTabs,
  type RankingReportName,
} from '@joinery/flows/admin/rankingReports';
import { ErrorDialog } from '../../staff/ErrorDialog';
import { ExportOverlay, useExportFlow } from '../../staff/shared/ExportFlow';

/** The location Select's "every location" value (Radix Select takes no empty value). */
const ALL = '__all__';
const SURVEY_RESULTS = 'survey-results';
/** Tab values become element ids: no spaces or ampersands. */
const tabValue = (name: RankingReportName) => name.toLowerCase().replace(/[^a-z]+/g, '-');

export interface RankingReportsProps {
  machine?: typeof rankingReportsMachine;
}

/** Ranking Reports (/RankingReportsList; back-office-admin.md §2, §3, §4 Export flows, §7, §9). */
export function RankingReports({ machine = rankingReportsMachine }: RankingReportsProps) {
  const [state, send] = useMachine(machine);
  const flow = useExportFlow();
  const { report, tab, location, error } = state.context;
  const loading = state.matches('loading');
  const disabled = rankingExportDisabledReason(state, flow.busy) !== undefined;
  const rows = rankingRows(report, tab, location);
  const { score, ranking, format } = rankingTabs[tab];

  const columns: DataTableColumn<RankingRow>[] = [
    { id: 'team', header: m.columns.team, value: (r) => r.team },
    { id: 'location', header: m.columns.location, value: (r) => r.location },
    { id: 'score', header: tab, value: score, cell: (r) => format(score(r)), align: 'end' },
    { id: 'ranking', header: m.columns.ranking, value: ranking, align: 'end' },
  ];

  // §2: two Export buttons, one above and one below the table (docs/decisions.md); both export the tab shown.
  const exportButton = (
    <Button
      variant="outline"
      disabled={disabled}
      onClick={() => {
        const request = rankingExportRequest(tab, location);
        flow.start((onProgress, signal) => exportRankingReport(request, signal, onProgress));
      }}
    >
      {m.export}
    </Button>
  );

  const content = state.matches('failed') ? (
    <Alert tone="critical" heading={m.heading} scrollIntoViewOnShow={false}>
      {m.missingReport}
    </Alert>
  ) : (
    <Stack space="md">
      <DataTable
        label={tab}
        columns={columns}
        rows={rows}
        getRowId={(r) => `${r.team}|${r.location}`}
        loading={loading}
        loadingMessage={m.loading}
        emptyState={<EmptyState heading={m.heading} text={m.noRecords} headingLevel={2} />}
      />
      <Inline space="md" align="right">
        {exportButton}
      </Inline>
    </Stack>
  );

  return (
    <ExportOverlay flow={flow} message={m.exporting} progressLabel={m.exportProgress} failedHeading={m.exportFailed}>
      <Stack space="lg">
        <Heading level={1}>{m.heading}</Heading>
        {report && <Text>{m.salaryMonth(report.salaryMonthDisplay)}</Text>}
        <Inline space="md" alignY="bottom" align="spaceBetween">
          <Select
            label={m.location}
            value={location ?? ALL}
            disabled={loading || state.matches('failed')}
            options={[{ value: ALL, label: m.select }, ...(report?.uniqueLocations ?? []).map((l) => ({ value: l, label: l }))]}
            onValueChange={(value) => send({ type: 'ranking.location', location: value === ALL ? undefined : value })}
          />
          {exportButton}
        </Inline>
        <Tabs
          label={m.tabsLabel}
          value={tabValue(tab)}
          onValueChange={(value) => {
            const chosen = RANKING_REPORTS.find((name) => tabValue(name) === value);
            if (chosen) send({ type: 'ranking.tab', tab: chosen });
          }}
          collapseBelow={500}
          items={[
            ...RANKING_REPORTS.map((name) => ({ value: tabValue(name), label: name, content: name === tab ? content : null })),
            { value: SURVEY_RESULTS, label: m.surveyResults, disabled: true, content: null },
          ]}
        />
        <ErrorDialog error={error} onAcknowledge={() => send({ type: 'error.acknowledge' })} />
      </Stack>
    </ExportOverlay>
  );
}
