import { forwardRef } from 'react';
import { Switch as RadixSwitch } from 'radix-ui';
import { InlineField, type InlineControlProps } from '../Checkbox/InlineField';
import { useControllableValue } from '../TextField/useControllableValue';
import * as styles from './Switch.css';

export interface SwitchProps extends InlineControlProps {
  /** On or off; booleans follow Radix and the DOM (`checked`, `defaultChecked`, `onCheckedChange`). */
  checked?: boolean;
  /** The starting state when the switch keeps its own state (uncontrolled); off by default. */
  defaultChecked?: boolean;
  /** Called with the new state when the user flips it (not while read-only). */
  onCheckedChange?: (checked: boolean) => void;
}

/**
 * An on/off setting that takes effect as soon as it is flipped (Radix Switch: Space or Enter).
 *
 * Use a Switch for a setting applied at once (show only express items, dark theme). Not for a
 * choice confirmed later by a submit button (Checkbox).
 */
export const Switch = forwardRef<HTMLButtonElement, SwitchProps>(function Switch(
  { label, checked: checkedProp, defaultChecked, onCheckedChange, required, disabled, readOnly, hint, error, name, value, id, className },
  ref,
) {
  const [checked, setChecked] = useControllableValue({ value: checkedProp, defaultValue: defaultChecked, onValueChange: onCheckedChange }, false);
  return (
    <InlineField {...{ label, required, hint, error, disabled, readOnly, id, className }} controlWidth={styles.trackWidth}>
      {({ readOnly: _readOnly, ...control }) => (
        <RadixSwitch.Root
          ref={ref}
          className={styles.track}
          checked={checked}
          onCheckedChange={(next) => !readOnly && setChecked(next)}
          aria-readonly={readOnly || undefined}
          // Radix sets `required` on its hidden form input only; say it to assistive tech too.
          aria-required={required || undefined}
          name={name}
          value={value}
          {...control}
        >
          <RadixSwitch.Thumb className={styles.thumb} />
        </RadixSwitch.Root>
      )}
    </InlineField>
  );
});
