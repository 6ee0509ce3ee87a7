import { useEffect, useRef, useState } from 'react';
import { Button } from '@joinery/ui/Button';
import { SwatchGroup } from '@joinery/ui/Swatch';
import { productPageLabels as labels, productPageMessages as messages } from '@joinery/flows/storefront/productPage';
import {
  isMasked,
  type VariationSelectionContext,
  type VariationSelectionEvent,
} from '@joinery/flows/storefront/variationSelection';
import { afterPaint } from '../../shared/afterPaint';
import { DeferredSelect as Select } from '../deferredParts';
import * as styles from './ProductPage.css';

export interface VariationPickerProps {
  context: VariationSelectionContext;
  send: (event: VariationSelectionEvent) => void;
  /** Colour pages: swatches and/or the colour dropdown by layout; the Item (SKU) dropdown. */
  colour?: { swatches: boolean; dropdown: boolean };
}

function optionsOf(context: VariationSelectionContext, selector: number) {
  return (context.table.selectors[selector]?.values ?? []).map((value, index) => {
    const masked = isMasked(context, selector, index);
    return {
      value: String(index),
      label: masked ? labels.unavailable(value) : value,
      masked,
      name: value,
    };
  });
}

/**
 * The trait selectors (storefront.md §2.5, §4): a dropdown per trait (at most two), on colour
 * pages swatches (one per variation, the selected one highlighted) and a colour dropdown; values
 * that no longer match show as unavailable and stay choosable (choosing one clears the other
 * traits, and one no variation of the express filter has leaves none: the selection resets);
 * Clear Selections resets everything.
 */
export function VariationPicker({ context, send, colour }: VariationPickerProps) {
  // Issue 47 (a trait chosen to the next paint within 100 ms at 4x CPU): the chooser shows the pick
  // at once, rendering only itself, and the machine hears it after that frame is painted, when the
  // page renders the new variation (price, stock, pictures, the link).
  const [pending, setPending] = useState<{ selector: number; value: string } | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const later = (event: VariationSelectionEvent, shown: { selector: number; value: string }) => {
    setPending(shown);
    afterPaint(() => {
      if (!mounted.current) return;
      setPending(null);
      send(event);
    });
  };
  return (
    <div className={styles.selectors}>
      {context.table.selectors.map((selector, s) => {
        const options = optionsOf(context, s);
        const selected = context.selected[s];
        const value =
          pending?.selector === s ? pending.value : selected === null || selected === undefined ? '' : String(selected);
        const choose = (v: string) => later({ type: 'trait.choose', selector: s, value: Number(v) }, { selector: s, value: v });
        if (selector.kind === 'color' && colour) {
          return (
            <div key={selector.name} className={styles.selectors}>
              {colour.swatches && (
                <SwatchGroup
                  label={selector.name}
                  required
                  value={value}
                  onValueChange={(v) => v !== '' && choose(v)}
                  items={options.map((option) => {
                    const variation = context.variations.find(
                      (v) => v.ColorTraitValue === option.name,
                    );
                    return {
                      value: option.value,
                      label: option.label,
                      color: variation?.ColorSwatch,
                    };
                  })}
                  showChosenLabel
                />
              )}
              {colour.dropdown && (
                <Select
                  label={selector.name}
                  required
                  placeholder={labels.chooseValue}
                  options={options}
                  value={value}
                  onValueChange={choose}
                />
              )}
            </div>
          );
        }
        return (
          <Select
            key={selector.name}
            label={selector.name}
            required
            placeholder={labels.chooseValue}
            options={options}
            value={value}
            onValueChange={choose}
          />
        );
      })}
      {colour && context.variations.length > 0 && (
        <Select
          label={labels.item}
          placeholder={labels.chooseValue}
          options={context.variations.map((v, i) => ({ value: String(i), label: `${v.BRPART} – ${v.Name}` }))}
          value={pending?.selector === -1 ? pending.value : context.selected.every((v) => v !== null) ? String(context.current) : ''}
          onValueChange={(v) => later({ type: 'variation.choose', variation: Number(v) }, { selector: -1, value: v })}
        />
      )}
      {context.table.selectors.length > 0 && (
        <div>
          <Button variant="link" size="sm" onClick={() => send({ type: 'selections.clear' })}>
            {messages.clearSelections}
          </Button>
        </div>
      )}
    </div>
  );
}
