import type { ReactNode } from 'react';
import { themes, type ThemeName } from './themes.css';

export interface ThemeProviderProps {
  theme: ThemeName;
  children: ReactNode;
  /** Fill the viewport (site roots); stories leave it off. */
  fill?: boolean;
}

/** Scopes a theme to its subtree by class: themes never set `:root` globals. */
export function ThemeProvider({ theme, children, fill }: ThemeProviderProps) {
  return (
    <div className={themes[theme]} data-theme={theme} style={fill ? { minHeight: '100vh' } : undefined}>
      {children}
    </div>
  );
}
