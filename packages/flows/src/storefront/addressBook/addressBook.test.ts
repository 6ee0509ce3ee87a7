import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { AddressValidationReply, ValidatedAddress } from '../../api/storefront/addressValidation';
import type { Address } from '../../api/storefront/checkoutSchemas';
import { addressValidationMachine } from '../addressValidation/addressValidation.machine';
import { address, GUIDS } from '../checkout/testing/fixtures';
import { replay, walkStates } from '../checkout/testing/stateCoverage';
import { checkoutMessages } from '../checkout/messages';
import {
  addressBookMachine,
  type AddressBookInput,
  type AddressBookReport,
  type DeleteAddressInput,
  type SaveAddressInput,
} from './addressBook.machine';
import { DEFAULT_COUNTRIES } from './countries';

const home = address();
const warehouse = address({
  Id: GUIDS.warehouse,
  AddressLine1: '2200 Industrial Pkwy',
  City: 'Dayton',
  IsResidential: false,
});
const input: AddressBookInput = {
  kind: 'shipping',
  addresses: [home, warehouse],
  selectedId: GUIDS.home,
  addressType: 1,
  countries: DEFAULT_COUNTRIES,
  variant: 'order',
  editable: true,
};

const resolvedAsEntered = fromPromise<AddressValidationReply, ValidatedAddress>(
  async ({ input: entered }) => ({
    IsResolved: true,
    OriginalAddress: entered,
    ResolvedAddress: entered,
  }),
);

interface Fakes {
  validate?: ReturnType<typeof fromPromise<AddressValidationReply, ValidatedAddress>>;
  save?: (address: SaveAddressInput['address']) => Promise<string>;
  remove?: (id: string) => Promise<void>;
}

function start(overrides: Partial<AddressBookInput> = {}, fakes: Fakes = {}) {
  const reports: AddressBookReport[] = [];
  const saved: SaveAddressInput['address'][] = [];
  const deleted: string[] = [];
  const actor = createActor(
    addressBookMachine.provide({
      actions: { report: (_, report: AddressBookReport) => void reports.push(report) },
      actors: {
        validateAddress: addressValidationMachine.provide({
          actors: { validateAddress: fakes.validate ?? resolvedAsEntered },
        }),
        saveAddress: fromPromise<string, SaveAddressInput>(async ({ input: request }) => {
          saved.push(request.address);
          return fakes.save ? fakes.save(request.address) : GUIDS.saved;
        }),
        deleteAddress: fromPromise<void, DeleteAddressInput>(async ({ input: request }) => {
          deleted.push(request.addressId);
          if (fakes.remove) await fakes.remove(request.addressId);
        }),
      },
    }),
    { input: { ...input, ...overrides } },
  );
  actor.start();
  const lastChange = () =>
    reports.filter((r) => r.type === 'addressBook.changed').at(-1) as Extract<
      AddressBookReport,
      { type: 'addressBook.changed' }
    >;
  const messages = () =>
    reports
      .filter((r) => r.type === 'message.add')
      .map((r) => (r.type === 'message.add' ? r.message.text : ''));
  return { actor, reports, saved, deleted, lastChange, messages };
}

function fillNewAddress(actor: ReturnType<typeof start>['actor'], line1 = '9 Birch Rd') {
  actor.send({ type: 'address.add' });
  const fields: [
    Exclude<keyof Address, 'Id' | 'AddressType' | 'IsErpAddress' | 'IsResidential' | 'CountryName'>,
    string,
  ][] = [
    ['FirstName', 'Ada'],
    ['LastName', 'Lovelace'],
    ['AddressLine1', line1],
    ['City', 'Columbus'],
    ['State', 'Ohio'],
    ['PostalCode', '43004'],
  ];
  for (const [field, value] of fields) actor.send({ type: 'form.change', field, value });
}

