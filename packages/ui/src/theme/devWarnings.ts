/**
 * The development warnings an app gets when it uses Joinery wrongly (issue 44): each names the
 * missing piece and says what to add, once per page. Every call site tests
 * `process.env.NODE_ENV !== 'production'` itself, written out so that an app's bundler replaces it
 * and a production build drops the check and its message entirely (the storefront's budgets).
 */
const warned = new Set<string>();

/** Logs `message` once per page under its `key` (callers check for development first). */
export function warnOnce(key: string, message: string): void {
  if (warned.has(key)) return;
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
