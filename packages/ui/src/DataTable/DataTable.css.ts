import { globalStyle, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const dataTableDensities = ['compact', 'comfortable'] as const;
export const cellAligns = ['start', 'center', 'end'] as const;

/** Estimated row heights per density, for the virtualiser before it measures. */
export const rowHeightEstimate = { compact: 37, comfortable: 49 } as const;
/**
 * A row with actions: its 32 px icon buttons and the cell's padding and border make it taller than
 * a compact row (32 + 2 × 4 + 1). An estimate that matches spares the virtualiser a correction
 * (and a render) for every row scrolled into view (issue 47).
 */
export const actionRowHeightEstimate = { compact: 41, comfortable: 49 } as const;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});
export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  minHeight: '32px',
});
export const counter = style({
  fontSize: vars.font.size.sm,
  color: vars.color.muted,
  fontVariantNumeric: 'tabular-nums',
});

export const scroller = style({
  position: 'relative',
  overflow: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.raised,
  // Rows scroll under the sticky header without jumping when the scrollbar appears.
  scrollbarGutter: 'stable',
  // The frame takes the width its container gives it, never its wide table's: on a phone the
  // table scrolls inside the frame instead of pushing the frame (and its card) off screen.
  contain: 'inline-size',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});

export const table = recipe({
  base: {
    width: '100%',
    // Fixed layout keeps column widths still while virtual rows come and go.
    tableLayout: 'fixed',
    borderCollapse: 'separate',
    borderSpacing: 0,
    color: vars.color.text,
  },
  variants: {
    density: {
      compact: { fontSize: vars.font.size.sm },
      comfortable: { fontSize: vars.font.size.md },
    },
  },
  defaultVariants: { density: 'compact' },
});

export type DataTableRecipe = NonNullable<RecipeVariants<typeof table>>;

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  maxWidth: '100%',
  margin: `calc(-1 * ${vars.space.xxs})`,
  padding: vars.space.xxs,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}` },
  },
});

export const sortIcon = style({
  color: vars.color.muted,
  selectors: {
    '[aria-sort="ascending"] &, [aria-sort="descending"] &': { color: vars.color.accent },
  },
});

export const row = style({
  // Opaque, so the pinned first column (which takes its row's colour) hides what scrolls under it.
  backgroundColor: vars.color.raised,
  selectors: {
    '&:hover': { backgroundColor: vars.color.sunken },
    '&[data-selected]': { backgroundColor: vars.color.accentSoft },
    // Greyed rows (a holiday already past, say): muted text, still readable (AA contrast).
    '&[data-muted]': { color: vars.color.muted },
  },
});

/**
 * A button or link in a cell (row actions aside) wraps between words when its column is narrower
 * than its label (Text 200 %, a longer language), instead of being cut by the cell (issue 34).
 */
const cellContent = style({});

export const cell = recipe({
  base: [cellContent, {
    padding: `${vars.space.xs} ${vars.space.md}`,
    borderBottom: `1px solid ${vars.color.border}`,
    verticalAlign: 'middle',
    overflowWrap: 'anywhere',
    fontWeight: 'inherit',
  }],
  variants: {
    align: {
      start: { textAlign: 'start' },
      center: { textAlign: 'center' },
      end: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
    },
    density: {
      compact: { height: `${rowHeightEstimate.compact}px` },
      comfortable: { height: `${rowHeightEstimate.comfortable}px`, paddingBlock: vars.space.sm },
    },
  },
  defaultVariants: { align: 'start', density: 'compact' },
});

/**
 * A custom cell's content wider than its column (a badge, say) is cut rather than drawn over the
 * next one. Only custom cells are clipped: a value's text wraps anywhere, so it never overflows, and
 * a clip on every cell gave each scrolled-in row seven more clip nodes to build and paint (issue 47).
 */
export const clippedCell = style({ overflow: 'hidden' });

/** Defined after `cell` so the header's own padding and border win over the body cell's. */
export const headerCell = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  padding: `${vars.space.sm} ${vars.space.md}`,
  backgroundColor: vars.color.sunken,
  borderBottom: `1px solid ${vars.color.borderStrong}`,
  fontWeight: vars.font.weight.semibold,
  verticalAlign: 'bottom',
  // A long header wraps between its words rather than being cut ("Last Edi…") or broken mid-word.
  overflowWrap: 'normal',
  overflow: 'hidden',
});

/** Row headers read like the other cells; they are headers for screen readers only. */
export const rowHeader = style({ fontWeight: vars.font.weight.medium, textAlign: 'start' });

export const selectCell = style({ width: '44px', textAlign: 'center' });
// Room for the action buttons' focus rings, which the other cells' clipping would cut.
export const actionsCell = style({ whiteSpace: 'nowrap', overflow: 'visible' });
globalStyle(`${cellContent}:not(${actionsCell}) :is(button, a)`, { whiteSpace: 'normal', maxWidth: '100%' });
export const actions = style({ display: 'inline-flex', gap: vars.space.xxs });
export const spacer = style({ padding: 0, border: 'none' });

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '18px',
  height: '18px',
  padding: 0,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.raised,
  color: vars.color.accentText,
  cursor: 'pointer',
  verticalAlign: 'middle',
  selectors: {
    '&[data-state="checked"], &[data-state="indeterminate"]': {
      backgroundColor: vars.color.accent,
      borderColor: vars.color.accent,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const footer = style({ display: 'flex', justifyContent: 'center' });

/**
 * The first column stays in view when a wide table scrolls sideways (on a phone, or with many
 * columns): body cells take their row's background (hover, selected), header cells keep theirs.
 */
const pinnedEdge = { boxShadow: `inset -1px 0 0 ${vars.color.border}` };
export const pinnedCell = style({ position: 'sticky', left: 0, zIndex: 1, backgroundColor: 'inherit', ...pinnedEdge });
export const pinnedHeaderCell = style({ left: 0, zIndex: `calc(${vars.zIndex.sticky} + 1)`, ...pinnedEdge });
/** The selection checkboxes, pinned before the first column: the edge is drawn after that column only. */
export const pinnedSelectCell = style({ boxShadow: 'none' });
/** After the selection checkboxes, which are pinned too. */
export const pinnedAfterSelect = style({ left: '44px' });
