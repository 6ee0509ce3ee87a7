import { useMachine } from '@joinery/flows/react';
import { Alert } from '@joinery/ui/Alert';
import { Button } from '@joinery/ui/Button';
import { DataTable, type DataTableColumn } from '@joinery/ui/DataTable';
import { DateField } from '@joinery/ui/DateField';
import { Heading } from '@joinery/ui/Heading';
import { Inline } from '@joinery/ui/Inline';
import { Select } from '@joinery/ui/Select';
import { Stack } from '@joinery/ui/Stack';
import { exportInactiveReport, type InactiveRow } from '@joinery/flows/api/admin/reports';
import {
  ALL_TEAMS,
  describeDateProblem,
  inactiveExportDisabledReason,
  inactiveReportMachine,
  inactiveReportMessages as m,
  inactiveRequestOf,
  parseReportDate,
  teamLabel,
  toReportDate,
} from '@joinery/flows/admin/inactiveReport';
import { ErrorDialog } from '../../staff/ErrorDialog';
import { SpokenEmptyState } from '../../staff/shared/SpokenEmptyState';
import { ExportOverlay, useExportFlow } from '../../staff/shared/ExportFlow';

export interface InactiveReportProps {
  machine?: typeof inactiveReportMachine;
  /** Pins "today" for the initial previous-month range (stories). */
  today?: Date;
}

const c = m.columns;
/** Widths keep nine columns readable: below their sum (about 62rem) the table scrolls sideways. */
const columns: DataTableColumn<InactiveRow>[] = [
  { id: 'team', width: '5rem', header: c.team, value: (r) => r.team, sortable: true, align: 'end' },
  { id: 'customerNumber', width: '6.5rem', header: c.customerNumber, value: (r) => r.customerNumber, sortable: true, align: 'end' },
  { id: 'accountType', width: '7rem', header: c.accountType, value: (r) => r.accountType, sortable: true },
  { id: 'territoryNumber', width: '6.5rem', header: c.territoryNumber, value: (r) => r.territoryNumber, sortable: true, align: 'end' },
  { id: 'name', width: '8rem', header: c.name, value: (r) => r.name, sortable: true },
  { id: 'date', width: '6rem', header: c.date, value: (r) => r.date, cell: (r) => r.displayDate, sortable: true },
  { id: 'customerName', width: '9rem', header: c.customerName, value: (r) => r.customerName, sortable: true },
  { id: 'currentStatus', width: '6.5rem', header: c.currentStatus, value: (r) => r.currentStatus, sortable: true },
  { id: 'previousStatus', width: '7rem', header: c.previousStatus, value: (r) => r.previousStatus, sortable: true },
];

const asDate = (value: string | null) => (value ? parseReportDate(value) : null);

/** Inactive Report (/InactiveReportList; back-office-admin.md §2, §3, §4, §5, §7, §9). */
export function InactiveReport({ machine = inactiveReportMachine, today }: InactiveReportProps) {
  const [state, send] = useMachine(machine, { input: { today } });
  const flow = useExportFlow();
  const { startDate, endDate, team, teams, rows, problems, error } = state.context;
  const loading = state.matches('loading');
  // Issue 46: the table is drawn while it has rows; its No Records notice beside it, spoken as it appears.
  const empty = !loading && rows.length === 0;
  const exportDisabled = inactiveExportDisabledReason(state, flow.busy) !== undefined;

  return (
    <ExportOverlay flow={flow} message={m.exporting} progressLabel={m.exportProgress} failedHeading={m.exportFailed}>
      <Stack space="lg">
        <Heading level={1}>{m.heading}</Heading>
        <Inline space="md" alignY="bottom" align="spaceBetween">
          <Inline space="md" alignY="top">
            <DateField
              label={m.startDate}
              required
              value={asDate(startDate)}
              error={describeDateProblem(problems.startDate, m.startDate)}
              messages={{ invalidFormat: m.dates.invalid }}
              onValueChange={(date) => send({ type: 'report.startDate', value: date ? toReportDate(date) : null })}
            />
            <DateField
              label={m.endDate}
              required
              value={asDate(endDate)}
              error={describeDateProblem(problems.endDate, m.endDate)}
              messages={{ invalidFormat: m.dates.invalid }}
              onValueChange={(date) => send({ type: 'report.endDate', value: date ? toReportDate(date) : null })}
            />
            <Select
              label={m.team}
              value={String(team)}
              options={[
                { value: String(ALL_TEAMS), label: m.allTeams },
                ...teams.map((t) => ({ value: String(t.teamNumber), label: teamLabel(t) })),
              ]}
              onValueChange={(value) => send({ type: 'report.team', team: Number(value) })}
            />
          </Inline>
          <Button
            variant="outline"
            disabled={exportDisabled}
            onClick={() => {
              const request = inactiveRequestOf(state);
              flow.start((onProgress, signal) => exportInactiveReport(request, signal, onProgress));
            }}
          >
            {m.export}
          </Button>
        </Inline>
        {state.matches('failed') ? (
          <Alert tone="critical" heading={m.heading} scrollIntoViewOnShow={false}>
            {m.missingReport}
          </Alert>
        ) : empty ? null : (
          <DataTable
            label={m.heading}
            columns={columns}
            rows={rows}
            getRowId={(r) => String(r.customerNumber)}
            defaultSort={{ columnId: 'customerNumber', direction: 'ascending' }}
            loading={loading}
            loadingMessage={m.loading}
          />
        )}
        <SpokenEmptyState shown={empty && !state.matches('failed')} heading={m.heading} text={m.noRecords} headingLevel={2} />
        <ErrorDialog error={error} onAcknowledge={() => send({ type: 'error.acknowledge' })} />
      </Stack>
    </ExportOverlay>
  );
}
