import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The token shown in a preview (set per cell with assignInlineVars). */
export const previewValue = createVar();

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.sm });
export const headerCell = style({ textAlign: 'start', padding: vars.space.sm, borderBottom: `2px solid ${vars.color.borderStrong}` });
export const nameCell = style({ padding: vars.space.sm, borderBottom: `1px solid ${vars.color.border}`, verticalAlign: 'middle', textAlign: 'start' });
/**
 * Each value cell carries its theme's class, so its preview shows the real theme: its own text
 * colour on its own surface. The docs page's table styles (Storybook's `table tr td`, one text
 * colour for every cell) otherwise win, and the staffDark values read dark on dark.
 */
export const valueCell = style({
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
  selectors: {
    [`${table} tr > &`]: { color: vars.color.text, backgroundColor: vars.color.surface },
  },
});
export const value = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const code = style({ fontFamily: vars.font.family.mono, fontSize: vars.font.size.xs, color: 'inherit' });

export const swatch = style({
  width: '32px',
  height: '24px',
  flexShrink: 0,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: previewValue,
});
export const spaceBar = style({ width: previewValue, height: '12px', flexShrink: 0, backgroundColor: vars.color.accent, borderRadius: vars.radius.sm });
export const radiusBox = style({
  width: '32px',
  height: '24px',
  flexShrink: 0,
  border: `2px solid ${vars.color.accent}`,
  borderRadius: previewValue,
});
export const shadowBox = style({
  width: '40px',
  height: '24px',
  flexShrink: 0,
  backgroundColor: vars.color.raised,
  borderRadius: vars.radius.sm,
  boxShadow: previewValue,
});
/** A type sample for each kind of font token. */
export const fontSample = styleVariants({
  family: { fontFamily: previewValue },
  size: { fontSize: previewValue },
  weight: { fontWeight: previewValue },
  lineHeight: { lineHeight: previewValue, outline: `1px dashed ${vars.color.border}` },
});
