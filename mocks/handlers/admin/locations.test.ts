import { describe, expect, it } from 'vitest';
import { isApiError } from '@joinery/flows/api';
import {
  createLocation,
  fetchLocation,
  fetchLocations,
  fetchStates,
  updateLocation,
  type Location,
  type LocationCreate,
} from '@joinery/flows/api/admin/locations';
import {
  createLocationGroup,
  fetchLocationGroup,
  fetchLocationGroups,
  fetchLocationGroupTypes,
  updateLocationGroup,
} from '@joinery/flows/api/admin/locationGroups';
import { fetchLocationAdminLists, updateLocationAdminLists } from '@joinery/flows/api/admin/locationAdmin';
import { fetchHolidayTypes } from '@joinery/flows/api/admin/holidays';
import { locationFormMessages, PUBLISH_REQUIRED } from '@joinery/flows/admin/locationForm';
import { setupMockServer } from '../../test-utils';
import { describeFaults } from './faultMatrix';

setupMockServer();

const statusOf = (error: unknown) => (isApiError(error) ? error.status : undefined);

/** The create body of an existing location, as the form would send it back. */
function formOf(location: Location): LocationCreate {
  const { id: _id, locationGroupName: _g, addressId: _a, stateCode: _s, openingHours: _o, rowVersion: _v, ...fields } = location;
  return fields;
}

describe('locations', () => {
  it('lists 20 locations, published first then by name, with weekday and weekend hours', async () => {
    const locations = await fetchLocations();
    expect(locations).toHaveLength(20);
    const published = locations.filter((l) => l.locationPagePublished);
    expect(locations.slice(0, published.length)).toEqual(published);
    const names = published.map((l) => l.name);
    expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(names);
    expect(locations.every((l) => l.weekdayHours.startsWith('Mon-Fri '))).toBe(true);
    expect(locations.some((l) => l.weekendHours === 'Closed')).toBe(true);
    expect(locations.some((l) => l.weekendHours.startsWith('Sat-Sun '))).toBe(true);
    expect(locations.some((l) => l.isClosed && l.isClosedNotes)).toBe(true);
  });

  it('reads a location with the holiday and group types that accompany it', async () => {
    const location = await fetchLocation(1);
    expect(location.name).toBe('Allentown');
    expect(location.holidayTypes.length).toBeGreaterThan(0);
    expect(location.locationGroupTypes.length).toBeGreaterThan(0);
    expect(location.openingHours.weekdays.opens).toMatch(/^\d{2}:\d{2}$/);
  });

  it('creates a location, defaulting the country to USA and reading the hours back', async () => {
    const template = formOf(await fetchLocation(2));
    const created = await createLocation({
      ...template,
      name: '  Reading  ',
      countryCode: '',
      weekdayHours: 'Mon-Fri 08:00 - 5:00',
      weekendHours: 'Sat 09:00 - 1:00',
    });
    expect(created.name).toBe('Reading');
    expect(created.countryCode).toBe('USA');
    expect(created.id).toBe(21);
    expect(created.openingHours).toEqual({
      weekdays: { opens: '08:00', closes: '17:00' },
      saturday: { opens: '09:00', closes: '13:00' },
      sunday: { opens: '', closes: '' },
    });
    expect(await fetchLocations()).toHaveLength(21);
  });

  it('refuses an over-long name, a control character, a bad e-mail or phone (issue 36)', async () => {
    const template = formOf(await fetchLocation(2));
    for (const broken of [{ name: 'n'.repeat(101) }, { city: 'Allen\u0007town' }, { email: 'front desk' }, { fax: 'none' }]) {
      expect(statusOf(await createLocation({ ...template, ...broken }).catch((e: unknown) => e)), Object.keys(broken)[0]).toBe(400);
    }
  });

  it('refuses a published location with required fields missing, and an unpublished one without a state', async () => {
    const template = formOf(await fetchLocation(2));
    expect(statusOf(await createLocation({ ...template, locationPageUrl: ' ' }).catch((e: unknown) => e))).toBe(400);
    expect(
      statusOf(await createLocation({ ...template, locationPagePublished: false, stateId: 0 }).catch((e: unknown) => e)),
    ).toBe(400);
    const unpublished = await createLocation({ ...template, locationPagePublished: false, locationPageUrl: '', phone: '' });
    expect(unpublished.locationPagePublished).toBe(false);
  });

  it("publishing needs every field the form marks * (the form's own rule), each refused by name when blank", async () => {
    const template = formOf(await fetchLocation(2));
    expect(template.locationPagePublished).toBe(true);
    const alwaysValued = ['displayOrder', 'countryCode'];
    for (const field of PUBLISH_REQUIRED.filter((f) => !alwaysValued.includes(f))) {
      const value = template[field as keyof LocationCreate];
      const blank = field === 'latitude' || field === 'longitude' ? null : typeof value === 'number' ? 0 : field === 'locationPageDescription' ? '<p></p>' : ' ';
      const error = await createLocation({ ...template, [field]: blank }).catch((e: unknown) => e);
      expect(statusOf(error), field).toBe(400);
      if (field !== 'locationGroupId' && field !== 'stateId' && field !== 'name') {
        expect(JSON.stringify(isApiError(error) ? error.details : error), field).toContain(locationFormMessages.fields[field]);
      }
    }
    expect((await createLocation(template)).locationPagePublished).toBe(true);
  });

  it('updates a location and refuses a stale write with 409', async () => {
    const location = await fetchLocation(3);
    const saved = await updateLocation({ ...formOf(location), id: 3, rowVersion: location.rowVersion, isClosed: true });
    expect(saved.isClosed).toBe(true);
    expect(saved.rowVersion).toBe((location.rowVersion ?? 0) + 1);
    const stale = await updateLocation({ ...formOf(location), id: 3, rowVersion: location.rowVersion }).catch((e: unknown) => e);
    expect(statusOf(stale)).toBe(409);
  });

  it('answers 404 for a location that does not exist', async () => {
    expect(statusOf(await fetchLocation(404).catch((e: unknown) => e))).toBe(404);
  });

  it('lists the states', async () => {
    const states = await fetchStates();
    expect(states).toHaveLength(51);
    expect(states.find((s) => s.code === 'PA')?.name).toBe('Pennsylvania');
  });
});

