import { globalStyle, style } from '@vanilla-extract/css';

/**
 * Stories only: holds every animation inside on its first frame so a Matrix screenshot of a
 * spinner is the same on every run (the visual review compares Matrix stories pixel by pixel).
 */
export const freezeAnimations = style({});
globalStyle(`${freezeAnimations} *`, { animationPlayState: 'paused !important' });
