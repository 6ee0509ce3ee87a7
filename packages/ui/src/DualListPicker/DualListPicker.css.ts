import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { mediaQueries, vars } from '../theme/contract.css';

export const dualListHeights = ['sm', 'md', 'lg'] as const;

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': {
    [mediaQueries.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr) auto' },
  },
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});
export const listHeading = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});

export const buttons = style({
  display: 'flex',
  flexDirection: 'row',
  justifyContent: 'center',
  gap: vars.space.xs,
  '@media': { [mediaQueries.tablet]: { flexDirection: 'column', alignSelf: 'center' } },
});

/** Stacked lists on narrow screens: the move arrows point down and up instead of across. */
export const turnOnNarrow = style({
  transform: 'rotate(90deg)',
  '@media': { [mediaQueries.tablet]: { transform: 'none' } },
});
/** Double chevrons turned to point up/down for "to top" and "to bottom". */
export const turnUpright = style({ transform: 'rotate(90deg)' });

export const listbox = recipe({
  base: {
    margin: 0,
    padding: vars.space.xxs,
    listStyle: 'none',
    overflowY: 'auto',
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.raised,
    color: vars.color.text,
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
      '&[aria-invalid="true"]': { borderColor: vars.color.critical },
      '&[aria-disabled="true"]': { backgroundColor: vars.color.sunken, color: vars.color.muted },
    },
  },
  variants: {
    height: {
      sm: { height: '160px' },
      md: { height: '240px' },
      lg: { height: '360px' },
    },
  },
  defaultVariants: { height: 'md' },
});

export type DualListRecipe = NonNullable<RecipeVariants<typeof listbox>>;

export const option = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  border: '1px solid transparent',
  cursor: 'pointer',
  userSelect: 'none',
  fontSize: vars.font.size.sm,
  selectors: {
    '&:hover': { backgroundColor: vars.color.sunken },
    '&[aria-selected="true"]': {
      backgroundColor: vars.color.accentSoft,
      borderColor: vars.color.accent,
    },
    // The keyboard cursor (aria-activedescendant) while the list has focus.
    '[role="listbox"]:focus-visible > &[data-active]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '-2px',
    },
  },
});

export const lockedTag = style({
  fontSize: vars.font.size.xs,
  color: vars.color.muted,
  fontWeight: vars.font.weight.medium,
});
export const listFrame = style({ position: 'relative', minWidth: 0 });
export const empty = style({
  position: 'absolute',
  top: vars.space.sm,
  left: vars.space.md,
  fontSize: vars.font.size.sm,
  color: vars.color.muted,
  pointerEvents: 'none',
});
export const addRow = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.xs });
export const addField = style({ flex: '1 1 auto' });