describe('location menu groups', () => {
  it('lists groups by display order, active first', async () => {
    const groups = await fetchLocationGroups();
    expect(groups.length).toBeGreaterThan(3);
    for (let i = 1; i < groups.length; i++) {
      const [a, b] = [groups[i - 1], groups[i]];
      if (!a || !b) continue;
      expect(a.displayOrder < b.displayOrder || (a.displayOrder === b.displayOrder && (a.isActive || !b.isActive))).toBe(true);
    }
    expect(groups.every((g) => g.locationGroupTypeName)).toBe(true);
  });

  it('offers only the active group types', async () => {
    const types = await fetchLocationGroupTypes();
    const lists = await fetchLocationAdminLists();
    expect(types.map((t) => t.locationGroupTypeId)).toEqual(
      lists.locationGroupTypes.filter((t) => t.active).map((t) => t.locationGroupTypeId),
    );
  });

  it('creates a group (name trimmed) and refuses one without a group type', async () => {
    const created = await createLocationGroup({ name: '  Ohio Valley ', displayOrder: 0, locationGroupTypeId: 2, isActive: true });
    expect(created).toMatchObject({ name: 'Ohio Valley', locationGroupTypeName: 'Region Menu' });
    const error = await createLocationGroup({ name: 'No type', displayOrder: 0, locationGroupTypeId: 0, isActive: true }).catch(
      (e: unknown) => e,
    );
    expect(statusOf(error)).toBe(400);
  });

  it('renames a group, which its locations show at once, and refuses a stale rename', async () => {
    const group = await fetchLocationGroup(1);
    const body = { LocationMenuGroupId: 1, name: 'Eastern Pennsylvania', displayOrder: 1, locationGroupTypeId: 1, isActive: true };
    const saved = await updateLocationGroup({ ...body, rowVersion: group.rowVersion });
    expect(saved.name).toBe('Eastern Pennsylvania');
    expect((await fetchLocation(1)).locationGroupName).toBe('Eastern Pennsylvania');
    expect(statusOf(await updateLocationGroup({ ...body, rowVersion: group.rowVersion }).catch((e: unknown) => e))).toBe(409);
  });
});

