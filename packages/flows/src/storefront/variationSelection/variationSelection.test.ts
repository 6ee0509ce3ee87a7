import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { productPageMessages } from '../productPage/messages';
import { isMasked, linkFromChoices } from './selection';
import { maskedValues, shownPrice, shownStockText, stockTextOf } from './selectors';
import { testVariation as v } from './testing';
import { readTraits } from './traits';
import { variationSelectionMachine, type VariationSelectionInput } from './variationSelection.machine';

/** Door style × finish, two pairs not made: (Slab, Cherry) and (Shaker, Oak). */
const cabinet = [
  v('1', { 'Door Style': 'Shaker', Finish: 'Maple' }, { IsJoineryExpress: false }),
  v('2', { 'Door Style': 'Shaker', Finish: 'Cherry' }, { IsJoineryExpress: true }),
  v('3', { 'Door Style': 'Slab', Finish: 'Maple' }, { InventoryDetails: { TotalInStock: 0 } }),
  v('4', { 'Door Style': 'Slab', Finish: 'Oak' }, {
    InventoryDetails: null,
    PriceViewModel: { IsSalePrice: true, SalePrice: '$8.00', RegularPrice: '$10.00' },
  }),
  v('5', { 'Door Style': 'Inset', Finish: 'Oak' }, {
    PriceViewModel: { IsSalePrice: false, SalePrice: '$0.00', RegularPrice: '$0.00' },
  }),
];
const DOOR = 0;
const FINISH = 1;
const [SHAKER, SLAB, INSET] = [0, 1, 2];
const [MAPLE, CHERRY, OAK] = [0, 1, 2];

function start(input: VariationSelectionInput) {
  return createActor(variationSelectionMachine, { input }).start();
}
const choose = (selector: number, value: number) => ({ type: 'trait.choose', selector, value }) as const;

describe('reading traits', () => {
  it('reads VariantTraits and dynamic pairs alike, colour first, at most two traits', () => {
    const reading = readTraits([
      v('a', { Size: 'S', Length: '8', Profile: 'P', Extra: 'x' }, { dynamic: true, ColorTraitName: 'Color', ColorTraitValue: 'Red' }),
      v('b', { Size: 'M', Length: '8', Profile: 'Q', Extra: 'y' }, { dynamic: true, ColorTraitName: 'Color', ColorTraitValue: 'Blue' }),
    ]);
    expect(reading.ok && reading.table.selectors).toEqual([
      { name: 'Color', kind: 'color', values: ['Red', 'Blue'] },
      { name: 'Size', kind: 'trait', values: ['S', 'M'] },
      { name: 'Length', kind: 'trait', values: ['8'] },
    ]);
  });

  it('rejects inconsistent trait labels', () => {
    expect(readTraits([v('a', { Size: 'S' }), v('b', { Width: 'S' })]).ok).toBe(false);
  });

  it('rejects inconsistent value keys (VariantTraits in one, trait{n} pairs in another)', () => {
    expect(readTraits([v('a', { Size: 'S' }), v('b', { Size: 'M' }, { dynamic: true })]).ok).toBe(false);
  });
});

