import type { ReactNode } from 'react';
import { ThemeProvider } from '../theme/ThemeProvider';
import { themeNames, type ThemeName } from '../theme/themes.css';
import * as styles from './EveryTheme.css';

export interface EveryThemeProps {
  /** What to show; a function gets the theme's name. */
  children: ReactNode | ((theme: ThemeName) => ReactNode);
}

/**
 * Renders its content once per theme (dealer, retail, staff, staff dark), side by side. Matrix
 * stories use it so visual review and axe's colour-contrast check cover every theme in one run.
 */
export function EveryTheme({ children }: EveryThemeProps) {
  return (
    <div className={styles.grid}>
      {themeNames.map((theme) => (
        <ThemeProvider key={theme} theme={theme}>
          <div className={styles.panel}>
            <p className={styles.caption}>{theme}</p>
            {typeof children === 'function' ? children(theme) : children}
          </div>
        </ThemeProvider>
      ))}
    </div>
  );
}
