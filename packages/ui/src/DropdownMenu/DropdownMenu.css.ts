import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { fadeInOut } from '../Dialog/overlay.css';

export const menuItemTones = ['neutral', 'critical'] as const;

export const content = style([
  fadeInOut,
  {
    zIndex: vars.zIndex.popover,
    minWidth: '180px',
    maxHeight: 'var(--radix-dropdown-menu-content-available-height)',
    overflowY: 'auto',
    padding: vars.space.xs,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
    backgroundColor: vars.color.raised,
    color: vars.color.text,
    boxShadow: vars.shadow.md,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.sm,
  },
]);

export const item = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: '36px',
    padding: `${vars.space.xs} ${vars.space.md}`,
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
    outline: 'none',
    userSelect: 'none',
    selectors: {
      '&[data-highlighted]': { backgroundColor: vars.color.accentSoft },
      '&[data-disabled]': { color: vars.color.muted, cursor: 'not-allowed' },
    },
  },
  variants: {
    tone: {
      neutral: { color: vars.color.text },
      critical: {
        color: vars.color.criticalText,
        selectors: { '&[data-highlighted]': { backgroundColor: vars.color.criticalSoft } },
      },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type MenuItemRecipe = NonNullable<RecipeVariants<typeof item>>;

export const label = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.muted,
});
export const separator = style({
  height: '1px',
  margin: `${vars.space.xs} 0`,
  backgroundColor: vars.color.border,
});
