import { useId, type ReactNode } from 'react';
import * as styles from './Card.css';

export type CardVariant = (typeof styles.cardVariants)[number];
export type CardPadding = (typeof styles.cardPaddings)[number];

export interface CardProps {
  /** A heading for the card; with it the card becomes a labelled section. */
  heading?: ReactNode;
  /** Level of the heading element: `2` (default), `3` or `4`; the look stays the same. */
  headingLevel?: 2 | 3 | 4;
  /** Controls at the end of the header row (an edit button, a menu). */
  actions?: ReactNode;
  /** Surface: `outline` (bordered), `elevated` (shadow) or `sunken` (recessed background). */
  variant?: CardVariant;
  /** Inner padding from the space scale: `none`, `sm`, `md` or `lg`. */
  padding?: CardPadding;
  /** The card's content. */
  children?: ReactNode;
  /** Extra class for the card. */
  className?: string;
}

/**
 * A surface that groups related content: a summary block, a section of a form, a wish list.
 * With a heading it renders a `<section>` named by it, so it shows up as a landmark.
 */
export function Card({
  heading,
  headingLevel = 2,
  actions,
  variant,
  padding,
  children,
  className,
}: CardProps) {
  const headingId = useId();
  const classes = [styles.card({ variant, padding }), className].filter(Boolean).join(' ');
  if (!heading) {
    return (
      <div className={classes} data-variant={variant ?? 'outline'}>
        {actions && <div className={styles.header}>{actions}</div>}
        {children}
      </div>
    );
  }
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={classes} aria-labelledby={headingId} data-variant={variant ?? 'outline'}>
      <div className={styles.header}>
        <Heading id={headingId} className={styles.heading}>
          {heading}
        </Heading>
        {actions}
      </div>
      {children}
    </section>
  );
}
