import { useId, type ReactNode } from 'react';
import { clsx } from 'clsx';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import * as fieldStyles from '../Field/Field.css';
import type { FieldControlProps } from '../Field/Field';
import * as styles from './InlineField.css';

/** The props a control laid out by InlineField takes besides its on/off value. */
export interface InlineControlProps {
  label: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Shown and focusable, but cannot be changed (billing follows shipping, say). */
  readOnly?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  name?: string;
  /** What a form submits when the control is on. */
  value?: string;
  id?: string;
  className?: string;
}

export interface InlineFieldProps {
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  readOnly?: boolean;
  id?: string;
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
