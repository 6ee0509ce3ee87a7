import { layer, style } from '@vanilla-extract/css';

/** A cascade layer below every unlayered style, so any sprinkle or component class beats it. */
const reset = layer('joinery-box-reset');

/** Every Box starts from the same blank slate (no UA margins, list bullets or borders). */
export const base = style({
  '@layer': {
    [reset]: { margin: 0, padding: 0, border: 0, minWidth: 0, listStyle: 'none', boxSizing: 'border-box' },
  },
});
