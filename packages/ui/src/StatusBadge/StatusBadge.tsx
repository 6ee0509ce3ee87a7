import type { ReactNode } from 'react';
import * as styles from './StatusBadge.css';

export type StatusBadgeTone = (typeof styles.statusBadgeTones)[number];
export type StatusBadgeSize = (typeof styles.statusBadgeSizes)[number];

export interface StatusBadgeProps {
  /** The state in words ("Published", "Unpublished", "Active"): colour never carries it alone. */
  children: ReactNode;
  /** Colour of the badge and its dot: `neutral` (default), `accent`, `info`, `positive`, `caution` or `critical`. */
  tone?: StatusBadgeTone;
  /** Badge size: `sm` or `md`. */
  size?: StatusBadgeSize;
  /** Extra class for the badge. */
  className?: string;
}

/** A short, read-only status label in a table cell or a header. */
export function StatusBadge({ children, tone, size, className }: StatusBadgeProps) {
  return (
    <span
      className={[styles.badge({ tone, size }), className].filter(Boolean).join(' ')}
      data-tone={tone ?? 'neutral'}
    >
      <span className={styles.dot} aria-hidden="true" />
      {children}
    </span>
  );
}
