import { forwardRef, useImperativeHandle, useRef, useState, type ReactNode } from 'react';
import { clsx } from 'clsx';
import { Button } from '../Button/Button';
import { Field, useFieldControl } from '../Field/Field';
import { control as controlLook } from '../Field/Field.css';
import { nativeSelect, nativeSelectChevron, nativeSelectFrame } from '../Field/nativeSelect.css';
import { splitFieldFrame } from '../Field/splitFieldFrame';
import { Icon } from '../Icon/Icon';
import type { FieldFrameProps } from '../TextField/TextField';
import { useControllableValue } from '../TextField/useControllableValue';
import { quantityInputMessages } from './messages';
import * as styles from './QuantityInput.css';

/** The dropdown offers 1 to this many before `More` (storefront.md §5; a page may pass its own). */
export const QUANTITY_DROPDOWN_LIMIT = 10;
/** The largest quantity when no maximum is given (the product input's default, §5). */
export const QUANTITY_MAX_DEFAULT = 99999;

const MORE = 'more';
const digitsOnly = /^\d*$/;

export interface QuantityInputProps extends FieldFrameProps {
  /** The quantity, when the parent controls it (use with `onValueChange`). */
  value?: number;
  /** The starting quantity when the input keeps its own; `min` (at least 1) by default. */
  defaultValue?: number;
  /** Every change; an emptied number box reports 0 (the product page treats it as 0). */
  onValueChange?: (value: number) => void;
  /** Smallest quantity, applied when the box is left (1 by default; 0 in the checkout list). */
  min?: number;
  /** Largest quantity (stock, say); at least 1. */
  max?: number;
  /** The dropdown's last number before `More`. */
  dropdownLimit?: number;
  /** The quantity last saved: Update appears only while the value differs from it. */
  savedValue?: number;
  /** Shows an Update button while the value differs from `savedValue`. */
  onUpdate?: (value: number) => void;
  /** Shows a Delete button. */
  onDelete?: () => void;
  /** Text of the Update button; "Update" by default. */
  updateLabel?: ReactNode;
  /** Text of the Delete button; "Delete" by default. */
  deleteLabel?: ReactNode;
  /** Submitted with a surrounding form under this name (number box only). */
  name?: string;
}

interface QuantityControlProps {
  value: number;
  setValue: (value: number) => void;
  min: number;
  max: number;
  dropdownLimit: number;
  name: string | undefined;
}

