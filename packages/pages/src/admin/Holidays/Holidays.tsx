import { useState } from 'react';
import { Button } from '@joinery/ui/Button';
import { HighlightMatch } from '@joinery/ui/HighlightMatch';
import { IconButton } from '@joinery/ui/IconButton';
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
import { ListScreen } from '../../staff/shared/ListScreen';
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
 * Edit and Create Holiday dialogs: the shared ListScreen (so its search is kept in the address), plus
 * the greyed rows, the empty notice of §9 and the Action column §2 names.
 */
export function Holidays({ listMachine = holidaysListMachine, dialogMachine, now }: HolidaysProps) {
  const [dialog, setDialog] = useState<{ mode: HolidayMode; holidayId?: number; key: number }>();
  const open = (mode: HolidayMode, holidayId?: number) => setDialog((current) => current ?? { mode, holidayId, key: Date.now() });
  const today = now ?? new Date();

  return (
    <ListScreen<Holiday>
      heading={m.heading}
      createLabel={m.create}
      onCreate={() => open('create')}
      machine={listMachine}
      nameOf={(h) => h.name}
      getRowId={(h) => String(h.id)}
      isRowMuted={(h) => isPastHoliday(h.holidayDate, today)}
      emptyNotice={{ heading: emptyNotice.headings.holidays, text: emptyNotice.text }}
      columns={(search) => [
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
      renderDialog={(reload) =>
        dialog && (
          <HolidayDialog
            key={dialog.key}
            mode={dialog.mode}
            holidayId={dialog.holidayId}
            machine={dialogMachine}
            onClose={({ saved }) => {
              setDialog(undefined);
              if (saved) reload();
            }}
          />
        )
      }
    />
  );
}
