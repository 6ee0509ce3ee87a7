import { keyframes } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;
export const spinnerTones = ['accent', 'neutral', 'current'] as const;

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: vars.radius.full,
    borderStyle: 'solid',
    borderRightColor: 'transparent',
    animation: `${spin} 700ms linear infinite`,
    verticalAlign: 'middle',
  },
  variants: {
    size: {
      sm: { width: '16px', height: '16px', borderWidth: '2px' },
      md: { width: '24px', height: '24px', borderWidth: '3px' },
      lg: { width: '40px', height: '40px', borderWidth: '4px' },
    },
    tone: {
      accent: { borderColor: vars.color.accent, borderRightColor: 'transparent' },
      neutral: { borderColor: vars.color.muted, borderRightColor: 'transparent' },
      current: { borderColor: 'currentColor', borderRightColor: 'transparent' },
    },
  },
  defaultVariants: { size: 'md', tone: 'accent' },
});

export type SpinnerRecipe = NonNullable<RecipeVariants<typeof spinner>>;
