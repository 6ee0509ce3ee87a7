import { fetchBidAdminLists, updateBidAdminLists, type BidAdminLists, type BidAdminUpdate } from '../../api/admin/bidAdmin';
import { ADMIN_EMAIL_SEPARATOR, NEW_BID_ADMIN_EMAIL_ID } from '../constants';
import { createAdminListsMachine } from '../adminLists/adminLists.machine';
import { ADMIN_TEXT } from '../textLimits';
import type { AdminListDefinition, AdminListItem, AdminLists } from '../adminLists/types';
import { bidAdminMessages as m } from './messages';

/** §5: an admin e-mail entry reads (and is stored) as name;email. */
export const adminEmailLabel = (name: string, email: string) => `${name}${ADMIN_EMAIL_SEPARATOR}${email}`;

/** §2 Bid Tracker Admin: the seven lists, in the order §2 names them. */
export const bidAdminListDefinitions: AdminListDefinition[] = [
  { id: 'bidStatuses', label: m.lists.bidStatuses, secondary: { label: m.statusDisplay, available: m.displayAsArchive, selected: m.displayAsActive } },
  { id: 'states', label: m.lists.states, addDisabled: true },
  { id: 'cabinetManufacturers', label: m.lists.cabinetManufacturers },
  { id: 'unitTypes', label: m.lists.unitTypes },
  { id: 'vanityTops', label: m.lists.vanityTops },
  { id: 'kitchenTops', label: m.lists.kitchenTops },
  {
    id: 'adminEmails',
    label: m.lists.adminEmails,
    addFields: [
      // Issue 36: stored as "name;email" (§5), so neither part may hold ';'.
      { key: 'name', label: m.nameField, requiredMessage: m.enterFirstAndLastName, rule: ADMIN_TEXT.adminEmailName },
      { key: 'email', label: m.emailField, type: 'email', requiredMessage: m.enterEmail, rule: ADMIN_TEXT.adminEmail },
    ],
    labelOf: (values) => adminEmailLabel(values['name'] ?? '', values['email'] ?? ''),
  },
];

const named = (list: ReadonlyArray<{ id: number; name: string; isActive: boolean }>): AdminListItem[] =>
  list.map((item) => ({ key: String(item.id), id: item.id, label: item.name, selected: item.isActive }));

/** §3 Bid admin: active items are Selected; a status's displayAsActive is the second list's side. */
export function bidAdminToLists(data: BidAdminLists): AdminLists {
  return {
    bidStatuses: data.bidStatuses.map((s) => ({ key: String(s.id), id: s.id, label: s.name, selected: s.isActive, secondary: s.displayAsActive })),
    states: named(data.states),
    cabinetManufacturers: named(data.cabinetManufacturers),
    unitTypes: named(data.unitTypes),
    vanityTops: named(data.vanityTops),
    kitchenTops: named(data.kitchenTops),
    adminEmails: data.adminEmails.map((e) => ({
      key: String(e.bidAdminEmailId),
      id: e.bidAdminEmailId,
      label: adminEmailLabel(e.name, e.email),
      selected: e.isActive,
    })),
  };
}

const items = (lists: AdminLists, id: string) => lists[id] ?? [];
const withId = (item: AdminListItem) => (item.id === undefined ? {} : { id: item.id });

/**
 * PUT BidTrackerAdmin, "the full bids object" (§7): each state gets isBidActive copied from
 * isActive; each admin e-mail gets name and active and, when new, its email and bidAdminEmailId -1.
 */
export function bidAdminPayload(data: BidAdminLists, lists: AdminLists): BidAdminUpdate {
  const plain = (id: string) => items(lists, id).map((item) => ({ ...withId(item), name: item.label, isActive: item.selected }));
  return {
    bidStatuses: items(lists, 'bidStatuses').map((item) => ({
      ...withId(item),
      name: item.label,
      isActive: item.selected,
      displayAsActive: item.secondary === true,
    })),
    states: items(lists, 'states').flatMap((item) => {
      const stored = data.states.find((s) => s.id === item.id);
      return stored ? [{ id: stored.id, name: stored.name, isActive: item.selected, isBidActive: item.selected }] : [];
    }),
    cabinetManufacturers: plain('cabinetManufacturers'),
    unitTypes: plain('unitTypes'),
    vanityTops: plain('vanityTops'),
    kitchenTops: plain('kitchenTops'),
    adminEmails: items(lists, 'adminEmails').map((item) => {
      const stored = data.adminEmails.find((e) => e.bidAdminEmailId === item.id);
      if (stored) return { id: stored.id, name: stored.name, email: stored.email, bidAdminEmailId: stored.bidAdminEmailId, active: item.selected };
      return {
        name: item.values?.['name'] ?? item.label,
        email: item.values?.['email'] ?? '',
        bidAdminEmailId: NEW_BID_ADMIN_EMAIL_ID,
        active: item.selected,
      };
    }),
    rowVersion: data.rowVersion,
  };
}

/** Bid Tracker Admin (/BidsMngt; back-office-admin.md §2, §7 GET/PUT BidTrackerAdmin) on the shared dual-list flow. */
export const bidAdminMachine = createAdminListsMachine<BidAdminLists>({
  id: 'bidAdmin',
  lists: bidAdminListDefinitions,
  load: (signal) => fetchBidAdminLists(signal),
  toLists: bidAdminToLists,
  save: (data, lists, signal) => updateBidAdminLists(bidAdminPayload(data, lists), signal),
});
