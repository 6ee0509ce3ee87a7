import { findMatches, type HighlightMode } from './findMatches';
import * as styles from './HighlightMatch.css';

export type HighlightEmphasis = (typeof styles.highlightEmphases)[number];

export interface HighlightMatchProps {
  /** The full text to show (a product or user name). */
  text: string;
  /** What the user searched for. */
  query: string;
  /** `prefix` for name-prefix searches, `substring` for "contains" filters. */
  mode?: HighlightMode;
  /** How the match is marked: `highlight` (a background) or `bold`. */
  emphasis?: HighlightEmphasis;
}

/** Renders `text` with the part that matched the search wrapped in `<mark>`. */
export function HighlightMatch({ text, query, mode = 'prefix', emphasis }: HighlightMatchProps) {
  const segments = findMatches(text, query, mode);
  return (
    <>
      {segments.map((segment, index) =>
        segment.match ? (
          <mark key={index} className={styles.mark({ emphasis })}>
            {segment.text}
          </mark>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}
