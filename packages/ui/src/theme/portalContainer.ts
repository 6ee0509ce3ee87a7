import { createContext, useContext } from 'react';

/** Set by ThemeProvider; kept apart from it so components can read it without pulling in every theme. */
export const PortalContainerContext = createContext<HTMLElement | null>(null);

/**
 * Where Radix portals (tooltips, selects, popovers, dialogs) should render: a node inside the
 * nearest ThemeProvider, so portalled content keeps the theme's variables. Pass it as the
 * `container` of any `*.Portal`; `undefined` outside a provider (Radix then uses `document.body`).
 */
export function usePortalContainer(): HTMLElement | undefined {
  return useContext(PortalContainerContext) ?? undefined;
}
