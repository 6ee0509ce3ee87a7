import { createTheme, globalStyle } from '@vanilla-extract/css';
import { mediaQueries, vars } from './contract.css';
import { sharedTokens, storefrontFont } from './shared';

/** The Dealer site: deep walnut accent on warm white. */
const dealerTokens = {
  ...sharedTokens,
  font: storefrontFont,
  color: {
    surface: '#fbfaf8',
    raised: '#ffffff',
    sunken: '#f1eee9',
    text: '#1f1b16',
    muted: '#5b544b',
    border: '#d9d3c9',
    borderStrong: '#8a8175',
    accent: '#6b3e1f',
    accentHover: '#552f15',
    accentText: '#ffffff',
    accentSoft: '#f4e9e0',
    critical: '#b42318',
    criticalSoft: '#fdecea',
    criticalText: '#8a1c13',
    info: '#1d5fb8',
    infoSoft: '#e8f0fb',
    infoText: '#164a90',
    positive: '#1e7a3c',
    positiveSoft: '#e6f4ea',
    positiveText: '#17602f',
    caution: '#8a5a00',
    cautionSoft: '#fff4dc',
    cautionText: '#6b4600',
    focusRing: '#1d5fb8',
    overlay: 'rgba(31, 27, 22, 0.55)',
    highlight: '#fde68a',
  },
  shadow: {
    sm: '0 1px 2px rgba(31,27,22,0.08)',
    md: '0 4px 12px rgba(31,27,22,0.12)',
    lg: '0 12px 32px rgba(31,27,22,0.18)',
  },
};
export const dealerTheme = createTheme(vars, dealerTokens);

/** The retail site: friendly teal accent on white. */
const retailTokens = {
  ...sharedTokens,
  font: storefrontFont,
  color: {
    surface: '#ffffff',
    raised: '#ffffff',
    sunken: '#f3f6f7',
    text: '#14212b',
    muted: '#4f5e69',
    border: '#d5dde2',
    borderStrong: '#7d8b95',
    accent: '#0b6e6e',
    accentHover: '#085757',
    accentText: '#ffffff',
    accentSoft: '#e3f3f3',
    critical: '#b42318',
    criticalSoft: '#fdecea',
    criticalText: '#8a1c13',
    info: '#1d5fb8',
    infoSoft: '#e8f0fb',
    infoText: '#164a90',
    positive: '#1e7a3c',
    positiveSoft: '#e6f4ea',
    positiveText: '#17602f',
    caution: '#8a5a00',
    cautionSoft: '#fff4dc',
    cautionText: '#6b4600',
    focusRing: '#0b6e6e',
    overlay: 'rgba(20, 33, 43, 0.55)',
    highlight: '#fde68a',
  },
  shadow: {
    sm: '0 1px 2px rgba(20,33,43,0.08)',
    md: '0 4px 12px rgba(20,33,43,0.12)',
    lg: '0 12px 32px rgba(20,33,43,0.18)',
  },
};
export const retailTheme = createTheme(vars, retailTokens);

/** The staff back office: neutral slate with a blue accent, dense and calm. */
const staffTokens = {
  ...sharedTokens,
  color: {
    surface: '#f6f7f9',
    raised: '#ffffff',
    sunken: '#eceef2',
    text: '#172033',
    muted: '#4a5468',
    border: '#d3d8e0',
    borderStrong: '#7a8499',
    accent: '#2450a6',
    accentHover: '#1c3f85',
    accentText: '#ffffff',
    accentSoft: '#e7eefb',
    critical: '#b42318',
    criticalSoft: '#fdecea',
    criticalText: '#8a1c13',
    info: '#1d5fb8',
    infoSoft: '#e8f0fb',
    infoText: '#164a90',
    positive: '#1e7a3c',
    positiveSoft: '#e6f4ea',
    positiveText: '#17602f',
    caution: '#8a5a00',
    cautionSoft: '#fff4dc',
    cautionText: '#6b4600',
    focusRing: '#2450a6',
    overlay: 'rgba(23, 32, 51, 0.55)',
    highlight: '#fde68a',
  },
  shadow: {
    sm: '0 1px 2px rgba(23,32,51,0.08)',
    md: '0 4px 12px rgba(23,32,51,0.12)',
    lg: '0 12px 32px rgba(23,32,51,0.2)',
  },
};
export const staffTheme = createTheme(vars, staffTokens);

/** The staff back office after dark; every pair here passes WCAG AA contrast. */
const staffDarkTokens = {
  ...sharedTokens,
  color: {
    surface: '#10151f',
    raised: '#19202d',
    sunken: '#0b0f16',
    text: '#e8ecf3',
    muted: '#aab3c5',
    border: '#323c4f',
    borderStrong: '#8792a8',
    accent: '#8fb0ff',
    accentHover: '#adc5ff',
    accentText: '#0b1220',
    accentSoft: '#1e2a45',
    critical: '#ff8a80',
    criticalSoft: '#3a1715',
    criticalText: '#ffb4ab',
    info: '#8fb8ff',
    infoSoft: '#15233d',
    infoText: '#b8d1ff',
    positive: '#7bd88f',
    positiveSoft: '#12301b',
    positiveText: '#a6e9b4',
    caution: '#f2c14e',
    cautionSoft: '#33270b',
    cautionText: '#f7d68a',
    focusRing: '#8fb0ff',
    overlay: 'rgba(0, 0, 0, 0.65)',
    highlight: '#6b5600',
  },
  shadow: {
    sm: '0 1px 2px rgba(0,0,0,0.5)',
    md: '0 4px 12px rgba(0,0,0,0.5)',
    lg: '0 12px 32px rgba(0,0,0,0.6)',
  },
};
export const staffDarkTheme = createTheme(vars, staffDarkTokens);

/** Every theme's token values, for the docs' side-by-side token table. */
export const themeTokens = {
  dealer: dealerTokens,
  retail: retailTokens,
  staff: staffTokens,
  staffDark: staffDarkTokens,
} as const;

export const themes = {
  dealer: dealerTheme,
  retail: retailTheme,
  staff: staffTheme,
  staffDark: staffDarkTheme,
} as const;
export type ThemeName = keyof typeof themes;
export const themeNames = Object.keys(themes) as ThemeName[];
/** The theme ThemeProvider shows for a name it does not know. */
export const defaultThemeName: ThemeName = 'dealer';

for (const themeClass of Object.values(themes)) {
  globalStyle(`.${themeClass}`, {
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
  });
}

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('body', { margin: 0 });
/**
 * Reduced motion (WCAG 2.3.3): with `prefers-reduced-motion: reduce`, or under an element marked
 * `data-reduced-motion="reduce"` (Storybook's Reduced motion toggle marks <html>), no transition or
 * animation of the design system runs at all: not shortened, none (document.getAnimations() stays
 * empty). Radix's open and close states then change at once, as it does for an element without one.
 */
const still = { animation: 'none !important', transition: 'none !important' } as const;
globalStyle('*, *::before, *::after', { '@media': { [mediaQueries.reducedMotion]: still } });
globalStyle('[data-reduced-motion="reduce"] *, [data-reduced-motion="reduce"] *::before, [data-reduced-motion="reduce"] *::after', still);
