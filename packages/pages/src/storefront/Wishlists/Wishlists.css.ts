import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@joinery/ui/theme';

export const page = style({
  maxWidth: 1200,
  margin: '0 auto',
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  /**
   * Issue 36: a long unbroken list name (10,000 characters saved before the limit) breaks
   * anywhere, in the sidebar, the heading and the tools, instead of widening the page.
   */
  overflowWrap: 'anywhere',
});

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [mediaQueries.desktop]: { gridTemplateColumns: 'minmax(14rem, 1fr) minmax(0, 3fr)', alignItems: 'start' },
  },
});

export const sidebar = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const sidebarList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const sidebarItem = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.xs });
/** A long list name wraps inside the sidebar instead of pushing its Edit button into the content. */
globalStyle(`${sidebarItem} > button:first-child`, { minWidth: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' });
export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
export const tools = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const heading = style({ margin: 0, fontSize: vars.font.size.xl });
export const items = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const item = style({
  display: 'grid',
  gridTemplateColumns: '5rem minmax(0, 1fr)',
  gap: vars.space.md,
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const image = style({ width: '100%', height: 'auto', borderRadius: vars.radius.sm });
export const details = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const facts = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, margin: 0 });
export const fact = style({ display: 'flex', flexDirection: 'column' });
export const muted = style({ color: vars.color.muted, fontSize: vars.font.size.sm, margin: 0 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });
export const preLine = style({ whiteSpace: 'pre-line' });

/**
 * The print view (storefront.md §2.3 print): the list as a document, without navigation or
 * buttons. Applied by the print stylesheet, and by `printView` (a preview of it).
 */
export const printView = style({});
const printRules = {
  hide: { display: 'none' },
  layout: { display: 'block' },
};
globalStyle(`${printView} [data-print="hide"]`, printRules.hide);
globalStyle(`${printView} [data-print="layout"]`, printRules.layout);
globalStyle('header, nav, button, [data-print="hide"]', { '@media': { print: printRules.hide } });
globalStyle('[data-print="layout"]', { '@media': { print: printRules.layout } });
// Print runs 10 ms after the option is chosen, while the Print Options dialog still fades out
// (200 ms): dialogs, their backdrop and toasts (all in the theme's portal) are not printed.
globalStyle('[data-portal-container]', { '@media': { print: printRules.hide } });
