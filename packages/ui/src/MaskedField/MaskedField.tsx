import { forwardRef, useEffect, useImperativeHandle } from 'react';
import { useIMask } from 'react-imask';
import type { FactoryOpts } from 'imask';
import { clsx } from 'clsx';
import { Field, useFieldControl } from '../Field/Field';
import { control } from '../Field/Field.css';
import { splitFieldFrame } from '../Field/splitFieldFrame';
import type { FieldFrameProps, FieldInputAttributes } from '../TextField/TextField';

export interface MaskedFieldProps
  extends FieldFrameProps,
    FieldInputAttributes {
  /** An imask definition; use a preset (`CARD_NUMBER_MASK`, `CARD_EXPIRY_MASK`, `DATE_MASK`) or your own. Keep it stable. */
  mask: FactoryOpts;
  /** The value as shown, mask characters included ("4111 1111 1111 1111"). */
  value?: string;
  /** The starting text when the field keeps its own value; the mask formats it. */
  defaultValue?: string;
  /** The formatted value and the bare one (digits only for the presets). */
  onValueChange?: (value: string, unmaskedValue: string) => void;
}

type MaskedInputProps = Omit<MaskedFieldProps, keyof FieldFrameProps>;

const MaskedInput = forwardRef<HTMLInputElement, MaskedInputProps>(function MaskedInput(
  { mask, value: valueProp, defaultValue, onValueChange, ...rest },
  ref,
) {
  const field = useFieldControl();
  const { ref: input, maskRef } = useIMask<HTMLInputElement>(mask, {
    defaultValue: valueProp ?? defaultValue,
    onAccept: (accepted, masked) => onValueChange?.(accepted, masked.unmaskedValue),
  });
  useImperativeHandle(ref, () => input.current as HTMLInputElement, [input]);
  // Controlled: a value set from outside replaces what the mask holds. Setting it formats it, and
  // the mask reports the formatted value back through onAccept, so the parent stays in step.
  // Only a change of the prop counts: the mask's own state can render this input before a parent
  // fed by a store has taken the value just accepted (a paste longer than the mask did), and that
  // render's older prop is not a reset (it emptied the field).
  useEffect(() => {
    const masked = maskRef.current;
    if (masked && valueProp !== undefined && masked.value !== valueProp) masked.value = valueProp;
  }, [maskRef, valueProp]);
  // The mask owns the DOM value, so the input stays uncontrolled as far as React is concerned.
  return <input ref={input} type="text" className={clsx(control())} {...field} {...rest} />;
});

/**
 * A text input that formats as the user types (react-imask): card number in groups of four,
 * MM/YY, MM-DD-YYYY. Paste and autofill are formatted too; characters that do not fit are dropped.
 *
 * Use a MaskedField for values with a fixed shape. Not for free text (TextField), quantities
 * (QuantityInput) or a date the user may prefer to pick (DateField).
 */
export const MaskedField = forwardRef<HTMLInputElement, MaskedFieldProps>(function MaskedField(
  props,
  ref,
) {
  const [frame, input] = splitFieldFrame(props);
  return (
    <Field {...frame}>
      <MaskedInput ref={ref} {...input} />
    </Field>
  );
});
