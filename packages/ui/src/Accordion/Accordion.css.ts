import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { revealHeight } from '../theme/revealHeight';

export const accordionVariants = ['separated', 'flush'] as const;

export const root = recipe({
  base: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  variants: {
    variant: {
      separated: { gap: vars.space.sm },
      flush: { borderBlock: `1px solid ${vars.color.border}` },
    },
  },
  defaultVariants: { variant: 'separated' },
});

export type AccordionRecipe = NonNullable<RecipeVariants<typeof root>>;

export const item = recipe({
  base: { minWidth: 0, backgroundColor: vars.color.raised },
  variants: {
    variant: {
      separated: {
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.md,
        overflow: 'hidden',
      },
      flush: { selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } } },
    },
  },
  defaultVariants: { variant: 'separated' },
});

export const header = style({ margin: 0 });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  width: '100%',
  padding: `${vars.space.md} ${vars.space.lg}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover:not([data-disabled])': { backgroundColor: vars.color.sunken },
    '&[data-disabled]': { color: vars.color.muted, cursor: 'not-allowed' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

export const chevron = style({
  transition: `transform ${vars.motion.fade} ${vars.motion.easing}`,
  selectors: { [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' } },
});

export const content = revealHeight('--radix-accordion-content-height');
export const contentInner = style({ padding: `0 ${vars.space.lg} ${vars.space.lg}` });
