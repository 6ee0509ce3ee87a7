import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const galleryLayouts = ['stacked', 'side'] as const;

export const gallery = recipe({
  base: { display: 'flex', gap: vars.space.sm, minWidth: 0 },
  variants: {
    layout: {
      // Thumbnails under the picture.
      stacked: { flexDirection: 'column' },
      // Thumbnails in a column beside the picture (wide product pages).
      side: { flexDirection: 'row-reverse', alignItems: 'flex-start' },
    },
  },
  defaultVariants: { layout: 'stacked' },
});

export type ImageGalleryRecipe = NonNullable<RecipeVariants<typeof gallery>>;

export const stage = style({
  position: 'relative',
  flex: '1 1 auto',
  minWidth: 0,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.raised,
  overflow: 'hidden',
  cursor: 'zoom-in',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const mainImage = style({
  display: 'block',
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'contain',
});

export const zoomBadge = style({
  position: 'absolute',
  right: vars.space.sm,
  bottom: vars.space.sm,
  display: 'inline-flex',
  padding: vars.space.xs,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.raised,
  color: vars.color.text,
  boxShadow: vars.shadow.sm,
});

export const thumbnails = recipe({
  base: { display: 'flex', gap: vars.space.xs, flexWrap: 'wrap' },
  variants: {
    layout: {
      stacked: { flexDirection: 'row' },
      side: { flexDirection: 'column', flexWrap: 'nowrap' },
    },
  },
  defaultVariants: { layout: 'stacked' },
});

export const thumbnail = style({
  width: '64px',
  height: '64px',
  padding: vars.space.xxs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.raised,
  cursor: 'pointer',
  selectors: {
    '&[data-state="on"]': {
      borderColor: vars.color.accent,
      boxShadow: `0 0 0 2px ${vars.color.accent}`,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
export const thumbnailImage = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
});

export const placeholder = style({
  display: 'grid',
  placeItems: 'center',
  aspectRatio: '4 / 3',
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.sunken,
  color: vars.color.muted,
});

export const zoomed = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: '70vh',
  margin: '0 auto',
  objectFit: 'contain',
});
export const zoomNav = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});
export const zoomCount = style({ color: vars.color.muted, fontVariantNumeric: 'tabular-nums' });
