import type { HttpHandler } from 'msw';
import { http, HttpResponse } from 'msw';
import type { z } from 'zod/mini';
import { ADMIN_LIST_TEXT_RULES, BID_SORT_KEYS, BID_TEXT_RULES, DEFAULT_NEW_BID_STATUS, EXPORT_FILE_NAMES, columnLabels } from '@joinery/flows/admin';
import {
  bidChangeHistoryRequestSchema,
  bidCreateSchema,
  bidExportRequestSchema,
  bidUpdateSchema,
  bidUsersByDateRequestSchema,
} from '@joinery/flows/api/admin/bids';
import type { bidFieldsShape } from '@joinery/flows/api/admin/bids';
import { bidAdminUpdateSchema } from '@joinery/flows/api/admin/bidAdmin';
import { bidAdminLists, bidChangeHistory, bids, unitsText, type StoredBid } from '../../data/admin/bids';
import { displayDate, displayDateTime, isoDateTime, parseDay } from '../../data/admin/dates';
import { changesBetween, historyAuthorsSince, historyPage } from './history';
import { adminRoute, failure, found, idParam, nextId, readBody, refuseBadText, requireText, saved, toWire } from './http';
import { xlsxResponse } from './files';

type BidFields = z.output<z.ZodMiniObject<typeof bidFieldsShape>>;
type Versioned<T> = T & { version: number };

const lists = () => bidAdminLists.get();
const nameOf = (list: Array<{ id: number; name: string }>, id: number) => list.find((x) => x.id === id)?.name ?? '';

/** The status names that display under Active (§4 "depending on whether its status name is in the active or archive set"). */
function activeStatusNames(): Set<string> {
  return new Set(lists().bidStatuses.filter((s) => s.isActive && s.displayAsActive).map((s) => s.name));
}

/** Names are read from the lists, so the bid always shows what the admin lists call things. */
function bidOnWire(row: Versioned<StoredBid>) {
  const l = lists();
  return {
    ...toWire(row),
    bidStatusName: nameOf(l.bidStatuses, row.bidStatusId) || row.bidStatusName,
    projectStateName: nameOf(l.states, row.projectStateId) || row.projectStateName,
    unitTypeName: nameOf(l.unitTypes, row.unitTypeId) || row.unitTypeName,
    cabinetManufacturerName: nameOf(l.cabinetManufacturers, row.cabinetManufacturerId),
    vanityTopsName: nameOf(l.vanityTops, row.vanityTopsId),
    kitchenTopsName: nameOf(l.kitchenTops, row.kitchenTopsId),
  };
}

const newestFirst = (a: StoredBid, b: StoredBid) => b.submissionDate.localeCompare(a.submissionDate) || b.id - a.id;

/** §5 Bid: what Submit requires, checked again by the server. */
const requiredText: Array<keyof BidFields> = [
  'salesPerson',
  'contactName',
  'companyName',
  'projectName',
  'projectCity',
  'projectOwner',
  'quotedDoorStyle',
  'cabinetDoorFinish',
  'cabinetSpecified',
];
const requiredNumbers: Array<keyof BidFields> = ['projectStateId', 'numberOfUnits', 'unitTypeId', 'bidAmount', 'margin'];
const requiredDates: Array<keyof BidFields> = ['estimatedStartDate', 'bidDueDate', 'bidSubmittedDate'];

function checkBid(fields: BidFields): BidFields {
  for (const key of requiredText) requireText(String(fields[key]), key);
  // Issue 36: the text rules the bid dialog keeps (limits, control characters, the phone's format).
  refuseBadText(fields, BID_TEXT_RULES);
  for (const key of requiredNumbers) {
    const value = Number(fields[key]);
    if (!Number.isInteger(value) || value <= 0) throw failure(400, `${key} must be a whole number above 0.`);
  }
  for (const key of requiredDates) {
    if (!parseDay(String(fields[key]))) throw failure(400, `${key} must be a date (YYYY-MM-DD).`);
  }
  const l = lists();
  if (!l.states.some((s) => s.id === fields.projectStateId)) throw failure(400, 'projectStateId is not a project state.');
  if (!l.unitTypes.some((u) => u.id === fields.unitTypeId)) throw failure(400, 'unitTypeId is not a unit type.');
  return fields;
}

/** What the server derives from the fields: display forms of dates and units. */
function derived(fields: BidFields) {
  const start = parseDay(fields.estimatedStartDate);
  return {
    estimatedStartDateDisplay: start ? displayDate(start) : '',
    numDispUnits: unitsText(fields.numberOfUnits),
  };
}

