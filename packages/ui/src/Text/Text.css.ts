import { styleVariants } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const textSizes = ['xs', 'sm', 'md', 'lg'] as const;
/** Each tone is a text colour that meets AA contrast on every surface of every theme. */
export const textTones = ['neutral', 'muted', 'accent', 'critical', 'positive', 'caution', 'info'] as const;
export const textWeights = ['regular', 'medium', 'semibold', 'bold'] as const;
export const textMaxLines = [1, 2, 3] as const;

export const text = recipe({
  base: { margin: 0, fontFamily: vars.font.family.body, lineHeight: vars.font.lineHeight.normal, overflowWrap: 'anywhere' },
  variants: {
    size: {
      xs: { fontSize: vars.font.size.xs },
      sm: { fontSize: vars.font.size.sm },
      md: { fontSize: vars.font.size.md },
      lg: { fontSize: vars.font.size.lg },
    },
    tone: {
      neutral: { color: vars.color.text },
      muted: { color: vars.color.muted },
      accent: { color: vars.color.accent },
      critical: { color: vars.color.criticalText },
      positive: { color: vars.color.positiveText },
      caution: { color: vars.color.cautionText },
      info: { color: vars.color.infoText },
    },
    weight: {
      regular: { fontWeight: vars.font.weight.regular },
      medium: { fontWeight: vars.font.weight.medium },
      semibold: { fontWeight: vars.font.weight.semibold },
      bold: { fontWeight: vars.font.weight.bold },
    },
  },
  defaultVariants: { size: 'md', tone: 'neutral', weight: 'regular' },
});
export type TextVariants = NonNullable<RecipeVariants<typeof text>>;

/** Clamp to n lines with an ellipsis (product names in cards, say). */
export const maxLines = styleVariants(
  Object.fromEntries(
    textMaxLines.map((lines) => [
      lines,
      lines === 1
        ? { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', overflowWrap: 'normal' }
        : { overflow: 'hidden', display: '-webkit-box', WebkitLineClamp: lines, WebkitBoxOrient: 'vertical' },
    ]),
  ) as Record<(typeof textMaxLines)[number], object>,
);
