import { useState, type ReactNode } from 'react';
import { themes, type ThemeName } from './themes.css';
import { PortalContainerContext } from './portalContainer';

export interface ThemeProviderProps {
  /** Which theme its content takes: `dealer`, `retail`, `staff` or `staffDark`. */
  theme: ThemeName;
  /** The content to theme (a whole site, a story). */
  children: ReactNode;
  /** Fill the viewport (site roots); stories leave it off. */
  fill?: boolean;
}

/**
 * Scopes a theme to its subtree by class: themes never set `:root` globals. It also holds the
 * node Radix portals render into (see `usePortalContainer`), so overlays stay themed.
 */
export function ThemeProvider({ theme, children, fill }: ThemeProviderProps) {
  const [portalContainer, setPortalContainer] = useState<HTMLDivElement | null>(null);
  return (
    <div className={themes[theme]} data-theme={theme} style={fill ? { minHeight: '100vh' } : undefined}>
      <PortalContainerContext.Provider value={portalContainer}>{children}</PortalContainerContext.Provider>
      <div ref={setPortalContainer} data-portal-container="" />
    </div>
  );
}
