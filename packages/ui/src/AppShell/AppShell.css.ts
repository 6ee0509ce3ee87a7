import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { mediaQueries, vars } from '../theme/contract.css';

export const appShellHeaderTones = ['raised', 'accent'] as const;

export const shell = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100%',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
});

export const skipLink = style({
  position: 'absolute',
  left: vars.space.sm,
  top: vars.space.sm,
  zIndex: vars.zIndex.tooltip,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.raised,
  color: vars.color.accent,
  fontWeight: vars.font.weight.semibold,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none', outline: `2px solid ${vars.color.focusRing}` } },
});

export const header = recipe({
  base: {
    position: 'sticky',
    top: 0,
    zIndex: vars.zIndex.header,
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.md,
    minHeight: '56px',
    padding: `${vars.space.xs} ${vars.space.lg}`,
    boxShadow: vars.shadow.sm,
  },
  variants: {
    tone: {
      raised: {
        backgroundColor: vars.color.raised,
        color: vars.color.text,
        borderBottom: `1px solid ${vars.color.border}`,
      },
      accent: { backgroundColor: vars.color.accent, color: vars.color.accentText },
    },
  },
  defaultVariants: { tone: 'raised' },
});

export type AppShellRecipe = NonNullable<RecipeVariants<typeof header>>;

export const logo = style({ display: 'flex', alignItems: 'center', minWidth: 0 });
export const spacer = style({ flex: '1 1 auto' });
export const account = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });
export const profileLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: 'inherit',
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
      borderRadius: vars.radius.sm,
    },
  },
});

export const mobileOnly = style({ '@media': { [mediaQueries.desktop]: { display: 'none' } } });
export const desktopOnly = style({
  display: 'none',
  '@media': { [mediaQueries.desktop]: { display: 'flex' } },
});

export const warning = style({
  padding: `${vars.space.sm} ${vars.space.lg}`,
  backgroundColor: vars.color.cautionSoft,
  color: vars.color.cautionText,
  borderBottom: `1px solid ${vars.color.caution}`,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

export const body = style({ display: 'flex', flex: '1 1 auto', minHeight: 0 });
export const sidebar = style({
  position: 'sticky',
  top: '56px',
  alignSelf: 'flex-start',
  maxHeight: 'calc(100vh - 56px)',
});
export const main = style({
  position: 'relative',
  flex: '1 1 auto',
  minWidth: 0,
  padding: vars.space.xl,
  selectors: { '&:focus': { outline: 'none' } },
});

const appear = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/**
 * The bar along the main area's top edge while the next page loads: over the page, moving nothing,
 * and only once the wait is noticeable (a page whose code is at hand never flashes it).
 */
export const navigationProgress = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInline: 0,
  animation: `${appear} 1ms linear 200ms both`,
});
