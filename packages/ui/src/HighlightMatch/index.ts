export { HighlightMatch, type HighlightMatchProps, type HighlightEmphasis } from './HighlightMatch';
export { highlightEmphases } from './HighlightMatch.css';
export { findMatches, highlightModes, type HighlightMode, type TextSegment } from './findMatches';
