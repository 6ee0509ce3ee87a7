import { useState } from 'react';
import { HighlightMatch } from '@joinery/ui/HighlightMatch';
import type { BrickSummary } from '@joinery/flows/api/catalogue/bricks';
import { bricksListMachine } from '@joinery/flows/catalogue/catalogueList';
import type { brickEditMachine, BrickDialogMode } from '@joinery/flows/catalogue/brickEdit';
import { formatBackOfficeDateTime, listMessages } from '@joinery/flows/staff/shell';
import { brickScreenMessages as m } from '@joinery/flows/catalogue';
import { ListScreen } from '../../staff/shared/ListScreen';
import { BrickDialog } from './BrickDialog';

export interface ProductBricksProps {
  /** Let a story or test swap the machines' actors. */
  listMachine?: typeof bricksListMachine;
  dialogMachine?: typeof brickEditMachine;
}

/** Product Bricks (/ProductBricksList; back-office-products.md §2): the list and its Edit/Create Brick modal. */
export function ProductBricks({ listMachine = bricksListMachine, dialogMachine }: ProductBricksProps) {
  const [dialog, setDialog] = useState<{ mode: BrickDialogMode; brickId?: number; key: number }>();
  // §4: a second click while a record is still opening is ignored.
  const open = (mode: BrickDialogMode, brickId?: number) => setDialog((current) => current ?? { mode, brickId, key: Date.now() });
  return (
    <ListScreen<BrickSummary>
      heading={m.heading}
      createLabel={m.createBrick}
      onCreate={() => open('create')}
      machine={listMachine}
      nameOf={(brick) => brick.name}
      getRowId={(brick) => String(brick.productBrickId)}
      columns={(search) => [
        { id: 'name', header: m.columns.name, value: (b) => b.name, cell: (b) => <HighlightMatch text={b.name} query={search} /> },
        { id: 'lastEdited', header: m.columns.lastEdited, value: (b) => b.lastUpdatedAt, cell: (b) => formatBackOfficeDateTime(b.lastUpdatedAt) },
        { id: 'source', header: m.columns.source, value: (b) => b.sourceField ?? '' },
        { id: 'example', header: m.columns.example, value: (b) => b.example },
      ]}
      rowActions={(brick) => [{ label: listMessages.edit, icon: 'edit', onSelect: () => open('edit', brick.productBrickId) }]}
      renderDialog={(reload) =>
        dialog && (
          <BrickDialog
            key={dialog.key}
            mode={dialog.mode}
            brickId={dialog.brickId}
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
