import type { Location, LocationCreate } from '../../api/admin/locations';
import { DEFAULT_COUNTRY, DEFAULT_COUNTRY_CODE, DEFAULT_GROUP_DISPLAY_ORDER } from '../constants';
import { parseHours, weekdayHoursText, weekendHoursText, type DayHours } from './hours';

/** The location form's inputs as typed (numbers as text; 0 is Select in a dropdown). */
export interface LocationForm {
  name: string;
  locationDescription: string;
  JoineryId: string;
  locationPagePublished: boolean;
  locationPageTitle: string;
  locationPageUrl: string;
  locationPageMetaTitle: string;
  locationPageMetaDescription: string;
  locationPageDescription: string;
  latitude: string;
  longitude: string;
  virtualTourLink: string;
  locationGroupId: number;
  displayOrder: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  stateId: number;
  zip: string;
  countryCode: string;
  phone: string;
  fax: string;
  email: string;
  weekdays: DayHours;
  saturday: DayHours;
  sunday: DayHours;
  locationHoursNotes: string;
  isClosed: boolean;
  isClosedNotes: string;
  hub: string;
  team: string;
  pc: string;
  ip: string;
}

export type LocationTextField = {
  [K in keyof LocationForm]: LocationForm[K] extends string ? K : never;
}[keyof LocationForm];

/** §5 "Country defaults to United States on create". */
export function emptyLocationForm(): LocationForm {
  const day = () => ({ opens: '', closes: '' });
  return {
    name: '',
    locationDescription: '',
    JoineryId: '',
    locationPagePublished: false,
    locationPageTitle: '',
    locationPageUrl: '',
    locationPageMetaTitle: '',
    locationPageMetaDescription: '',
    locationPageDescription: '',
    latitude: '',
    longitude: '',
    virtualTourLink: '',
    locationGroupId: 0,
    displayOrder: String(DEFAULT_GROUP_DISPLAY_ORDER),
    addressLine1: '',
    addressLine2: '',
    city: '',
    stateId: 0,
    zip: '',
    countryCode: DEFAULT_COUNTRY,
    phone: '',
    fax: '',
    email: '',
    weekdays: day(),
    saturday: day(),
    sunday: day(),
    locationHoursNotes: '',
    isClosed: false,
    isClosedNotes: '',
    hub: '',
    team: '',
    pc: '',
    ip: '',
  };
}

/** §4: a stored location into the form, its hour strings parsed back into the time inputs. */
export function formFromLocation(location: Location): LocationForm {
  const hours = parseHours(location.weekdayHours, location.weekendHours);
  return {
    name: location.name,
    locationDescription: location.locationDescription,
    JoineryId: location.JoineryId,
    locationPagePublished: location.locationPagePublished,
    locationPageTitle: location.locationPageTitle,
    locationPageUrl: location.locationPageUrl,
    locationPageMetaTitle: location.locationPageMetaTitle,
    locationPageMetaDescription: location.locationPageMetaDescription,
    locationPageDescription: location.locationPageDescription,
    latitude: location.latitude === null ? '' : String(location.latitude),
    longitude: location.longitude === null ? '' : String(location.longitude),
    virtualTourLink: location.virtualTourLink,
    locationGroupId: location.locationGroupId,
    displayOrder: String(location.displayOrder),
    addressLine1: location.addressLine1,
    addressLine2: location.addressLine2,
    city: location.city,
    stateId: location.stateId,
    zip: location.zip,
    countryCode: location.countryCode,
    phone: location.phone,
    fax: location.fax,
    email: location.email,
    ...hours,
    locationHoursNotes: location.locationHoursNotes,
    isClosed: location.isClosed,
    isClosedNotes: location.isClosedNotes,
    hub: location.hub,
    team: location.team,
    pc: location.pc,
    ip: location.ip,
  };
}

const numberOrNull = (text: string) => (text.trim() === '' || Number.isNaN(Number(text)) ? null : Number(text));

/** §7 Create: the form's fields plus the page description, name, published, closed and the hour strings. */
export function locationPayload(form: LocationForm): LocationCreate {
  const { weekdays, saturday, sunday, ...fields } = form;
  return {
    ...fields,
    name: form.name.trim(),
    latitude: numberOrNull(form.latitude),
    longitude: numberOrNull(form.longitude),
    displayOrder: numberOrNull(form.displayOrder) ?? DEFAULT_GROUP_DISPLAY_ORDER,
    // §5 "sent as USA if empty".
    countryCode: form.countryCode.trim() === '' ? DEFAULT_COUNTRY_CODE : form.countryCode,
    weekdayHours: weekdayHoursText(weekdays),
    weekendHours: weekendHoursText(saturday, sunday, form.isClosed),
  };
}
