import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** Inverted colours (text on its own surface) keep AA contrast in light and dark themes alike. */
export const content = style({
  zIndex: vars.zIndex.tooltip,
  maxWidth: '280px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.text,
  color: vars.color.surface,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.tight,
  boxShadow: vars.shadow.md,
  selectors: {
    '&[data-state="delayed-open"], &[data-state="instant-open"]': {
      animation: `${fadeIn} ${vars.motion.fade} ${vars.motion.easing}`,
    },
  },
});

export const arrow = style({ fill: vars.color.text });
