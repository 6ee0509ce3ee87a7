import type { Location } from '@joinery/flows/api/admin/locations';
import type { LocationGroup } from '@joinery/flows/api/admin/locationGroups';
import type { HolidayTypeItem, LocationGroupTypeItem } from '@joinery/flows/api/admin/locationAdmin';
import type { OpenClose, State } from '@joinery/flows/api/admin/locations';
import { DEFAULT_COUNTRY_CODE, WEEKDAY_HOURS_PREFIX } from '@joinery/flows/admin';
import { defineTable, defineValue } from '../store';
import { seeded } from '../random';
import { seedOnce } from './seed';

type Stored<T> = Omit<T, 'rowVersion'>;

// ---- States ----------------------------------------------------------------------------------

const stateNames: Array<[string, string]> = [
  ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CA', 'California'],
  ['CO', 'Colorado'], ['CT', 'Connecticut'], ['DE', 'Delaware'], ['DC', 'District of Columbia'],
  ['FL', 'Florida'], ['GA', 'Georgia'], ['HI', 'Hawaii'], ['ID', 'Idaho'], ['IL', 'Illinois'],
  ['IN', 'Indiana'], ['IA', 'Iowa'], ['KS', 'Kansas'], ['KY', 'Kentucky'], ['LA', 'Louisiana'],
  ['ME', 'Maine'], ['MD', 'Maryland'], ['MA', 'Massachusetts'], ['MI', 'Michigan'], ['MN', 'Minnesota'],
  ['MS', 'Mississippi'], ['MO', 'Missouri'], ['MT', 'Montana'], ['NE', 'Nebraska'], ['NV', 'Nevada'],
  ['NH', 'New Hampshire'], ['NJ', 'New Jersey'], ['NM', 'New Mexico'], ['NY', 'New York'],
  ['NC', 'North Carolina'], ['ND', 'North Dakota'], ['OH', 'Ohio'], ['OK', 'Oklahoma'], ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'], ['RI', 'Rhode Island'], ['SC', 'South Carolina'], ['SD', 'South Dakota'],
  ['TN', 'Tennessee'], ['TX', 'Texas'], ['UT', 'Utah'], ['VT', 'Vermont'], ['VA', 'Virginia'],
  ['WA', 'Washington'], ['WV', 'West Virginia'], ['WI', 'Wisconsin'], ['WY', 'Wyoming'],
];

/** GET States: the fifty states and DC, alphabetical by code order above. Read only. */
export const usStates: readonly State[] = stateNames.map(([code, name], i) => ({ stateId: i + 1, code, name }));

export function stateByCode(code: string): State {
  const state = usStates.find((s) => s.code === code);
  if (!state) throw new Error(`Unknown state ${code}`);
  return state;
}

// ---- Location admin lists (holiday types, location group types) ------------------------------

export interface LocationAdminListsValue {
  holidayTypes: HolidayTypeItem[];
  locationGroupTypes: LocationGroupTypeItem[];
  version: number;
}

const seedLocationLists = seedOnce(
  (): LocationAdminListsValue => ({
    holidayTypes: [
      { holidayTypeId: 1, holidayTypeName: 'Company Holiday', active: true },
      { holidayTypeId: 2, holidayTypeName: 'Early Close', active: true },
      { holidayTypeId: 3, holidayTypeName: 'Store Closure', active: true },
      { holidayTypeId: 4, holidayTypeName: 'Floating Holiday', active: false },
    ],
    locationGroupTypes: [
      { locationGroupTypeId: 1, locationGroupTypeName: 'State Menu', active: true },
      { locationGroupTypeId: 2, locationGroupTypeName: 'Region Menu', active: true },
      { locationGroupTypeId: 3, locationGroupTypeName: 'Outlet Menu', active: true },
      { locationGroupTypeId: 4, locationGroupTypeName: 'Pop-up Menu', active: false },
    ],
    version: 1,
  }),
);

/** GET/PUT LocationMgmtAdmin; holiday types and group types are read from here everywhere. */
export const locationAdminLists = defineValue<LocationAdminListsValue>('admin.locationAdminLists', seedLocationLists);
export const locationAdminListsSeed = seedLocationLists;

// ---- Location groups ---------------------------------------------------------------------------

export type StoredLocationGroup = Stored<LocationGroup>;

const groupSeeds: Array<[name: string, typeId: number, order: number, active: boolean]> = [
  ['Pennsylvania', 1, 1, true],
  ['New Jersey', 1, 2, true],
  ['Maryland & Delaware', 2, 3, true],
  ['Virginia & Carolinas', 2, 4, true],
  ['New England & New York', 2, 5, true],
  ['Outlet Centers', 3, 6, true],
  ['Western Pennsylvania (retired)', 1, 1, false],
];

