import { z } from 'zod/mini';
import { staffJson } from '../staff/request';
import { rowVersionField } from './common';

/**
 * §3 Location admin lists: holidayTypes (holidayTypeName, active). `active` puts an item in the
 * Selected list of the dual list (§2 Location Management Admin), inactive items are Available.
 */
export const holidayTypeItemSchema = z.object({
  holidayTypeId: z.number(),
  holidayTypeName: z.string(),
  active: z.boolean(),
});
export type HolidayTypeItem = z.infer<typeof holidayTypeItemSchema>;

/** §3 Location admin lists: locationGroupTypes (locationGroupTypeName, active). */
export const locationGroupTypeItemSchema = z.object({
  locationGroupTypeId: z.number(),
  locationGroupTypeName: z.string(),
  active: z.boolean(),
});
export type LocationGroupTypeItem = z.infer<typeof locationGroupTypeItemSchema>;

export const locationAdminListsSchema = z.object({
  holidayTypes: z.array(holidayTypeItemSchema),
  locationGroupTypes: z.array(locationGroupTypeItemSchema),
  rowVersion: rowVersionField,
});
export type LocationAdminLists = z.infer<typeof locationAdminListsSchema>;

/**
 * PUT LocationMgmtAdmin: "the full locations object". Items typed in by the user have no id
 * yet; the server gives them one.
 */
export const locationAdminUpdateSchema = z.object({
  holidayTypes: z.array(
    z.object({ holidayTypeId: z.optional(z.number()), holidayTypeName: z.string(), active: z.boolean() }),
  ),
  locationGroupTypes: z.array(
    z.object({ locationGroupTypeId: z.optional(z.number()), locationGroupTypeName: z.string(), active: z.boolean() }),
  ),
  rowVersion: rowVersionField,
});
export type LocationAdminUpdate = z.input<typeof locationAdminUpdateSchema>;

/** GET LocationMgmtAdmin. */
export function fetchLocationAdminLists(signal?: AbortSignal): Promise<LocationAdminLists> {
  return staffJson('locationAdmin.get', locationAdminListsSchema, { signal });
}

/** PUT LocationMgmtAdmin: answers the lists as saved (new items with their ids). */
export function updateLocationAdminLists(lists: LocationAdminUpdate, signal?: AbortSignal): Promise<LocationAdminLists> {
  return staffJson('locationAdmin.update', locationAdminListsSchema, { json: lists, signal });
}
