import { describe, expect, it } from 'vitest';
import { isApiError } from '@joinery/flows/api';
import { DEFAULT_NEW_BID_STATUS, EXPORT_FILE_NAMES, HISTORY_PAGE_SIZE, NEW_BID_ADMIN_EMAIL_ID } from '@joinery/flows/admin';
import {
  createBid,
  exportBids,
  fetchBid,
  fetchBidChangeHistory,
  fetchBidHistoryAuthors,
  fetchBidPropertyValues,
  fetchBids,
  updateBid,
  type Bid,
  type BidCreate,
  type BidUpdate,
} from '@joinery/flows/api/admin/bids';
import { fetchBidAdminLists, updateBidAdminLists } from '@joinery/flows/api/admin/bidAdmin';
import { setupMockServer } from '../../test-utils';
import { describeFaults } from './faultMatrix';
import { expectXlsx } from './fileChecks';

setupMockServer();

const statusOf = (error: unknown) => (isApiError(error) ? error.status : undefined);

const newBid: BidCreate = {
  accountId: 0,
  salesPerson: 'Test Seller',
  contactName: 'Pat Contact',
  contactPhone: '(215) 555-0100',
  companyName: 'Acme Builders',
  projectName: 'Elm Street Lofts',
  projectCity: 'Allentown',
  projectStateId: 39,
  projectOwner: 'Elm Street LLC',
  numberOfUnits: 120,
  unitTypeId: 1,
  bidAmount: 480000,
  margin: 22,
  bidStatusId: 0,
  estimatedStartDate: '2030-03-04',
  bidDueDate: '2030-01-07',
  bidSubmittedDate: '2030-01-04',
  quotedDoorStyle: 'Shaker',
  cabinetDoorFinish: 'White Paint',
  cabinetSpecified: 'Yes',
  cabinetManufacturerId: 1,
  vanityTopsId: 2,
  kitchenTopsId: 2,
  appliancePackageQuoted: false,
  installQuoted: true,
  createdby: 'Test Seller',
  bidNotes: [{ note: 'First call with the GC.' }],
};

function updateOf(bid: Bid, changes: Partial<BidUpdate> = {}): BidUpdate {
  return { ...bid, Id: bid.id, LastUpdatedby: 'Test Admin', ...changes };
}

describe('bids.list', () => {
  it('keys 300 bids by status name under Active and Archive, newest first, with filter counts', async () => {
    const list = await fetchBids();
    const active = Object.values(list.activeBids).flat();
    const archive = Object.values(list.archiveBids).flat();
    expect(active.length + archive.length).toBe(300);
    expect(list.statusFilters).toEqual([
      { filter: 'Active', count: active.length },
      { filter: 'Archive', count: archive.length },
    ]);
    expect(Object.keys(list.activeBids)).toContain(DEFAULT_NEW_BID_STATUS);
    expect(Object.keys(list.archiveBids)).toContain('Awarded');
    for (const [status, bids] of Object.entries({ ...list.activeBids, ...list.archiveBids })) {
      expect(bids.every((b) => b.bidStatusName === status)).toBe(true);
      const dates = bids.map((b) => b.submissionDate);
      expect([...dates].sort().reverse()).toEqual(dates);
      expect(list.bidStatusFilters.find((f) => f.filter === status)?.count).toBe(bids.length);
    }
    expect([...active, ...archive].some((b) => b.bidNotes.length > 0)).toBe(true);
  });
});

describe('bids.propertyValues', () => {
  it('offers the lists of the bid form, inactive values flagged', async () => {
    const values = await fetchBidPropertyValues();
    expect(values.bidStatuses.find((s) => s.name === 'Pending Credit')?.isActive).toBe(false);
    expect(values.projectStates.filter((s) => s.isBidActive).map((s) => s.name)).toContain('PA');
    expect(values.unitTypes[0]).toMatchObject({ unitTypeId: 1, name: 'Apartment', isActive: true });
    expect(values.kitchenTops.some((t) => !t.isActive)).toBe(true);
  });
});