const seedGroups = seedOnce((): StoredLocationGroup[] => {
  const types = seedLocationLists().locationGroupTypes;
  return groupSeeds.map(([name, typeId, displayOrder, isActive], i) => ({
    id: i + 1,
    name,
    displayOrder,
    locationGroupTypeId: typeId,
    locationGroupTypeName: types.find((t) => t.locationGroupTypeId === typeId)?.locationGroupTypeName ?? '',
    isActive,
  }));
});

export const locationGroups = defineTable<StoredLocationGroup, number>('admin.locationGroups', (g) => g.id, seedGroups);

// ---- Locations ----------------------------------------------------------------------------------

export type StoredLocation = Stored<Location>;

interface Branch {
  city: string;
  state: string;
  group: number;
  lat: number;
  lng: number;
  zip: string;
}

const branches: Branch[] = [
  { city: 'Allentown', state: 'PA', group: 1, lat: 40.6084, lng: -75.4902, zip: '18103' },
  { city: 'Baltimore', state: 'MD', group: 3, lat: 39.2904, lng: -76.6122, zip: '21230' },
  { city: 'Bethesda', state: 'MD', group: 3, lat: 38.9847, lng: -77.0947, zip: '20814' },
  { city: 'Cherry Hill', state: 'NJ', group: 2, lat: 39.9348, lng: -75.0307, zip: '08002' },
  { city: 'Harrisburg', state: 'PA', group: 1, lat: 40.2732, lng: -76.8867, zip: '17110' },
  { city: 'Hartford', state: 'CT', group: 5, lat: 41.7658, lng: -72.6734, zip: '06103' },
  { city: 'King of Prussia', state: 'PA', group: 1, lat: 40.0893, lng: -75.3963, zip: '19406' },
  { city: 'Lancaster', state: 'PA', group: 1, lat: 40.0379, lng: -76.3055, zip: '17601' },
  { city: 'Manassas', state: 'VA', group: 4, lat: 38.7509, lng: -77.4753, zip: '20110' },
  { city: 'Newark', state: 'DE', group: 3, lat: 39.6837, lng: -75.7497, zip: '19711' },
  { city: 'Norfolk', state: 'VA', group: 4, lat: 36.8508, lng: -76.2859, zip: '23510' },
  { city: 'Philadelphia', state: 'PA', group: 1, lat: 39.9526, lng: -75.1652, zip: '19123' },
  { city: 'Pittsburgh', state: 'PA', group: 1, lat: 40.4406, lng: -79.9959, zip: '15222' },
  { city: 'Princeton', state: 'NJ', group: 2, lat: 40.3573, lng: -74.6672, zip: '08540' },
  { city: 'Raleigh', state: 'NC', group: 4, lat: 35.7796, lng: -78.6382, zip: '27601' },
  { city: 'Richmond', state: 'VA', group: 4, lat: 37.5407, lng: -77.436, zip: '23219' },
  { city: 'Scranton', state: 'PA', group: 1, lat: 41.4089, lng: -75.6624, zip: '18503' },
  { city: 'Trenton', state: 'NJ', group: 6, lat: 40.2206, lng: -74.7597, zip: '08608' },
  { city: 'White Plains', state: 'NY', group: 5, lat: 41.034, lng: -73.7629, zip: '10601' },
  { city: 'York', state: 'PA', group: 6, lat: 39.9626, lng: -76.7277, zip: '17401' },
];

/** Unpublished branches (by index): a new one being set up and one closed for renovation. */
const unpublished = new Set([8, 13, 17, 19]);
const closed = new Set([17]);

/** 24-hour `HH:mm` to the stored close style: minus 12 after noon, no leading zero (§5 Hours). */
export function closeTimeText(time: string): string {
  const [h = '0', m = '00'] = time.split(':');
  const hours = Number(h);
  return `${hours > 12 ? hours - 12 : hours}:${m}`;
}

export function weekdayHoursText(opens: string, closes: string): string {
  return opens && closes ? `${WEEKDAY_HOURS_PREFIX} ${opens} - ${closeTimeText(closes)}` : '';
}

export function weekendHoursText(
  saturday: { opens: string; closes: string },
  sunday: { opens: string; closes: string },
  isClosed: boolean,
): string {
  const part = (day: string, h: { opens: string; closes: string }) =>
    h.opens && h.closes ? `${day} ${h.opens} - ${closeTimeText(h.closes)}` : '';
  if (isClosed) return 'Closed';
  if (saturday.opens === sunday.opens && saturday.closes === sunday.closes) {
    return saturday.opens && saturday.closes ? part('Sat-Sun', saturday) : 'Closed';
  }
  return [part('Sat', saturday), part('Sun', sunday)].filter(Boolean).join(' ');
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/(^-|-$)/g, '');

