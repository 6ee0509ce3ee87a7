import { afterAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyStateMachine } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { ApiError } from '../../api/errors';
import type { Bid, BidPropertyValues } from '../../api/admin/bids';
import { bidDialogMachine, type BidDialogInput, type BidSave } from './bidDialog.machine';
import { bidFieldError, bidSubmitBlockers, originationDate } from './selectors';
import {
  bidCreatePayload,
  bidFieldProblem,
  bidFieldsPayload,
  bidFormProblems,
  bidSelectOptions,
  bidUpdatePayload,
  formFromBid,
  isBidFieldDisabled,
  isBidFormValid,
  newBidForm,
  newBidStatusId,
  newNotes,
  REQUIRED_BID_FIELDS,
  type BidForm,
} from './rules';

const values: BidPropertyValues = {
  projectStates: [
    { id: 1, name: 'PA', isBidActive: true },
    { id: 2, name: 'OH', isBidActive: false },
  ],
  unitTypes: [
    { unitTypeId: 1, name: 'Apartment', isActive: true },
    { unitTypeId: 7, name: 'Hotel', isActive: false },
  ],
  bidStatuses: [
    { id: 1, name: 'Waiting Approval', isActive: true },
    { id: 2, name: 'Approved To Bid', isActive: true },
    { id: 9, name: 'Pending Credit', isActive: false },
  ],
  cabinetManufacturers: [{ id: 1, name: 'Harbor Cabinetry', isActive: true }],
  vanityTops: [{ id: 1, name: 'Quartz', isActive: true }],
  kitchenTops: [{ id: 1, name: 'Granite', isActive: true }],
};

const bid = (overrides: Partial<Bid> = {}): Bid => ({
  id: 42,
  accountId: 0,
  salesPerson: 'Dana Whitfield',
  contactName: 'Pat Builder',
  contactPhone: '610-555-0101',
  companyName: 'Keystone Builders',
  projectName: 'Riverside Lofts',
  projectCity: 'Allentown',
  projectStateId: 1,
  projectOwner: 'Riverside LLC',
  numberOfUnits: 120,
  unitTypeId: 7,
  bidAmount: 480000,
  margin: 22,
  bidStatusId: 9,
  estimatedStartDate: '2026-03-02',
  bidDueDate: '2026-01-14',
  bidSubmittedDate: '2026-01-12',
  quotedDoorStyle: 'Shaker',
  cabinetDoorFinish: 'White Paint',
  cabinetSpecified: 'Yes',
  cabinetManufacturerId: 1,
  vanityTopsId: 1,
  kitchenTopsId: 1,
  appliancePackageQuoted: true,
  installQuoted: false,
  bidNotes: [{ bidId: 42, note: 'Sent pricing.', createdBy: 'Dana Whitfield', submissionDate: '2026-01-12T10:00:00' }],
  bidStatusName: 'Pending Credit',
  cabinetManufacturerName: 'Harbor Cabinetry',
  kitchenTopsName: 'Granite',
  vanityTopsName: 'Quartz',
  projectStateName: 'PA',
  unitTypeName: 'Hotel',
  estimatedStartDateDisplay: '03/02/2026',
  numDispUnits: '120',
  createdBy: 'Dana Whitfield',
  submissionDate: '2026-01-05T09:00:00',
  submissionDateDisplay: '01/05/2026',
  lastUpdatedAt: '2026-01-12T10:00:00',
  lastUpdatedAtDisplay: '01/12/2026 10:00 AM',
  rowVersion: 3,
  ...overrides,
});

/** A form every rule accepts. */
const validForm = (): BidForm => ({ ...formFromBid(bid()), bidStatusId: '1', unitTypeId: '1' });

// ---- every state the tests reach --------------------------------------------------------------
const visited = new Set<string>();
afterAll(() => {
  const leaves = getStateNodes((bidDialogMachine as AnyStateMachine).root)
    .filter((n) => n.type === 'atomic' || n.type === 'final')
    .map((n) => n.path.join('.'));
  expect([...visited].sort()).toEqual(leaves.sort());
});

interface Fakes {
  load?: (bidId: number | undefined) => Promise<{ values: BidPropertyValues; bid: Bid | undefined }>;
  save?: (save: BidSave) => Promise<Bid>;
}

