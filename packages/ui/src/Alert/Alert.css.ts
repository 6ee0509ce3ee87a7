import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { toneStyles } from '../theme/tones.css';

export const alertTones = ['critical', 'info', 'positive', 'caution'] as const;

export const alert = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.md,
    padding: `${vars.space.md} ${vars.space.lg}`,
    borderRadius: vars.radius.md,
    borderStyle: 'solid',
    borderWidth: '1px',
    borderInlineStartWidth: '4px',
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
    // Leave room above a scrolled-to alert for a fixed header.
    scrollMarginBlock: vars.space.xxl,
  },
  variants: {
    tone: toneStyles,
  },
  defaultVariants: { tone: 'info' },
});

export type AlertRecipe = NonNullable<RecipeVariants<typeof alert>>;

export const icon = style({ marginBlockStart: '1px' });
export const body = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});
export const heading = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
});
export const dismiss = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '28px',
  height: '28px',
  margin: `calc(-1 * ${vars.space.xs})`,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { boxShadow: 'inset 0 0 0 1px currentColor' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});