const seedLocations = seedOnce((): StoredLocation[] => {
  const faker = seeded(7101);
  const groups = seedGroups();
  return branches.map((branch, i) => {
    const state = stateByCode(branch.state);
    const published = !unpublished.has(i);
    const isClosed = closed.has(i);
    const weekdays = faker.helpers.arrayElement([
      { opens: '08:00', closes: '17:00' },
      { opens: '09:00', closes: '18:00' },
      { opens: '08:30', closes: '17:30' },
    ]);
    const saturday: OpenClose = faker.helpers.arrayElement([
      { opens: '10:00', closes: '16:00' },
      { opens: '09:00', closes: '14:00' },
      { opens: '', closes: '' },
    ]);
    const sunday: OpenClose = faker.helpers.weightedArrayElement<OpenClose>([
      { weight: 2, value: { ...saturday } },
      { weight: 3, value: { opens: '', closes: '' } },
      { weight: 1, value: { opens: '12:00', closes: '16:00' } },
    ]);
    const group = groups.find((g) => g.id === branch.group);
    const name = branch.city;
    const title = `${name} Kitchen & Bath Showroom`;
    return {
      id: i + 1,
      name,
      locationDescription: i % 5 === 4 ? 'Showroom, design center and contractor desk' : 'Kitchen and bath showroom',
      JoineryId: `JL-${String(101 + i)}`,
      locationPagePublished: published,
      locationPageTitle: title,
      locationPageUrl: `/locations/${slug(name)}`,
      locationPageDescription: `<p>Visit our ${name} showroom to see full kitchen and bath displays, meet a designer and plan your project.</p><ul><li>Free design consultations</li><li>Contractor pricing desk</li></ul>`,
      locationPageMetaDescription: `Cabinets, countertops and design help at the Joinery ${name}, ${branch.state} showroom.`,
      locationPageMetaTitle: `${title} | Joinery`,
      latitude: branch.lat,
      longitude: branch.lng,
      // §5: a published page has every field marked * filled (the form and the server refuse it otherwise).
      virtualTourLink: published ? `https://tours.joinery.example/${slug(name)}` : '',
      displayOrder: i + 1,
      locationGroupId: branch.group,
      locationGroupName: group?.name ?? '',
      addressId: 500 + i,
      addressLine1: faker.location.streetAddress(),
      addressLine2: i % 4 === 0 ? `Suite ${faker.number.int({ min: 100, max: 400 })}` : '',
      city: branch.city,
      stateCode: state.code,
      stateId: state.stateId,
      zip: branch.zip,
      countryCode: DEFAULT_COUNTRY_CODE,
      phone: faker.phone.number({ style: 'national' }),
      fax: i % 2 === 0 ? faker.phone.number({ style: 'national' }) : published ? `(610) 555-02${String(i).padStart(2, '0')}` : '',
      email: `${slug(name)}@joinery.example`,
      weekdayHours: weekdayHoursText(weekdays.opens, weekdays.closes),
      weekendHours: weekendHoursText(saturday, sunday, isClosed),
      locationHoursNotes: i % 6 === 0 ? 'Evening appointments available on request.' : published ? 'Design appointments recommended.' : '',
      isClosed,
      isClosedNotes: isClosed ? 'Closed for renovation; orders are served from the Princeton showroom.' : published ? 'Closed on major holidays.' : '',
      hub: `Hub ${1 + (i % 4)}`,
      team: String(10 + i),
      pc: String(100 + i),
      ip: `10.${20 + i}.0.0/24`,
      openingHours: { weekdays, saturday, sunday },
    };
  });
});

export const locations = defineTable<StoredLocation, number>('admin.locations', (l) => l.id, seedLocations);

/** The seed's locations, for other collections' seeds (users' locations, designer pages, reports). */
export const locationSeed = seedLocations;

// ---- Reading hour strings back (the server keeps openingHours in step with them) ----------------

const emptyHours = () => ({ opens: '', closes: '' });

/** "5:00" → "17:00": stored close times are afternoon times without the 12 (§5 Hours). */
function closeTime24(text: string): string {
  const [h = '0', m = '00'] = text.split(':');
  const hours = Number(h);
  return `${String(hours < 12 ? hours + 12 : hours).padStart(2, '0')}:${m}`;
}

function readRange(text: string | undefined): { opens: string; closes: string } {
  const match = /(\d{1,2}:\d{2})\s*-\s*(\d{1,2}:\d{2})/.exec(text ?? '');
  return match?.[1] && match[2] ? { opens: match[1].padStart(5, '0'), closes: closeTime24(match[2]) } : emptyHours();
}

export function openingHoursFrom(weekdayHours: string, weekendHours: string): StoredLocation['openingHours'] {
  const weekdays = readRange(weekdayHours);
  if (/^Sat-Sun/.test(weekendHours)) {
    const both = readRange(weekendHours);
    return { weekdays, saturday: both, sunday: { ...both } };
  }
  return {
    weekdays,
    saturday: readRange(/Sat ([^S]*)/.exec(weekendHours)?.[1]),
    sunday: readRange(/Sun (.*)$/.exec(weekendHours)?.[1]),
  };
}
