import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const buttonVariants = ['solid', 'outline', 'ghost', 'link'] as const;
export const buttonTones = ['accent', 'neutral', 'critical'] as const;
export const buttonSizes = ['sm', 'md', 'lg'] as const;

/**
 * A link-styled button reads as text in its line or table cell: no size padding (the size variant's
 * padding came after the link's own `padding: 0` and won), and it wraps between words instead of
 * running out of a narrow cell ("Thanksgivi…" in a pinned column at 390 px).
 */
const linkText = {
  minHeight: 'auto',
  padding: 0,
  whiteSpace: 'normal',
  textAlign: 'start',
  justifyContent: 'flex-start',
} as const;

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    borderRadius: vars.radius.md,
    border: '1px solid transparent',
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    cursor: 'pointer',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    transition: `background-color ${vars.motion.fade} ${vars.motion.easing}, border-color ${vars.motion.fade}`,
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
    },
  },
  variants: {
    variant: {
      solid: {},
      outline: { backgroundColor: 'transparent' },
      ghost: { backgroundColor: 'transparent' },
      link: { backgroundColor: 'transparent', padding: 0, textDecoration: 'underline' },
    },
    tone: {
      accent: {},
      neutral: {},
      critical: {},
    },
    size: {
      sm: { fontSize: vars.font.size.sm, padding: `${vars.space.xs} ${vars.space.md}`, minHeight: '32px' },
      md: { fontSize: vars.font.size.md, padding: `${vars.space.sm} ${vars.space.lg}`, minHeight: '40px' },
      lg: { fontSize: vars.font.size.lg, padding: `${vars.space.md} ${vars.space.xl}`, minHeight: '48px' },
    },
  },
  compoundVariants: [
    { variants: { variant: 'solid', tone: 'accent' }, style: { backgroundColor: vars.color.accent, color: vars.color.accentText, selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.accentHover } } } },
    { variants: { variant: 'solid', tone: 'neutral' }, style: { backgroundColor: vars.color.sunken, color: vars.color.text, borderColor: vars.color.border } },
    { variants: { variant: 'solid', tone: 'critical' }, style: { backgroundColor: vars.color.critical, color: vars.color.raised } },
    { variants: { variant: 'outline', tone: 'accent' }, style: { color: vars.color.accent, borderColor: vars.color.accent } },
    { variants: { variant: 'outline', tone: 'neutral' }, style: { color: vars.color.text, borderColor: vars.color.borderStrong } },
    { variants: { variant: 'outline', tone: 'critical' }, style: { color: vars.color.criticalText, borderColor: vars.color.critical } },
    { variants: { variant: 'ghost', tone: 'accent' }, style: { color: vars.color.accent } },
    { variants: { variant: 'ghost', tone: 'neutral' }, style: { color: vars.color.text } },
    { variants: { variant: 'ghost', tone: 'critical' }, style: { color: vars.color.criticalText } },
    { variants: { variant: 'link', tone: 'accent' }, style: { ...linkText, color: vars.color.accent } },
    { variants: { variant: 'link', tone: 'neutral' }, style: { ...linkText, color: vars.color.text } },
    { variants: { variant: 'link', tone: 'critical' }, style: { ...linkText, color: vars.color.criticalText } },
  ],
  defaultVariants: { variant: 'solid', tone: 'accent', size: 'md' },
});

export type ButtonRecipe = NonNullable<RecipeVariants<typeof button>>;

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
export const spinner = style({
  width: '1em',
  height: '1em',
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 700ms linear infinite`,
});
