import { z } from 'zod/mini';
import { EXPORT_FILE_NAMES, HISTORY_PAGE_SIZE } from '../../admin/constants';
import { staffJson } from '../staff/request';
import {
  changeHistoryRecordSchema,
  downloadFile,
  historyAuthorsSchema,
  historyPageShape,
  rowVersionField,
  text,
  type DownloadedFile,
} from './common';

/** §3 Bid: bidNotes entry. Notes are only ever added (§4 "only notes can be added"). */
export const bidNoteSchema = z.object({
  bidId: z.number(),
  note: z.string(),
  createdBy: text,
  submissionDate: z.string(),
});
export type BidNote = z.infer<typeof bidNoteSchema>;

/**
 * The fields a bid form edits (§3 Bid, §5 Bid). Dates travel as YYYY-MM-DD; the MM-DD-YYYY mask
 * is the screen's. Select values are sent as the integer 0 and an empty account id as 0 (§5).
 */
export const bidFieldsShape = {
  accountId: z.number(),
  salesPerson: z.string(),
  contactName: z.string(),
  contactPhone: text,
  companyName: z.string(),
  projectName: z.string(),
  projectCity: z.string(),
  projectStateId: z.number(),
  projectOwner: z.string(),
  numberOfUnits: z.number(),
  unitTypeId: z.number(),
  /** Whole dollars, digits only (§5). */
  bidAmount: z.number(),
  /** Whole number, digits only (§5). */
  margin: z.number(),
  bidStatusId: z.number(),
  estimatedStartDate: z.string(),
  bidDueDate: z.string(),
  bidSubmittedDate: z.string(),
  quotedDoorStyle: z.string(),
  cabinetDoorFinish: z.string(),
  cabinetSpecified: z.string(),
  cabinetManufacturerId: z.number(),
  vanityTopsId: z.number(),
  kitchenTopsId: z.number(),
  appliancePackageQuoted: z.boolean(),
  installQuoted: z.boolean(),
};

/** back-office-admin.md §3 Bid. */
export const bidSchema = z.object({
  id: z.number(),
  ...bidFieldsShape,
  bidNotes: z.array(bidNoteSchema),
  bidStatusName: z.string(),
  cabinetManufacturerName: text,
  kitchenTopsName: text,
  vanityTopsName: text,
  projectStateName: text,
  unitTypeName: text,
  estimatedStartDateDisplay: text,
  numDispUnits: text,
  createdBy: text,
  submissionDate: z.string(),
  submissionDateDisplay: text,
  lastUpdatedAt: z.string(),
  lastUpdatedAtDisplay: text,
  rowVersion: rowVersionField,
});
export type Bid = z.infer<typeof bidSchema>;

/** A note typed into the new-note box; sent only when the box is not empty (§5). */
export const newBidNoteSchema = z.object({ note: z.string(), createdBy: z.optional(z.string()) });
export type NewBidNote = z.input<typeof newBidNoteSchema>;

/** POST Bids: the bid with createdby and bidNotes. */
export const bidCreateSchema = z.object({
  ...bidFieldsShape,
  createdby: z.string(),
  bidNotes: z.array(newBidNoteSchema),
});
export type BidCreate = z.input<typeof bidCreateSchema>;

/**
 * PUT Bids/{id}: the bid with Id and LastUpdatedby. `bidNotes` carries the notes to add; notes
 * the bid already has (same text and date) are ignored, so sending the bid back as read is safe.
 */
export const bidUpdateSchema = z.object({
  Id: z.number(),
  ...bidFieldsShape,
  LastUpdatedby: z.string(),
  bidNotes: z.array(
    z.object({
      note: z.string(),
      createdBy: z.optional(z.string()),
      submissionDate: z.optional(z.string()),
    }),
  ),
  rowVersion: rowVersionField,
});
export type BidUpdate = z.input<typeof bidUpdateSchema>;

/** §3 Bid list data: a filter option and how many bids it holds. */
export const filterCountSchema = z.object({ filter: z.string(), count: z.number() });
export type FilterCount = z.infer<typeof filterCountSchema>;

/**
 * §3 Bid list data (GET Bids): activeBids and archiveBids keyed by bid status name, newest
 * submission first (§9); statusFilters (Active, Archive) and bidStatusFilters with counts.
 */
export const bidListSchema = z.object({
  activeBids: z.record(z.string(), z.array(bidSchema)),
  archiveBids: z.record(z.string(), z.array(bidSchema)),
  statusFilters: z.array(filterCountSchema),
  bidStatusFilters: z.array(filterCountSchema),
});
export type BidList = z.infer<typeof bidListSchema>;

