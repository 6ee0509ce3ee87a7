import { createThemeContract } from '@vanilla-extract/css';

/**
 * The one theme contract. Every theme (dealer, retail, staff, staff dark) fills it; components
 * read only these variables, so a theme switch is a class on a container, never a global.
 */
export const vars = createThemeContract({
  color: {
    surface: null,
    raised: null,
    sunken: null,
    text: null,
    muted: null,
    border: null,
    borderStrong: null,
    accent: null,
    accentHover: null,
    accentText: null,
    accentSoft: null,
    critical: null,
    criticalSoft: null,
    criticalText: null,
    info: null,
    infoSoft: null,
    infoText: null,
    positive: null,
    positiveSoft: null,
    positiveText: null,
    caution: null,
    cautionSoft: null,
    cautionText: null,
    focusRing: null,
    overlay: null,
    highlight: null,
  },
  space: { none: null, xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  radius: { none: null, sm: null, md: null, lg: null, full: null },
  font: {
    family: { body: null, heading: null, mono: null },
    size: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
    weight: { regular: null, medium: null, semibold: null, bold: null },
    lineHeight: { tight: null, normal: null, relaxed: null },
  },
  shadow: { sm: null, md: null, lg: null },
  zIndex: { base: null, sticky: null, header: null, overlay: null, modal: null, popover: null, toast: null, tooltip: null },
  motion: { fade: null, easing: null },
});

/** Breakpoints the specifications use (tabs collapse at 500 px; the sticky quote summary above 767 px). */
export const breakpoints = { mobile: 0, tablet: 500, desktop: 768 } as const;
export const mediaQueries = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
