import { createContext, useContext, useId, type ReactNode } from 'react';
import * as styles from './Field.css';

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

export interface FieldProps extends FieldFrameProps {
  children: ReactNode;
}

/** The props a control inside a Field spreads onto its input. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
}

const FieldContext = createContext<FieldControlProps | null>(null);

/** Inside a Field: the ids and states to put on the control. Outside one: undefined. */
export function useFieldControl(): FieldControlProps | null {
  return useContext(FieldContext);
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

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
      <label htmlFor={controlId} className={styles.label} style={labelHidden ? visuallyHidden : undefined}>
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
