import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { vars } from './contract.css';
import { defaultThemeName, themeNames, themes, type ThemeName } from './themes.css';
import { PortalContainerContext, ThemeNameContext } from './portalContainer';
import { missingStylesheetMessage, unknownThemeMessage, warnOnce } from './devWarnings';

export interface ThemeProviderProps {
  /** Which theme its content takes: `dealer`, `retail`, `staff` or `staffDark` (any other name shows `dealer`, with a warning). */
  theme: ThemeName;
  /** The content to theme (a whole site, a story). */
  children: ReactNode;
  /** Fill the viewport (site roots); stories leave it off. */
  fill?: boolean;
}

/** The theme a name shows: itself when it is one, else the default (a development build warns). */
export function resolveThemeName(theme: unknown): ThemeName {
  if (typeof theme === 'string' && Object.hasOwn(themes, theme)) return theme as ThemeName;
  if (process.env.NODE_ENV !== 'production')
    warnOnce(`unknown-theme:${String(theme)}`, unknownThemeMessage(theme, defaultThemeName, themeNames));
  return defaultThemeName;
}

/** Warns (development only) when the theme's variables are not defined: the stylesheet is missing. */
function useStylesheetCheck(element: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    if (process.env.NODE_ENV === 'production') return;
    // The custom property the stylesheet sets on every theme's class (`--color-surface__…`).
    const probeProperty = /var\((--[^,)]+)/.exec(vars.color.surface)?.[1];
    if (!probeProperty) return;
    const loaded = () => !element.current || getComputedStyle(element.current).getPropertyValue(probeProperty).trim() !== '';
    if (loaded()) return;
    // A stylesheet still on its way (a lazily loaded chunk's CSS) gets a moment before the warning.
    const timer = setTimeout(() => {
      if (!loaded()) warnOnce('no-stylesheet', missingStylesheetMessage);
    }, 1000);
    return () => clearTimeout(timer);
  }, [element]);
}

/**
 * Scopes a theme to its subtree by class: themes never set `:root` globals. It also holds the
 * node Radix portals render into (see `usePortalContainer`), so overlays stay themed.
 */
export function ThemeProvider({ theme, children, fill }: ThemeProviderProps) {
  const [portalContainer, setPortalContainer] = useState<HTMLDivElement | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const name = resolveThemeName(theme);
  useStylesheetCheck(root);
  return (
    <div ref={root} className={themes[name]} data-theme={name} style={fill ? { minHeight: '100vh' } : undefined}>
      <ThemeNameContext.Provider value={name}>
        <PortalContainerContext.Provider value={portalContainer}>{children}</PortalContainerContext.Provider>
      </ThemeNameContext.Provider>
      <div ref={setPortalContainer} data-portal-container="" />
    </div>
  );
}