/** Labels of the bid fields the change history records. */
const trackedFields: Partial<Record<keyof StoredBid, string>> = {
  bidStatusName: 'Status',
  salesPerson: 'Sales Person',
  companyName: 'Company',
  projectName: 'Project',
  projectOwner: 'Project Owner',
  bidAmount: 'Bid Amount',
  margin: 'Margin',
  numberOfUnits: 'Number Of Units',
  estimatedStartDate: 'Estimated Start Date',
  bidDueDate: 'Bid Due Date',
  quotedDoorStyle: 'Quoted Door Style',
  cabinetDoorFinish: 'Cabinet Door Finish',
};

function exportCells(bid: ReturnType<typeof bidOnWire>): Record<(typeof BID_SORT_KEYS)[number], string | number> {
  return {
    SUBMIT: bid.submissionDateDisplay,
    SALES: bid.salesPerson,
    COMPANY: bid.companyName,
    PROJECT: bid.projectName,
    PROJECTOWNER: bid.projectOwner,
    MARGIN: bid.margin,
    DOORSTYLE: bid.quotedDoorStyle,
    CABINETFINISH: bid.cabinetDoorFinish,
    UNITS: bid.numberOfUnits,
    TYPE: bid.unitTypeName,
    STATE: bid.projectStateName,
    START: bid.estimatedStartDateDisplay,
    BID: bid.bidAmount,
    UPDATED: bid.lastUpdatedAtDisplay,
    STATUS: bid.bidStatusName,
  };
}

/** back-office-admin.md §7 Bids, including the Bid Tracker Admin lists. */
/**
 * Stories: GET BidTrackerAdmin with two project states whose stored isBidActive is out of step with
 * isActive (PA active but not bid-active, CA bid-active but not active), so a save shows whether
 * isBidActive is copied from isActive (§7) rather than sent back as stored.
 */
export const bidAdminStatesOutOfStep = http.get('*/bridgesys/BidTrackerAdmin', () => {
  const { version, ...value } = lists();
  const states = value.states.map((s) =>
    s.name === 'PA' ? { ...s, isActive: true, isBidActive: false } : s.name === 'CA' ? { ...s, isActive: false, isBidActive: true } : s,
  );
  return HttpResponse.json({ ...value, states, rowVersion: version });
});

