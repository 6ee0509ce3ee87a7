import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@joinery/ui/theme';

export const formulaTable = style({ width: '100%', borderCollapse: 'collapse' });

globalStyle(`${formulaTable} th, ${formulaTable} td`, {
  textAlign: 'left',
  verticalAlign: 'top',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const labelColumn = style({ width: '16rem' });

export const countRow = style({ marginTop: vars.space.xs });

/** ui's one hidden-but-read class. */
export { visuallyHidden } from '@joinery/ui/theme';
