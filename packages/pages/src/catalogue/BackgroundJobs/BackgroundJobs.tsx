import { useEffect, useId, useRef } from 'react';
import { useMachine } from '@joinery/flows/react';
import { Button } from '@joinery/ui/Button';
import { Card } from '@joinery/ui/Card';
import { DataTable, type DataTableColumn } from '@joinery/ui/DataTable';
import { Dialog } from '@joinery/ui/Dialog';
import { EmptyState } from '@joinery/ui/EmptyState';
import { Heading } from '@joinery/ui/Heading';
import { Inline } from '@joinery/ui/Inline';
import { Select, type SelectOption } from '@joinery/ui/Select';
import { Stack } from '@joinery/ui/Stack';
import { Text } from '@joinery/ui/Text';
import { TextField } from '@joinery/ui/TextField';
import type { BackgroundJob } from '@joinery/flows/api/catalogue/jobs';
import {
  CREATABLE_JOB_TYPES,
  jobTypeLabels,
  recordsMessages,
  type CreatableJobType,
} from '@joinery/flows/catalogue/records';
import {
  backgroundJobsMachine,
  backgroundJobsMessages as m,
  backgroundJobsView,
  jobIdFromPath,
  RETRIEVE_FILTER_ORDER,
  retrieveFilterLabel,
  type JobRow,
  type RetrieveFilter,
} from '@joinery/flows/catalogue/backgroundJobs';
import { listMessages } from '@joinery/flows/staff/shell';
import { ErrorDialog } from '../../staff/ErrorDialog';
import { useBackOfficeNavigation } from '../../staff/navigation';
import { useStaffSession } from '../../staff/session';

export interface BackgroundJobsProps {
  /** Let a story or test swap the machine's actors. */
  machine?: typeof backgroundJobsMachine;
}

const FILTER_OPTIONS: SelectOption[] = RETRIEVE_FILTER_ORDER.map((filter) => ({
  value: String(filter),
  label: retrieveFilterLabel(filter),
}));
const CREATE_OPTIONS: SelectOption[] = CREATABLE_JOB_TYPES.map((type) => ({
  value: String(type),
  label: `${jobTypeLabels[type]} (${type})`,
}));
const filterOf = (value: string): RetrieveFilter =>
  value === 'id' ? 'id' : (Number(value) as RetrieveFilter);

type Row = { row: JobRow; job: BackgroundJob };

/**
 * Issue 46: a created job's status in a live region that is on the page, empty, before its first
 * status is drawn into it, so a screen reader hears the new job's status ("Queued") as its row
 * appears, and then each change the polls bring (Running, Completed). A region drawn together with
 * its text is not spoken.
 */
function SpokenJobStatus({ status }: { status: string }) {
  const region = useRef<HTMLSpanElement>(null);
  // Written after the empty region is on the page (React leaves a childless span's text alone).
  useEffect(() => {
    if (region.current) region.current.textContent = status;
  }, [status]);
  return <span ref={region} aria-live="polite" />;
}

/**
 * Background Jobs (/JobsList, /JobsList/{id}; back-office-products.md §2, §4, §5, §7): the
 * Retrieve a Job Status and Create a new Job panels, status polling, downloads, Reprocess and
 * the File Summary modal.
 */
