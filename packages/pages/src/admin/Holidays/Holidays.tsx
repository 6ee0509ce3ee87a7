import { useState } from 'react';
import { useMachine } from '@joinery/flows/react';
import { Alert } from '@joinery/ui/Alert';
import { Button } from '@joinery/ui/Button';
import { DataTable } from '@joinery/ui/DataTable';
import { EmptyState } from '@joinery/ui/EmptyState';
import { Heading } from '@joinery/ui/Heading';
import { HighlightMatch } from '@joinery/ui/HighlightMatch';
import { IconButton } from '@joinery/ui/IconButton';
import { Inline } from '@joinery/ui/Inline';
import { SearchField } from '@joinery/ui/SearchField';
import { Stack } from '@joinery/ui/Stack';
import type { Holiday } from '@joinery/flows/api/admin/holidays';
import { emptyNotice } from '@joinery/flows/admin';
import {
  displayHolidayDate,
  holidaysListMachine,
  holidayMessages as m,
  isPastHoliday,
  type holidayMachine,
  type HolidayMode,
} from '@joinery/flows/admin/holidays';
import { matchesNamePrefix } from '@joinery/flows/staff/list';
import { listMessages } from '@joinery/flows/staff/shell';
import { ErrorDialog } from '../../staff/ErrorDialog';
import { HolidayDialog } from './HolidayDialog';

export interface HolidaysProps {
  listMachine?: typeof holidaysListMachine;
  dialogMachine?: typeof holidayMachine;
  /** Pins "now" for the greyed rows (stories). */
  now?: Date;
}

/**
 * Holidays (/HolidaysList; back-office-admin.md §2 Holidays, §4, §5, §9): name-prefix search,
 * + Create Holiday, newest first, rows dated before the start of yesterday greyed, and the View,
 * Edit and Create Holiday dialogs. The shared ListScreen, plus the greyed rows.
 */
export function Holidays({ listMachine = holidaysListMachine, dialogMachine, now }: HolidaysProps) {
  const [state, send] = useMachine(listMachine);
  const [dialog, setDialog] = useState<{ mode: HolidayMode; holidayId?: number; key: number }>();
  const open = (mode: HolidayMode, holidayId?: number) => setDialog((current) => current ?? { mode, holidayId, key: Date.now() });
  const { rows, search, error } = state.context;
  const loading = state.matches('loading');
  const visible = rows.filter((row) => matchesNamePrefix(row.name, search));
  const today = now ?? new Date();

  return (
    <Stack space="lg">
      <Heading level={1}>{m.heading}</Heading>
      <Inline space="md" alignY="bottom" align="spaceBetween">
        <SearchField label={listMessages.searchByName} value={search} disabled={loading} onValueChange={(text) => send({ type: 'list.search', text })} />
        <Button onClick={() => open('create')}>{m.create}</Button>
      </Inline>
      {state.matches('failed') ? (
        <Alert tone="critical" heading={m.heading} scrollIntoViewOnShow={false}>
          {listMessages.missingList}
        </Alert>
      ) : (
        <DataTable<Holiday>
          label={m.heading}
          rows={visible}
          getRowId={(h) => String(h.id)}
          isRowMuted={(h) => isPastHoliday(h.holidayDate, today)}
          columns={[
            {
              id: 'name',
              header: m.columns.name,
              value: (h) => h.name,
              cell: (h) => (
                <Button variant="link" onClick={() => open('view', h.id)}>
                  <HighlightMatch text={h.name} query={search} />
                </Button>
              ),
            },
            { id: 'date', header: m.columns.date, value: (h) => displayHolidayDate(h.holidayDate) },
            { id: 'type', header: m.columns.type, value: (h) => h.holidayTypeName },
            // §2 names the column Action (the table's own actions column says Actions).
            {
              id: 'action',
              header: m.columns.action,
              width: '6rem',
              cell: (h) => <IconButton icon="edit" label={m.edit} size="sm" tone="neutral" onClick={() => open('edit', h.id)} />,
            },
          ]}
          loading={loading}
          loadingMessage={listMessages.loading}
          emptyState={<EmptyState heading={emptyNotice.headings.holidays} text={emptyNotice.text} headingLevel={2} />}
        />
      )}
      {dialog && (
        <HolidayDialog
          key={dialog.key}
          mode={dialog.mode}
          holidayId={dialog.holidayId}
          machine={dialogMachine}
          onClose={({ saved }) => {
            setDialog(undefined);
            if (saved) send({ type: 'list.reload' });
          }}
        />
      )}
      <ErrorDialog error={error} onAcknowledge={() => send({ type: 'error.acknowledge' })} />
    </Stack>
  );
}
