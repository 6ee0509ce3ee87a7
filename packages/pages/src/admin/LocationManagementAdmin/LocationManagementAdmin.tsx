import { locationAdminMachine, locationAdminMessages as m } from '@joinery/flows/admin/locationAdmin';
import { AdminListsEditor } from '../shared/AdminListsEditor';

export interface LocationManagementAdminProps {
  /** Lets a story or test swap the machine's actors. */
  machine?: typeof locationAdminMachine;
}

/** Location Management Admin (/LocationsMngt; back-office-admin.md §2): Holiday Type and Location Group Type lists. */
export function LocationManagementAdmin({ machine = locationAdminMachine }: LocationManagementAdminProps) {
  return <AdminListsEditor machine={machine} heading={m.heading} />;
}
