import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { allChosen, isMasked, matching, type SelectionState } from './selection';
import { currentVariation, shownPrice } from './selectors';
import { testVariation } from './testing';
import { variationSelectionMachine, type VariationSelectionEvent } from './variationSelection.machine';

/** Generated products: 0 to 2 traits of 1 to 4 values, any non-empty set of distinct combinations. */
const variationSets = fc
  .array(fc.integer({ min: 1, max: 4 }), { minLength: 0, maxLength: 2 })
  .chain((sizes) => {
    const combos: number[][] = sizes.reduce<number[][]>(
      (acc, size) => acc.flatMap((c) => Array.from({ length: size }, (_, i) => [...c, i])),
      [[]],
    );
    return fc
      .subarray(combos, { minLength: 1 })
      .chain((chosen) =>
        fc.tuple(
          fc.constant(chosen),
          fc.array(
            fc.record({
              cents: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 99999 })),
              express: fc.boolean(),
              dynamic: fc.constant(false),
            }),
            { minLength: chosen.length, maxLength: chosen.length },
          ),
          fc.boolean(),
        ),
      )
      .map(([chosen, extras, dynamic]) =>
        chosen.map((combo, i) => {
          const extra = extras[i] ?? { cents: 0, express: false };
          const price = `$${(extra.cents / 100).toFixed(2)}`;
          return testVariation(
            `V${i}`,
            Object.fromEntries(combo.map((value, t) => [`Trait ${t + 1}`, `Value ${value}`])),
            {
              dynamic,
              IsJoineryExpress: extra.express,
              PriceViewModel: { IsSalePrice: false, SalePrice: price, RegularPrice: price },
            },
          );
        }),
      );
  });

const clicks = fc.array(
  fc.oneof(
    fc
      .tuple(fc.integer({ min: 0, max: 1 }), fc.integer({ min: 0, max: 3 }))
      .map(([selector, value]): VariationSelectionEvent => ({ type: 'trait.choose', selector, value })),
    fc.constant<VariationSelectionEvent>({ type: 'selections.clear' }),
    fc.constant<VariationSelectionEvent>({ type: 'express.toggle' }),
  ),
  { maxLength: 25 },
);

function checkInvariants(state: SelectionState) {
  // The current variation always exists in the data.
  const current = currentVariation(state);
  expect(current).toBeDefined();
  // The choices always match at least one variation, and the current one among them.
  const found = matching(state, state.selected);
  expect(found.length).toBeGreaterThan(0);
  expect(found).toContain(state.current);
  // A shown price belongs to the current variation.
  const price = shownPrice(state);
  if (price) {
    expect(allChosen(state)).toBe(true);
    expect(price.regular).toBe(current?.PriceViewModel.RegularPrice);
  }
  // No reachable combination is ever masked: a value is masked only when no variation of the
  // pool has it together with the other selectors' choices.
  state.table.selectors.forEach((selector, s) =>
    selector.values.forEach((_, value) => {
      const reachable = matching(
        state,
        state.selected.map((chosen, other) => (other === s ? value : chosen)),
      ).length > 0;
      expect(isMasked(state, s, value)).toBe(!reachable);
    }),
  );
}

describe('variation selection properties (fast-check)', () => {
  it('whatever the shopper clicks, the current variation exists, prices belong to it and nothing reachable is masked', () => {
    fc.assert(
      fc.property(variationSets, clicks, (variations, events) => {
        const actor = createActor(variationSelectionMachine, { input: { variations } }).start();
        checkInvariants(actor.getSnapshot().context);
        for (const event of events) {
          actor.send(event);
          checkInvariants(actor.getSnapshot().context);
        }
        actor.stop();
      }),
      { numRuns: 150 },
    );
  }, 60_000);

  it('choosing an offered (unmasked) value never clears another choice', () => {
    fc.assert(
      fc.property(variationSets, clicks, fc.nat(), (variations, events, pick) => {
        const actor = createActor(variationSelectionMachine, { input: { variations } }).start();
        for (const event of events) actor.send(event);
        const state = actor.getSnapshot().context;
        const offered = state.table.selectors.flatMap((selector, s) =>
          selector.values.map((_, value) => ({ s, value })).filter(({ value }) => !isMasked(state, s, value)),
        );
        const choice = offered[pick % Math.max(offered.length, 1)];
        if (!choice) return;
        actor.send({ type: 'trait.choose', selector: choice.s, value: choice.value });
        const after = actor.getSnapshot().context;
        state.selected.forEach((chosen, s) => {
          if (s !== choice.s && chosen !== null) expect(after.selected[s]).toBe(chosen);
        });
        expect(after.selected[choice.s]).toBe(choice.value);
      }),
      { numRuns: 150 },
    );
  }, 60_000);
});
