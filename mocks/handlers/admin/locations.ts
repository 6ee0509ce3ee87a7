import type { HttpHandler } from 'msw';
import { http, HttpResponse } from 'msw';
import type { z } from 'zod/mini';
import { DEFAULT_COUNTRY_CODE, LOCATION_TEXT_RULES, MENU_GROUP_TEXT_RULES } from '@joinery/flows/admin';
import { locationFormMessages, missingFromPublishedBody } from '@joinery/flows/admin/locationForm';
import { locationCreateSchema, locationUpdateSchema } from '@joinery/flows/api/admin/locations';
import { locationGroupCreateSchema, locationGroupUpdateSchema } from '@joinery/flows/api/admin/locationGroups';
import { locationAdminUpdateSchema } from '@joinery/flows/api/admin/locationAdmin';
import {
  locationAdminLists,
  locationGroups,
  locations,
  openingHoursFrom,
  usStates,
  type StoredLocation,
  type StoredLocationGroup,
} from '../../data/admin/locations';
import {
  adminRoute,
  failure,
  found,
  idParam,
  nextId,
  readBody,
  refuseBadText,
  requireChoice,
  requireText,
  saved,
  toWire,
} from './http';

type LocationFields = z.output<typeof locationCreateSchema>;

const groupName = (id: number) => locationGroups.find(id)?.name ?? '';
const groupTypeName = (id: number) =>
  locationAdminLists.get().locationGroupTypes.find((t) => t.locationGroupTypeId === id)?.locationGroupTypeName ?? '';

/** The group's name is read from the group, so renaming a group never touches its locations. */
const locationOnWire = (row: StoredLocation & { version: number }) => ({
  ...toWire(row),
  locationGroupName: groupName(row.locationGroupId),
});
const groupOnWire = (row: StoredLocationGroup & { version: number }) => ({
  ...toWire(row),
  locationGroupTypeName: groupTypeName(row.locationGroupTypeId) || row.locationGroupTypeName,
});

/** Checks a location form's fields (§5) and derives what the server keeps alongside them. */
function locationFields(fields: LocationFields): Omit<StoredLocation, 'id' | 'addressId'> {
  // Issue 36: the form's text rules (limits, control characters, phone/fax/e-mail formats).
  refuseBadText(fields, LOCATION_TEXT_RULES);
  const name = requireText(fields.name, 'name');
  const group = locationGroups.find(requireChoice(fields.locationGroupId, 'locationGroupId'));
  if (!group) throw failure(400, `locationGroupId ${fields.locationGroupId} is not a location group.`);
  const state = usStates.find((s) => s.stateId === requireChoice(fields.stateId, 'stateId'));
  if (!state) throw failure(400, `stateId ${fields.stateId} is not a state.`);
  if (fields.locationPagePublished) {
    // §5: the form's own rule (every field marked *), so the form and the server never disagree.
    const missing = missingFromPublishedBody(fields).map((field) => locationFormMessages.fields[field]);
    if (missing.length > 0) throw failure(400, `Required to publish: ${missing.join(', ')}.`);
  }
  return {
    ...fields,
    name,
    locationGroupName: group.name,
    stateCode: state.code,
    countryCode: fields.countryCode.trim() || DEFAULT_COUNTRY_CODE,
    openingHours: openingHoursFrom(fields.weekdayHours, fields.weekendHours),
  };
}

/** §9: locations published first, then by name. */
const byPublishedThenName = (a: StoredLocation, b: StoredLocation) =>
  Number(b.locationPagePublished) - Number(a.locationPagePublished) || a.name.localeCompare(b.name);

/** §9: menu groups by displayOrder, then active first. */
const byDisplayOrderThenActive = (a: StoredLocationGroup, b: StoredLocationGroup) =>
  a.displayOrder - b.displayOrder || Number(b.isActive) - Number(a.isActive);

function groupFields(body: z.output<typeof locationGroupCreateSchema>) {
  refuseBadText(body, MENU_GROUP_TEXT_RULES);
  const name = requireText(body.name, 'name');
  const typeId = requireChoice(body.locationGroupTypeId, 'locationGroupTypeId');
  const type = locationAdminLists.get().locationGroupTypes.find((t) => t.locationGroupTypeId === typeId);
  if (!type) throw failure(400, `locationGroupTypeId ${typeId} is not a group type.`);
  return {
    name,
    displayOrder: body.displayOrder,
    locationGroupTypeId: typeId,
    locationGroupTypeName: type.locationGroupTypeName,
    isActive: body.isActive,
  };
}

/**
 * Stories: GET Locations and GET LocationGroups answering the stored rows in the reverse of the
 * specification's order (unpublished first, names Z-A; display order high to low, inactive
 * first), so a list can only show the right order by sorting them itself.
 */
export const locationsInWrongOrder = http.get('*/bridgesys/Locations', () =>
  HttpResponse.json([...locations.all()].sort(byPublishedThenName).reverse().map(locationOnWire)),
);
export const locationGroupsInWrongOrder = http.get('*/bridgesys/LocationGroups', () =>
  HttpResponse.json([...locationGroups.all()].sort(byDisplayOrderThenActive).reverse().map(groupOnWire)),
);

