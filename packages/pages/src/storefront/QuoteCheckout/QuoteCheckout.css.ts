import { style } from '@vanilla-extract/css';
import { vars } from '@joinery/ui/theme';
import { QUOTE_DESKTOP_BREAKPOINT_PX } from '@joinery/flows/storefront/quoteCheckout';

/** storefront.md §2.2, §9: wide means above 767 px. */
const wide = `screen and (min-width: ${QUOTE_DESKTOP_BREAKPOINT_PX + 1}px)`;

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [wide]: {
      gridTemplateColumns: 'minmax(0, 2fr) minmax(16rem, 1fr)',
      alignItems: 'start',
    },
  },
});

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

/** The sticky right column: summary and the submit button (wide screens only). */
export const side = style({
  display: 'none',
  '@media': {
    [wide]: {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.md,
      position: 'sticky',
      top: vars.space.md,
    },
  },
});

/** On narrow screens the submit button sits above and below the content. */
export const narrowOnly = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  '@media': { [wide]: { display: 'none' } },
});

export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const summaryRow = style({ display: 'flex', justifyContent: 'space-between', margin: 0 });
