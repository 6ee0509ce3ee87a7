import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@joinery/ui/theme';

export const page = style({
  maxWidth: 1200,
  margin: '0 auto',
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

/**
 * storefront.md §2.1: two columns; on small screens the side column (place order, summary,
 * messages) comes first. The main column stays first in the document for reading order.
 */
export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"side" "main"',
  '@media': {
    [mediaQueries.desktop]: {
      gridTemplateColumns: 'minmax(0, 2fr) minmax(18rem, 1fr)',
      gridTemplateAreas: '"main side"',
      alignItems: 'start',
    },
  },
});

export const main = style({
  gridArea: 'main',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

export const side = style({
  gridArea: 'side',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  '@media': {
    [mediaQueries.desktop]: { position: 'sticky', top: vars.space.md },
  },
});

/** Mobile: place order, then summary, then messages; desktop: summary, place order, messages. */
export const placeOrderSlot = style({
  order: 1,
  '@media': { [mediaQueries.desktop]: { order: 2 } },
});
export const summarySlot = style({ order: 2, '@media': { [mediaQueries.desktop]: { order: 1 } } });
export const messagesSlot = style({ order: 3 });

/** The PO number under an unavailable purchase order option, lined up with a chosen row's details. */
export const unavailableDetails = style({
  paddingInlineStart: `calc(20px + ${vars.space.sm} + ${vars.space.md})`,
  paddingInlineEnd: vars.space.md,
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const sectionHeading = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  fontFamily: vars.font.family.heading,
});

export const addressLines = style({
  margin: 0,
  fontStyle: 'normal',
  lineHeight: vars.font.lineHeight.normal,
});

export const addressRow = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const rowActions = style({
  display: 'flex',
  gap: vars.space.sm,
  paddingLeft: vars.space.xl,
});

export const formGrid = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const fullWidth = style({ gridColumn: '1 / -1' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
});

export const cartList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const cartLine = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: '4rem minmax(0, 1fr)',
  alignItems: 'start',
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
  // The quantity controls take at most 40 % of the line (their own width when that is less, as at
  // 100 % text): with large or long text they wrap within it and leave the product name a column
  // (an `auto` column took its whole width and the name ran under Delete; issue 34).
  '@media': { [mediaQueries.tablet]: { gridTemplateColumns: '5rem minmax(0, 1fr) fit-content(40%)' } },
});

export const cartImage = style({ width: '100%', height: 'auto', borderRadius: vars.radius.sm });

export const cartDetails = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  // A product name longer than its column (large text, a longer language) wraps inside it instead
  // of running under the quantity and Delete controls beside it (issue 34, Text 200 % + Long text).
  overflowWrap: 'anywhere',
});

export const cartTotals = style({
  gridColumn: '2 / -1',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  '@media': { [mediaQueries.tablet]: { gridColumn: 'auto', alignItems: 'flex-end' } },
});

export const muted = style({ color: vars.color.muted, fontSize: vars.font.size.sm, margin: 0 });

/**
 * Fixed columns (issue 47): with the table's automatic layout, the value column widened when the
 * chosen shipping method's name arrived, and every value cell moved left (a layout shift on
 * /checkout). The labels' column fits "Shipping Method"; the values take the rest.
 */
export const summaryTable = style({ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' });

export const summaryRow = style({});

export const summaryLabel = style({
  width: '9em',
  textAlign: 'left',
  verticalAlign: 'baseline',
  fontWeight: vars.font.weight.regular,
  padding: `${vars.space.xxs} 0`,
});

// A gap before each value, so a long one (a shipping method) never runs into its label.
export const summaryValue = style({ textAlign: 'right', verticalAlign: 'baseline', overflowWrap: 'anywhere', padding: `${vars.space.xxs} 0 ${vars.space.xxs} ${vars.space.md}` });

/**
 * The shipping method's name keeps room for two lines (issue 47): the summary first shows "Not
 * Calculated", then the chosen method ("Residential Liftgate Delivery" wraps beside its label on a
 * phone and in the desktop side column), and the rows and sections below would move down.
 */
export const summaryMethod = style({ display: 'block', minBlockSize: '2lh' });

export const summaryTotal = style({
  borderTop: `1px solid ${vars.color.border}`,
  fontWeight: vars.font.weight.bold,
});

export const busy = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const messageList = style({ margin: `${vars.space.xs} 0 0`, paddingLeft: vars.space.lg });

/** ui's one hidden-but-read class. */
export { visuallyHidden } from '@joinery/ui/theme';

export const savedCardList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const savedCard = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  selectors: {
    '&[data-selected]': { borderColor: vars.color.accent, background: vars.color.accentSoft },
  },
});

export const candidates = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const pageHeading = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
});

/** The payment section's body while its code is on its way (issue 33): about three option rows, so nothing below shifts. */
export const paymentPlaceholder = style({
  minHeight: '9rem',
});

/** The payment's code did not arrive (issue 45): the message above Try again, in the same room. */
export const paymentLoadFailed = style({
  minHeight: '9rem',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

/** The notes box's place while its code is on its way (issue 33): label, four rows and the counter. */
export const notesPlaceholder = style({
  minHeight: '9.5rem',
});

/** The messages section while it holds none: no box of its own, so it adds no gap where a screen stacks it (issue 46). */
export const messagesEmpty = style({ display: 'contents' });
