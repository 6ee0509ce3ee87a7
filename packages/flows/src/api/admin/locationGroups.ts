import { z } from 'zod/mini';
import { staffJson } from '../staff/request';
import { rowVersionField } from './common';

/** §3 Location group (menu group). */
export const locationGroupSchema = z.object({
  id: z.number(),
  name: z.string(),
  displayOrder: z.number(),
  locationGroupTypeId: z.number(),
  locationGroupTypeName: z.string(),
  isActive: z.boolean(),
  rowVersion: rowVersionField,
});
export type LocationGroup = z.infer<typeof locationGroupSchema>;

/** §3 Group type (GET LocationGroups/LocationGroupTypes: the active ones). */
export const locationGroupTypeSchema = z.object({
  locationGroupTypeId: z.number(),
  locationGroupTypeName: z.string(),
});
export type LocationGroupType = z.infer<typeof locationGroupTypeSchema>;

const groupFieldsShape = {
  name: z.string(),
  displayOrder: z.number(),
  locationGroupTypeId: z.number(),
  isActive: z.boolean(),
};

/** POST LocationGroups: name, displayOrder, locationGroupTypeId, isActive. */
export const locationGroupCreateSchema = z.object(groupFieldsShape);
export type LocationGroupCreate = z.input<typeof locationGroupCreateSchema>;

/** PUT LocationGroups/{id}: the same plus LocationMenuGroupId (and the rowVersion it was read with). */
export const locationGroupUpdateSchema = z.object({
  LocationMenuGroupId: z.number(),
  ...groupFieldsShape,
  rowVersion: rowVersionField,
});
export type LocationGroupUpdate = z.input<typeof locationGroupUpdateSchema>;

/** GET LocationGroups: by displayOrder, then active first (§9). */
export function fetchLocationGroups(signal?: AbortSignal): Promise<LocationGroup[]> {
  return staffJson('locationGroups.list', z.array(locationGroupSchema), { signal });
}

/** GET LocationGroups/LocationGroupTypes. */
export function fetchLocationGroupTypes(signal?: AbortSignal): Promise<LocationGroupType[]> {
  return staffJson('locationGroups.types', z.array(locationGroupTypeSchema), { signal });
}

/** GET LocationGroups/{id}. */
export function fetchLocationGroup(id: number, signal?: AbortSignal): Promise<LocationGroup> {
  return staffJson('locationGroups.get', locationGroupSchema, { params: { id }, signal });
}

/** POST LocationGroups: answers the created group. */
export function createLocationGroup(group: LocationGroupCreate, signal?: AbortSignal): Promise<LocationGroup> {
  return staffJson('locationGroups.create', locationGroupSchema, { json: group, signal });
}

/** PUT LocationGroups/{id}: answers the saved group; a stale rowVersion answers 409. */
export function updateLocationGroup(group: LocationGroupUpdate, signal?: AbortSignal): Promise<LocationGroup> {
  return staffJson('locationGroups.update', locationGroupSchema, {
    params: { id: group.LocationMenuGroupId },
    json: group,
    signal,
  });
}
