import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { revealHeight } from '../theme/revealHeight';

export const sideMenuWidths = ['sm', 'md'] as const;
export const menuLevels = ['top', 'middle', 'leaf'] as const;

export const nav = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    padding: vars.space.sm,
    backgroundColor: vars.color.raised,
    borderInlineEnd: `1px solid ${vars.color.border}`,
    color: vars.color.text,
    overflowY: 'auto',
    selectors: { '&[data-collapsed]': { width: 'auto' } },
  },
  variants: {
    width: {
      sm: { width: '220px' },
      md: { width: '272px' },
    },
  },
  defaultVariants: { width: 'md' },
});

export type SideMenuRecipe = NonNullable<RecipeVariants<typeof nav>>;

export const collapseToggle = style({ alignSelf: 'flex-end' });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const nested = style({
  paddingInlineStart: vars.space.md,
  marginBlockStart: vars.space.xxs,
});

const entryBase = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  width: '100%',
  minHeight: '36px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
} as const;

export const entry = recipe({
  base: {
    ...entryBase,
    selectors: {
      '&:hover': { backgroundColor: vars.color.sunken },
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
      // Marked by colour and the bar, not by weight: a bolder label can need a second line
      // and push the entries below it away from the pointer as its screen arrives (issue 36).
      '&[aria-current="page"]': {
        backgroundColor: vars.color.accentSoft,
        color: vars.color.text,
        boxShadow: `inset 3px 0 0 ${vars.color.accent}`,
      },
    },
  },
  variants: {
    level: {
      top: { fontWeight: vars.font.weight.semibold },
      middle: {},
      leaf: { color: vars.color.muted },
    },
  },
});

export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxs });
export const chevron = style({
  transition: `transform ${vars.motion.fade} ${vars.motion.easing}`,
  selectors: { '[data-state="open"] > &': { transform: 'rotate(180deg)' } },
});
export const submenuToggle = style({
  ...entryBase,
  width: 'auto',
  flexShrink: 0,
  selectors: {
    '&:hover': { backgroundColor: vars.color.sunken },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

export const content = revealHeight('--radix-collapsible-content-height');