const namedValueSchema = z.object({ id: z.number(), name: z.string(), isActive: z.boolean() });
export type BidNamedValue = z.infer<typeof namedValueSchema>;

/** §3 Bid property values (GET Bids/PropertyValues): the bid form's dropdowns. */
export const bidPropertyValuesSchema = z.object({
  projectStates: z.array(z.object({ id: z.number(), name: z.string(), isBidActive: z.boolean() })),
  unitTypes: z.array(z.object({ unitTypeId: z.number(), name: z.string(), isActive: z.boolean() })),
  bidStatuses: z.array(namedValueSchema),
  cabinetManufacturers: z.array(namedValueSchema),
  vanityTops: z.array(namedValueSchema),
  kitchenTops: z.array(namedValueSchema),
});
export type BidPropertyValues = z.infer<typeof bidPropertyValuesSchema>;

export const bidChangeHistorySchema = z.object({
  totalRecords: z.number(),
  bidChangeHistoryRecords: z.array(changeHistoryRecordSchema),
});
export type BidChangeHistory = z.infer<typeof bidChangeHistorySchema>;

export const bidChangeHistoryRequestSchema = z.object({
  bidId: z.number(),
  /** Only changes on or after this day (YYYY-MM-DD). */
  bidDate: z.optional(z.string()),
  /** Only changes made by this person; empty means everyone. */
  user: z.optional(z.string()),
  ...historyPageShape,
});
export type BidChangeHistoryRequest = z.input<typeof bidChangeHistoryRequestSchema>;

export const bidUsersByDateRequestSchema = z.object({
  bidId: z.number(),
  bidDate: z.optional(z.string()),
});
export type BidUsersByDateRequest = z.input<typeof bidUsersByDateRequestSchema>;

/** POST Bids_Export: the bid statuses to export, and which of them display as active. */
export const bidExportRequestSchema = z.object({
  StatusNames: z.array(z.string()),
  ActiveStatusNames: z.array(z.string()),
});
export type BidExportRequest = z.input<typeof bidExportRequestSchema>;

/** GET Bids. */
export function fetchBids(signal?: AbortSignal): Promise<BidList> {
  return staffJson('bids.list', bidListSchema, { signal });
}

/** GET Bids/{id}. */
export function fetchBid(id: number, signal?: AbortSignal): Promise<Bid> {
  return staffJson('bids.get', bidSchema, { params: { id }, signal });
}

/** POST Bids: answers the created bid. */
export function createBid(bid: BidCreate, signal?: AbortSignal): Promise<Bid> {
  return staffJson('bids.create', bidSchema, { json: bid, signal });
}

/** PUT Bids/{id}: answers the saved bid; a stale rowVersion answers 409. */
export function updateBid(bid: BidUpdate, signal?: AbortSignal): Promise<Bid> {
  return staffJson('bids.update', bidSchema, { params: { id: bid.Id }, json: bid, signal });
}

/** GET Bids/PropertyValues. */
export function fetchBidPropertyValues(signal?: AbortSignal): Promise<BidPropertyValues> {
  return staffJson('bids.propertyValues', bidPropertyValuesSchema, { signal });
}

/** POST Bids/GetChangeHistoryBids: one page of the bid's change history, newest first. */
export function fetchBidChangeHistory(
  request: BidChangeHistoryRequest,
  signal?: AbortSignal,
): Promise<BidChangeHistory> {
  return staffJson('bids.changeHistory', bidChangeHistorySchema, {
    json: { ...request, pageSize: request.pageSize ?? HISTORY_PAGE_SIZE },
    signal,
  });
}

/** POST Bids/GetUsersByDate: who changed the bid since `bidDate`, for the history's user filter. */
export function fetchBidHistoryAuthors(
  request: BidUsersByDateRequest,
  signal?: AbortSignal,
): Promise<string[]> {
  return staffJson('bids.usersByDate', historyAuthorsSchema, { json: request, signal });
}

/** POST Bids_Export: downloads Bids_Export.xlsx. */
export function exportBids(
  request: BidExportRequest,
  signal?: AbortSignal,
  onDownloadProgress?: (percent: number) => void,
): Promise<DownloadedFile> {
  return downloadFile('bids.export', 'xlsx', EXPORT_FILE_NAMES.bids, {
    json: request,
    signal,
    onDownloadProgress,
  });
}
