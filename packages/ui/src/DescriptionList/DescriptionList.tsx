import type { ReactNode } from 'react';
import * as styles from './DescriptionList.css';
import { descriptionListMessages } from './messages';

export type DescriptionListLayout = (typeof styles.descriptionListLayouts)[number];
export type DescriptionListSize = (typeof styles.descriptionListSizes)[number];

export interface DescriptionListItem {
  /** The field name ("Email"). */
  term: ReactNode;
  /** Its value; an empty one shows `emptyText`. */
  description: ReactNode;
  /** Stable key; defaults to the term when it is a string. */
  id?: string;
}

export interface DescriptionListProps {
  /** The term/value pairs, in order. */
  items: DescriptionListItem[];
  /** `stacked`: term above value; `inline`: term beside value; `columns`: stacked pairs flowing into as many columns as fit. */
  layout?: DescriptionListLayout;
  /** Text size: `sm` or `md`. */
  size?: DescriptionListSize;
  /** What an empty value reads as (null, undefined or ''); an em dash by default. */
  emptyText?: ReactNode;
  /** Names the list, e.g. "User Info". */
  'aria-label'?: string;
  /** Extra class for the list. */
  className?: string;
}

const isEmpty = (value: ReactNode) => value === null || value === undefined || value === '';

/**
 * Read-only field/value pairs: My Account, a product's General panel, a user's details. A real
 * `<dl>`, so each value is read with its term.
 */
export function DescriptionList({
  items,
  layout = 'columns',
  size,
  emptyText = descriptionListMessages.empty,
  'aria-label': ariaLabel,
  className,
}: DescriptionListProps) {
  return (
    <dl
      className={[styles.list({ layout, size }), className].filter(Boolean).join(' ')}
      aria-label={ariaLabel}
    >
      {items.map((item, index) => (
        <div
          key={item.id ?? (typeof item.term === 'string' ? item.term : index)}
          className={styles.pair({ layout })}
        >
          <dt className={styles.term}>{item.term}</dt>
          <dd className={styles.description}>
            {isEmpty(item.description) ? (
              <span className={styles.empty}>{emptyText}</span>
            ) : (
              item.description
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
