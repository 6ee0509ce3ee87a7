import { VisuallyHidden } from 'radix-ui';
import * as styles from './Spinner.css';

export type SpinnerSize = (typeof styles.spinnerSizes)[number];
export type SpinnerTone = (typeof styles.spinnerTones)[number];

export interface SpinnerProps {
  /** Spinner size: `sm`, `md` or `lg`. */
  size?: SpinnerSize;
  /** Colour: `accent`, `neutral`, or `current` to follow the surrounding text. */
  tone?: SpinnerTone;
  /**
   * What is loading, for screen readers ("Loading products"). Without a label the spinner is
   * decorative: use that when the text next to it already says what is happening.
   */
  label?: string;
  /** Extra class for the spinning ring. */
  className?: string;
}

/** A busy indicator. With a `label` it is a polite live region, so the wait is announced once. */
export function Spinner({ size, tone, label, className }: SpinnerProps) {
  const ring = (
    <span
      className={[styles.spinner({ size, tone }), className].filter(Boolean).join(' ')}
      aria-hidden="true"
    />
  );
  if (!label) return ring;
  return (
    <span role="status">
      {ring}
      <VisuallyHidden.Root>{label}</VisuallyHidden.Root>
    </span>
  );
}
