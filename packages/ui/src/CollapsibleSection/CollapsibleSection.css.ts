import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const collapsibleSectionVariants = ['card', 'plain'] as const;

export const section = recipe({
  base: { display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 },
  variants: {
    variant: {
      card: {
        padding: vars.space.lg,
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.lg,
        backgroundColor: vars.color.raised,
      },
      plain: { paddingBlock: vars.space.md, borderBottom: `1px solid ${vars.color.border}` },
    },
  },
  defaultVariants: { variant: 'card' },
});

export type CollapsibleSectionRecipe = NonNullable<RecipeVariants<typeof section>>;

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
});
export const heading = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});
export const summary = style({ color: vars.color.text, minWidth: 0 });

const open = keyframes({
  from: { height: 0 },
  to: { height: 'var(--radix-collapsible-content-height)' },
});
const close = keyframes({
  from: { height: 'var(--radix-collapsible-content-height)' },
  to: { height: 0 },
});

export const content = style({
  overflow: 'hidden',
  selectors: {
    '&[data-state="open"]': { animation: `${open} ${vars.motion.fade} ${vars.motion.easing}` },
    '&[data-state="closed"]': { animation: `${close} ${vars.motion.fade} ${vars.motion.easing}` },
  },
});
