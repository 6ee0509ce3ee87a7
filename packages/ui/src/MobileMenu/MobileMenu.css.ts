import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const drawerSides = ['start', 'end'] as const;

const slideFromStart = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(0)' },
});
const slideFromEnd = keyframes({
  from: { transform: 'translateX(100%)' },
  to: { transform: 'translateX(0)' },
});

export const drawer = recipe({
  base: {
    position: 'fixed',
    top: 0,
    bottom: 0,
    zIndex: vars.zIndex.modal,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    width: 'min(320px, 88vw)',
    padding: vars.space.lg,
    overflowY: 'auto',
    backgroundColor: vars.color.raised,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    fontFamily: vars.font.family.body,
    selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}` } },
  },
  variants: {
    side: {
      start: {
        left: 0,
        selectors: {
          '&[data-state="open"]': {
            animation: `${slideFromStart} ${vars.motion.fade} ${vars.motion.easing}`,
          },
        },
      },
      end: {
        right: 0,
        selectors: {
          '&[data-state="open"]': {
            animation: `${slideFromEnd} ${vars.motion.fade} ${vars.motion.easing}`,
          },
        },
      },
    },
  },
  defaultVariants: { side: 'start' },
});

export type MobileMenuRecipe = NonNullable<RecipeVariants<typeof drawer>>;

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});
export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});
