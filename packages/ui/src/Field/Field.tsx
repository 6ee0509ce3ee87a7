import { createContext, useContext, useId, type ReactNode } from 'react';
import * as styles from './Field.css';
import { clsx } from 'clsx';
import { visuallyHidden } from '../theme/visuallyHidden.css';

/** What every Field-framed control accepts for its frame. */
export interface FieldFrameProps {
  /** The field's name, shown above the control and tied to it. */
  label: ReactNode;
  /** Shows `*` after the label and marks the control required. */
  required?: boolean;
  /** Help text under the control, read with it ("As printed on the card"). */
  hint?: ReactNode;
  /** Error text: marks the control invalid and is announced with it. */
  error?: ReactNode;
  /** Greyed out; cannot be focused or changed. */
  disabled?: boolean;
  /** Shown and focusable, but cannot be changed. */
  readOnly?: boolean;
  /** Keep the label for screen readers only (a search box with a visible button, say). */
  labelHidden?: boolean;
  /** The control's id (generated when left out). */
  id?: string;
  /** Class of the field's frame. */
  className?: string;
}

export interface FieldProps extends FieldFrameProps {
  /** The one control to frame; it takes its id and states from `useFieldControl()`. */
  children: ReactNode;
}

/** The props a control inside a Field spreads onto its input. */
export interface FieldControlProps {
  /** The id the label points at. */
  id: string;
  /** Ids of the hint and error, so they are read with the control. */
  'aria-describedby'?: string;
  /** Set while the field shows an error. */
  'aria-invalid'?: true;
  /** Set when the field is required. */
  required?: boolean;
  /** Set when the field is disabled. */
  disabled?: boolean;
  /** Set when the field is read-only. */
  readOnly?: boolean;
}

const FieldContext = createContext<FieldControlProps | null>(null);

/** Inside a Field: the ids and states to put on the control. Outside one: undefined. */
export function useFieldControl(): FieldControlProps | null {
  return useContext(FieldContext);
}


/**
 * Label, required marker, hint and error around one control. Every form field of the design
 * system is built on it, so they all read and announce the same way.
 */
export function Field({ label, required, hint, error, disabled, readOnly, labelHidden, id, children, className }: FieldProps) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const control: FieldControlProps = {
    id: controlId,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(error ? { 'aria-invalid': true as const } : {}),
    ...(required ? { required: true } : {}),
    ...(disabled ? { disabled: true } : {}),
    ...(readOnly ? { readOnly: true } : {}),
  };
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={controlId} className={clsx(styles.label, labelHidden && visuallyHidden)}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      <FieldContext.Provider value={control}>{children}</FieldContext.Provider>
      {hint && (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className={styles.error}>
          {error}
        </span>
      )}
    </div>
  );
}