describe('location management admin', () => {
  it('adds a holiday type and moves a group type, which the dropdowns then offer', async () => {
    const lists = await fetchLocationAdminLists();
    const saved = await updateLocationAdminLists({
      ...lists,
      holidayTypes: [...lists.holidayTypes, { holidayTypeName: 'Team Training Day', active: true }],
      locationGroupTypes: lists.locationGroupTypes.map((t) => ({ ...t, active: !t.active })),
    });
    const added = saved.holidayTypes.find((t) => t.holidayTypeName === 'Team Training Day');
    expect(added?.holidayTypeId).toBe(5);
    expect((await fetchHolidayTypes()).map((t) => t.holidayTypeName)).toContain('Team Training Day');
    expect((await fetchLocationGroupTypes()).map((t) => t.locationGroupTypeName)).toEqual(['Pop-up Menu']);
  });

  it('refuses a stale write with 409', async () => {
    const lists = await fetchLocationAdminLists();
    await updateLocationAdminLists(lists);
    expect(statusOf(await updateLocationAdminLists(lists).catch((e: unknown) => e))).toBe(409);
  });
});

describeFaults([
  { call: 'locations.list', run: () => fetchLocations(), wrongShape: { body: [{ id: 1, name: 2 }], field: '0.name' } },
  { call: 'locations.get', run: () => fetchLocation(1), wrongShape: { body: { id: 1 }, field: 'name' } },
  {
    call: 'locations.create',
    run: async () => createLocation(formOf(await fetchLocation(1))),
    wrongShape: { body: { id: 'new' }, field: 'id' },
  },
  {
    call: 'locations.update',
    run: async () => {
      const location = await fetchLocation(1);
      return updateLocation({ ...formOf(location), id: 1, rowVersion: location.rowVersion });
    },
    wrongShape: { body: { id: 1, name: 'x', locationPagePublished: 'no' }, field: 'locationPagePublished' },
  },
  { call: 'locations.states', run: () => fetchStates(), wrongShape: { body: [{ stateId: 1 }], field: '0.code' } },
  { call: 'locationGroups.list', run: () => fetchLocationGroups(), wrongShape: { body: { groups: [] }, field: '(reply)' } },
  { call: 'locationGroups.types', run: () => fetchLocationGroupTypes(), wrongShape: { body: [{ locationGroupTypeId: 1 }], field: '0.locationGroupTypeName' } },
  { call: 'locationGroups.get', run: () => fetchLocationGroup(1), wrongShape: { body: { id: 1, name: 'x', displayOrder: '1' }, field: 'displayOrder' } },
  {
    call: 'locationGroups.create',
    run: () => createLocationGroup({ name: 'New', displayOrder: 0, locationGroupTypeId: 1, isActive: true }),
    wrongShape: { body: {}, field: 'id' },
  },
  {
    call: 'locationGroups.update',
    run: () => updateLocationGroup({ LocationMenuGroupId: 2, name: 'NJ', displayOrder: 2, locationGroupTypeId: 1, isActive: true }),
    wrongShape: { body: { id: 2, name: 'NJ', displayOrder: 2, locationGroupTypeId: 1, locationGroupTypeName: 'x', isActive: 1 }, field: 'isActive' },
  },
  { call: 'locationAdmin.get', run: () => fetchLocationAdminLists(), wrongShape: { body: { holidayTypes: null }, field: 'holidayTypes' } },
  {
    call: 'locationAdmin.update',
    run: async () => updateLocationAdminLists(await fetchLocationAdminLists()),
    wrongShape: { body: { holidayTypes: [], locationGroupTypes: [{ active: true }] }, field: 'locationGroupTypes.0.locationGroupTypeId' },
  },
]);