/** back-office-admin.md §7 Locations, Location menu groups and Location management admin. */
export const locationsHandlers: HttpHandler[] = [
  // ---- Locations
  adminRoute('locations.list', () =>
    HttpResponse.json([...locations.all()].sort(byPublishedThenName).map(locationOnWire)),
  ),

  adminRoute<{ id: string }>('locations.get', ({ params }) => {
    const row = found(locations.find(idParam(params.id)), `Location ${params.id}`);
    const lists = locationAdminLists.get();
    return HttpResponse.json({
      ...locationOnWire(row),
      holidayTypes: lists.holidayTypes,
      locationGroupTypes: lists.locationGroupTypes,
    });
  }),

  adminRoute('locations.create', async ({ request }) => {
    const fields = locationFields(await readBody(request, locationCreateSchema));
    const all = locations.all();
    const row = locations.insert({
      ...fields,
      id: nextId(all, (l) => l.id),
      addressId: nextId(all, (l) => l.addressId),
    });
    return HttpResponse.json(locationOnWire(row), { status: 201 });
  }),

  adminRoute<{ id: string }>('locations.update', async ({ params, request }) => {
    const id = idParam(params.id);
    const { id: bodyId, rowVersion, ...fields } = await readBody(request, locationUpdateSchema);
    if (bodyId !== id) throw failure(400, `The body's id ${bodyId} is not location ${id}.`);
    found(locations.find(id), `Location ${id}`);
    return HttpResponse.json(locationOnWire(saved(locations.update(id, locationFields(fields), rowVersion), `Location ${id}`)));
  }),

  adminRoute('locations.states', () => HttpResponse.json(usStates)),

  // ---- Location menu groups (the fixed paths before `LocationGroups/:id`)
  adminRoute('locationGroups.list', () =>
    HttpResponse.json([...locationGroups.all()].sort(byDisplayOrderThenActive).map(groupOnWire)),
  ),

  adminRoute('locationGroups.types', () =>
    HttpResponse.json(
      locationAdminLists
        .get()
        .locationGroupTypes.filter((t) => t.active)
        .map(({ locationGroupTypeId, locationGroupTypeName }) => ({ locationGroupTypeId, locationGroupTypeName })),
    ),
  ),

  adminRoute<{ id: string }>('locationGroups.get', ({ params }) =>
    HttpResponse.json(groupOnWire(found(locationGroups.find(idParam(params.id)), `Location group ${params.id}`))),
  ),

  adminRoute('locationGroups.create', async ({ request }) => {
    const fields = groupFields(await readBody(request, locationGroupCreateSchema));
    const row = locationGroups.insert({ ...fields, id: nextId(locationGroups.all(), (g) => g.id) });
    return HttpResponse.json(groupOnWire(row), { status: 201 });
  }),

  adminRoute<{ id: string }>('locationGroups.update', async ({ params, request }) => {
    const id = idParam(params.id);
    const { LocationMenuGroupId, rowVersion, ...body } = await readBody(request, locationGroupUpdateSchema);
    if (LocationMenuGroupId !== id) throw failure(400, `LocationMenuGroupId ${LocationMenuGroupId} is not group ${id}.`);
    found(locationGroups.find(id), `Location group ${id}`);
    return HttpResponse.json(groupOnWire(saved(locationGroups.update(id, groupFields(body), rowVersion), `Location group ${id}`)));
  }),

  // ---- Location management admin
  adminRoute('locationAdmin.get', () => {
    const { version, ...lists } = locationAdminLists.get();
    return HttpResponse.json({ ...lists, rowVersion: version });
  }),

  adminRoute('locationAdmin.update', async ({ request }) => {
    const body = await readBody(request, locationAdminUpdateSchema);
    const current = locationAdminLists.get();
    if (body.rowVersion !== undefined && body.rowVersion !== current.version) {
      throw failure(409, 'The lists were changed by someone else; reload them and try again.');
    }
    let holidayTypeId = nextId(current.holidayTypes, (t) => t.holidayTypeId);
    let groupTypeId = nextId(current.locationGroupTypes, (t) => t.locationGroupTypeId);
    const holidayTypes = body.holidayTypes.map((t) => ({
      holidayTypeId: t.holidayTypeId ?? holidayTypeId++,
      holidayTypeName: requireText(t.holidayTypeName, 'holidayTypeName'),
      active: t.active,
    }));
    const locationGroupTypes = body.locationGroupTypes.map((t) => ({
      locationGroupTypeId: t.locationGroupTypeId ?? groupTypeId++,
      locationGroupTypeName: requireText(t.locationGroupTypeName, 'locationGroupTypeName'),
      active: t.active,
    }));
    // The dual lists only move items; one left out of the body keeps its stored state.
    const keep = <T>(stored: T[], sent: T[], id: (x: T) => number) => [
      ...sent,
      ...stored.filter((s) => !sent.some((x) => id(x) === id(s))),
    ];
    locationAdminLists.set({
      holidayTypes: keep(current.holidayTypes, holidayTypes, (t) => t.holidayTypeId),
      locationGroupTypes: keep(current.locationGroupTypes, locationGroupTypes, (t) => t.locationGroupTypeId),
      version: current.version + 1,
    });
    const { version, ...lists } = locationAdminLists.get();
    return HttpResponse.json({ ...lists, rowVersion: version });
  }),
];
