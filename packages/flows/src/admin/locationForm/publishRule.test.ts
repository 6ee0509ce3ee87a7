import { describe, expect, it } from 'vitest';
import { emptyLocationForm, formFromLocation, locationPayload, type LocationForm } from './form';
import { missingLocationFields, PUBLISH_REQUIRED } from './publishRule';

const complete = (): LocationForm => ({
  ...emptyLocationForm(),
  name: 'Austin',
  locationDescription: 'Showroom',
  JoineryId: 'AUS1',
  locationPagePublished: true,
  locationPageTitle: 'Austin showroom',
  locationPageUrl: '/austin',
  locationPageMetaTitle: 'Austin',
  locationPageMetaDescription: 'Cabinets in Austin',
  locationPageDescription: '<p>Visit us</p>',
  latitude: '30.2',
  longitude: '-97.7',
  virtualTourLink: 'https://tour.example/aus',
  locationGroupId: 2,
  displayOrder: '1',
  addressLine1: '1 Main St',
  city: 'Austin',
  stateId: 43,
  zip: '78701',
  phone: '512-555-0100',
  fax: '512-555-0101',
  email: 'aus@joinery.example',
  locationHoursNotes: 'By appointment',
  isClosedNotes: 'n/a',
  hub: 'H1',
  team: 'T1',
  pc: 'P1',
  ip: '10.0.0.1',
});

describe('location publish rule (§5)', () => {
  it('unpublished needs only name, location group and state', () => {
    expect(missingLocationFields(emptyLocationForm())).toEqual(['name', 'locationGroupId', 'stateId']);
    expect(missingLocationFields({ ...emptyLocationForm(), name: 'X', locationGroupId: 1, stateId: 2 })).toEqual([]);
  });
  it('published needs every input but the exceptions; a blank rich text counts as empty', () => {
    expect(missingLocationFields(complete())).toEqual([]);
    const bare = { ...emptyLocationForm(), locationPagePublished: true, countryCode: '', displayOrder: '' };
    expect(missingLocationFields(bare)).toEqual(PUBLISH_REQUIRED);
    expect(missingLocationFields({ ...complete(), locationPageDescription: '<p> </p>' })).toEqual(['locationPageDescription']);
    // The exceptions: addressLine2, isClosed and the time inputs.
    expect(missingLocationFields({ ...complete(), addressLine2: '', isClosed: false })).toEqual([]);
  });
  it('builds the payload: hour strings, USA for an empty country, trimmed name; and reads it back', () => {
    const form = { ...complete(), name: ' Austin ', countryCode: '', weekdays: { opens: '08:00', closes: '17:00' }, saturday: { opens: '09:00', closes: '13:00' } };
    const payload = locationPayload(form);
    expect(payload).toMatchObject({ name: 'Austin', countryCode: 'USA', weekdayHours: 'Mon-Fri 8:00 - 5:00', weekendHours: 'Sat 9:00 - 1:00', latitude: 30.2, displayOrder: 1 });
    const back = formFromLocation({ ...payload, id: 1, locationGroupName: '', addressId: 1, stateCode: 'TX', openingHours: { weekdays: { opens: '', closes: '' }, saturday: { opens: '', closes: '' }, sunday: { opens: '', closes: '' } } } as never);
    expect(back.weekdays).toEqual({ opens: '08:00', closes: '17:00' });
    expect(back.saturday).toEqual({ opens: '09:00', closes: '13:00' });
    expect(emptyLocationForm().countryCode).toBe('United States');
  });
});