const QuantityControl = forwardRef<HTMLInputElement, QuantityControlProps>(function QuantityControl(
  { value, setValue, min, max, dropdownLimit, name },
  ref,
) {
  const field = useFieldControl();
  const dropdownMax = Math.min(dropdownLimit, max);
  const inDropdownRange = (quantity: number) => Number.isInteger(quantity) && quantity >= 1 && quantity <= dropdownMax;
  // Once the number box is shown it stays, so typing "1" on the way to "12" does not swap controls.
  const [mode, setMode] = useState<'dropdown' | 'input'>(inDropdownRange(value) ? 'dropdown' : 'input');
  const [draft, setDraft] = useState(String(value));
  const [draftFor, setDraftFor] = useState(value);
  const input = useRef<HTMLInputElement>(null);
  const focusWhenShown = useRef(false);
  // Null while the dropdown is shown: the number box is the only input element.
  useImperativeHandle(ref, () => input.current as HTMLInputElement);

  // A new value from outside replaces the draft (adjusting state while rendering, as React advises).
  if (value !== draftFor) {
    setDraftFor(value);
    if ((Number(draft) || 0) !== value) setDraft(String(value));
  }

  // A value the dropdown cannot show (0, or above its range) brings up the number box.
  if (mode === 'dropdown' && !inDropdownRange(value)) setMode('input');

  if (mode === 'dropdown') {
    // A native select (issue 20): opening a Radix Select restyled the whole page (scroll lock,
    // aria-hidden on every sibling); a phone shows its own picker. A select has no read-only
    // state, so a read-only one offers only its current number and ignores changes.
    const { readOnly, ...selectField } = field ?? {};
    const current = String(value);
    const numbers = Array.from({ length: dropdownMax }, (_, index) => String(index + 1));
    return (
      <span className={clsx(styles.control, nativeSelectFrame)}>
        <select
          className={clsx(controlLook(), nativeSelect)}
          value={current}
          aria-readonly={readOnly || undefined}
          onChange={(event) => {
            if (readOnly) return;
            const chosen = event.target.value;
            if (chosen !== MORE) return setValue(Number(chosen));
            focusWhenShown.current = true;
            setMode('input');
            setValue(Math.min(dropdownLimit + 1, max));
          }}
          {...selectField}
        >
          {numbers.map((number) => (
            <option key={number} value={number} disabled={readOnly && number !== current}>
              {number}
            </option>
          ))}
          {max > dropdownLimit && (
            <option value={MORE} disabled={readOnly}>
              {quantityInputMessages.more}
            </option>
          )}
        </select>
        <Icon name="chevronDown" className={nativeSelectChevron} />
      </span>
    );
  }
  return (
    <input
      ref={(node) => {
        input.current = node;
        if (node && focusWhenShown.current) {
          focusWhenShown.current = false;
          node.focus();
          node.select();
        }
      }}
      type="text"
      inputMode="numeric"
      pattern="[0-9]*"
      autoComplete="off"
      name={name}
      className={clsx(controlLook(), styles.control, styles.number)}
      value={draft}
      onChange={(event) => {
        const text = event.target.value;
        // Letters, signs and decimals are ignored, and so is a number above the maximum.
        if (!digitsOnly.test(text) || Number(text) > max) return;
        setDraft(text);
        setDraftFor(Number(text));
        setValue(Number(text));
      }}
      onBlur={() => {
        const settled = Math.max(Number(draft) || 0, min);
        setDraft(String(settled));
        setDraftFor(settled);
        if (settled !== value) setValue(settled);
      }}
      {...field}
    />
  );
});

/**
 * A quantity: a dropdown (a native select, so a phone shows its own picker) of 1 to 10 (or the
 * page's limit, capped by `max`) then `More`, which turns into a number box starting at 11.
 * Non-numeric input is ignored; the value stays within `min`..`max`. Optional Update and Delete
 * buttons serve cart rows; Update appears only while the value differs from the saved one
 * (storefront.md §2.1, §5).
 *
 * Use it wherever a shopper picks how many. Not for other numbers (TextField with
 * `inputMode="numeric"`) or money (MaskedField).
 */
export const QuantityInput = forwardRef<HTMLInputElement, QuantityInputProps>(function QuantityInput(
  props,
  ref,
) {
  const [
    frame,
    {
      value: valueProp,
      defaultValue,
      onValueChange,
      min = 1,
      max: maxProp = QUANTITY_MAX_DEFAULT,
      dropdownLimit = QUANTITY_DROPDOWN_LIMIT,
      savedValue,
      onUpdate,
      onDelete,
      updateLabel = quantityInputMessages.update,
      deleteLabel = quantityInputMessages.delete,
      name,
    },
  ] = splitFieldFrame(props);
  const locked = frame.disabled || frame.readOnly;
  const max = Math.max(maxProp, 1);
  const [value, setValue] = useControllableValue({ value: valueProp, defaultValue, onValueChange }, Math.min(Math.max(min, 1), max));
  const showUpdate = onUpdate !== undefined && savedValue !== undefined && value !== savedValue;
  return (
    <Field {...frame}>
      <div className={styles.row}>
        <QuantityControl ref={ref} {...{ value, setValue, min, max, dropdownLimit, name }} />
        {showUpdate && (
          <Button variant="outline" size="sm" disabled={locked} onClick={() => onUpdate(value)}>
            {updateLabel}
          </Button>
        )}
        {onDelete && (
          <Button variant="ghost" tone="critical" size="sm" disabled={locked} onClick={onDelete}>
            {deleteLabel}
          </Button>
        )}
      </div>
    </Field>
  );
});
