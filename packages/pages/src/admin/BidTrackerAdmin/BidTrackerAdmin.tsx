import { bidAdminMachine, bidAdminMessages as m } from '@joinery/flows/admin/bidAdmin';
import { AdminListsEditor } from '../shared/AdminListsEditor';

export interface BidTrackerAdminProps {
  machine?: typeof bidAdminMachine;
}

/**
 * Bid Tracker Admin (/BidsMngt; back-office-admin.md §2, §4, §5, §7): the seven bid lists on the
 * shared dual list, Status's Display as Archive / Display as Active split, Admin Emails as
 * name;email, Project States without adding.
 */
export function BidTrackerAdmin({ machine = bidAdminMachine }: BidTrackerAdminProps) {
  return <AdminListsEditor machine={machine} heading={m.heading} />;
}
