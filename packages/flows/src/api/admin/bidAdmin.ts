import { z } from 'zod/mini';
import { staffJson } from '../staff/request';
import { rowVersionField } from './common';

/**
 * §3 Bid admin. In every list `isActive` puts an item in Selected (§2 Bid Tracker Admin);
 * for bid statuses `displayAsActive` then splits the selected ones into Display as Active and
 * Display as Archive.
 */
export const bidAdminStatusSchema = z.object({
  id: z.number(),
  name: z.string(),
  isActive: z.boolean(),
  displayAsActive: z.boolean(),
});
export type BidAdminStatus = z.infer<typeof bidAdminStatusSchema>;

/** Project states: `isBidActive` is what the bid form offers; the screen copies it from isActive on submit. */
export const bidAdminStateSchema = z.object({
  id: z.number(),
  name: z.string(),
  isActive: z.boolean(),
  isBidActive: z.boolean(),
});
export type BidAdminState = z.infer<typeof bidAdminStateSchema>;

export const bidAdminItemSchema = z.object({ id: z.number(), name: z.string(), isActive: z.boolean() });
export type BidAdminItem = z.infer<typeof bidAdminItemSchema>;

/** Admin e-mail recipients; `active` is the selection being saved, `isActive` as stored. */
export const bidAdminEmailSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  bidAdminEmailId: z.number(),
  isActive: z.boolean(),
  active: z.boolean(),
});
export type BidAdminEmail = z.infer<typeof bidAdminEmailSchema>;

export const bidAdminListsSchema = z.object({
  bidStatuses: z.array(bidAdminStatusSchema),
  states: z.array(bidAdminStateSchema),
  cabinetManufacturers: z.array(bidAdminItemSchema),
  unitTypes: z.array(bidAdminItemSchema),
  vanityTops: z.array(bidAdminItemSchema),
  kitchenTops: z.array(bidAdminItemSchema),
  adminEmails: z.array(bidAdminEmailSchema),
  rowVersion: rowVersionField,
});
export type BidAdminLists = z.infer<typeof bidAdminListsSchema>;

/** An item the user typed in has no id yet. */
const newableItem = z.object({ id: z.optional(z.number()), name: z.string(), isActive: z.boolean() });

/**
 * PUT BidTrackerAdmin: "the full bids object". Project states cannot be added (§5), so each
 * carries its id. New admin e-mails carry bidAdminEmailId -1 (NEW_BID_ADMIN_EMAIL_ID).
 */
export const bidAdminUpdateSchema = z.object({
  bidStatuses: z.array(
    z.object({ id: z.optional(z.number()), name: z.string(), isActive: z.boolean(), displayAsActive: z.boolean() }),
  ),
  states: z.array(bidAdminStateSchema),
  cabinetManufacturers: z.array(newableItem),
  unitTypes: z.array(newableItem),
  vanityTops: z.array(newableItem),
  kitchenTops: z.array(newableItem),
  adminEmails: z.array(
    z.object({
      id: z.optional(z.number()),
      name: z.string(),
      email: z.string(),
      bidAdminEmailId: z.number(),
      isActive: z.optional(z.boolean()),
      active: z.boolean(),
    }),
  ),
  rowVersion: rowVersionField,
});
export type BidAdminUpdate = z.input<typeof bidAdminUpdateSchema>;

/** GET BidTrackerAdmin. */
export function fetchBidAdminLists(signal?: AbortSignal): Promise<BidAdminLists> {
  return staffJson('bidAdmin.get', bidAdminListsSchema, { signal });
}

/** PUT BidTrackerAdmin: answers the lists as saved (new items with their ids). */
export function updateBidAdminLists(lists: BidAdminUpdate, signal?: AbortSignal): Promise<BidAdminLists> {
  return staffJson('bidAdmin.update', bidAdminListsSchema, { json: lists, signal });
}