describe('bids.create, bids.get and bids.update', () => {
  it('creates a bid in Waiting Approval with its first note', async () => {
    const created = await createBid(newBid);
    expect(created).toMatchObject({ id: 301, bidStatusName: DEFAULT_NEW_BID_STATUS, projectStateName: 'PA', unitTypeName: 'Apartment' });
    expect(created.bidNotes).toEqual([expect.objectContaining({ note: 'First call with the GC.', createdBy: 'Test Seller', bidId: 301 })]);
    expect(created.numDispUnits).toBe('120');
    expect(created.estimatedStartDateDisplay).toBe('03/04/2030');
    expect((await fetchBid(301)).projectName).toBe('Elm Street Lofts');
  });

  it('refuses a bid with a required field empty, zero or Select (§5)', async () => {
    for (const broken of [{ salesPerson: ' ' }, { margin: 0 }, { unitTypeId: 0 }, { bidDueDate: '01-07-2030' }]) {
      expect(statusOf(await createBid({ ...newBid, ...broken }).catch((e: unknown) => e))).toBe(400);
    }
  });

  it('adds a note without rewriting the old ones, records the changes, and refuses a stale write', async () => {
    const bid = await fetchBid(1);
    const saved = await updateBid(
      updateOf(bid, { margin: bid.margin + 1, bidNotes: [...bid.bidNotes, { note: 'Owner asked for a revised bid.' }] }),
    );
    expect(saved.bidNotes).toHaveLength(bid.bidNotes.length + 1);
    expect(saved.bidNotes.at(-1)).toMatchObject({ note: 'Owner asked for a revised bid.', createdBy: 'Test Admin' });
    expect(saved.rowVersion).toBe((bid.rowVersion ?? 0) + 1);
    const history = await fetchBidChangeHistory({ bidId: 1, pageIndex: 1, user: 'Test Admin' });
    expect(history.bidChangeHistoryRecords).toEqual([
      expect.objectContaining({ changeField: 'Margin', from: String(bid.margin), to: String(bid.margin + 1) }),
    ]);
    expect(statusOf(await updateBid(updateOf(bid)).catch((e: unknown) => e))).toBe(409);
  });

  it('moves a bid to Archive when its status does', async () => {
    const bid = await fetchBid(2);
    await updateBid(updateOf(bid, { bidStatusId: 6 }));
    const list = await fetchBids();
    expect(list.archiveBids['Awarded']?.some((b) => b.id === 2)).toBe(true);
  });

  it('answers 404 for a bid that does not exist', async () => {
    expect(statusOf(await fetchBid(9999).catch((e: unknown) => e))).toBe(404);
  });
});

describe('bids.changeHistory and bids.usersByDate', () => {
  it('pages the history 25 at a time', async () => {
    const first = await fetchBidChangeHistory({ bidId: 1, pageIndex: 1 });
    expect(first.bidChangeHistoryRecords).toHaveLength(HISTORY_PAGE_SIZE);
    expect(first.totalRecords).toBeGreaterThan(HISTORY_PAGE_SIZE * 2);
    const third = await fetchBidChangeHistory({ bidId: 1, pageIndex: 3 });
    expect(third.bidChangeHistoryRecords).toHaveLength(first.totalRecords - HISTORY_PAGE_SIZE * 2);
  });

  it('lists the authors for the user filter', async () => {
    const authors = await fetchBidHistoryAuthors({ bidId: 1 });
    expect(authors.length).toBeGreaterThan(0);
    const history = await fetchBidChangeHistory({ bidId: 1, pageIndex: 1, user: authors[0] });
    expect(history.bidChangeHistoryRecords.every((r) => r.user === authors[0])).toBe(true);
  });
});

describe('bids.export', () => {
  it('downloads Bids_Export.xlsx, a real spreadsheet of the chosen statuses', async () => {
    const file = await exportBids({ StatusNames: ['Awarded'], ActiveStatusNames: [] });
    expect(file.fileName).toBe(EXPORT_FILE_NAMES.bids);
    const rows = await expectXlsx(file.blob);
    expect(rows[0]).toContain('Origination Date');
    const list = await fetchBids();
    expect(rows).toHaveLength(1 + (list.archiveBids['Awarded']?.length ?? 0));
    expect(rows.slice(1).every((row) => row.at(-1) === 'Awarded')).toBe(true);
  });
});