function start(input: Partial<BidDialogInput> & Pick<BidDialogInput, 'mode'>, fakes: Fakes = {}) {
  const saves: BidSave[] = [];
  const loads: Array<number | undefined> = [];
  const machine = bidDialogMachine.provide({
    actors: {
      loadBid: fromPromise(async ({ input: i }: { input: { bidId: number | undefined } }) => {
        loads.push(i.bidId);
        return fakes.load ? fakes.load(i.bidId) : { values, bid: i.bidId === undefined ? undefined : bid() };
      }),
      saveBid: fromPromise(async ({ input: s }: { input: BidSave }) => {
        saves.push(s);
        return fakes.save ? fakes.save(s) : bid({ rowVersion: 4 });
      }),
    },
  });
  const actor = createActor(machine, {
    input: { bidAdmin: false, author: 'Alex Admin', today: new Date(2026, 10, 23), bidId: input.mode === 'create' ? undefined : 42, ...input },
  });
  actor.subscribe((s) => visited.add(typeof s.value === 'string' ? s.value : JSON.stringify(s.value)));
  actor.start();
  return { actor, saves, loads };
}

const editing = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => s.matches('editing'));
const fill = (actor: ReturnType<typeof start>['actor'], form: BidForm) => {
  for (const [field, value] of Object.entries(form)) actor.send({ type: 'bid.edit', field: field as keyof BidForm, value });
};

describe('bid rules (§5 Bid)', () => {
  it('requires every field §5 lists: empty, zero or Select is invalid', () => {
    const blank = newBidForm(values);
    expect(Object.keys(bidFormProblems(blank)).sort()).toEqual([...REQUIRED_BID_FIELDS].sort());
    const form = validForm();
    expect(isBidFormValid(form)).toBe(true);
    expect(bidFieldProblem('margin', { ...form, margin: '0' })).toBe('required');
    expect(bidFieldProblem('projectStateId', { ...form, projectStateId: '0' })).toBe('required');
    expect(bidFieldProblem('salesPerson', { ...form, salesPerson: '   ' })).toBe('required');
    // Not required: the account, the phone, the quoted products' dropdowns.
    expect(bidFieldProblem('accountId', { ...form, accountId: '' })).toBeUndefined();
    expect(bidFieldProblem('kitchenTopsId', { ...form, kitchenTopsId: '0' })).toBeUndefined();
  });

  it('bidAmount and margin are digits only (whole, non-negative)', () => {
    const form = validForm();
    for (const bad of ['12.5', '-3', '1e3', '12a', '$100']) {
      expect(bidFieldProblem('bidAmount', { ...form, bidAmount: bad })).toBe('digitsOnly');
      expect(bidFieldProblem('margin', { ...form, margin: bad })).toBe('digitsOnly');
    }
    expect(bidFieldProblem('margin', { ...form, margin: '007' })).toBeUndefined();
  });

  it('dates must be real weekdays', () => {
    const form = validForm();
    expect(bidFieldProblem('bidDueDate', { ...form, bidDueDate: '2026-11-21' })).toBe('weekdaysOnly'); // Saturday
    expect(bidFieldProblem('bidDueDate', { ...form, bidDueDate: '2026-11-22' })).toBe('weekdaysOnly'); // Sunday
    expect(bidFieldProblem('bidDueDate', { ...form, bidDueDate: '2026-13-01' })).toBe('invalidDate');
    expect(bidFieldProblem('bidDueDate', { ...form, bidDueDate: '2026-11-23' })).toBeUndefined(); // Monday
  });

  it('role 1 or create edits the core fields; the rest always; view disables all; status per §6', () => {
    expect(isBidFieldDisabled('salesPerson', 'create', false)).toBe(false);
    expect(isBidFieldDisabled('salesPerson', 'edit', false)).toBe(true);
    expect(isBidFieldDisabled('salesPerson', 'edit', true)).toBe(false);
    for (const field of ['bidDueDate', 'bidSubmittedDate', 'projectOwner', 'margin', 'quotedDoorStyle', 'kitchenTopsId'] as const) {
      expect(isBidFieldDisabled(field, 'edit', false)).toBe(false);
    }
    expect(isBidFieldDisabled('bidStatusId', 'create', true)).toBe(true);
    expect(isBidFieldDisabled('bidStatusId', 'edit', false)).toBe(true);
    expect(isBidFieldDisabled('bidStatusId', 'edit', true)).toBe(false);
    expect(isBidFieldDisabled('margin', 'view', true)).toBe(true);
  });

  it('hides inactive options unless already on the bid', () => {
    expect(bidSelectOptions(values, 'bidStatusId', '1').map((o) => o.label)).toEqual(['Waiting Approval', 'Approved To Bid']);
    expect(bidSelectOptions(values, 'bidStatusId', '9').map((o) => o.label)).toContain('Pending Credit');
    expect(bidSelectOptions(values, 'projectStateId', '0')).toEqual([{ value: '1', label: 'PA' }]);
    expect(bidSelectOptions(values, 'unitTypeId', '7').map((o) => o.value)).toEqual(['1', '7']);
  });

  it('starts a new bid in Waiting Approval, or the first available status', () => {
    expect(newBidStatusId(values)).toBe(1);
    expect(newBidStatusId({ ...values, bidStatuses: [{ id: 5, name: 'On Hold', isActive: true }] })).toBe(5);
    expect(newBidStatusId({ ...values, bidStatuses: [] })).toBe(0);
  });

  it('sends an empty accountId as 0, Select values as integers, a note only when typed', () => {
    const payload = bidFieldsPayload({ ...validForm(), accountId: '', kitchenTopsId: '0', projectStateId: '1' });
    expect(payload).toMatchObject({ accountId: 0, kitchenTopsId: 0, projectStateId: 1, bidAmount: 480000, margin: 22 });
    expect(bidFieldsPayload({ ...validForm(), accountId: '1234' }).accountId).toBe(1234);
    expect(newNotes('   ', 'A')).toEqual([]);
    expect(newNotes(' Called GC ', 'A')).toEqual([{ note: 'Called GC', createdBy: 'A' }]);
    expect(bidCreatePayload(validForm(), '', 'Alex Admin')).toMatchObject({ createdby: 'Alex Admin', bidNotes: [] });
    expect(bidUpdatePayload(bid(), validForm(), 'x', 'Alex Admin')).toMatchObject({
      Id: 42,
      LastUpdatedby: 'Alex Admin',
      rowVersion: 3,
      bidNotes: [{ note: 'x', createdBy: 'Alex Admin' }],
    });
  });
});

