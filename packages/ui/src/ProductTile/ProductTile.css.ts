import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const productTileLayouts = ['vertical', 'horizontal'] as const;

export const tile = recipe({
  base: {
    position: 'relative',
    display: 'grid',
    gap: vars.space.sm,
    padding: vars.space.md,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    backgroundColor: vars.color.raised,
    color: vars.color.text,
    minWidth: 0,
    transition: `box-shadow ${vars.motion.fade} ${vars.motion.easing}`,
    selectors: {
      '&:hover': { boxShadow: vars.shadow.md },
      '&:focus-within': { boxShadow: vars.shadow.md },
    },
  },
  variants: {
    layout: {
      vertical: { gridTemplateColumns: 'minmax(0, 1fr)', alignContent: 'start' },
      horizontal: { gridTemplateColumns: '96px minmax(0, 1fr)', alignItems: 'start' },
    },
  },
  defaultVariants: { layout: 'vertical' },
});

export type ProductTileRecipe = NonNullable<RecipeVariants<typeof tile>>;

export const media = style({
  position: 'relative',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  backgroundColor: vars.color.sunken,
});
export const image = style({
  display: 'block',
  width: '100%',
  aspectRatio: '1 / 1',
  objectFit: 'contain',
});
export const noImage = style({
  display: 'grid',
  placeItems: 'center',
  aspectRatio: '1 / 1',
  color: vars.color.muted,
});
export const badge = style({ position: 'absolute', top: vars.space.xs, left: vars.space.xs });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});
export const name = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
});
export const nameLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
      borderRadius: vars.radius.sm,
    },
    // The whole tile is the link's hit area; actions sit above it.
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
  },
});
export const itemNumber = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.muted,
});
export const actions = style({
  position: 'relative',
  zIndex: 1,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  marginBlockStart: vars.space.xs,
});
