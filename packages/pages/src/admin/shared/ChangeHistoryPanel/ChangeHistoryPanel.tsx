import { useRef } from 'react';
import { useMachine } from '@joinery/flows/react';
import { format, isValid, parse } from 'date-fns';
import { DataTable } from '@joinery/ui/DataTable';
import { DateField } from '@joinery/ui/DateField';
import { Inline } from '@joinery/ui/Inline';
import { Select } from '@joinery/ui/Select';
import { Stack } from '@joinery/ui/Stack';
import {
  changeHistoryMessages as m,
  changeHistoryView,
  HISTORY_DATE_FORMAT,
  type ChangeHistoryMachine,
} from '@joinery/flows/admin/changeHistory';
import type { ChangeHistoryRecord } from '@joinery/flows/api/admin/common';
import { formatAdminDateTime } from '@joinery/flows/admin/time';
import { ErrorDialog } from '../../../staff/ErrorDialog';
import { focusWhenSettled, headingTarget } from '../../../shared/focusAfter';

export interface ChangeHistoryPanelProps {
  /** A machine from `createChangeHistoryMachine(loaders)` (users and bids each make theirs). */
  machine: ChangeHistoryMachine;
  /** The user's or bid's id. */
  subjectId: number;
  /** Today, for the default "one month before today" (stories pin it). */
  today?: Date;
  /** Names the table; "Change History" by default. */
  label?: string;
}

/** The sentinel the user filter's "All Users" option carries (Radix Select forbids ''). */
const ALL = '*';

const toDate = (day: string | undefined): Date | null => {
  if (!day) return null;
  const parsed = parse(day, HISTORY_DATE_FORMAT, new Date());
  return isValid(parsed) ? parsed : null;
};

/**
 * The Change History panel (back-office-admin.md §2 Users and Bid Tracker, §5, §9): a date
 * filter defaulting to one month back, a user filter of who changed the record since then, the
 * changes (those whose from equals to hidden) with "Viewing 1-n of total" and Load More at 25
 * per page, and the panel's own error dialog.
 */
export function ChangeHistoryPanel({ machine, subjectId, today, label = m.panel }: ChangeHistoryPanelProps) {
  const [state, send, actor] = useMachine(machine, { input: { subjectId, today } });
  const panel = useRef<HTMLElement>(null);
  /**
   * Issue 46: a failed call's error dialog gives focus back to what had it (a filter changed, Load
   * More). A first load that failed had nothing focused: once the dialog has gone, focus goes to
   * the panel's own message in the table's place (its "Change History" heading, No Records under
   * it), else its table, else its first control, not to <body>.
   */
  const focusAfterError = () =>
    focusWhenSettled(
      () => {
        const root = panel.current;
        return [
          headingTarget(root?.querySelector<HTMLElement>('h1, h2, h3, h4, h5, h6')),
          root?.querySelector<HTMLElement>('[role="region"]'),
          root?.querySelector<HTMLElement>('input, button'),
        ];
      },
      {
        // The panel sits in a dialog (the user's, the bid's): wait for the error dialog over it to
        // go (the rest of the page is hidden from readers while it shows), not for every dialog.
        noDialog: false,
        settled: () => !actor.getSnapshot().matches('loading') && !panel.current?.closest('[aria-hidden="true"]'),
      },
    );
  const view = changeHistoryView(state);
  const { context } = state;
  const authorOptions = [
    { value: ALL, label: m.allUsers },
    ...[...new Set([...context.authors, ...(context.author ? [context.author] : [])])].map((name) => ({ value: name, label: name })),
  ];
  return (
    <Stack space="md" ref={panel}>
      <Inline space="md" alignY="bottom">
        <DateField
          label={m.sinceLabel}
          value={toDate(context.since)}
          onValueChange={(date) => send({ type: 'history.since', since: date ? format(date, HISTORY_DATE_FORMAT) : undefined })}
        />
        <Select
          label={m.userLabel}
          options={authorOptions}
          value={context.author ?? ALL}
          onValueChange={(value) => send({ type: 'history.author', author: value === ALL ? undefined : value })}
        />
      </Inline>
      <DataTable<ChangeHistoryRecord>
        label={label}
        rows={view.rows}
        getRowId={(row) => `${row.changeDate}|${row.changeField}|${row.user}|${row.from}|${row.to}`}
        columns={[
          { id: 'changeDate', header: m.columns.changeDate, value: (r) => r.changeDate, cell: (r) => formatAdminDateTime(r.changeDate) },
          { id: 'user', header: m.columns.user, value: (r) => r.user },
          { id: 'changeField', header: m.columns.changeField, value: (r) => r.changeField },
          { id: 'from', header: m.columns.from, value: (r) => r.from },
          { id: 'to', header: m.columns.to, value: (r) => r.to },
        ]}
        rowHeaderColumnId="changeDate"
        totalCount={context.totalRecords}
        resultsText={() => view.viewing}
        hasMore={view.showLoadMore}
        onLoadMore={() => send({ type: 'history.loadMore' })}
        loadingMore={view.loadingMore}
        loading={view.loading}
        loadingMessage={m.loading}
      />
      <ErrorDialog
        error={context.error}
        onAcknowledge={() => {
          send({ type: 'error.acknowledge' });
          focusAfterError();
        }}
      />
    </Stack>
  );
}
