import {
  fetchLocationAdminLists,
  updateLocationAdminLists,
  type LocationAdminLists,
} from '../../api/admin/locationAdmin';
import { createAdminListsMachine } from '../adminLists/adminLists.machine';
import type { AdminListItem, AdminLists } from '../adminLists/types';
import { adminListNames } from '../messages';

/** The location admin's lists, in the order §2 names them. */
export const locationAdminListDefinitions = [
  { id: 'holidayTypes', label: adminListNames.location.holidayTypes },
  { id: 'locationGroupTypes', label: adminListNames.location.locationGroupTypes },
];

/** §3: active items are Selected, inactive ones Available. */
export function locationAdminToLists(data: LocationAdminLists): AdminLists {
  return {
    holidayTypes: data.holidayTypes.map((t) => ({ key: String(t.holidayTypeId), id: t.holidayTypeId, label: t.holidayTypeName, selected: t.active })),
    locationGroupTypes: data.locationGroupTypes.map((t) => ({
      key: String(t.locationGroupTypeId),
      id: t.locationGroupTypeId,
      label: t.locationGroupTypeName,
      selected: t.active,
    })),
  };
}

const ordered = (items: readonly AdminListItem[] | undefined) => items ?? [];

/** PUT LocationMgmtAdmin: "the full locations object"; items added on screen carry no id. */
export function locationAdminPayload(data: LocationAdminLists, lists: AdminLists) {
  return {
    holidayTypes: ordered(lists['holidayTypes']).map((item) => ({
      ...(item.id === undefined ? {} : { holidayTypeId: item.id }),
      holidayTypeName: item.label,
      active: item.selected,
    })),
    locationGroupTypes: ordered(lists['locationGroupTypes']).map((item) => ({
      ...(item.id === undefined ? {} : { locationGroupTypeId: item.id }),
      locationGroupTypeName: item.label,
      active: item.selected,
    })),
    rowVersion: data.rowVersion,
  };
}

/** Location Management Admin (/LocationsMngt; back-office-admin.md §2, §7 GET/PUT LocationMgmtAdmin). */
export const locationAdminMachine = createAdminListsMachine<LocationAdminLists>({
  id: 'locationAdmin',
  lists: locationAdminListDefinitions,
  load: (signal) => fetchLocationAdminLists(signal),
  toLists: locationAdminToLists,
  save: (data, lists, signal) => updateLocationAdminLists(locationAdminPayload(data, lists), signal),
});
