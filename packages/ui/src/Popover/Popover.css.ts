import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { fadeInOut } from '../Dialog/overlay.css';

export const popoverSizes = ['auto', 'sm', 'md'] as const;

export const content = recipe({
  base: [
    fadeInOut,
    {
      zIndex: vars.zIndex.popover,
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.sm,
      maxWidth: 'calc(100vw - 16px)',
      maxHeight: 'var(--radix-popover-content-available-height)',
      overflowY: 'auto',
      padding: vars.space.lg,
      borderRadius: vars.radius.md,
      border: `1px solid ${vars.color.border}`,
      backgroundColor: vars.color.raised,
      color: vars.color.text,
      boxShadow: vars.shadow.md,
      fontFamily: vars.font.family.body,
      fontSize: vars.font.size.sm,
      selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}` } },
    },
  ],
  variants: {
    size: {
      auto: {},
      sm: { width: '240px' },
      md: { width: '360px' },
    },
  },
  defaultVariants: { size: 'auto' },
});

export type PopoverRecipe = NonNullable<RecipeVariants<typeof content>>;

export const arrow = style({ fill: vars.color.raised, stroke: vars.color.border });
export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
});
export const title = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
});
