export const highlightModes = ['prefix', 'substring'] as const;
export type HighlightMode = (typeof highlightModes)[number];

export interface TextSegment {
  text: string;
  match: boolean;
}

/**
 * Splits `text` into matched and unmatched runs, case-insensitively. `prefix` matches only at
 * the start (the list searches by name prefix); `substring` marks every occurrence (the SOW
 * list's project-name filter). An empty query matches nothing.
 */
export function findMatches(text: string, query: string, mode: HighlightMode): TextSegment[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [{ text, match: false }];
  const haystack = text.toLocaleLowerCase();
  if (mode === 'prefix') {
    if (!haystack.startsWith(needle)) return [{ text, match: false }];
    const rest = text.slice(needle.length);
    return rest
      ? [
          { text: text.slice(0, needle.length), match: true },
          { text: rest, match: false },
        ]
      : [{ text, match: true }];
  }
  const segments: TextSegment[] = [];
  let cursor = 0;
  for (
    let found = haystack.indexOf(needle);
    found !== -1;
    found = haystack.indexOf(needle, cursor)
  ) {
    if (found > cursor) segments.push({ text: text.slice(cursor, found), match: false });
    segments.push({ text: text.slice(found, found + needle.length), match: true });
    cursor = found + needle.length;
  }
  if (cursor < text.length) segments.push({ text: text.slice(cursor), match: false });
  return segments;
}
