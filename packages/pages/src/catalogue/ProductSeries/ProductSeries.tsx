import { useState } from 'react';
import { Button } from '@joinery/ui/Button';
import { HighlightMatch } from '@joinery/ui/HighlightMatch';
import { StatusBadge } from '@joinery/ui/StatusBadge';
import type { ProductSeries as Series } from '@joinery/flows/api/catalogue/series';
import { seriesListMachine } from '@joinery/flows/catalogue/catalogueList';
import type { seriesStatusMachine, SeriesDialogMode } from '@joinery/flows/catalogue/seriesStatus';
import { listMessages } from '@joinery/flows/staff/shell';
import { seriesScreenMessages as m } from '@joinery/flows/catalogue';
import { ListScreen } from '../../staff/shared/ListScreen';
import { SeriesDialog } from './SeriesDialog';

export interface ProductSeriesProps {
  listMachine?: typeof seriesListMachine;
  dialogMachine?: typeof seriesStatusMachine;
}

/** Product Series (/ProductSeriesList; back-office-products.md §2): the list and its Create/Edit Series dialog. */
export function ProductSeries({ listMachine = seriesListMachine, dialogMachine }: ProductSeriesProps) {
  const [dialog, setDialog] = useState<{ mode: SeriesDialogMode; seriesId?: number; key: number }>();
  const open = (mode: SeriesDialogMode, seriesId?: number) => setDialog((current) => current ?? { mode, seriesId, key: Date.now() });
  return (
    <ListScreen<Series>
      heading={m.heading}
      createLabel={m.createSeries}
      onCreate={() => open('create')}
      machine={listMachine}
      nameOf={(series) => series.name}
      getRowId={(series) => String(series.productSeriesId)}
      columns={(search) => [
        {
          id: 'name',
          header: m.columns.name,
          value: (s) => s.name,
          // §2: "Clicking a name or the edit icon opens the edit dialog."
          cell: (s) => (
            <Button variant="link" onClick={() => open('edit', s.productSeriesId)}>
              <HighlightMatch text={s.name} query={search} />
            </Button>
          ),
        },
        { id: 'lastEdited', header: m.columns.lastEdited, value: (s) => s.lastUpdatedAtDisplay },
        { id: 'createdBy', header: m.columns.createdBy, value: (s) => s.createdBy },
        {
          id: 'status',
          header: m.columns.status,
          value: (s) => s.published,
          cell: (s) => (
            <StatusBadge tone={s.published === 1 ? 'positive' : 'neutral'}>
              {s.published === 1 ? listMessages.published : listMessages.unpublished}
            </StatusBadge>
          ),
        },
      ]}
      rowActions={(series) => [{ label: listMessages.edit, icon: 'edit', onSelect: () => open('edit', series.productSeriesId) }]}
      renderDialog={(reload) =>
        dialog && (
          <SeriesDialog
            key={dialog.key}
            mode={dialog.mode}
            seriesId={dialog.seriesId}
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