export const bidsHandlers: HttpHandler[] = [
  adminRoute('bids.list', () => {
    const active = activeStatusNames();
    const activeBids: Record<string, unknown[]> = {};
    const archiveBids: Record<string, unknown[]> = {};
    const counts = new Map<string, number>();
    for (const row of [...bids.all()].sort(newestFirst)) {
      const bid = bidOnWire(row);
      const group = active.has(bid.bidStatusName) ? activeBids : archiveBids;
      (group[bid.bidStatusName] ??= []).push(bid);
      counts.set(bid.bidStatusName, (counts.get(bid.bidStatusName) ?? 0) + 1);
    }
    const total = (group: Record<string, unknown[]>) => Object.values(group).reduce((n, list) => n + list.length, 0);
    return HttpResponse.json({
      activeBids,
      archiveBids,
      statusFilters: [
        { filter: 'Active', count: total(activeBids) },
        { filter: 'Archive', count: total(archiveBids) },
      ],
      bidStatusFilters: lists()
        .bidStatuses.filter((s) => s.isActive || counts.has(s.name))
        .map((s) => ({ filter: s.name, count: counts.get(s.name) ?? 0 })),
    });
  }),

  adminRoute('bids.create', async ({ request }) => {
    const body = await readBody(request, bidCreateSchema);
    const { createdby, bidNotes, ...fields } = body;
    for (const n of bidNotes) refuseBadText({ note: n.note }, { note: BID_TEXT_RULES.note });
    checkBid(fields);
    const statuses = lists().bidStatuses.filter((s) => s.isActive);
    // §4: a new bid starts as Waiting Approval, or the first available status when that is missing.
    const status = statuses.find((s) => s.name === DEFAULT_NEW_BID_STATUS) ?? statuses[0];
    if (!status) throw failure(400, 'There is no active bid status to start the bid in.');
    const now = new Date();
    const id = nextId(bids.all(), (b) => b.id);
    const createdBy = requireText(createdby, 'createdby');
    const row = bids.insert(
      {
        ...fields,
        ...derived(fields),
        id,
        bidStatusId: status.id,
        bidStatusName: status.name,
        projectStateName: '',
        unitTypeName: '',
        cabinetManufacturerName: '',
        vanityTopsName: '',
        kitchenTopsName: '',
        bidNotes: bidNotes
          .filter((n) => n.note.trim())
          .map((n) => ({ bidId: id, note: n.note.trim(), createdBy: n.createdBy ?? createdBy, submissionDate: isoDateTime(now) })),
        createdBy,
        submissionDate: isoDateTime(now),
        submissionDateDisplay: displayDate(now),
        lastUpdatedAt: isoDateTime(now),
        lastUpdatedAtDisplay: displayDateTime(now),
      },
      'start',
    );
    return HttpResponse.json(bidOnWire(row), { status: 201 });
  }),

  // Before `Bids/:id`, which would otherwise take "PropertyValues" for an id.
  adminRoute('bids.propertyValues', () => {
    const l = lists();
    const named = (list: Array<{ id: number; name: string; isActive: boolean }>) =>
      list.map(({ id, name, isActive }) => ({ id, name, isActive }));
    return HttpResponse.json({
      projectStates: l.states.map(({ id, name, isBidActive }) => ({ id, name, isBidActive })),
      unitTypes: l.unitTypes.map(({ id, name, isActive }) => ({ unitTypeId: id, name, isActive })),
      bidStatuses: named(l.bidStatuses),
      cabinetManufacturers: named(l.cabinetManufacturers),
      vanityTops: named(l.vanityTops),
      kitchenTops: named(l.kitchenTops),
    });
  }),

  adminRoute<{ id: string }>('bids.get', ({ params }) =>
    HttpResponse.json(bidOnWire(found(bids.find(idParam(params.id)), `Bid ${params.id}`))),
  ),

  adminRoute<{ id: string }>('bids.update', async ({ params, request }) => {
    const id = idParam(params.id);
    const { Id, LastUpdatedby, bidNotes, rowVersion, ...fields } = await readBody(request, bidUpdateSchema);
    for (const n of bidNotes) refuseBadText({ note: n.note }, { note: BID_TEXT_RULES.note });
    if (Id !== id) throw failure(400, `The body's Id ${Id} is not bid ${id}.`);
    const before = found(bids.find(id), `Bid ${id}`);
    checkBid(fields);
    if (!lists().bidStatuses.some((s) => s.id === fields.bidStatusId)) throw failure(400, 'bidStatusId is not a bid status.');
    const now = new Date();
    const author = requireText(LastUpdatedby, 'LastUpdatedby');
    // Only notes the bid does not have yet are added; notes are never rewritten (§4).
    const known = new Set(before.bidNotes.map((n) => `${n.submissionDate}\u0000${n.note}`));
    const added = bidNotes
      .filter((n) => n.note.trim() && !(n.submissionDate && known.has(`${n.submissionDate}\u0000${n.note}`)))
      .map((n) => ({ bidId: id, note: n.note.trim(), createdBy: n.createdBy ?? author, submissionDate: isoDateTime(now) }));
    const after = saved(
      bids.update(
        id,
        {
          ...fields,
          ...derived(fields),
          bidStatusName: nameOf(lists().bidStatuses, fields.bidStatusId),
          bidNotes: [...before.bidNotes, ...added],
          lastUpdatedAt: isoDateTime(now),
          lastUpdatedAtDisplay: displayDateTime(now),
        },
        rowVersion,
      ),
      `Bid ${id}`,
    );
    const firstId = nextId(bidChangeHistory.all(), (c) => c.id);
    for (const change of changesBetween(before, after, trackedFields, author, id, firstId, now)) bidChangeHistory.insert(change);
    return HttpResponse.json(bidOnWire(after));
  }),

  adminRoute('bids.changeHistory', async ({ request }) => {
    const body = await readBody(request, bidChangeHistoryRequestSchema);
    found(bids.find(body.bidId), `Bid ${body.bidId}`);
    const page = historyPage(bidChangeHistory.where((c) => c.subjectId === body.bidId), {
      since: body.bidDate,
      author: body.user,
      pageIndex: body.pageIndex,
      pageSize: body.pageSize,
    });
    return HttpResponse.json({ totalRecords: page.totalRecords, bidChangeHistoryRecords: page.records });
  }),

  adminRoute('bids.usersByDate', async ({ request }) => {
    const body = await readBody(request, bidUsersByDateRequestSchema);
    found(bids.find(body.bidId), `Bid ${body.bidId}`);
    return HttpResponse.json(historyAuthorsSince(bidChangeHistory.where((c) => c.subjectId === body.bidId), body.bidDate));
  }),

  adminRoute('bids.export', async ({ request }) => {
    const body = await readBody(request, bidExportRequestSchema);
    const wanted = new Set(body.StatusNames);
    const rows = [...bids.all()]
      .sort(newestFirst)
      .map(bidOnWire)
      .filter((bid) => wanted.size === 0 || wanted.has(bid.bidStatusName));
    return xlsxResponse(
      {
        name: 'Bids',
        columns: BID_SORT_KEYS.map((key) => columnLabels.bids[key]),
        rows: rows.map((bid) => {
          const cells = exportCells(bid);
          return BID_SORT_KEYS.map((key) => cells[key]);
        }),
      },
      EXPORT_FILE_NAMES.bids,
    );
  }),

  // ---- Bid Tracker Admin
  adminRoute('bidAdmin.get', () => {
    const { version, ...value } = lists();
    return HttpResponse.json({ ...value, rowVersion: version });
  }),

  adminRoute('bidAdmin.update', async ({ request }) => {
    const body = await readBody(request, bidAdminUpdateSchema);
    const current = lists();
    if (body.rowVersion !== undefined && body.rowVersion !== current.version) {
      throw failure(409, 'The lists were changed by someone else; reload them and try again.');
    }
    // §5: nothing may be added to Project States.
    for (const state of body.states) {
      if (!current.states.some((s) => s.id === state.id)) throw failure(400, 'Project States cannot be added to.');
    }
    /** Items keep their ids, new ones get the next; items left out keep their stored state. */
    function merge<T extends { id: number; name: string }, S extends { id?: number | undefined; name: string }>(
      stored: T[],
      sent: S[],
      toItem: (item: S, id: number) => T,
    ): T[] {
      let next = nextId(stored, (x) => x.id);
      const merged = sent.map((item) => {
        // Issue 36: a list item's name keeps the text rules (admin e-mail names are checked with their e-mail).
        if (item.id === undefined) refuseBadText({ name: item.name }, { name: ADMIN_LIST_TEXT_RULES.item });
        return toItem({ ...item, name: requireText(item.name, 'name') }, item.id ?? next++);
      });
      return [...merged, ...stored.filter((s) => !merged.some((m) => m.id === s.id))];
    }
    const item = <S extends { name: string; isActive: boolean }>(s: S, id: number) => ({ id, name: s.name, isActive: s.isActive });
    let emailId = nextId(current.adminEmails, (e) => e.bidAdminEmailId);
    const adminEmails = merge(current.adminEmails, body.adminEmails, (e, id) => {
      const isNew = e.bidAdminEmailId < 0;
      const stored = current.adminEmails.find((x) => x.bidAdminEmailId === e.bidAdminEmailId);
      if (!isNew && !stored) throw failure(400, `bidAdminEmailId ${e.bidAdminEmailId} is not an admin e-mail.`);
      const email = isNew ? requireText(e.email, 'email') : (stored?.email ?? e.email);
      // Issue 36: stored as name;email, so neither part may hold ';' (nor break the text rules).
      refuseBadText({ name: e.name, ...(isNew ? { email } : {}) }, { name: ADMIN_LIST_TEXT_RULES.adminEmailName, email: ADMIN_LIST_TEXT_RULES.adminEmail });
      const bidAdminEmailId = isNew ? emailId++ : e.bidAdminEmailId;
      return { id: isNew ? bidAdminEmailId : id, name: e.name, email, bidAdminEmailId, isActive: e.active, active: e.active };
    });
    bidAdminLists.set({
      bidStatuses: merge(current.bidStatuses, body.bidStatuses, (s, id) => ({
        id,
        name: s.name,
        isActive: s.isActive,
        displayAsActive: s.displayAsActive,
      })),
      states: merge(current.states, body.states, (s, id) => ({ id, name: s.name, isActive: s.isActive, isBidActive: s.isBidActive })),
      cabinetManufacturers: merge(current.cabinetManufacturers, body.cabinetManufacturers, item),
      unitTypes: merge(current.unitTypes, body.unitTypes, item),
      vanityTops: merge(current.vanityTops, body.vanityTops, item),
      kitchenTops: merge(current.kitchenTops, body.kitchenTops, item),
      adminEmails,
      version: current.version + 1,
    });
    const { version, ...value } = lists();
    return HttpResponse.json({ ...value, rowVersion: version });
  }),
];
