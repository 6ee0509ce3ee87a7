import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const progressTones = ['accent', 'positive', 'critical'] as const;
export const progressSizes = ['sm', 'md'] as const;

export const wrapper = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});
export const labelRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  fontSize: vars.font.size.sm,
  color: vars.color.text,
});
export const valueText = style({ fontVariantNumeric: 'tabular-nums', color: vars.color.muted });

export const track = recipe({
  base: {
    position: 'relative',
    overflow: 'hidden',
    width: '100%',
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.sunken,
    // The border keeps the empty track visible against every surface (WCAG 1.4.11).
    border: `1px solid ${vars.color.borderStrong}`,
  },
  variants: {
    size: { sm: { height: '8px' }, md: { height: '14px' } },
  },
  defaultVariants: { size: 'md' },
});

const sweep = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(300%)' },
});

export const indicator = recipe({
  base: {
    height: '100%',
    width: '100%',
    transition: `transform ${vars.motion.fade} ${vars.motion.easing}`,
    selectors: {
      // Unknown length: a third-width bar that sweeps along the track (with reduced motion it
      // sits at the start); Radix sets data-state.
      '&[data-state="indeterminate"]': {
        width: '33%',
        animation: `${sweep} 1.6s ease-in-out infinite`,
      },
    },
  },
  variants: {
    tone: {
      accent: { backgroundColor: vars.color.accent },
      positive: { backgroundColor: vars.color.positive },
      critical: { backgroundColor: vars.color.critical },
    },
  },
  defaultVariants: { tone: 'accent' },
});

export type ProgressRecipe = NonNullable<RecipeVariants<typeof track>> &
  NonNullable<RecipeVariants<typeof indicator>>;
