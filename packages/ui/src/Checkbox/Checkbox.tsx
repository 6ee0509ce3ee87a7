import { forwardRef } from 'react';
import { Checkbox as RadixCheckbox } from 'radix-ui';
import { Icon } from '../Icon/Icon';
import { useControllableValue } from '../TextField/useControllableValue';
import { InlineField, type InlineControlProps } from './InlineField';
import * as styles from './Checkbox.css';

export type CheckedState = boolean | 'indeterminate';

export interface CheckboxProps extends InlineControlProps {
  /**
   * On, off or `indeterminate` (some of a group). Booleans follow Radix and the DOM (`checked`,
   * `defaultChecked`, `onCheckedChange`); `value` is what a form submits when it is on.
   */
  checked?: CheckedState;
  /** The starting state when the checkbox keeps its own state (uncontrolled); off by default. */
  defaultChecked?: CheckedState;
  /** Called with `true` or `false` when the user ticks or clears it (never with `indeterminate`). */
  onCheckedChange?: (checked: boolean) => void;
}

/**
 * A yes/no choice with its label to the right (Radix Checkbox: Space toggles it).
 *
 * Use a Checkbox for an option the user turns on (accept the terms, same as shipping address) or
 * for several independent choices. Not for a setting that takes effect at once (Switch) or for
 * one choice among several (RadioGroup).
 */
export const Checkbox = forwardRef<HTMLButtonElement, CheckboxProps>(function Checkbox(
  { label, checked: checkedProp, defaultChecked, onCheckedChange, required, disabled, readOnly, hint, error, name, value, id, className },
  ref,
) {
  const [checked, setChecked] = useControllableValue<CheckedState>(
    { value: checkedProp, defaultValue: defaultChecked, onValueChange: (next) => onCheckedChange?.(next === true) },
    false,
  );
  return (
    <InlineField {...{ label, required, hint, error, disabled, readOnly, id, className }} controlWidth={styles.boxSize}>
      {({ readOnly: _readOnly, ...control }) => (
        <RadixCheckbox.Root
          ref={ref}
          className={styles.box}
          checked={checked}
          onCheckedChange={(next) => !readOnly && setChecked(next)}
          aria-readonly={readOnly || undefined}
          name={name}
          value={value}
          {...control}
        >
          <RadixCheckbox.Indicator className={styles.indicator}>
            <Icon name={checked === 'indeterminate' ? 'minus' : 'check'} className={styles.icon} />
          </RadixCheckbox.Indicator>
        </RadixCheckbox.Root>
      )}
    </InlineField>
  );
});
