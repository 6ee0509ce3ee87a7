import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../api/errors';
import type { Location } from '../../api/admin/locations';
import { emptyLocationForm } from './form';
import { locationFormMachine, sortLocations, type LoadedLocation, type LocationFormMode, type SaveLocationInput } from './locationForm.machine';
import { locationFormView } from './selectors';

const location = (id: number, name: string, published: boolean): Location => ({
  id,
  name,
  locationDescription: 'Showroom',
  JoineryId: 'J-1',
  locationPagePublished: published,
  locationPageTitle: 'Title',
  locationPageUrl: '/austin',
  locationPageDescription: '<p>Hello</p>',
  locationPageMetaDescription: 'Meta',
  locationPageMetaTitle: 'Meta title',
  latitude: 30.2,
  longitude: -97.7,
  virtualTourLink: 'https://tour',
  displayOrder: 3,
  locationGroupId: 2,
  locationGroupName: 'Texas',
  addressId: 7,
  addressLine1: '1 Main',
  addressLine2: '',
  city: 'Austin',
  stateCode: 'TX',
  stateId: 44,
  zip: '78701',
  countryCode: 'USA',
  phone: '512',
  fax: '513',
  email: 'a@b.c',
  weekdayHours: 'Mon-Fri 8:00 - 5:00',
  weekendHours: 'Sat 9:00 - 1:00, Sun 10:00 - 4:30',
  locationHoursNotes: 'Notes',
  isClosed: false,
  isClosedNotes: 'n/a',
  hub: 'H',
  team: 'T',
  pc: 'P',
  ip: 'I',
  openingHours: { weekdays: { opens: '08:00', closes: '17:00' }, saturday: { opens: '', closes: '' }, sunday: { opens: '', closes: '' } },
  rowVersion: 5,
});

function start(mode: LocationFormMode, options: { fail?: number; failLoad?: boolean } = {}) {
  const saves: SaveLocationInput[] = [];
  const actor = createActor(
    locationFormMachine.provide({
      actors: {
        loadLocation: fromPromise<LoadedLocation, { locationId: number | undefined }>(async ({ input }) => {
          if (options.failLoad) throw new ApiError('http', 'locations.get', 'x', { status: 500 });
          return {
            location: input.locationId === undefined ? undefined : location(input.locationId, 'Austin', true),
            groups: [{ id: 2, name: 'Texas', displayOrder: 0, locationGroupTypeId: 1, locationGroupTypeName: 'State Menu', isActive: true, rowVersion: 1 }],
            states: [{ stateId: 44, code: 'TX', name: 'Texas' }],
          };
        }),
        saveLocation: fromPromise<Location, SaveLocationInput>(async ({ input }) => {
          saves.push(input);
          if (options.fail) throw new ApiError('http', 'locations.update', 'x', { status: options.fail });
          return location(9, input.form.name, input.form.locationPagePublished);
        }),
      },
    }),
    { input: { mode, locationId: 4 } },
  );
  actor.start();
  return { actor, saves };
}

describe('locations list order', () => {
  it('shows published first, then by name (§9)', () => {
    const rows = [location(1, 'Boise', false), location(2, 'Austin', false), location(3, 'Zion', true), location(4, 'Dallas', true)];
    expect(sortLocations(rows).map((l) => l.name)).toEqual(['Dallas', 'Zion', 'Austin', 'Boise']);
  });
});

