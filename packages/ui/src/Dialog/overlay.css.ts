import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** Shared by every modal overlay (Dialog, FullScreenDialog, ConfirmDialog, ImageGallery zoom, MobileMenu). */
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  backgroundColor: vars.color.overlay,
  selectors: {
    '&[data-state="open"]': { animation: `${fadeIn} ${vars.motion.fade} ${vars.motion.easing}` },
    '&[data-state="closed"]': { animation: `${fadeOut} ${vars.motion.fade} ${vars.motion.easing}` },
  },
});

export const fadeInOut = style({
  selectors: {
    '&[data-state="open"]': { animation: `${fadeIn} ${vars.motion.fade} ${vars.motion.easing}` },
    '&[data-state="closed"]': { animation: `${fadeOut} ${vars.motion.fade} ${vars.motion.easing}` },
  },
});

/**
 * A panel centred over the backdrop, fading in and out: Dialog and ConfirmDialog add their
 * widths (and Dialog its height limit) to it.
 */
export const centredPanel = style([
  fadeInOut,
  {
    position: 'fixed',
    top: '50%',
    left: '50%',
    transform: 'translate(-50%, -50%)',
    zIndex: vars.zIndex.modal,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.lg,
    width: `calc(100vw - 2 * ${vars.space.lg})`,
    padding: vars.space.xl,
    borderRadius: vars.radius.lg,
    backgroundColor: vars.color.raised,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    fontFamily: vars.font.family.body,
  },
]);

export const title = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
});

export const description = style({
  margin: 0,
  color: vars.color.muted,
  fontSize: vars.font.size.md,
});

export const closeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '36px',
  height: '36px',
  padding: 0,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.sunken, borderColor: vars.color.border },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});
