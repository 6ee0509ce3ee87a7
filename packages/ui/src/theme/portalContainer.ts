import { createContext, useContext } from 'react';
import { missingThemeProviderMessage, warnOnce } from './devWarnings';

/** Set by ThemeProvider; kept apart from it so components can read it without pulling in every theme. */
export const PortalContainerContext = createContext<HTMLElement | null>(null);

/** The theme the nearest ThemeProvider shows; `undefined` outside every provider. */
export const ThemeNameContext = createContext<string | undefined>(undefined);

/**
 * Warns once (development only) when the component calling it is outside every ThemeProvider:
 * it would render with no theme variables at all.
 */
export function useThemeProviderCheck(): void {
  const theme = useContext(ThemeNameContext);
  if (process.env.NODE_ENV !== 'production' && theme === undefined && typeof document !== 'undefined')
    warnOnce('no-theme-provider', missingThemeProviderMessage);
}

/**
 * Where Radix portals (tooltips, selects, popovers, dialogs) should render: a node inside the
 * nearest ThemeProvider, so portalled content keeps the theme's variables. Pass it as the
 * `container` of any `*.Portal`; `undefined` outside a provider (Radix then uses `document.body`,
 * and a development build warns that the provider is missing).
 */
export function usePortalContainer(): HTMLElement | undefined {
  useThemeProviderCheck();
  return useContext(PortalContainerContext) ?? undefined;
}
