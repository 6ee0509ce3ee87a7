export { vars, breakpoints, mediaQueries } from './contract.css';
export { themes, themeNames, themeTokens, dealerTheme, retailTheme, staffTheme, staffDarkTheme } from './themes.css';
export type { ThemeName } from './themes.css';
export { ThemeProvider } from './ThemeProvider';
export { usePortalContainer } from './portalContainer';
