import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const row = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.raised,
  transition: `border-color ${vars.motion.fade} ${vars.motion.easing}, background-color ${vars.motion.fade} ${vars.motion.easing}`,
  selectors: {
    '&[data-state="checked"]': { borderColor: vars.color.accent, backgroundColor: vars.color.accentSoft },
    // Disabled on its own or through its group.
    '&[data-disabled], &:has([role="radio"][data-disabled])': { backgroundColor: vars.color.sunken },
    '&:has(:focus-visible)': { borderColor: vars.color.focusRing },
  },
});

export const header = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 auto',
  minWidth: 0,
  gap: vars.space.xxs,
  cursor: 'pointer',
  selectors: { [`${row}[data-disabled] &`]: { cursor: 'not-allowed' } },
});

export const title = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
});

export const description = style({ fontSize: vars.font.size.sm, color: vars.color.muted });

/** Why the option cannot be chosen: in words, never by colour or dimming alone. */
export const reason = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium, color: vars.color.criticalText });

export const details = style({ paddingInlineStart: `calc(20px + ${vars.space.sm})` });
