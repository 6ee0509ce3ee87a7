import { forwardRef } from 'react';
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
 * A yes/no choice with its label to the right: a `button role="checkbox"` as Radix Checkbox drew it
 * (Space toggles it, Enter does nothing), without Radix (issue 33: 1.7 kB before a checkout's content).
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
      {({ readOnly: _readOnly, required: isRequired, disabled: isDisabled, ...control }) => {
        const state = checked === 'indeterminate' ? 'indeterminate' : checked ? 'checked' : 'unchecked';
        return (
          <>
            <button
              ref={ref}
              type="button"
              role="checkbox"
              className={styles.box}
              aria-checked={checked === 'indeterminate' ? 'mixed' : checked}
              aria-required={!!isRequired}
              data-state={state}
              data-disabled={isDisabled ? '' : undefined}
              disabled={isDisabled}
              value={value ?? 'on'}
              aria-readonly={readOnly || undefined}
              {...control}
              onKeyDown={(event) => {
                // A checkbox is toggled by Space only (WAI-ARIA); Enter would submit or click.
                if (event.key === 'Enter') event.preventDefault();
              }}
              onClick={() => !readOnly && setChecked(checked === 'indeterminate' ? true : !checked)}
            >
              {checked && (
                <span className={styles.indicator} data-state={state} data-disabled={isDisabled ? '' : undefined}>
                  <Icon name={checked === 'indeterminate' ? 'minus' : 'check'} className={styles.icon} />
                </span>
              )}
            </button>
            {name && checked === true && <input type="hidden" name={name} value={value ?? 'on'} />}
          </>
        );
      }}
    </InlineField>
  );
});
