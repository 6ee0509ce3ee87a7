import { useState } from 'react';
import { clsx } from 'clsx';
import { Field, fieldControl, nativeSelect, nativeSelectChevron, nativeSelectFrame, useFieldControl } from '@joinery/ui/Field';
import { Icon } from '@joinery/ui/Icon';
import * as styles from './ProductPage.css';

export interface TraitOption {
  value: string;
  /** As the shopper reads it ("Oak Toffee Stain (unavailable)" for a masked value). */
  label: string;
}

export interface TraitSelectProps {
  label: string;
  required?: boolean;
  /** Shown while nothing is chosen ("Select"); it cannot be chosen back. */
  placeholder: string;
  options: readonly TraitOption[];
  /** The chosen option's value; `''` shows the placeholder. */
  value: string;
  onValueChange: (value: string) => void;
}

/**
 * A trait chooser of the product page (storefront.md §2.5, §4): a native select drawn like the
 * design system's Select box (issue 47). With the Radix Select it replaces, opening the list and
 * picking took 336–424 ms to paint at 4x CPU (the popper, aria-hidden over the whole page, then the
 * whole page's render); a native select opens in the browser, and a phone shows its own picker.
 * The unavailable values stay choosable, as §4 asks.
 */
export function TraitSelect({ label, required, ...props }: TraitSelectProps) {
  return (
    <Field label={label} required={required}>
      <TraitSelectControl {...props} />
    </Field>
  );
}

/** Runs `task` in a task of its own once the browser has painted the next frame. */
function afterNextPaint(task: () => void) {
  requestAnimationFrame(() => setTimeout(task, 0));
}

function TraitSelectControl({ placeholder, options, value, onValueChange }: Omit<TraitSelectProps, 'label' | 'required'>) {
  const { readOnly: _readOnly, ...field } = useFieldControl() ?? {};
  // The value just picked, shown at once (a render of this select alone) while the page's answer
  // waits for the next paint: the new variation's render (the whole page: gallery, price, add
  // buttons, related products) took about 80 ms of a 4x slowed CPU, and kept the pick from painting
  // (issue 47). The machine's own value (which may differ: a masked value can clear the other
  // trait, or reset everything) replaces it in the same render as the page's.
  const [picked, setPicked] = useState<string | null>(null);
  return (
    <span className={clsx(nativeSelectFrame, styles.traitFrame)}>
      <select
        className={clsx(fieldControl({}), nativeSelect, styles.traitSelect)}
        value={picked ?? value}
        data-placeholder={(picked ?? value) === '' ? '' : undefined}
        aria-busy={picked !== null || undefined}
        onChange={(event) => {
          const chosen = event.target.value;
          if (chosen === '') return;
          setPicked(chosen);
          afterNextPaint(() => {
            setPicked(null);
            onValueChange(chosen);
          });
        }}
        {...field}
      >
        <option value="" disabled>
          {placeholder}
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Icon name="chevronDown" className={nativeSelectChevron} />
    </span>
  );
}
