import { createVar, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const swatchSizes = ['sm', 'md', 'lg'] as const;
export const swatchShapes = ['circle', 'square'] as const;

/** The colour a swatch shows comes from product data (ColorSwatch), set per swatch. */
export const swatchColor = createVar();
export const swatchImage = createVar();

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  border: 'none',
  margin: 0,
  padding: 0,
  minWidth: 0,
});
export const legend = style({
  padding: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});
export const chosen = style({ fontWeight: vars.font.weight.regular, color: vars.color.muted });
export const items = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const swatch = recipe({
  base: {
    position: 'relative',
    flexShrink: 0,
    padding: 0,
    border: `1px solid ${vars.color.borderStrong}`,
    backgroundColor: swatchColor,
    backgroundImage: swatchImage,
    backgroundSize: 'cover',
    backgroundPosition: 'center',
    cursor: 'pointer',
    // The ring sits outside a gap so the selected colour itself stays unchanged.
    outlineOffset: '3px',
    vars: { [swatchColor]: vars.color.sunken, [swatchImage]: 'none' },
    selectors: {
      '&[data-state="checked"]': { outline: `3px solid ${vars.color.accent}` },
      '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}` },
      '&[data-state="checked"]:focus-visible': {
        outline: `3px double ${vars.color.focusRing}`,
        outlineOffset: '3px',
      },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.4 },
      '&:hover:not([data-disabled]):not([data-state="checked"])': {
        outline: `2px solid ${vars.color.borderStrong}`,
      },
    },
  },
  variants: {
    size: {
      sm: { width: '24px', height: '24px' },
      md: { width: '36px', height: '36px' },
      lg: { width: '48px', height: '48px' },
    },
    shape: {
      circle: { borderRadius: vars.radius.full },
      square: { borderRadius: vars.radius.sm },
    },
  },
  defaultVariants: { size: 'md', shape: 'circle' },
});

export type SwatchRecipe = NonNullable<RecipeVariants<typeof swatch>>;

/** A diagonal line through a swatch whose variation cannot be chosen. */
export const unavailable = style({
  position: 'absolute',
  inset: '50% -2px auto',
  height: '2px',
  backgroundColor: vars.color.text,
  transform: 'rotate(-45deg)',
});
