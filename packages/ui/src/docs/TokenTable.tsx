import type { ReactNode } from 'react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { vars } from '../theme/contract.css';
import { themeNames, themes, themeTokens, type ThemeName } from '../theme/themes.css';
import * as styles from './TokenTable.css';

/** The groups of the contract (`color`, `space`, `font`…). */
export type TokenGroup = keyof typeof vars;

interface TokenRow {
  path: string[];
  /** The `var(--…)` reference components use. */
  reference: string;
  values: Record<ThemeName, string>;
}

type Tree = { [key: string]: string | Tree };

/** Walks the contract and every theme's values side by side, leaf by leaf. */
function rowsOf(contract: Tree, byTheme: Record<ThemeName, Tree>, path: string[] = []): TokenRow[] {
  return Object.entries(contract).flatMap(([key, node]) => {
    const here = [...path, key];
    const valueAt = (theme: ThemeName) => byTheme[theme][key];
    if (typeof node === 'string') {
      const values = Object.fromEntries(themeNames.map((theme) => [theme, String(valueAt(theme))])) as Record<ThemeName, string>;
      return [{ path: here, reference: node, values }];
    }
    const children = Object.fromEntries(themeNames.map((theme) => [theme, valueAt(theme) as Tree])) as Record<ThemeName, Tree>;
    return rowsOf(node, children, here);
  });
}

function Preview({ group, kind, reference }: { group: TokenGroup; kind: string | undefined; reference: string }): ReactNode {
  const value = assignInlineVars({ [styles.previewValue]: reference });
  if (group === 'color') return <span className={styles.swatch} style={value} />;
  if (group === 'space') return <span className={styles.spaceBar} style={value} />;
  if (group === 'radius') return <span className={styles.radiusBox} style={value} />;
  if (group === 'shadow') return <span className={styles.shadowBox} style={value} />;
  if (group === 'font' && kind && kind in styles.fontSample) {
    return (
      <span className={styles.fontSample[kind as keyof typeof styles.fontSample]} style={value}>
        Aa
      </span>
    );
  }
  return null;
}

export interface TokenTableProps {
  /** Which token group to list: `color`, `space`, `radius`, `font`, `shadow`, `zIndex` or `motion`. */
  group: TokenGroup;
}

/**
 * One row per token of a contract group, one column per theme: each cell is rendered inside its
 * theme's class, so swatches and samples show what that theme really looks like.
 */
export function TokenTable({ group }: TokenTableProps) {
  const byTheme = Object.fromEntries(themeNames.map((theme) => [theme, themeTokens[theme][group] as Tree])) as Record<ThemeName, Tree>;
  const rows = rowsOf(vars[group] as Tree, byTheme);
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th className={styles.headerCell} scope="col">
            Token
          </th>
          {themeNames.map((theme) => (
            <th key={theme} className={styles.headerCell} scope="col">
              {theme}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.path.join('.')}>
            <th className={styles.nameCell} scope="row">
              <code className={styles.code}>vars.{[group, ...row.path].join('.')}</code>
            </th>
            {themeNames.map((theme) => (
              <td key={theme} className={`${themes[theme]} ${styles.valueCell}`}>
                <span className={styles.value}>
                  <Preview group={group} kind={row.path[0]} reference={row.reference} />
                  <code className={styles.code}>{row.values[theme]}</code>
                </span>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
