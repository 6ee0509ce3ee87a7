import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The closed box (a field control): `data-placeholder` mutes its text, `data-state="open"` turns the chevron. */
export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&[data-placeholder]': { color: vars.color.muted },
    '&[data-disabled]': { cursor: 'not-allowed' },
    '&[aria-readonly="true"]': { cursor: 'default' },
  },
});

/** The chosen value's text in the box, cut with an ellipsis. */
export const value = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

/** The box's chevron. */
export const chevron = style({
  color: vars.color.muted,
  transition: `transform ${vars.motion.fade} ${vars.motion.easing}`,
  selectors: { [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' } },
});

/** The open list's panel. */
export const content = style({
  zIndex: vars.zIndex.popover,
  minWidth: 'var(--radix-select-trigger-width)',
  maxHeight: 'min(var(--radix-select-content-available-height), 320px)',
  overflow: 'hidden',
  backgroundColor: vars.color.raised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  fontFamily: vars.font.family.body,
});

export const viewport = style({ padding: vars.space.xs });

/** One option: `data-highlighted` for the one the keys or pointer are on, `data-state="checked"` for the chosen one. */
export const item = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  minHeight: '36px',
  padding: `${vars.space.xs} ${vars.space.md} ${vars.space.xs} ${vars.space.xl}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.md,
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  selectors: {
    '&[data-highlighted]': { backgroundColor: vars.color.accentSoft, color: vars.color.text },
    '&[data-state="checked"]': { fontWeight: vars.font.weight.semibold },
    '&[data-disabled]': { color: vars.color.muted, cursor: 'not-allowed', textDecoration: 'line-through' },
  },
});

/** The chosen option's check mark. */
export const itemIndicator = style({
  position: 'absolute',
  insetInlineStart: vars.space.xs,
  display: 'inline-flex',
  color: vars.color.accent,
});

export const scrollButton = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: '24px',
  color: vars.color.muted,
  cursor: 'default',
});
