import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});
export const required = style({ color: vars.color.criticalText, marginInlineStart: vars.space.xxs });
export const hint = style({ fontSize: vars.font.size.xs, color: vars.color.muted });
export const error = style({ fontSize: vars.font.size.xs, color: vars.color.criticalText, fontWeight: vars.font.weight.medium });

/** The shared look of text inputs, selects and text areas. */
export const control = recipe({
  base: {
    width: '100%',
    minHeight: '40px',
    padding: `${vars.space.sm} ${vars.space.md}`,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.md,
    color: vars.color.text,
    backgroundColor: vars.color.raised,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    transition: `border-color ${vars.motion.fade}`,
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
      '&:disabled': { backgroundColor: vars.color.sunken, color: vars.color.muted, cursor: 'not-allowed' },
      '&[readonly]': { backgroundColor: vars.color.sunken },
      '&[aria-invalid="true"]': { borderColor: vars.color.critical },
      '&::placeholder': { color: vars.color.muted },
    },
  },
  variants: { size: { sm: { minHeight: '32px', fontSize: vars.font.size.sm }, md: {} } },
  defaultVariants: { size: 'md' },
});