export function BackgroundJobs({ machine = backgroundJobsMachine }: BackgroundJobsProps) {
  const { user } = useStaffSession();
  const { location } = useBackOfficeNavigation();
  const [state, send] = useMachine(machine, {
    input: { username: user?.userName ?? '', jobId: jobIdFromPath(location) },
  });
  const messageId = useId();
  const { context } = state;
  const username = user?.userName ?? '';
  useEffect(() => {
    if (username) send({ type: 'session.username', username });
  }, [username, send]);
  const view = backgroundJobsView(state);

  const columns: DataTableColumn<Row>[] = [
    { id: 'id', header: m.columns.id, value: ({ row }) => row.id },
    { id: 'jobType', header: m.columns.jobType, value: ({ row }) => row.jobType },
    { id: 'status', header: m.columns.status, value: ({ row }) => row.status },
    {
      id: 'completion',
      header: m.columns.completion,
      value: ({ row }) => row.completion,
      align: 'end',
    },
    { id: 'initiatedBy', header: m.columns.initiatedBy, value: ({ row }) => row.initiatedBy },
    { id: 'start', header: m.columns.start, value: ({ row }) => row.start },
    { id: 'end', header: m.columns.end, value: ({ row }) => row.end },
    { id: 'duration', header: m.columns.duration, value: ({ row }) => row.duration },
    {
      id: 'fileDescription',
      header: m.columns.fileDescription,
      value: ({ row }) => row.fileDescription,
    },
    {
      id: 'file',
      header: m.columns.file,
      cell: ({ row, job }) => (
        <Inline space="xs">
          {row.canDownload && (
            <Button
              size="sm"
              variant="outline"
              disabled={!view.rowActionsEnabled}
              onClick={() => send({ type: 'download', job })}
            >
              {m.download}
            </Button>
          )}
          {row.canReprocess && (
            <Button
              size="sm"
              variant="outline"
              disabled={!view.rowActionsEnabled}
              onClick={() => send({ type: 'reprocess', job })}
            >
              {m.reprocess}
            </Button>
          )}
        </Inline>
      ),
    },
    {
      id: 'fileSummary',
      header: m.columns.fileSummary,
      cell: ({ row, job }) =>
        row.canViewSummary && (
          <Button size="sm" variant="ghost" onClick={() => send({ type: 'summary.open', job })}>
            {m.viewSummary}
          </Button>
        ),
    },
  ];
  // Issue 46: a created job's status is spoken as it appears and as its polls change it (Queued,
  // Running, Completed), so the user hears the job queued and finished; the retrieved list's many
  // rows stay quiet.
  const createdColumns = columns.map((column) =>
    column.id === 'status'
      ? { ...column, cell: ({ row }: Row) => <SpokenJobStatus status={row.status} /> }
      : column,
  );
  const rowsOf = (jobs: readonly BackgroundJob[], rows: readonly JobRow[]): Row[] =>
    rows.map((row, i) => ({ row, job: jobs[i] as BackgroundJob }));
  const summary = view.summary;

  return (
    <Stack space="lg">
      <Heading level={1}>{m.heading}</Heading>

      <Card heading={m.retrieveHeading} headingLevel={2}>
        <Stack space="md">
          <Inline space="md" alignY="bottom" collapseBelow="tablet">
            <Select
              label={m.jobFilter}
              options={FILTER_OPTIONS}
              value={String(context.filter)}
              onValueChange={(value) => send({ type: 'filter.change', filter: filterOf(value) })}
            />
            {view.showJobId && (
              <TextField
                label={m.jobId}
                required
                inputMode="numeric"
                value={context.jobId}
                error={view.jobIdError}
                onValueChange={(jobId) => send({ type: 'jobId.change', jobId })}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' && view.retrieveEnabled) send({ type: 'retrieve' });
                }}
              />
            )}
            <Button disabled={!view.retrieveEnabled} onClick={() => send({ type: 'retrieve' })}>
              {m.retrieve}
            </Button>
          </Inline>
          {view.failed ? (
            <EmptyState heading={m.jobsTable} text={listMessages.missingList} headingLevel={3} />
          ) : (
            <DataTable<Row>
              label={m.jobsTable}
              columns={columns}
              rows={rowsOf(context.jobs, view.rows)}
              getRowId={({ row }) => String(row.id)}
              totalCount={context.jobs.length}
              // Issue 46: the counter is blank while the list (re)loads, so a Retrieve/Refresh that
              // brings the same count is still heard as the list arrives (its status region changes).
              resultsText={() => (view.loading ? '' : view.counter)}
              hasMore={view.showLoadMore}
              onLoadMore={() => send({ type: 'loadMore' })}
              loadingMore={view.loadingMore}
              loading={view.loading}
              loadingMessage={m.loading}
              emptyState={
                <EmptyState
                  heading={m.jobsTable}
                  text={recordsMessages.noRecords}
                  headingLevel={3}
                />
              }
              maxHeight="480px"
            />
          )}
        </Stack>
      </Card>

      <Card heading={m.createHeading} headingLevel={2}>
        <Stack space="md">
          <Inline space="md" alignY="bottom">
            <Select
              label={m.jobType}
              options={CREATE_OPTIONS}
              value={String(context.createType)}
              onValueChange={(value) =>
                send({ type: 'createType.change', jobType: Number(value) as CreatableJobType })
              }
            />
            <Button
              loading={view.creating}
              disabled={view.creating}
              onClick={() => send({ type: 'create' })}
            >
              {m.create}
            </Button>
          </Inline>
          {context.created.length > 0 && (
            <DataTable<Row>
              label={m.createdJobs}
              columns={createdColumns}
              rows={rowsOf(context.created, view.createdRows)}
              getRowId={({ row }) => String(row.id)}
              maxHeight="360px"
            />
          )}
        </Stack>
      </Card>

      <Dialog.Root
        open={summary !== undefined}
        onOpenChange={(open) => !open && send({ type: 'summary.close' })}
      >
        {summary && (
          <Dialog.Content
            title={m.fileSummary}
            size="lg"
            footer={
              <Dialog.Close asChild>
                <Button>{m.close}</Button>
              </Dialog.Close>
            }
          >
            <Stack space="md">
              <Text weight="semibold">{m.recordsLoaded(summary.output.recordsLoaded)}</Text>
              {summary.output.kind === 'raw' ? (
                <Stack space="xs">
                  <Text size="sm" weight="semibold">
                    {m.rawOutput}
                  </Text>
                  <Text as="pre" size="sm">
                    {summary.output.message}
                  </Text>
                </Stack>
              ) : summary.output.errors.length === 0 ? (
                <Text>{m.noErrors}</Text>
              ) : (
                <DataTable
                  label={m.errorRecords}
                  columns={[
                    { id: 'row', header: m.errorColumns.row, value: (e) => e.rowNumber ?? '' },
                    {
                      id: 'productMasterId',
                      header: m.errorColumns.productMasterId,
                      value: (e) => e.productMasterId ?? '',
                    },
                    { id: 'message', header: m.errorColumns.message, value: (e) => e.message },
                  ]}
                  rows={summary.output.errors}
                  getRowId={(e) => `${e.rowNumber ?? ''}-${e.productMasterId ?? ''}-${e.message}`}
                  maxHeight="360px"
                />
              )}
            </Stack>
          </Dialog.Content>
        )}
      </Dialog.Root>

      <Dialog.Root
        open={context.message !== undefined}
        onOpenChange={(open) => !open && send({ type: 'message.close' })}
      >
        {context.message !== undefined && (
          <Dialog.Content
            title={m.reprocessTitle}
            // Issue 46: the server's message describes the dialog, so it is read as focus moves in.
            aria-describedby={messageId}
            size="sm"
            footer={
              <Dialog.Close asChild>
                <Button>{m.ok}</Button>
              </Dialog.Close>
            }
          >
            <Text id={messageId}>{context.message}</Text>
          </Dialog.Content>
        )}
      </Dialog.Root>

      <ErrorDialog
        error={context.error}
        onAcknowledge={() => send({ type: 'error.acknowledge' })}
      />
    </Stack>
  );
}