describe('addressBookMachine', () => {
  it('collapses the list once an address is selected and tells the checkout', () => {
    const { actor, lastChange } = start({ selectedId: null });
    expect(actor.getSnapshot().context.listOpen).toBe(true);
    actor.send({ type: 'address.select', id: GUIDS.warehouse });
    expect(actor.getSnapshot().context).toMatchObject({
      selectedId: GUIDS.warehouse,
      listOpen: false,
    });
    expect(lastChange()).toMatchObject({ kind: 'shipping', selectedId: GUIDS.warehouse });
    actor.send({ type: 'list.toggle' });
    expect(actor.getSnapshot().context.listOpen).toBe(true);
  });

  it('opens the form and collapses the list to add; cancel reopens the list', () => {
    const { actor } = start();
    actor.send({ type: 'address.add' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.listOpen).toBe(false);
    actor.send({ type: 'form.cancel' });
    expect(actor.getSnapshot().value).toBe('browsing');
    expect(actor.getSnapshot().context).toMatchObject({ listOpen: true, form: null });
  });

  it('flags invalid fields and keeps what the shopper typed', () => {
    const { actor } = start();
    actor.send({ type: 'address.add' });
    actor.send({ type: 'form.change', field: 'FirstName', value: 'Ada' });
    actor.send({ type: 'form.submit' });
    const form = actor.getSnapshot().context.form!;
    expect(actor.getSnapshot().value).toBe('editing');
    expect(form.message).toBe(
      'Please fix the following fields: Last Name, Address Line 1, City, State, Postal Code',
    );
    expect(form.values.FirstName).toBe('Ada');
    actor.send({ type: 'form.change', field: 'LastName', value: 'Lovelace' });
    expect(actor.getSnapshot().context.form?.errors.LastName).toBeUndefined();
  });

  it('rejects a state not in the list', () => {
    const { actor } = start();
    actor.send({ type: 'address.add' });
    actor.send({ type: 'form.change', field: 'State', value: 'ohio' });
    actor.send({ type: 'form.change', field: 'State', value: 'Atlantis' });
    expect(actor.getSnapshot().context.form?.values.State).toBe('OH');
  });

  it('adds a validated new address first with a temporary id, selected, then takes the saved guid', async () => {
    let answer!: (id: string) => void;
    const { actor, saved, reports, lastChange } = start(
      {},
      { save: () => new Promise((resolve) => (answer = resolve)) },
    );
    fillNewAddress(actor);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('saving'));
    expect(actor.getSnapshot().context.addresses[0]).toMatchObject({
      Id: '-1',
      AddressLine1: '9 Birch Rd',
      State: 'OH',
      AddressType: 1,
    });
    expect(lastChange()).toMatchObject({ selectedId: '-1' });
    expect(saved[0]).not.toHaveProperty('Id');
    answer(GUIDS.saved);
    await waitFor(actor, (s) => s.matches('browsing'));
    expect(actor.getSnapshot().context.addresses.map((a) => a.Id)).toEqual([
      GUIDS.saved,
      GUIDS.home,
      GUIDS.warehouse,
    ]);
    expect(lastChange()).toMatchObject({ selectedId: GUIDS.saved });
    expect(reports.filter((r) => r.type === 'addressBook.changed')).toHaveLength(2);
  });

  it('selects the saved address instead of adding a duplicate', async () => {
    const { actor, saved } = start({ selectedId: null });
    actor.send({ type: 'address.add' });
    const fields = {
      FirstName: 'Someone',
      LastName: 'Else',
      AddressLine1: warehouse.AddressLine1.toUpperCase(),
      City: 'dayton',
      State: 'OH',
      PostalCode: warehouse.PostalCode,
    } as const;
    for (const [field, value] of Object.entries(fields))
      actor.send({ type: 'form.change', field: field as 'City', value });
    actor.send({ type: 'form.change', field: 'IsResidential', value: false });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('browsing'));
    expect(actor.getSnapshot().context.selectedId).toBe(GUIDS.warehouse);
    expect(saved).toEqual([]);
  });

  it('updates an edited address locally and posts it; the selection follows a new id', async () => {
    const { actor, saved } = start({}, { save: async () => GUIDS.saved });
    actor.send({ type: 'address.edit', id: GUIDS.home });
    expect(actor.getSnapshot().context.form?.values.AddressLine1).toBe(home.AddressLine1);
    actor.send({ type: 'form.change', field: 'City', value: 'Dublin' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('browsing'));
    expect(saved[0]).toMatchObject({ Id: GUIDS.home, City: 'Dublin' });
    expect(actor.getSnapshot().context.addresses[0]).toMatchObject({
      Id: GUIDS.saved,
      City: 'Dublin',
    });
    expect(actor.getSnapshot().context.selectedId).toBe(GUIDS.saved);
  });

  it('takes a new address back off the list and reopens the form as typed when saving fails', async () => {
    const { actor, messages, lastChange } = start({}, { save: async () => Promise.reject(new Error('500')) });
    const before = actor.getSnapshot().context;
    fillNewAddress(actor);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('saving'));
    await waitFor(actor, (s) => s.matches('editing'));
    const after = actor.getSnapshot().context;
    expect(after.addresses).toEqual(before.addresses);
    expect(after.selectedId).toBe(before.selectedId);
    expect(after.form).toMatchObject({ mode: 'new', values: { FirstName: 'Ada', AddressLine1: '9 Birch Rd' } });
    expect(lastChange()).toMatchObject({ addresses: before.addresses, selectedId: before.selectedId });
    expect(messages()).toEqual(['An error occurred saving an address']);
  });

  it('puts an edited address back as it was and keeps the edit in the form when saving fails', async () => {
    const { actor } = start({}, { save: async () => Promise.reject(new Error('network')) });
    actor.send({ type: 'address.edit', id: GUIDS.home });
    actor.send({ type: 'form.change', field: 'City', value: 'Dublin' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('saving'));
    await waitFor(actor, (s) => s.matches('editing'));
    const { addresses, form } = actor.getSnapshot().context;
    expect(addresses.find((a) => a.Id === GUIDS.home)?.City).toBe(home.City);
    expect(form).toMatchObject({ mode: 'edit', editingId: GUIDS.home, values: { City: 'Dublin' } });
  });

  it('takes a delete reply of ok in any letter case in the quote checkout only', async () => {
    const inputs: DeleteAddressInput[] = [];
    const spy = addressBookMachine.provide({
      actors: {
        deleteAddress: fromPromise<void, DeleteAddressInput>(async ({ input: request }) => void inputs.push(request)),
      },
    });
    for (const variant of ['quote', 'order'] as const) {
      const actor = createActor(spy.provide({ actions: { report: () => undefined } }), { input: { ...input, variant } });
      actor.start();
      actor.send({ type: 'address.delete', id: GUIDS.home });
      actor.send({ type: 'delete.confirm' });
      await waitFor(actor, (s) => s.matches('browsing'));
    }
    expect(inputs.map((i) => i.caseInsensitive)).toEqual([true, false]);
  });

  it('reports a temporary-id clash when the saved guid is already in the list', async () => {
    const { actor, messages } = start({}, { save: async () => GUIDS.warehouse });
    fillNewAddress(actor);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('browsing'));
    expect(messages()).toEqual([checkoutMessages.addressTemporaryIdClash]);
    expect(actor.getSnapshot().context.addresses.map((a) => a.Id)).toEqual([
      GUIDS.home,
      GUIDS.warehouse,
    ]);
    expect(actor.getSnapshot().context.selectedId).toBe(GUIDS.warehouse);
  });

  it('goes back to the form when the shopper leaves the validation modal', async () => {
    const { actor } = start(
      {},
      {
        validate: fromPromise<AddressValidationReply, ValidatedAddress>(async () => ({
          IsResolved: false,
          OriginalAddress: null,
          ResolvedAddress: null,
        })),
      },
    );
    fillNewAddress(actor, '1 Unknown Rd');
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('validating'));
    const modal = actor.getSnapshot().children['addressValidation'];
    await waitFor(modal!, (s) => (s as { value: unknown }).value === 'unresolved');
    modal!.send({ type: 'validation.cancel' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.form?.values.AddressLine1).toBe('1 Unknown Rd');
  });

  it('deletes after confirmation and clears the selection of the deleted address', async () => {
    const { actor, deleted, lastChange } = start();
    actor.send({ type: 'address.delete', id: GUIDS.home });
    expect(actor.getSnapshot().value).toBe('confirmingDelete');
    actor.send({ type: 'delete.confirm' });
    await waitFor(actor, (s) => s.matches('browsing'));
    expect(deleted).toEqual([GUIDS.home]);
    expect(lastChange()).toMatchObject({ selectedId: null });
    expect(actor.getSnapshot().context.addresses.map((a) => a.Id)).toEqual([GUIDS.warehouse]);
  });

  it('keeps the address when deletion is refused or fails', async () => {
    const { actor, deleted, messages } = start(
      {},
      { remove: async () => Promise.reject(new Error('not OK')) },
    );
    actor.send({ type: 'address.delete', id: GUIDS.home });
    actor.send({ type: 'delete.cancel' });
    expect(deleted).toEqual([]);
    actor.send({ type: 'address.delete', id: GUIDS.home });
    actor.send({ type: 'delete.confirm' });
    await waitFor(actor, (s) => s.matches('browsing'));
    expect(actor.getSnapshot().context.addresses).toHaveLength(2);
    expect(messages()).toEqual(['An error occurred deleting an address']);
  });

  it('removes an unsaved address without a call', () => {
    const { actor, deleted } = start({
      addresses: [address({ Id: '-1' }), home],
      selectedId: '-1',
    });
    actor.send({ type: 'address.delete', id: '-1' });
    actor.send({ type: 'delete.confirm' });
    expect(deleted).toEqual([]);
    expect(actor.getSnapshot().context.selectedId).toBeNull();
  });

  it('offers choose and add only when not editable (quote checkout)', () => {
    const { actor } = start({ editable: false });
    actor.send({ type: 'address.edit', id: GUIDS.home });
    actor.send({ type: 'address.delete', id: GUIDS.home });
    expect(actor.getSnapshot().value).toBe('browsing');
    actor.send({ type: 'address.add' });
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('reaches every state by a path, and each path replays on a live actor', () => {
    const never = <T, I>() => fromPromise<T, I>(() => new Promise(() => {}));
    const machine = addressBookMachine.provide({
      actions: { report: () => undefined },
      actors: {
        validateAddress: addressValidationMachine.provide({ actors: { validateAddress: never() } }),
        saveAddress: never(),
        deleteAddress: never(),
      },
    });
    const walk = walkStates(machine, {
      input,
      events: [
        { type: 'address.add' },
        ...(['FirstName', 'LastName', 'AddressLine1', 'City', 'PostalCode'] as const).map(
          (field) => ({
            type: 'form.change',
            field,
            value: 'x',
          }),
        ),
        { type: 'form.change', field: 'State', value: 'OH' },
        { type: 'form.submit' },
        {
          type: 'xstate.done.actor.addressValidation',
          output: { address: address({ Id: '', AddressLine1: 'x' }) },
        },
        { type: 'xstate.done.actor.saveAddress', output: GUIDS.saved },
        { type: 'address.delete', id: GUIDS.home },
        { type: 'delete.confirm' },
        { type: 'xstate.done.actor.deleteAddress' },
      ],
      serialize: (s) => JSON.stringify([s.value, s.context.form?.values]),
    });
    expect(walk.unreached).toEqual([]);
    for (const [leaf, path] of walk.pathTo) expect(replay(machine, input, path)).toContain(leaf);
  });
});
