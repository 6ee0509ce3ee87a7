import { useState } from 'react';
import { Button } from '@joinery/ui/Button';
import { HighlightMatch } from '@joinery/ui/HighlightMatch';
import type { LocationGroup } from '@joinery/flows/api/admin/locationGroups';
import { menuGroupsListMachine, menuGroupMessages as m, type menuGroupMachine, type MenuGroupMode } from '@joinery/flows/admin/menuGroups';
import { ListScreen } from '../../staff/shared/ListScreen';
import { MenuGroupDialog } from './MenuGroupDialog';

export interface LocationMenuGroupsProps {
  listMachine?: typeof menuGroupsListMachine;
  dialogMachine?: typeof menuGroupMachine;
}

/** Location Menu Groups (/LocationMenuGroupsList; back-office-admin.md §2): the list and its modal. */
export function LocationMenuGroups({ listMachine = menuGroupsListMachine, dialogMachine }: LocationMenuGroupsProps) {
  const [dialog, setDialog] = useState<{ mode: MenuGroupMode; groupId?: number; key: number }>();
  const open = (mode: MenuGroupMode, groupId?: number) => setDialog((current) => current ?? { mode, groupId, key: Date.now() });
  return (
    <ListScreen<LocationGroup>
      heading={m.heading}
      createLabel={m.create}
      onCreate={() => open('create')}
      machine={listMachine}
      nameOf={(g) => g.name}
      getRowId={(g) => String(g.id)}
      columns={(search) => [
        {
          id: 'name',
          header: m.columns.name,
          value: (g) => g.name,
          cell: (g) => (
            <Button variant="link" onClick={() => open('view', g.id)}>
              <HighlightMatch text={g.name} query={search} />
            </Button>
          ),
        },
        { id: 'displayOrder', header: m.columns.displayOrder, value: (g) => g.displayOrder },
        { id: 'groupType', header: m.columns.groupType, value: (g) => g.locationGroupTypeName },
        { id: 'status', header: m.columns.status, value: (g) => (g.isActive ? 'active' : 'inactive') },
      ]}
      rowActions={(g) => [{ label: m.edit, icon: 'edit', onSelect: () => open('edit', g.id) }]}
      actionsHeader={m.columns.action}
      renderDialog={(reload) =>
        dialog && (
          <MenuGroupDialog
            key={dialog.key}
            mode={dialog.mode}
            groupId={dialog.groupId}
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
