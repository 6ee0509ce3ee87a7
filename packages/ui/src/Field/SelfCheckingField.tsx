import { useState, type ReactNode } from 'react';
import { Field, type FieldFrameProps } from './Field';

export interface SelfCheckingFieldProps extends FieldFrameProps {
  /** Renders the control; it calls `reportProblem` with its own message, or `null` once fixed. */
  children: (reportProblem: (problem: string | null) => void) => ReactNode;
}

/**
 * A Field whose control checks its own input (a typed date, a chosen file's type) and reports
 * what is wrong. The caller's `error` wins; otherwise the control's problem is shown, with the
 * user's input left as it is.
 */
export function SelfCheckingField({ error, children, ...frame }: SelfCheckingFieldProps) {
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Field {...frame} error={error ?? problem ?? undefined}>
      {children(setProblem)}
    </Field>
  );
}
