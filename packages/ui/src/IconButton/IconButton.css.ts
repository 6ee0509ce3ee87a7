import { recipe } from '@vanilla-extract/recipes';

export const iconButtonVariants = ['ghost', 'outline', 'solid'] as const;

/** Square: the icon alone fills the target, 32/40/48 px like the text buttons' heights. */
export const square = recipe({
  base: { padding: 0, flexShrink: 0 },
  variants: {
    size: {
      sm: { width: '32px', height: '32px' },
      md: { width: '40px', height: '40px' },
      lg: { width: '48px', height: '48px' },
    },
  },
  defaultVariants: { size: 'md' },
});
