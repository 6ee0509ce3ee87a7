import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const linkTones = ['accent', 'neutral', 'critical'] as const;

export const link = recipe({
  base: {
    // Links are always underlined: colour alone does not set them apart from the text around them.
    textDecoration: 'underline',
    textUnderlineOffset: '0.15em',
    fontWeight: vars.font.weight.medium,
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
    selectors: {
      '&:hover': { textDecorationThickness: '2px' },
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    },
  },
  variants: {
    tone: {
      accent: { color: vars.color.accent, selectors: { '&:hover': { color: vars.color.accentHover } } },
      neutral: { color: vars.color.text },
      critical: { color: vars.color.criticalText },
    },
  },
  defaultVariants: { tone: 'accent' },
});

export const externalIcon = style({ width: '0.9em', height: '0.9em', marginInlineStart: '0.2em', verticalAlign: 'baseline' });