describe('bidDialogMachine', () => {
  it('create: defaults (status, today), Submit blocked until valid, then POST and saved', async () => {
    const { actor, saves } = start({ mode: 'create' });
    await editing(actor);
    const s = actor.getSnapshot();
    expect(s.context.form?.bidStatusId).toBe('1');
    expect(originationDate(s.context)).toBe('11/23/2026');
    expect(bidSubmitBlockers(s)).toContain('Sales Person: Required');
    expect(bidFieldError(s.context, 'margin')).toBe('Required');
    actor.send({ type: 'bid.submit' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    fill(actor, validForm());
    // The status selector is disabled on create: the edit is ignored.
    expect(actor.getSnapshot().context.form?.bidStatusId).toBe('1');
    actor.send({ type: 'note.edit', value: 'First call' });
    expect(bidSubmitBlockers(actor.getSnapshot())).toEqual([]);
    actor.send({ type: 'bid.submit' });
    expect(bidSubmitBlockers(actor.getSnapshot())).toEqual(['Saving…']);
    await waitFor(actor, (x) => x.status === 'done');
    expect(saves[0]).toMatchObject({ kind: 'create', body: { createdby: 'Alex Admin', bidNotes: [{ note: 'First call' }], accountId: 0 } });
    expect(actor.getSnapshot().output?.saved?.id).toBe(42);
  });

  it('edit without role 1: core fields stay, always-editable ones change; PUT carries Id and LastUpdatedby', async () => {
    const { actor, saves } = start({ mode: 'edit' });
    await editing(actor);
    actor.send({ type: 'bid.edit', field: 'salesPerson', value: 'Someone Else' });
    actor.send({ type: 'bid.edit', field: 'margin', value: '25' });
    actor.send({ type: 'bid.edit', field: 'unitTypeId', value: '1' });
    expect(actor.getSnapshot().context.form).toMatchObject({ salesPerson: 'Dana Whitfield', margin: '25', unitTypeId: '7' });
    actor.send({ type: 'bid.submit' });
    await waitFor(actor, (x) => x.status === 'done');
    expect(saves[0]).toMatchObject({ kind: 'update', body: { Id: 42, margin: 25, salesPerson: 'Dana Whitfield', LastUpdatedby: 'Alex Admin', bidNotes: [] } });
  });

  it('edit with role 1: core fields and status change', async () => {
    const { actor } = start({ mode: 'edit', bidAdmin: true });
    await editing(actor);
    actor.send({ type: 'bid.edit', field: 'salesPerson', value: 'Someone Else' });
    actor.send({ type: 'bid.edit', field: 'bidStatusId', value: '2' });
    expect(actor.getSnapshot().context.form).toMatchObject({ salesPerson: 'Someone Else', bidStatusId: '2' });
  });

  it('a refused save keeps the form and says why; a 409, once acknowledged, reloads the bid', async () => {
    const { actor, loads } = start(
      { mode: 'edit' },
      { save: async () => Promise.reject(new ApiError('http', 'bids.update', 'changed', { status: 409 })) },
    );
    await editing(actor);
    actor.send({ type: 'bid.edit', field: 'margin', value: '31' });
    actor.send({ type: 'bid.submit' });
    await waitFor(actor, (x) => x.matches('editing') && x.context.error !== undefined);
    expect(actor.getSnapshot().context.form?.margin).toBe('31');
    actor.send({ type: 'error.acknowledge' });
    await editing(actor);
    expect(loads).toEqual([42, 42]);
    expect(actor.getSnapshot().context.form?.margin).toBe('22');
  });

  it('another refused save only closes its error', async () => {
    const { actor } = start({ mode: 'create' }, { save: async () => Promise.reject(new ApiError('http', 'bids.create', 'x', { status: 500 })) });
    await editing(actor);
    fill(actor, validForm());
    actor.send({ type: 'bid.submit' });
    await waitFor(actor, (x) => x.matches('editing') && x.context.error !== undefined);
    actor.send({ type: 'error.acknowledge' });
    expect(actor.getSnapshot().context.error).toBeUndefined();
    expect(actor.getSnapshot().context.form?.salesPerson).toBe('Dana Whitfield');
  });

  it('view: every field disabled; Add Note needs text, sends only the note, clears the box and stays open', async () => {
    const { actor, saves } = start({ mode: 'view', bidAdmin: true });
    await editing(actor);
    expect(bidSubmitBlockers(actor.getSnapshot())).toEqual(['Type a note to add it']);
    actor.send({ type: 'bid.edit', field: 'margin', value: '1' });
    expect(actor.getSnapshot().context.form?.margin).toBe('22');
    actor.send({ type: 'bid.submit' });
    expect(saves).toHaveLength(0);
    actor.send({ type: 'note.edit', value: 'Called the GC' });
    actor.send({ type: 'bid.submit' });
    expect(actor.getSnapshot().matches('addingNote')).toBe(true);
    await editing(actor);
    expect(saves[0]).toMatchObject({ kind: 'update', body: { Id: 42, margin: 22, bidNotes: [{ note: 'Called the GC' }] } });
    expect(actor.getSnapshot().context.note).toBe('');
    expect(actor.getSnapshot().context.bid?.rowVersion).toBe(4);
    actor.send({ type: 'bid.cancel' });
    // Closing after a note reports the bid as saved, so the list reloads.
    expect(actor.getSnapshot().output?.saved?.rowVersion).toBe(4);
  });

  it('a failed note keeps the note', async () => {
    const { actor } = start({ mode: 'view' }, { save: async () => Promise.reject(new ApiError('http', 'bids.update', 'x', { status: 500 })) });
    await editing(actor);
    actor.send({ type: 'note.edit', value: 'Keep me' });
    actor.send({ type: 'bid.submit' });
    await waitFor(actor, (x) => x.matches('editing') && x.context.error !== undefined);
    expect(actor.getSnapshot().context.note).toBe('Keep me');
  });

  it('a failed load is the error alone; acknowledging it closes the dialog', async () => {
    const { actor } = start({ mode: 'edit' }, { load: async () => Promise.reject(new ApiError('http', 'bids.get', 'x', { status: 404 })) });
    await waitFor(actor, (x) => x.matches('loadFailed'));
    actor.send({ type: 'error.acknowledge' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output?.saved).toBeUndefined();
  });

  it('Cancel closes without saving', async () => {
    const { actor } = start({ mode: 'edit' });
    await editing(actor);
    actor.send({ type: 'bid.cancel' });
    expect(actor.getSnapshot().matches('cancelled')).toBe(true);
  });
});
