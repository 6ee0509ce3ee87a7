import { useMemo } from 'react';
import * as styles from './RichTextView.css';
import { sanitizeHtml } from './sanitizeHtml';

export type RichTextSize = (typeof styles.richTextSizes)[number];

export interface RichTextViewProps {
  /** HTML from the server; it is sanitised before it reaches the page. */
  html: string;
  /** Body text size: `sm` or `md`. */
  size?: RichTextSize;
  /** Names the block when it stands alone ("Description"). */
  'aria-label'?: string;
  /** Extra class for the block. */
  className?: string;
}

/** Shows server HTML (a product description, a location's page text) safely, with Joinery type. */
export function RichTextView({
  html,
  size,
  'aria-label': ariaLabel,
  className,
}: RichTextViewProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div
      className={[styles.prose({ size }), styles.proseRoot, className].filter(Boolean).join(' ')}
      role={ariaLabel ? 'region' : undefined}
      aria-label={ariaLabel}
      // Safe: sanitised by DOMPurify just above.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
