import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { Field, useFieldControl } from '../Field/Field';
import { control } from '../Field/Field.css';

export const textFieldTypes = ['text', 'email', 'tel', 'url', 'password', 'search'] as const;
export const textFieldSizes = ['sm', 'md'] as const;
export type TextFieldType = (typeof textFieldTypes)[number];
export type TextFieldSize = (typeof textFieldSizes)[number];

/** What every Field-framed control accepts for its frame. */
export interface FieldFrameProps {
  label: ReactNode;
  /** Shows `*` after the label and marks the control required. */
  required?: boolean;
  hint?: ReactNode;
  /** Error text: marks the control invalid and is announced with it. */
  error?: ReactNode;
  disabled?: boolean;
  readOnly?: boolean;
  /** Keep the label for screen readers only (a search box with a visible button, say). */
  labelHidden?: boolean;
  /** The control's id (generated when left out). */
  id?: string;
  /** Class of the field's frame. */
  className?: string;
}

export interface TextFieldProps
  extends FieldFrameProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'onChange' | 'size' | 'type' | 'id' | 'className' | keyof FieldFrameProps> {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  type?: TextFieldType;
  size?: TextFieldSize;
}

/** The bare input inside a Field: takes its id, description and states from the frame. */
export const TextInput = forwardRef<
  HTMLInputElement,
  Omit<TextFieldProps, keyof FieldFrameProps> & { className?: string }
>(function TextInput({ value, defaultValue, onValueChange, type = 'text', size, className, ...rest }, ref) {
  const field = useFieldControl();
  return (
    <input
      ref={ref}
      type={type}
      value={value}
      defaultValue={defaultValue}
      onChange={(event) => onValueChange?.(event.target.value)}
      className={[control({ size }), className].filter(Boolean).join(' ')}
      {...field}
      {...rest}
    />
  );
});

/**
 * A single-line text input in a Field: label, `*` when required, hint, error, disabled and read-only.
 *
 * Use a TextField for short free text (a name, a PO number, an email). Not for long text
 * (TextArea), a choice from a list (Select, RadioGroup) or formatted numbers (MaskedField).
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, required, hint, error, disabled, readOnly, labelHidden, id, className, ...input },
  ref,
) {
  return (
    <Field {...{ label, required, hint, error, disabled, readOnly, labelHidden, id, className }}>
      <TextInput ref={ref} {...input} />
    </Field>
  );
});
