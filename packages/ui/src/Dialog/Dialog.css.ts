import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { fadeInOut } from './overlay.css';

export const dialogSizes = ['sm', 'md', 'lg'] as const;

export const content = recipe({
  base: [
    fadeInOut,
    {
      position: 'fixed',
      top: '50%',
      left: '50%',
      transform: 'translate(-50%, -50%)',
      zIndex: vars.zIndex.modal,
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.lg,
      width: `calc(100vw - 2 * ${vars.space.lg})`,
      maxHeight: `calc(100dvh - 2 * ${vars.space.xl})`,
      padding: vars.space.xl,
      borderRadius: vars.radius.lg,
      backgroundColor: vars.color.raised,
      color: vars.color.text,
      boxShadow: vars.shadow.lg,
      fontFamily: vars.font.family.body,
      selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}` } },
    },
  ],
  variants: {
    size: {
      sm: { maxWidth: '420px' },
      md: { maxWidth: '600px' },
      lg: { maxWidth: '880px' },
    },
  },
  defaultVariants: { size: 'md' },
});

export type DialogRecipe = NonNullable<RecipeVariants<typeof content>>;

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});
export const headings = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});
export const body = style({ overflowY: 'auto', minHeight: 0, flex: '1 1 auto' });
