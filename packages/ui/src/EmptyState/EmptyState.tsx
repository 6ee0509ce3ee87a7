import type { ReactNode } from 'react';
import { Icon, type IconName } from '../Icon';
import * as styles from './EmptyState.css';

export type EmptyStateSize = (typeof styles.emptyStateSizes)[number];
export type EmptyStateAlign = (typeof styles.emptyStateAligns)[number];

export interface EmptyStateProps {
  /** What is empty: the list's name ("Product Bricks", "Locations"). */
  heading: ReactNode;
  /** The notice itself ("No Records"). */
  text: ReactNode;
  /** Heading level that fits the page outline; `h2` by default. */
  headingLevel?: 2 | 3 | 4;
  /** Icon above the heading; a magnifying glass (`search`) by default. */
  icon?: IconName;
  /** A way forward, e.g. a "Create Brick" button. */
  action?: ReactNode;
  /** `sm` inside a panel or table, `md` for a whole page. */
  size?: EmptyStateSize;
  /** `center` (default) or `start` to align with the content around it. */
  align?: EmptyStateAlign;
  /** Extra class for the notice. */
  className?: string;
}

/**
 * The notice a list shows when it has nothing to show, e.g. heading "Product Bricks" and text
 * "No Records". It is a polite live region so a search that empties the list is announced.
 */
export function EmptyState({
  heading,
  text,
  headingLevel = 2,
  icon = 'search',
  action,
  size,
  align,
  className,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      role="status"
      className={[styles.emptyState({ size, align }), className].filter(Boolean).join(' ')}
    >
      <Icon name={icon} className={styles.icon} />
      <Heading className={styles.heading}>{heading}</Heading>
      <p className={styles.text}>{text}</p>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
