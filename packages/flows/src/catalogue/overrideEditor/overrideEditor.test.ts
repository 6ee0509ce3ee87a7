import { afterAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { ApiError } from '../../api/errors';
import type { VersionedOverrides } from '../../api/catalogue/productView';
import { OVERRIDE_FIELDS, type ProductOverrides } from '../records/overrideFields';
import { overrideEditorMessages as m } from './messages';
import { overrideEditorMachine, type OverrideEditorInput, type SaveInput } from './overrideEditor.machine';
import { overridesToSave, textOf } from './rules';
import { fieldView, overrideEditorView, submitDisabledReasons } from './selectors';

const original: OverrideEditorInput['original'] = {
  name: 'Shaker Door',
  startDate: '01/01/2018',
  endDate: '12/31/2099',
  minimumQty: 1,
  maximumQty: 999999,
  inStockQuantity: 4,
  weight: 3.5,
  regularPrice: 120,
  salePrice: null,
  msrpPrice: 150.25,
  mapPrice: null,
  active: true,
  showQuoteButton: true,
  hidePriceUntilCart: false,
  showBuyButton: false,
};

const visited = new Set<string>();
const allStates = getStateNodes(overrideEditorMachine.root)
  .filter((node) => node.type === 'atomic')
  .map((node) => node.id);

interface Fakes {
  save?: (input: SaveInput) => Promise<VersionedOverrides>;
  load?: () => Promise<VersionedOverrides>;
}

function start(overrides: ProductOverrides = {}, fakes: Fakes = {}) {
  const saves: SaveInput[] = [];
  let loads = 0;
  const machine = overrideEditorMachine.provide({
    actors: {
      saveOverrides: fromPromise(async ({ input }: { input: SaveInput }) => {
        saves.push(input);
        return fakes.save ? fakes.save(input) : { overrides: input.overrides, version: '"2"' };
      }),
      loadOverrides: fromPromise(async () => {
        loads += 1;
        return fakes.load ? fakes.load() : { overrides: { name: 'Theirs' }, version: '"5"' };
      }),
    },
  });
  const actor = createActor(machine, { input: { productMasterId: 7, original, overrides, version: '"1"' } });
  actor.subscribe((snapshot) => {
    for (const id of allStates) if (snapshot.matches(id.replace(/^overrideEditor\./, '') as never)) visited.add(id);
  });
  actor.start();
  return { actor, saves, loads: () => loads };
}

const conflict = () => new ApiError('http', 'productView.saveOverrides', 'changed', { status: 409 });
const serverError = () => new ApiError('http', 'productView.saveOverrides', 'boom', { status: 500 });

describe('override editor (back-office-products.md §4, §5)', () => {
  afterAll(() => {
    // Every state of the machine was reached by the tests above.
    expect([...visited].sort()).toEqual([...allStates].sort());
  });

  it('pre-checks the fields that already have an override, showing it; the rest show the product', () => {
    const { actor } = start({ name: 'Web Name', salePrice: 99.5 });
    const s = actor.getSnapshot();
    expect(fieldView(s, 'name')).toMatchObject({ checked: true, text: 'Web Name', editable: true });
    expect(fieldView(s, 'salePrice')).toMatchObject({ checked: true, text: '99.5' });
    expect(fieldView(s, 'regularPrice')).toMatchObject({ checked: false, text: '120.00', editable: false });
    expect(fieldView(s, 'active')).toMatchObject({ checked: false, text: 'true', kind: 'boolean' });
    // Every §2 field has a checkbox, the quantity and price fields included.
    expect(OVERRIDE_FIELDS.every((field) => fieldView(s, field).checkboxEnabled)).toBe(true);
  });

  it('checks and edits a field; an unchecked field cannot be typed into', () => {
    const { actor } = start();
    actor.send({ type: 'field.change', field: 'name', text: 'ignored' });
    expect(actor.getSnapshot().context.fields.name.text).toBe('Shaker Door');
    actor.send({ type: 'field.check', field: 'name', checked: true });
    actor.send({ type: 'field.change', field: 'name', text: 'Web Name' });
    expect(fieldView(actor.getSnapshot(), 'name')).toMatchObject({ checked: true, text: 'Web Name', editable: true });
  });

  it.each([
    ['name', '  ', m.validation.required],
    ['startDate', '2025-01-01', m.validation.date],
    ['endDate', '02/30/2025', m.validation.date],
    ['minimumQty', '1.5', m.validation.integer],
    ['maximumQty', '', m.validation.integer],
    ['inStockQuantity', '-3', m.validation.integer],
    ['weight', '12', m.validation.decimal],
    ['regularPrice', 'abc', m.validation.decimal],
    ['salePrice', '10', m.validation.decimal],
    ['msrpPrice', '1,5', m.validation.decimal],
    ['mapPrice', '5', m.validation.decimal],
  ] as const)('§5 %s "%s" on leaving the field: %s, and Submit is disabled', (field, text, message) => {
    const { actor } = start();
    actor.send({ type: 'field.check', field, checked: true });
    actor.send({ type: 'field.change', field, text });
    expect(actor.getSnapshot().context.fields[field].error).toBeUndefined();
    actor.send({ type: 'field.blur', field });
    expect(actor.getSnapshot().context.fields[field].error).toBe(message);
    expect(overrideEditorView(actor.getSnapshot()).submitEnabled).toBe(false);
    expect(submitDisabledReasons(actor.getSnapshot())).toContain(m.submitDisabled);
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('accepts valid values: dates, digits, decimals with a point, an empty decimal', () => {
    const { actor } = start();
    const valid = { startDate: '3/1/2025', minimumQty: '2', weight: '12.', salePrice: '', mapPrice: '.5' } as const;
    for (const [field, text] of Object.entries(valid) as [keyof typeof valid, string][]) {
      actor.send({ type: 'field.check', field, checked: true });
      actor.send({ type: 'field.change', field, text });
      actor.send({ type: 'field.blur', field });
      expect(actor.getSnapshot().context.fields[field].error).toBeUndefined();
    }
    expect(overrideEditorView(actor.getSnapshot()).submitEnabled).toBe(true);
  });

  it('clears a message once the value is fixed', () => {
    const { actor } = start();
    actor.send({ type: 'field.check', field: 'weight', checked: true });
    actor.send({ type: 'field.change', field: 'weight', text: '12' });
    actor.send({ type: 'field.blur', field: 'weight' });
    actor.send({ type: 'field.change', field: 'weight', text: '12.5' });
    expect(actor.getSnapshot().context.fields.weight.error).toBeUndefined();
  });

  it('unchecking restores the original value and drops its message', () => {
    const { actor } = start({ salePrice: 80 });
    actor.send({ type: 'field.change', field: 'salePrice', text: 'x' });
    actor.send({ type: 'field.blur', field: 'salePrice' });
    actor.send({ type: 'field.check', field: 'salePrice', checked: false });
    expect(fieldView(actor.getSnapshot(), 'salePrice')).toMatchObject({ checked: false, text: '', error: undefined });
    actor.send({ type: 'field.check', field: 'weight', checked: true });
    actor.send({ type: 'field.change', field: 'weight', text: '9.99' });
    actor.send({ type: 'field.check', field: 'weight', checked: false });
    expect(actor.getSnapshot().context.fields.weight.text).toBe('3.5');
  });

  it('Clear All Overrides asks first; Cancel keeps the overrides', () => {
    const { actor } = start({ name: 'Web Name' });
    actor.send({ type: 'clearAll' });
    expect(overrideEditorView(actor.getSnapshot()).confirmingClearAll).toBe(true);
    actor.send({ type: 'confirm.cancel' });
    expect(actor.getSnapshot().context.fields.name).toMatchObject({ checked: true, text: 'Web Name' });
  });

  it('Clear All Overrides confirmed unchecks everything, read-only with the original values', () => {
    const { actor, saves } = start({ name: 'Web Name', active: false });
    actor.send({ type: 'clearAll' });
    actor.send({ type: 'confirm.yes' });
    const s = actor.getSnapshot();
    expect(OVERRIDE_FIELDS.some((field) => s.context.fields[field].checked)).toBe(false);
    expect(fieldView(s, 'name')).toMatchObject({ text: 'Shaker Door', editable: false });
    expect(fieldView(s, 'active').text).toBe('true');
    expect(saves).toHaveLength(0);
  });

  it('Submit Changes asks first; Cancel sends nothing', () => {
    const { actor, saves } = start();
    actor.send({ type: 'submit' });
    expect(overrideEditorView(actor.getSnapshot()).confirmingSubmit).toBe(true);
    actor.send({ type: 'confirm.cancel' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(saves).toHaveLength(0);
  });

  it('Submit confirmed saves only the checked fields, typed, with the version read', async () => {
    const { actor, saves } = start({ hidePriceUntilCart: true });
    actor.send({ type: 'field.check', field: 'name', checked: true });
    actor.send({ type: 'field.change', field: 'name', text: 'Web Name' });
    actor.send({ type: 'field.check', field: 'salePrice', checked: true });
    actor.send({ type: 'field.change', field: 'salePrice', text: '89.99' });
    actor.send({ type: 'field.check', field: 'maximumQty', checked: true });
    actor.send({ type: 'submit' });
    actor.send({ type: 'confirm.yes' });
    expect(overrideEditorView(actor.getSnapshot()).busy).toBe(true);
    await waitFor(actor, (s) => s.matches('editing'));
    expect(saves).toEqual([
      { productMasterId: 7, version: '"1"', overrides: { name: 'Web Name', maximumQty: 999999, salePrice: 89.99, hidePriceUntilCart: true } },
    ]);
    expect(actor.getSnapshot().context).toMatchObject({ version: '"2"', saved: true });
    expect(actor.getSnapshot().context.fields.salePrice).toMatchObject({ checked: true, text: '89.99' });
  });

  it('a failed submit keeps every edited value and shows the error', async () => {
    const { actor } = start({}, { save: () => Promise.reject(serverError()) });
    actor.send({ type: 'field.check', field: 'name', checked: true });
    actor.send({ type: 'field.change', field: 'name', text: 'Mine' });
    actor.send({ type: 'submit' });
    actor.send({ type: 'confirm.yes' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(overrideEditorView(actor.getSnapshot()).error).toBeInstanceOf(ApiError);
    actor.send({ type: 'error.acknowledge' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fields.name).toMatchObject({ checked: true, text: 'Mine' });
  });

  it('a 409 re-fetches the overrides once the dialog closes', async () => {
    const { actor, loads } = start({}, { save: () => Promise.reject(conflict()) });
    actor.send({ type: 'submit' });
    actor.send({ type: 'confirm.yes' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(loads()).toBe(0);
    actor.send({ type: 'error.acknowledge' });
    expect(actor.getSnapshot().value).toBe('refetching');
    await waitFor(actor, (s) => s.matches('editing'));
    expect(loads()).toBe(1);
    expect(actor.getSnapshot().context).toMatchObject({ version: '"5"' });
    expect(actor.getSnapshot().context.fields.name).toMatchObject({ checked: true, text: 'Theirs' });
  });

  it('a failed re-fetch shows the error again', async () => {
    const { actor } = start({}, { save: () => Promise.reject(conflict()), load: () => Promise.reject(serverError()) });
    actor.send({ type: 'submit' });
    actor.send({ type: 'confirm.yes' });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'error.acknowledge' });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'error.acknowledge' });
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('a boolean dropdown is checked at once and sends a boolean', () => {
    const { actor } = start();
    actor.send({ type: 'field.check', field: 'showBuyButton', checked: true });
    actor.send({ type: 'field.change', field: 'showBuyButton', text: 'true' });
    expect(overridesToSave(actor.getSnapshot().context.fields)).toEqual({ showBuyButton: true });
    expect(textOf('weight', 2)).toBe('2.00');
  });

  it('a decimal ticked and left empty is sent as null (no value), a typed one as a number (issue 45)', () => {
    const { actor } = start();
    actor.send({ type: 'field.check', field: 'salePrice', checked: true });
    actor.send({ type: 'field.change', field: 'salePrice', text: '' });
    actor.send({ type: 'field.check', field: 'weight', checked: true });
    actor.send({ type: 'field.change', field: 'weight', text: '12.5' });
    expect(overridesToSave(actor.getSnapshot().context.fields)).toEqual({ salePrice: null, weight: 12.5 });
    // Read back, a null override is ticked and empty.
    expect(start({ salePrice: null }).actor.getSnapshot().context.fields.salePrice).toMatchObject({ checked: true, text: '' });
  });
});
