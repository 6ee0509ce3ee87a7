import { useRef, useState } from 'react';
import { Button } from '@joinery/ui/Button';
import { HighlightMatch } from '@joinery/ui/HighlightMatch';
import type { Location } from '@joinery/flows/api/admin/locations';
import { locationFormMessages as m, locationsListMachine, type locationFormMachine, type LocationFormMode } from '@joinery/flows/admin/locationForm';
import { ListScreen } from '../../staff/shared/ListScreen';
import { focusWhenSettled, pageHeading, recalled, rememberFocus, type FocusMemory } from '../../shared/focusAfter';
import { LocationDialog } from './LocationDialog';

export interface LocationsProps {
  listMachine?: typeof locationsListMachine;
  dialogMachine?: typeof locationFormMachine;
}

/** Locations (/LocationsList; back-office-admin.md §2 Locations): the list and the location's full-screen form. */
export function Locations({ listMachine = locationsListMachine, dialogMachine }: LocationsProps) {
  const [dialog, setDialog] = useState<{ mode: LocationFormMode; locationId?: number; key: number }>();
  // Issue 46: what opened the location's form (a row's name or Edit, + Location), remembered as it
  // is pressed; focus goes back to it as the form closes (its Submit or Cancel gone with it), else
  // to the control at its place in the table, else to the heading.
  const opener = useRef<FocusMemory | undefined>(undefined);
  const open = (mode: LocationFormMode, locationId?: number) => {
    if (!dialog) opener.current = rememberFocus();
    setDialog((current) => current ?? { mode, locationId, key: Date.now() });
  };
  return (
    <ListScreen<Location>
      heading={m.heading}
      createLabel={m.create}
      onCreate={() => open('create')}
      machine={listMachine}
      nameOf={(l) => l.name}
      getRowId={(l) => String(l.id)}
      columns={(search) => [
        {
          id: 'name',
          header: m.columns.name,
          value: (l) => l.name,
          cell: (l) => (
            <Button variant="link" onClick={() => open('view', l.id)}>
              <HighlightMatch text={l.name} query={search} />
            </Button>
          ),
        },
        { id: 'description', header: m.columns.description, value: (l) => l.locationDescription },
        { id: 'menuGroup', header: m.columns.menuGroup, value: (l) => l.locationGroupName },
        { id: 'menuOrder', header: m.columns.menuOrder, value: (l) => l.displayOrder },
        { id: 'status', header: m.columns.status, value: (l) => (l.locationPagePublished ? m.published : m.unpublished) },
        { id: 'closed', header: m.columns.closed, value: (l) => (l.isClosed ? m.yes : m.no) },
      ]}
      rowActions={(l) => [{ label: m.edit, icon: 'edit', onSelect: () => open('edit', l.id) }]}
      renderDialog={(reload) =>
        dialog && (
          <LocationDialog
            key={dialog.key}
            mode={dialog.mode}
            locationId={dialog.locationId}
            machine={dialogMachine}
            onClose={({ saved }) => {
              setDialog(undefined);
              const openedBy = opener.current;
              opener.current = undefined;
              const candidates = () => [...recalled(openedBy), pageHeading()];
              if (!saved) {
                focusWhenSettled(candidates);
                return;
              }
              // The list reloads once focus is back on what opened the form: the reload's cover
              // then keeps focus and gives it back (a control it covers cannot take it meanwhile).
              focusWhenSettled(candidates, {
                then: () => {
                  reload();
                  focusWhenSettled(candidates);
                },
              });
            }}
          />
        )
      }
    />
  );
}
