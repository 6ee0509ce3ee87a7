import { style, globalStyle } from '@vanilla-extract/css';
import { vars } from '@joinery/ui/theme';

export const page = style({
  maxWidth: 1200,
  margin: '0 auto',
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

/** Focused as the page arrives (issue 46), to be read, not operated: no focus ring. */
export const heading = style({ outline: 'none' });

/** The lines and totals beside the shipping address on a desk, above it on a phone. */
export const details = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    'screen and (min-width: 768px)': {
      gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
      alignItems: 'start',
    },
  },
});

export const lines = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
});
globalStyle(`${lines} th, ${lines} td`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
});
globalStyle(`${lines} thead th`, {
  color: vars.color.muted,
  fontWeight: vars.font.weight.semibold,
});
globalStyle(`${lines} tbody th`, { fontWeight: vars.font.weight.medium });

export const number = style({
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
globalStyle(`${lines} th${number}, ${lines} td${number}`, { textAlign: 'end' });

export const totals = style({ marginTop: vars.space.md, marginLeft: 'auto', maxWidth: '22rem' });

export const address = style({
  display: 'flex',
  flexDirection: 'column',
  fontStyle: 'normal',
  lineHeight: 1.5,
});

export const sku = style({
  display: 'block',
  color: vars.color.muted,
  fontWeight: vars.font.weight.regular,
  fontSize: vars.font.size.xs,
});
