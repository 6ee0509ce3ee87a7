import { Button } from '@joinery/ui/Button';
import { SwatchGroup } from '@joinery/ui/Swatch';
import { productPageLabels as labels, productPageMessages as messages } from '@joinery/flows/storefront/productPage';
import {
  isMasked,
  type VariationSelectionContext,
  type VariationSelectionEvent,
} from '@joinery/flows/storefront/variationSelection';
import { TraitSelect } from './TraitSelect';
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
      name: value,
    };
  });
}

/**
 * The trait selectors (storefront.md §2.5, §4): a dropdown per trait (at most two), on colour
 * pages swatches (one per variation, the selected one highlighted) and a colour dropdown; values
 * that no longer match show as unavailable and stay choosable (choosing one clears the other
 * traits, and one no variation of the express filter has leaves none: the selection resets);
 * Clear Selections resets everything. The dropdowns are TraitSelects (a list box drawn in the page, issue 47).
 */
export function VariationPicker({ context, send, colour }: VariationPickerProps) {
  return (
    <div className={styles.selectors}>
      {context.table.selectors.map((selector, s) => {
        const options = optionsOf(context, s);
        const selected = context.selected[s];
        const value = selected === null || selected === undefined ? '' : String(selected);
        const choose = (v: string) => send({ type: 'trait.choose', selector: s, value: Number(v) });
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
                <TraitSelect
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
          <TraitSelect
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
        <TraitSelect
          label={labels.item}
          placeholder={labels.chooseValue}
          options={context.variations.map((v, i) => ({ value: String(i), label: `${v.BRPART} – ${v.Name}` }))}
          value={context.selected.every((v) => v !== null) ? String(context.current) : ''}
          onValueChange={(v) => send({ type: 'variation.choose', variation: Number(v) })}
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
