import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@joinery/ui/theme';

export const page = style({
  maxWidth: 1200,
  margin: '0 auto',
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
});

/** Picture beside the buying panel on wide screens, above it on small ones. */
export const top = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [mediaQueries.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'start' },
  },
});

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const itemNumber = style({ color: vars.color.muted, fontSize: vars.font.size.sm });

export const selectors = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const priceBlock = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });

export const masked = style({ opacity: 0.5 });

export const linkList = style({ margin: 0, paddingLeft: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const mediaCard = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, width: 220 });

export const mediaImage = style({ width: 220, height: 165, objectFit: 'cover', borderRadius: vars.radius.md });

/** storefront.md §2.4: the product image in the add-to-list modal on wide screens only. */
export const wideOnly = style({
  display: 'none',
  '@media': { [mediaQueries.tablet]: { display: 'block', maxWidth: 160, borderRadius: vars.radius.md } },
});

export const modalBody = style({ display: 'flex', gap: vars.space.md, alignItems: 'flex-start' });

export const listButtons = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const createForm = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm, flexWrap: 'wrap' });

/**
 * The first view's picture frame: the size the gallery's picture takes (its 1 px border around a
 * 4:3 picture), so the buying panel beside or below it does not move when the gallery arrives.
 */
export const firstViewPicture = style({
  boxSizing: 'content-box',
  aspectRatio: '4 / 3',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.raised,
});

/** A trait chooser (TraitSelect): as wide as the field; its list opens just under the box. */
export const traitFrame = style({ position: 'relative', display: 'block', width: '100%' });
export const traitBox = style({ width: '100%' });

/** The open list, in the page under the box (no popper): the Select's list look, scrolled past 320 px. */
export const traitList = style({
  position: 'absolute',
  insetInline: 0,
  top: `calc(100% + ${vars.space.xs})`,
  maxHeight: '320px',
  overflowY: 'auto',
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
});

/** Spoken, not shown: the wish list button's outcome (issue 46). */
export { visuallyHidden } from '@joinery/ui/theme';
