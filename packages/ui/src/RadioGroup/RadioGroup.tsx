import { createContext, forwardRef, useContext, useId, type ReactNode } from 'react';
import { RadioIndicator, RadioItem, RadioRoot } from './radioCore';
import { clsx } from 'clsx';
import * as fieldStyles from '../Field/Field.css';
import { useControllableValue } from '../TextField/useControllableValue';
import * as styles from './RadioGroup.css';

export type RadioGroupOrientation = (typeof styles.radioGroupOrientations)[number];

/** The group's current value, for items that show more when chosen (OptionRow's details). */
const RadioGroupValueContext = createContext<string>('');
export function useRadioGroupValue(): string {
  return useContext(RadioGroupValueContext);
}

export interface RadioGroupProps {
  /** Names the group (announced when focus enters it). */
  label: ReactNode;
  /** Hide the group's label visually; it stays for screen readers. */
  labelHidden?: boolean;
  /** The chosen option's value, when the parent controls it (use with `onValueChange`). */
  value?: string;
  /** The option chosen at first when the group keeps its own state; none by default. */
  defaultValue?: string;
  /** Called with the newly chosen option's value (not while read-only). */
  onValueChange?: (value: string) => void;
  /** Shows `*` after the label and marks the group required. */
  required?: boolean;
  /** No option can be focused or chosen. */
  disabled?: boolean;
  /** Focusable and readable, but the choice cannot change. */
  readOnly?: boolean;
  /** Help text under the options, read with the group. */
  hint?: ReactNode;
  /** Error text: marks the group invalid and is announced with it. */
  error?: ReactNode;
  /** `vertical` (default): options stacked; `horizontal`: options in a row. Arrow keys follow it. */
  orientation?: RadioGroupOrientation;
  /** Submitted with a surrounding form under this name. */
  name?: string;
  /** The group's id (generated when left out). */
  id?: string;
  /** Class of the group's frame. */
  className?: string;
  /** `Radio` items, or `OptionRow`s for rows with a title and secondary text. */
  children: ReactNode;
}

/**
 * One choice among a few options shown at once (radioCore: Tab enters the group at the chosen
 * option, arrow keys move and choose). Same frame as Field: label, `*`, hint and error.
 *
 * Use a RadioGroup for two to about six options the user should compare (payment method,
 * shipping method, print options). Not for a long list (Select) or independent choices (Checkbox).
 */
export const RadioGroup = forwardRef<HTMLDivElement, RadioGroupProps>(function RadioGroup(
  {
    label,
    labelHidden,
    value: valueProp,
    defaultValue,
    onValueChange,
    required,
    disabled,
    readOnly,
    hint,
    error,
    orientation = 'vertical',
    name,
    id,
    className,
    children,
  },
  ref,
) {
  const generated = useId();
  const groupId = id ?? `radio-group-${generated}`;
  const labelId = `${groupId}-label`;
  const hintId = hint ? `${groupId}-hint` : undefined;
  const errorId = error ? `${groupId}-error` : undefined;
  const [value, setValue] = useControllableValue({ value: valueProp, defaultValue, onValueChange }, '');

  return (
    <div className={clsx(fieldStyles.field, className)}>
      <span id={labelId} className={clsx(fieldStyles.label, labelHidden && styles.visuallyHidden)}>
        {label}
        {required && (
          <span className={fieldStyles.required} aria-hidden="true">
            *
          </span>
        )}
      </span>
      <RadioGroupValueContext.Provider value={value}>
        <RadioRoot
          ref={ref}
          id={groupId}
          className={styles.group({ orientation })}
          value={value}
          // Read-only: arrow keys still move focus, but the choice stays as it is.
          onValueChange={(next) => !readOnly && setValue(next)}
          orientation={orientation}
          required={required}
          disabled={disabled}
          name={name}
          aria-labelledby={labelId}
          aria-describedby={clsx(hintId, errorId) || undefined}
          aria-invalid={error ? true : undefined}
          aria-readonly={readOnly || undefined}
        >
          {children}
        </RadioRoot>
      </RadioGroupValueContext.Provider>
      {hint && (
        <span id={hintId} className={fieldStyles.hint}>
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className={fieldStyles.error}>
          {error}
        </span>
      )}
    </div>
  );
});

export interface RadioProps {
  /** What the RadioGroup's value becomes when this option is chosen. */
  value: string;
  /** The text beside the circle; clicking it chooses the option. */
  label: ReactNode;
  /** This option cannot be chosen. */
  disabled?: boolean;
  /** The radio's id (generated when left out). */
  id?: string;
}

/** One plain option of a RadioGroup: the circle and its label. */
export const Radio = forwardRef<HTMLButtonElement, RadioProps>(function Radio({ value, label, disabled, id }, ref) {
  const generated = useId();
  const itemId = id ?? `radio-${generated}`;
  return (
    <div className={styles.radio}>
      <RadioItem ref={ref} id={itemId} value={value} disabled={disabled} className={styles.circle}>
        <RadioIndicator className={styles.dot} />
      </RadioItem>
      <label htmlFor={itemId} className={styles.radioLabel}>
        {label}
      </label>
    </div>
  );
});