describe('location form machine', () => {
  it('create: blocked until name, group and state; published needs the rest; saves the payload', async () => {
    const { actor, saves } = start('create');
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.form).toEqual(emptyLocationForm());
    expect(locationFormView(actor.getSnapshot()).submitReasons).toEqual(['Some required fields are missing - check entire form']);
    actor.send({ type: 'location.submit' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);

    actor.send({ type: 'location.edit', field: 'name', value: ' Boise ' });
    actor.send({ type: 'location.choose', field: 'locationGroupId', value: 2 });
    actor.send({ type: 'location.choose', field: 'stateId', value: 44 });
    expect(locationFormView(actor.getSnapshot()).submitReasons).toEqual([]);

    actor.send({ type: 'location.check', field: 'locationPagePublished', value: true });
    const view = locationFormView(actor.getSnapshot());
    expect(view.showRequiredMessage).toBe(true);
    expect(view.missing.has('locationPageTitle')).toBe(true);
    expect(view.missing.has('addressLine2')).toBe(false);
    actor.send({ type: 'location.check', field: 'locationPagePublished', value: false });

    actor.send({ type: 'location.hours', day: 'weekdays', part: 'opens', value: '08:00' });
    actor.send({ type: 'location.hours', day: 'weekdays', part: 'closes', value: '17:00' });
    actor.send({ type: 'location.check', field: 'isClosed', value: true });
    actor.send({ type: 'location.submit' });
    expect(locationFormView(actor.getSnapshot()).submitting).toBe(true);
    expect(locationFormView(actor.getSnapshot()).submitReasons).toEqual(['The location is being saved']);
    await waitFor(actor, (s) => s.status === 'done');
    expect(saves[0]!.locationId).toBeUndefined();
    expect(saves[0]!.form).toMatchObject({ name: ' Boise ', isClosed: true, weekdays: { opens: '08:00', closes: '17:00' } });
    expect(actor.getSnapshot().output?.saved?.id).toBe(9);
  });

  it('edit: opens the stored hours in the inputs; a failed save keeps the form as typed', async () => {
    const { actor, saves } = start('edit', { fail: 500 });
    await waitFor(actor, (s) => s.matches('editing'));
    const { form, rowVersion } = actor.getSnapshot().context;
    expect(rowVersion).toBe(5);
    expect(form.weekdays).toEqual({ opens: '08:00', closes: '17:00' });
    expect(form.saturday).toEqual({ opens: '09:00', closes: '13:00' });
    expect(form.sunday).toEqual({ opens: '10:00', closes: '16:30' });
    actor.send({ type: 'location.edit', field: 'city', value: 'Round Rock' });
    actor.send({ type: 'location.submit' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== undefined);
    expect(saves[0]).toMatchObject({ locationId: 4, rowVersion: 5 });
    actor.send({ type: 'error.acknowledge' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.error).toBeUndefined();
    expect(actor.getSnapshot().context.form.city).toBe('Round Rock');
    actor.send({ type: 'location.cancel' });
    expect(actor.getSnapshot().value).toBe('cancelled');
    expect(actor.getSnapshot().output).toEqual({ saved: undefined });
  });

  it('edit: a 409, once acknowledged, re-fetches the location', async () => {
    const { actor } = start('edit', { fail: 409 });
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'location.edit', field: 'city', value: 'Round Rock' });
    actor.send({ type: 'location.submit' });
    await waitFor(actor, (s) => s.context.error !== undefined);
    actor.send({ type: 'error.acknowledge' });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.form.city).toBe('Austin');
  });

  it('view: inputs ignored, Submit only closes', async () => {
    const { actor, saves } = start('view');
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'location.edit', field: 'name', value: 'X' });
    actor.send({ type: 'location.choose', field: 'stateId', value: 1 });
    actor.send({ type: 'location.check', field: 'isClosed', value: true });
    actor.send({ type: 'location.hours', day: 'sunday', part: 'opens', value: '07:00' });
    expect(actor.getSnapshot().context.form).toMatchObject({ name: 'Austin', stateId: 44, isClosed: false, sunday: { opens: '10:00' } });
    expect(locationFormView(actor.getSnapshot())).toMatchObject({ readOnly: true, submitReasons: [], showRequiredMessage: false });
    actor.send({ type: 'location.submit' });
    expect(actor.getSnapshot().value).toBe('cancelled');
    expect(saves).toEqual([]);
  });

  it('a failed load shows the error; acknowledging it closes the form', async () => {
    const { actor } = start('edit', { failLoad: true });
    await waitFor(actor, (s) => s.matches('loadFailed'));
    expect(actor.getSnapshot().context.error).toBeInstanceOf(ApiError);
    actor.send({ type: 'error.acknowledge' });
    expect(actor.getSnapshot().value).toBe('cancelled');
  });
});
