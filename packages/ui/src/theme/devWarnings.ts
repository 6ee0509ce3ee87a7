/**
 * The development warnings an app gets when it uses Joinery wrongly (issue 44): each names the
 * missing piece and says what to add, once per page. A production build (`process.env.NODE_ENV`
 * replaced with "production" by the app's bundler) drops them.
 */
const warned = new Set<string>();

/** True unless the app's bundler says this is a production build. */
export function isDevelopment(): boolean {
  try {
    // The dotted form, which bundlers replace.
    return process.env.NODE_ENV !== 'production';
  } catch {
    // No bundler replaced it and there is no `process`: a plain browser page, warn.
    return true;
  }
}

/** Logs `message` once per page under its `key`, in development only. */
export function warnOnce(key: string, message: string): void {
  if (!isDevelopment() || warned.has(key)) return;
  warned.add(key);
  console.warn(`[Joinery] ${message}`);
}

/** Forgets what was warned (tests). */
export function resetWarnings(): void {
  warned.clear();
}

export const missingStylesheetMessage =
  "Joinery's stylesheet is not loaded, so its components render unstyled. Import it once at your app's entry: import '@joinery/ui/styles.css';";

export const missingThemeProviderMessage =
  'A Joinery component is rendered outside <ThemeProvider>, so it has no theme (no colours, spacing or type). Wrap your app in <ThemeProvider theme="dealer"> (from @joinery/ui).';

export function unknownThemeMessage(theme: unknown, fallback: string, known: readonly string[]): string {
  return `Unknown theme ${JSON.stringify(theme)}: showing the "${fallback}" theme instead. The themes are ${known.map((name) => `"${name}"`).join(', ')}.`;
}
