import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { fadeInOut } from '../Dialog/overlay.css';

/** The confirm button's tone: `critical` for deleting or discarding, `accent` otherwise. */
export const confirmTones = ['critical', 'accent'] as const;

export const content = style([
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
    maxWidth: '440px',
    padding: vars.space.xl,
    borderRadius: vars.radius.lg,
    backgroundColor: vars.color.raised,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    fontFamily: vars.font.family.body,
  },
]);
