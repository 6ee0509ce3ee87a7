import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@joinery/ui/theme';

/** The colour of a colour-type selector (back-office-products.md §2 Image). */
export const swatchColor = createVar();

export const colorBlock = style({
  width: '4rem',
  height: '4rem',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: swatchColor,
});

export const attributeList = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
});

export const stockTable = style({
  borderCollapse: 'collapse',
  width: '100%',
  maxWidth: '40rem',
});

// vanilla-extract refuses `& th` inside style(): descendants are styled with globalStyle.
globalStyle(`${stockTable} th, ${stockTable} td`, {
  textAlign: 'start',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