describe('variationSelectionMachine', () => {
  it('reaches every state (graph walk)', () => {
    const reached = new Set<string>();
    for (const input of [
      { variations: cabinet },
      { variations: [] },
      { variations: [v('a', { Size: 'S' }), v('b', { Width: 'S' })] },
    ]) {
      const paths = getShortestPaths(variationSelectionMachine, {
        input,
        events: [choose(DOOR, SHAKER), choose(FINISH, MAPLE), { type: 'selections.clear' }, { type: 'express.toggle' }, { type: 'variation.choose', variation: 2 }],
      } as never);
      for (const path of paths) reached.add(JSON.stringify(path.state.value));
    }
    expect([...reached].sort()).toEqual(
      ['"noVariations"', '"rejected"', '{"ready":"choosing"}', '{"ready":"chosen"}'].sort(),
    );
  });

  it('starts with the first variation current and nothing chosen; no price yet', () => {
    const actor = start({ variations: cabinet });
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().matches({ ready: 'choosing' })).toBe(true);
    expect(context.current).toBe(0);
    expect(context.selected).toEqual([null, null]);
    expect(shownPrice(context)).toBeNull();
  });

  it('narrows and masks values that no longer match, without masking the chosen trait itself', () => {
    const actor = start({ variations: cabinet });
    actor.send(choose(DOOR, SLAB));
    const { context } = actor.getSnapshot();
    expect(context.selected).toEqual([SLAB, null]);
    expect(context.current).toBe(2);
    // Finish: Cherry is not made in Slab.
    expect(maskedValues(context)[FINISH]).toEqual([false, true, false]);
    // Door style values are judged against the (unchosen) finish only: none masked.
    expect(maskedValues(context)[DOOR]).toEqual([false, false, false]);
  });

  it('exactly one left: it becomes current and every trait fills', () => {
    const actor = start({ variations: cabinet });
    actor.send(choose(FINISH, CHERRY));
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ ready: 'chosen' })).toBe(true);
    expect(snapshot.context.selected).toEqual([SHAKER, CHERRY]);
    expect(snapshot.context.current).toBe(1);
  });

  it('two traits with no match: the other trait is cleared', () => {
    const actor = start({ variations: cabinet });
    actor.send(choose(DOOR, SHAKER));
    actor.send(choose(FINISH, MAPLE));
    expect(isMasked(actor.getSnapshot().context, DOOR, INSET)).toBe(true);
    actor.send(choose(DOOR, INSET));
    // (Inset, Maple) is not made: Finish is cleared, and Inset has one variation left.
    expect(actor.getSnapshot().context.selected).toEqual([INSET, OAK]);
    expect(actor.getSnapshot().context.current).toBe(4);
  });

  it('none left: the whole selection resets', () => {
    const actor = start({ variations: cabinet });
    actor.send(choose(DOOR, SHAKER));
    actor.send(choose(DOOR, 9));
    expect(actor.getSnapshot().context.selected).toEqual([null, null]);
    expect(actor.getSnapshot().context.current).toBe(0);
  });

  it('none left with the express filter on: a value no express variation has resets the selection', () => {
    const actor = start({ variations: cabinet });
    actor.send({ type: 'express.toggle' });
    expect(actor.getSnapshot().matches({ ready: 'chosen' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ selected: [SHAKER, CHERRY], current: 1 });
    // Slab is masked (no express variation has it) but still offered; choosing it leaves none.
    expect(isMasked(actor.getSnapshot().context, DOOR, SLAB)).toBe(true);
    actor.send(choose(DOOR, SLAB));
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ ready: 'choosing' })).toBe(true);
    expect(snapshot.context).toMatchObject({ selected: [null, null], current: 1, expressOnly: true });
    expect(shownPrice(snapshot.context)).toBeNull();
  });

  it('Clear Selections resets everything', () => {
    const actor = start({ variations: cabinet });
    actor.send(choose(DOOR, SLAB));
    actor.send(choose(FINISH, OAK));
    expect(actor.getSnapshot().matches({ ready: 'chosen' })).toBe(true);
    actor.send({ type: 'selections.clear' });
    expect(actor.getSnapshot().matches({ ready: 'choosing' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ selected: [null, null], current: 0 });
  });

  it('price and stock only with every trait chosen; sale price; $0.00 is no price', () => {
    const actor = start({ variations: cabinet });
    actor.send(choose(DOOR, SHAKER));
    expect(shownPrice(actor.getSnapshot().context)).toBeNull();
    actor.send(choose(FINISH, MAPLE));
    expect(shownPrice(actor.getSnapshot().context)).toEqual({ regular: '$10.00', sale: null });
    expect(shownStockText(actor.getSnapshot().context)).toBe('5 in stock.');
    actor.send(choose(FINISH, OAK));
    actor.send(choose(DOOR, SLAB));
    expect(shownPrice(actor.getSnapshot().context)).toEqual({ regular: '$10.00', sale: '$8.00' });
    expect(shownStockText(actor.getSnapshot().context)).toBe(productPageMessages.inventoryNotAvailable);
    actor.send(choose(DOOR, INSET));
    expect(actor.getSnapshot().matches({ ready: 'chosen' })).toBe(true);
    expect(shownPrice(actor.getSnapshot().context)).toBeNull();
    expect(shownStockText(actor.getSnapshot().context)).toBeNull();
  });

  it('stock texts', () => {
    expect(stockTextOf({ InventoryDetails: { TotalInStock: 3 } })).toBe('3 in stock.');
    expect(stockTextOf({ InventoryDetails: { TotalInStock: 0 } })).toBe('Out of stock.');
    expect(stockTextOf({ InventoryDetails: null })).toBe('Inventory not available.');
  });

  it('the express filter selects the first express variation when the current one is not', () => {
    const actor = start({ variations: cabinet });
    actor.send({ type: 'express.toggle' });
    expect(actor.getSnapshot().context).toMatchObject({ expressOnly: true, current: 1, selected: [SHAKER, CHERRY] });
    // Only express variations are offered: Maple is masked now.
    expect(isMasked(actor.getSnapshot().context, FINISH, MAPLE)).toBe(true);
    actor.send({ type: 'express.toggle' });
    expect(actor.getSnapshot().context).toMatchObject({ expressOnly: false, current: 1 });
  });

  it('the Item (SKU) dropdown fills every trait from the chosen variation', () => {
    const actor = start({ variations: cabinet });
    actor.send({ type: 'variation.choose', variation: 3 });
    expect(actor.getSnapshot().context).toMatchObject({ selected: [SLAB, OAK], current: 3 });
    actor.send({ type: 'variation.choose', variation: 99 });
    expect(actor.getSnapshot().context.current).toBe(3);
  });

  it('ignores the express toggle when no variation is express', () => {
    const actor = start({ variations: [v('a', { Size: 'S' }), v('b', { Size: 'M' })] });
    actor.send({ type: 'express.toggle' });
    expect(actor.getSnapshot().context.expressOnly).toBe(false);
  });

  it('preselects from the link parameters trait1 / trait2, and writes them back', () => {
    const actor = start({ variations: cabinet, link: { trait1: SLAB, trait2: OAK } });
    const { context } = actor.getSnapshot();
    expect(context).toMatchObject({ selected: [SLAB, OAK], current: 3 });
    expect(linkFromChoices(context.table, context.selected)).toEqual({ trait1: SLAB, trait2: OAK, color: null });
  });

  it('ignores link indexes out of range', () => {
    const actor = start({ variations: cabinet, link: { trait1: 7, trait2: -1 } });
    expect(actor.getSnapshot().context.selected).toEqual([null, null]);
  });

  it('rejected data shows no variations', () => {
    const actor = start({ variations: [v('a', { Size: 'S' }), v('b', { Width: 'S' })] });
    expect(actor.getSnapshot().value).toBe('rejected');
    expect(actor.getSnapshot().context.variations).toEqual([]);
  });

  it('a product without traits is chosen at once', () => {
    const actor = start({ variations: [v('only', {})] });
    expect(actor.getSnapshot().matches({ ready: 'chosen' })).toBe(true);
  });
});
