import { useId, type ReactNode } from 'react';
import { clsx } from 'clsx';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import * as fieldStyles from '../Field/Field.css';
import type { FieldControlProps } from '../Field/Field';
import * as styles from './InlineField.css';

/** The props a control laid out by InlineField takes besides its on/off value. */
export interface InlineControlProps {
  /** The text to the right of the control; clicking it toggles the control. */
  label: ReactNode;
  /** Shows `*` after the label and marks the control required. */
  required?: boolean;
  /** Greyed out and cannot be focused or changed. */
  disabled?: boolean;
  /** Shown and focusable, but cannot be changed (billing follows shipping, say). */
  readOnly?: boolean;
  /** Help text under the label, read with the control. */
  hint?: ReactNode;
  /** Error text: marks the control invalid and is announced with it. */
  error?: ReactNode;
  /** Name the value is submitted under in a form. */
  name?: string;
  /** What a form submits when the control is on. */
  value?: string;
  /** The control's id (generated when left out). */
  id?: string;
  /** Class of the field's frame. */
  className?: string;
}

export interface InlineFieldProps {
  /** The text to the right of the control, tied to it. */
  label: ReactNode;
  /** Shows `*` after the label and marks the control required. */
  required?: boolean;
  /** Help text under the label, read with the control. */
  hint?: ReactNode;
  /** Error text: marks the control invalid and is announced with it. */
  error?: ReactNode;
  /** Greys the label and passes `disabled` to the control. */
  disabled?: boolean;
  /** Passes `readOnly` to the control: shown and focusable, but cannot be changed. */
  readOnly?: boolean;
  /** The control's id (generated when left out). */
  id?: string;
  /** Class of the field's frame. */
  className?: string;
  /** Width of the control, so the hint and error line up with the label text. */
  controlWidth: string;
  /** Renders the control with the ids and states to put on it. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * Field's frame for a control that sits before its label (checkbox, switch): the same label,
 * `*`, hint and error, wired the same way, but laid out in a row.
 */
export function InlineField({ label, required, hint, error, disabled, readOnly, id, className, controlWidth, children }: InlineFieldProps) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = clsx(hintId, errorId) || undefined;
  const control: FieldControlProps = {
    id: controlId,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(error ? { 'aria-invalid': true as const } : {}),
    ...(required ? { required: true } : {}),
    ...(disabled ? { disabled: true } : {}),
    ...(readOnly ? { readOnly: true } : {}),
  };
  return (
    <div className={clsx(fieldStyles.field, className)} style={assignInlineVars({ [styles.controlWidth]: controlWidth })}>
      <div className={styles.row}>
        {children(control)}
        <label htmlFor={controlId} className={styles.label} data-disabled={disabled ? '' : undefined}>
          {label}
          {required && (
            <span className={fieldStyles.required} aria-hidden="true">
              *
            </span>
          )}
        </label>
      </div>
      {hint && (
        <span id={hintId} className={clsx(fieldStyles.hint, styles.message)}>
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className={clsx(fieldStyles.error, styles.message)}>
          {error}
        </span>
      )}
    </div>
  );
}