describe('bid tracker admin', () => {
  it('reads the lists with statuses split into active and archive', async () => {
    const lists = await fetchBidAdminLists();
    expect(lists.bidStatuses.filter((s) => s.isActive && !s.displayAsActive).map((s) => s.name)).toContain('Lost');
    expect(lists.adminEmails.length).toBeGreaterThan(0);
  });

  it('adds a unit type and an admin e-mail, which the bid form then offers', async () => {
    const lists = await fetchBidAdminLists();
    const saved = await updateBidAdminLists({
      ...lists,
      unitTypes: [...lists.unitTypes, { name: 'Micro Unit', isActive: true }],
      adminEmails: [...lists.adminEmails, { name: 'Jo Doe', email: 'jo.doe@joinery.example', bidAdminEmailId: NEW_BID_ADMIN_EMAIL_ID, active: true }],
    });
    expect(saved.adminEmails.find((e) => e.name === 'Jo Doe')?.bidAdminEmailId).toBeGreaterThan(0);
    expect((await fetchBidPropertyValues()).unitTypes.map((u) => u.name)).toContain('Micro Unit');
  });

  it('refuses an addition to Project States and a stale write', async () => {
    const lists = await fetchBidAdminLists();
    const added = { ...lists, states: [...lists.states, { id: 999, name: 'PR', isActive: true, isBidActive: true }] };
    expect(statusOf(await updateBidAdminLists(added).catch((e: unknown) => e))).toBe(400);
    await updateBidAdminLists(lists);
    expect(statusOf(await updateBidAdminLists(lists).catch((e: unknown) => e))).toBe(409);
  });

  it("refuses ';' in an admin e-mail's name or address, a bad address and an over-long or control-character item (issue 36)", async () => {
    const lists = await fetchBidAdminLists();
    const email = (name: string, address: string) => ({ ...lists, adminEmails: [...lists.adminEmails, { name, email: address, bidAdminEmailId: NEW_BID_ADMIN_EMAIL_ID, active: true }] });
    for (const body of [
      email('Mallory;attacker@evil.example;x', 'mallory@joinery.example'),
      email('Mallory', 'mallory@joinery.example;attacker@evil.example'),
      email('Mallory', 'not an address'),
      { ...lists, unitTypes: [...lists.unitTypes, { name: 'u'.repeat(101), isActive: true }] },
      { ...lists, unitTypes: [...lists.unitTypes, { name: 'Micro\u001BUnit', isActive: true }] },
    ]) expect(statusOf(await updateBidAdminLists(body).catch((e: unknown) => e))).toBe(400);
    expect((await fetchBidAdminLists()).adminEmails).toHaveLength(lists.adminEmails.length);
  });

  it('refuses a bid with an over-long company, a control character in the project or a bad contact phone (issue 36)', async () => {
    for (const broken of [{ companyName: 'c'.repeat(101) }, { projectName: 'Tower\u0000B' }, { contactPhone: 'call me' }])
      expect(statusOf(await createBid({ ...newBid, ...broken }).catch((e: unknown) => e))).toBe(400);
  });
});

describeFaults([
  { call: 'bids.list', run: () => fetchBids(), wrongShape: { body: { activeBids: [] }, field: 'activeBids' } },
  { call: 'bids.create', run: () => createBid(newBid), wrongShape: { body: { id: 1 }, field: 'accountId' } },
  { call: 'bids.propertyValues', run: () => fetchBidPropertyValues(), wrongShape: { body: { projectStates: [{ id: 1 }] }, field: 'projectStates.0.name' } },
  { call: 'bids.get', run: () => fetchBid(1), wrongShape: { body: [], field: '(reply)' } },
  {
    call: 'bids.update',
    run: async () => updateBid(updateOf(await fetchBid(3))),
    wrongShape: { body: { ...newBid, id: 3, bidNotes: [{ note: 1 }] }, field: 'bidNotes.0.bidId' },
  },
  {
    call: 'bids.changeHistory',
    run: () => fetchBidChangeHistory({ bidId: 1, pageIndex: 1 }),
    wrongShape: { body: { totalRecords: '3' }, field: 'totalRecords' },
  },
  { call: 'bids.usersByDate', run: () => fetchBidHistoryAuthors({ bidId: 1 }), wrongShape: { body: 'Test', field: '(reply)' } },
  { call: 'bids.export', run: () => exportBids({ StatusNames: [], ActiveStatusNames: [] }) },
  { call: 'bidAdmin.get', run: () => fetchBidAdminLists(), wrongShape: { body: { bidStatuses: [{ id: 1, name: 'x' }] }, field: 'bidStatuses.0.isActive' } },
  {
    call: 'bidAdmin.update',
    run: async () => updateBidAdminLists(await fetchBidAdminLists()),
    wrongShape: { body: {}, field: 'bidStatuses' },
  },
]);
