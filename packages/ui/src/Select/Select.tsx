import { forwardRef, useState } from 'react';
import { Select as RadixSelect } from 'radix-ui';
import { clsx } from 'clsx';
import { Field, useFieldControl } from '../Field/Field';
import { control } from '../Field/Field.css';
import { splitFieldFrame } from '../Field/splitFieldFrame';
import { Icon } from '../Icon/Icon';
import type { FieldFrameProps } from '../TextField/TextField';
import { useControllableValue } from '../TextField/useControllableValue';
import { usePortalContainer } from '../theme/portalContainer';
import { selectMessages } from './messages';
import * as styles from './Select.css';

export const selectSizes = ['sm', 'md'] as const;
export type SelectSize = (typeof selectSizes)[number];

export interface SelectOption {
  /** What the Select's value becomes when this option is chosen. */
  value: string;
  /** The text shown in the list and in the closed box. */
  label: string;
  /** Shown but cannot be chosen. */
  disabled?: boolean;
}

export interface SelectControlProps {
  /** The choices, in the order listed. */
  options: readonly SelectOption[];
  /** The chosen option's value; `''` shows the placeholder. */
  value?: string;
  /** The option chosen at first when the select keeps its own value; none (the placeholder) by default. */
  defaultValue?: string;
  /** Called with the newly chosen option's value (not while read-only). */
  onValueChange?: (value: string) => void;
  /** Shown until something is chosen; "Select" unless told otherwise. */
  placeholder?: string;
  /** Submitted with a surrounding form under this name. */
  name?: string;
  /** Field height: `sm` or `md`. */
  size?: SelectSize;
  /** Browser autofill hint for the hidden form control (`address-level1` for a state, say). */
  autoComplete?: string;
  /** Extra class for the select's box. */
  className?: string;
}

/** The Radix select alone, taking its id, description and states from the surrounding Field. */
export const SelectControl = forwardRef<HTMLButtonElement, SelectControlProps>(function SelectControl(
  { options, value: valueProp, defaultValue, onValueChange, placeholder = selectMessages.placeholder, name, size, autoComplete, className },
  ref,
) {
  const { required, disabled, readOnly, ...field } = useFieldControl() ?? {};
  const [value, setValue] = useControllableValue({ value: valueProp, defaultValue, onValueChange }, '');
  const [open, setOpen] = useState(false);
  const container = usePortalContainer();
  return (
    <RadixSelect.Root
      value={value}
      // Read-only: it can be focused and read, but never opened or changed (typeahead included).
      onValueChange={(next) => !readOnly && setValue(next)}
      open={open && !readOnly}
      onOpenChange={(next) => setOpen(next && !readOnly)}
      required={required}
      disabled={disabled}
      name={name}
      autoComplete={autoComplete}
    >
      <RadixSelect.Trigger
        ref={ref}
        className={clsx(control({ size }), styles.trigger, className)}
        aria-readonly={readOnly || undefined}
        {...field}
      >
        <span className={styles.value}>
          <RadixSelect.Value placeholder={placeholder} />
        </span>
        <RadixSelect.Icon asChild>
          <Icon name="chevronDown" className={styles.chevron} />
        </RadixSelect.Icon>
      </RadixSelect.Trigger>
      <RadixSelect.Portal container={container}>
        <RadixSelect.Content position="popper" sideOffset={4} collisionPadding={8} className={styles.content}>
          <RadixSelect.ScrollUpButton className={styles.scrollButton}>
            <Icon name="chevronUp" />
          </RadixSelect.ScrollUpButton>
          <RadixSelect.Viewport className={styles.viewport}>
            {options.map((option) => (
              <RadixSelect.Item key={option.value} value={option.value} disabled={option.disabled} className={styles.item}>
                <RadixSelect.ItemIndicator className={styles.itemIndicator}>
                  <Icon name="check" />
                </RadixSelect.ItemIndicator>
                <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
              </RadixSelect.Item>
            ))}
          </RadixSelect.Viewport>
          <RadixSelect.ScrollDownButton className={styles.scrollButton}>
            <Icon name="chevronDown" />
          </RadixSelect.ScrollDownButton>
        </RadixSelect.Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  );
});

export interface SelectProps extends FieldFrameProps, Omit<SelectControlProps, 'className'> {}

/**
 * A choice from a list, in a Field (Radix Select: arrow keys, typeahead, Escape, screen-reader
 * semantics). It shows a "Select" placeholder until something is chosen.
 *
 * Use a Select for one choice from a longish list (a state, a country). Not for a quantity
 * (QuantityInput, a native select), nor for two to five options the user should see at once
 * (RadioGroup), nor for many choices (Checkbox).
 */
export const Select = forwardRef<HTMLButtonElement, SelectProps>(function Select(
  props,
  ref,
) {
  const [frame, control] = splitFieldFrame(props);
  return (
    <Field {...frame}>
      <SelectControl ref={ref} {...control} />
    </Field>
  );
});
