/**
 * The theme contract's values for designers' tools (issue 44): W3C Design Tokens (DTCG format
 * module, `$type`/`$value`) that Tokens Studio and Figma variables import, and CSS custom
 * properties per theme. `npm run build:packages` writes both from `themeTokens` (themes.css.ts,
 * the values the components use) into `@joinery/ui/tokens/…`; nothing here is hand-kept.
 */

/** One theme's values, shaped as the contract (themes.css.ts `themeTokens[name]`). */
export interface TokenTree {
  readonly [key: string]: string | TokenTree;
}

export interface DesignToken {
  $type: string;
  $value: unknown;
  $description?: string;
}
export interface DesignTokenGroup {
  [key: string]: DesignToken | DesignTokenGroup | string | undefined;
  $description?: string;
}

/** The DTCG type of each contract group. */
const groupTypes: Record<string, string> = {
  color: 'color',
  space: 'dimension',
  radius: 'dimension',
  'font.family': 'fontFamily',
  'font.size': 'dimension',
  'font.weight': 'fontWeight',
  'font.lineHeight': 'number',
  shadow: 'shadow',
  zIndex: 'number',
  'motion.fade': 'duration',
  'motion.easing': 'cubicBezier',
};

function typeOf(path: string[]): string {
  for (let length = path.length; length > 0; length--) {
    const type = groupTypes[path.slice(0, length).join('.')];
    if (type) return type;
  }
  throw new Error(`designTokens: no DTCG type for ${path.join('.')}`);
}

/** Splits a CSS value on spaces outside parentheses: `0 1px rgba(0, 0, 0, 0.5)` → 3 parts. */
function splitOutsideParens(value: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of value.trim()) {
    if (char === '(') depth++;
    if (char === ')') depth--;
    if (char === ' ' && depth === 0) {
      if (current) parts.push(current);
      current = '';
    } else current += char;
  }
  if (current) parts.push(current);
  return parts;
}

function dtcgValue(type: string, value: string): unknown {
  switch (type) {
    case 'fontFamily':
      return value.split(',').map((name) => name.trim().replace(/^'(.*)'$/, '$1'));
    case 'fontWeight':
    case 'number':
      return Number(value);
    case 'cubicBezier': {
      const points = /cubic-bezier\(([^)]+)\)/.exec(value)?.[1];
      if (!points) throw new Error(`designTokens: not a cubic-bezier: ${value}`);
      return points.split(',').map(Number);
    }
    case 'shadow': {
      const parts = splitOutsideParens(value);
      const color = parts.pop() ?? '';
      const [offsetX, offsetY, blur, spread] = [0, 1, 2, 3].map((at) => (parts[at] ?? '0').replace(/^0$/, '0px'));
      return { color, offsetX, offsetY, blur, spread };
    }
    case 'dimension':
      return value === '0' ? '0px' : value;
    default:
      return value;
  }
}

/** One theme as a DTCG token file: groups as in the contract, each leaf `{ $type, $value }`. */
export function toDesignTokens(tokens: TokenTree, description?: string): DesignTokenGroup {
  const walk = (tree: TokenTree, path: string[]): DesignTokenGroup =>
    Object.fromEntries(
      Object.entries(tree).map(([key, value]) => {
        const at = [...path, key];
        if (typeof value !== 'string') return [key, walk(value, at)];
        const type = typeOf(at);
        return [key, { $type: type, $value: dtcgValue(type, value) }];
      }),
    );
  return description ? { $description: description, ...walk(tokens, []) } : walk(tokens, []);
}

/** `--joinery-color-surface: #fbfaf8;` … for one theme, in the contract's order. */
export function toCustomProperties(tokens: TokenTree, prefix = '--joinery'): string[] {
  const walk = (tree: TokenTree, path: string[]): string[] =>
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [`${prefix}-${[...path, key].map((part) => part.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)).join('-')}: ${value};`]
        : walk(value, [...path, key]),
    );
  return walk(tokens, []);
}

/** A stylesheet with each theme's properties under the selector ThemeProvider renders (`[data-theme="staff"]`). */
export function toThemesStylesheet(themes: Readonly<Record<string, TokenTree>>): string {
  return Object.entries(themes)
    .map(([name, tokens]) => `[data-theme="${name}"] {\n${toCustomProperties(tokens).map((line) => `  ${line}`).join('\n')}\n}\n`)
    .join('\n');
}
