import { z } from 'zod/mini';
import { staffJson } from '../staff/request';
import { rowVersionField, text } from './common';
import { holidayTypeItemSchema, locationGroupTypeItemSchema } from './locationAdmin';

/** §3 Location openingHours: one open/close pair (24-hour `HH:mm`, empty when unset). */
export const openCloseSchema = z.object({ opens: text, closes: text });
export type OpenClose = z.infer<typeof openCloseSchema>;

export const openingHoursSchema = z.object({
  weekdays: openCloseSchema,
  saturday: openCloseSchema,
  sunday: openCloseSchema,
});
export type OpeningHours = z.infer<typeof openingHoursSchema>;

/**
 * What a location form sends (§7 Locations: "all form fields plus locationPageDescription,
 * name, locationPagePublished, isClosed, weekdayHours, weekendHours"). The hour strings are the
 * screen's to build (§5 "Hours"); the server stores them as sent.
 */
export const locationFieldsShape = {
  name: z.string(),
  locationDescription: text,
  /** The {product} ID: the location's id in the external system. */
  JoineryId: text,
  locationPagePublished: z.boolean(),
  locationPageTitle: text,
  locationPageUrl: text,
  locationPageDescription: text,
  locationPageMetaDescription: text,
  locationPageMetaTitle: text,
  latitude: z.nullable(z.number()),
  longitude: z.nullable(z.number()),
  virtualTourLink: text,
  displayOrder: z.number(),
  locationGroupId: z.number(),
  addressLine1: text,
  addressLine2: text,
  city: text,
  stateId: z.number(),
  zip: text,
  /** Sent as USA when empty (§5). */
  countryCode: text,
  phone: text,
  fax: text,
  email: text,
  /** "Mon-Fri {open} - {close}", or empty (§5). */
  weekdayHours: text,
  /** "Sat-Sun {open} - {close}", "Closed", or separate "Sat …"/"Sun …" parts (§5). */
  weekendHours: text,
  locationHoursNotes: text,
  isClosed: z.boolean(),
  isClosedNotes: text,
  hub: text,
  team: text,
  pc: text,
  ip: text,
};

/** back-office-admin.md §3 Location. */
export const locationSchema = z.object({
  id: z.number(),
  ...locationFieldsShape,
  locationGroupName: text,
  addressId: z.number(),
  stateCode: text,
  openingHours: openingHoursSchema,
  rowVersion: rowVersionField,
});
export type Location = z.infer<typeof locationSchema>;

/** GET Locations/{id}: the location, with the holiday and location group types that accompany it (§3). */
export const locationDetailSchema = z.extend(locationSchema, {
  holidayTypes: z.array(holidayTypeItemSchema),
  locationGroupTypes: z.array(locationGroupTypeItemSchema),
});
export type LocationDetail = z.infer<typeof locationDetailSchema>;

/** POST Locations. */
export const locationCreateSchema = z.object(locationFieldsShape);
export type LocationCreate = z.input<typeof locationCreateSchema>;

/** PUT Locations/{id}: the create body plus id (and the rowVersion it was read with). */
export const locationUpdateSchema = z.object({ id: z.number(), ...locationFieldsShape, rowVersion: rowVersionField });
export type LocationUpdate = z.input<typeof locationUpdateSchema>;

/** §3 State (GET States). */
export const stateSchema = z.object({ stateId: z.number(), code: z.string(), name: text });
export type State = z.infer<typeof stateSchema>;

/** GET Locations: published first, then by name (§9). */
export function fetchLocations(signal?: AbortSignal): Promise<Location[]> {
  return staffJson('locations.list', z.array(locationSchema), { signal });
}

/** GET Locations/{id}. */
export function fetchLocation(id: number, signal?: AbortSignal): Promise<LocationDetail> {
  return staffJson('locations.get', locationDetailSchema, { params: { id }, signal });
}

/** POST Locations: answers the created location. */
export function createLocation(location: LocationCreate, signal?: AbortSignal): Promise<Location> {
  return staffJson('locations.create', locationSchema, { json: location, signal });
}

/** PUT Locations/{id}: answers the saved location; a stale rowVersion answers 409. */
export function updateLocation(location: LocationUpdate, signal?: AbortSignal): Promise<Location> {
  return staffJson('locations.update', locationSchema, { params: { id: location.id }, json: location, signal });
}

/** GET States: the state dropdown. */
export function fetchStates(signal?: AbortSignal): Promise<State[]> {
  return staffJson('locations.states', z.array(stateSchema), { signal });
}
