import { forwardRef, type InputHTMLAttributes } from 'react';
import { Field, useFieldControl, type FieldFrameProps } from '../Field/Field';
import { control } from '../Field/Field.css';
import { splitFieldFrame } from '../Field/splitFieldFrame';

export const textFieldTypes = ['text', 'email', 'tel', 'url', 'password', 'search'] as const;
export const textFieldSizes = ['sm', 'md'] as const;
export type TextFieldType = (typeof textFieldTypes)[number];
export type TextFieldSize = (typeof textFieldSizes)[number];
// It lives with Field; re-exported because `@joinery/ui/TextField` has always offered it.
export type { FieldFrameProps };

/**
 * The native attributes a Field-framed input passes through to its `<input>`: all but the ones
 * the component types itself (value, change, size, type) and those of its frame. `Also` names
 * further ones the component redefines (`accept` as a list, say).
 */
export type FieldInputAttributes<Also extends keyof InputHTMLAttributes<HTMLInputElement> = never> = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'size' | 'type' | 'id' | 'className' | keyof FieldFrameProps | Also
>;

export interface TextFieldProps extends FieldFrameProps, FieldInputAttributes {
  /** The text, when the parent controls it (use with `onValueChange`). */
  value?: string;
  /** The starting text when the field keeps its own value. */
  defaultValue?: string;
  /** Called with the whole text on every keystroke. */
  onValueChange?: (value: string) => void;
  /** The input type: `text`, `email`, `tel`, `url`, `password` or `search`. */
  type?: TextFieldType;
  /** Field height: `sm` or `md`. */
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
  props,
  ref,
) {
  const [frame, input] = splitFieldFrame(props);
  return (
    <Field {...frame}>
      <TextInput ref={ref} {...input} />
    </Field>
  );
});
