import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { toneStyles } from '../theme/tones.css';

export const toastTones = ['info', 'positive', 'caution', 'critical'] as const;

const slideIn = keyframes({
  from: { transform: 'translateY(100%)' },
  to: { transform: 'translateY(0)' },
});
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

export const viewport = style({
  position: 'fixed',
  bottom: 0,
  right: 0,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '380px',
  maxWidth: '100vw',
  margin: 0,
  padding: vars.space.lg,
  listStyle: 'none',
  outline: 'none',
});

export const toast = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    alignItems: 'start',
    gap: vars.space.sm,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    border: '1px solid',
    borderInlineStartWidth: '4px',
    boxShadow: vars.shadow.md,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.sm,
    selectors: {
      '&[data-state="open"]': { animation: `${slideIn} ${vars.motion.fade} ${vars.motion.easing}` },
      '&[data-state="closed"]': {
        animation: `${fadeOut} ${vars.motion.fade} ${vars.motion.easing}`,
      },
      '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
      '&[data-swipe="end"]': { animation: `${fadeOut} ${vars.motion.fade} ${vars.motion.easing}` },
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    },
  },
  variants: {
    tone: toneStyles,
  },
  defaultVariants: { tone: 'info' },
});

export type ToastRecipe = NonNullable<RecipeVariants<typeof toast>>;

export const title = style({ fontWeight: vars.font.weight.semibold });
export const description = style({ marginBlockStart: vars.space.xxs });
export const close = style({
  display: 'inline-flex',
  padding: vars.space.xxs,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { boxShadow: 'inset 0 0 0 1px currentColor' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}` },
  },
});
