import type { FieldFrameProps } from './Field';

/**
 * Splits a Field-framed control's props into the frame's (label, hint, error, states, id,
 * class) and the rest, which go to the control inside the Field.
 */
export function splitFieldFrame<Props extends FieldFrameProps>({
  label,
  required,
  hint,
  error,
  disabled,
  readOnly,
  labelHidden,
  id,
  className,
  ...control
}: Props): [FieldFrameProps, Omit<Props, keyof FieldFrameProps>] {
  return [
    { label, required, hint, error, disabled, readOnly, labelHidden, id, className },
    control,
  ];
}
