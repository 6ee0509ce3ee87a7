export { vars, breakpoints, mediaQueries } from './contract.css';
export { themes, themeNames, themeTokens, defaultThemeName, dealerTheme, retailTheme, staffTheme, staffDarkTheme } from './themes.css';
export type { ThemeName } from './themes.css';
export { ThemeProvider, resolveThemeName } from './ThemeProvider';
export type { ThemeProviderProps } from './ThemeProvider';
export { visuallyHidden } from './visuallyHidden.css';
export { usePortalContainer, useThemeProviderCheck } from './portalContainer';
export { toDesignTokens, toCustomProperties, toThemesStylesheet } from './designTokens';
export type { DesignToken, DesignTokenGroup, TokenTree } from './designTokens';
