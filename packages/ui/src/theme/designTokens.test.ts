import { describe, expect, it, vi } from 'vitest';
import { themeTokens } from './themes.css';
import { toCustomProperties, toDesignTokens, toThemesStylesheet } from './designTokens';
import { resolveThemeName } from './ThemeProvider';
import { resetWarnings } from './devWarnings';

describe('design tokens from the theme contract (issue 44)', () => {
  it('gives every theme value a DTCG $type and $value, in the contract’s groups', () => {
    const staff = toDesignTokens(themeTokens.staff);
    expect(staff['color']).toMatchObject({ accent: { $type: 'color', $value: '#2450a6' } });
    expect(staff['space']).toMatchObject({ none: { $type: 'dimension', $value: '0px' }, md: { $type: 'dimension', $value: '12px' } });
    expect(staff['font']).toMatchObject({
      family: { mono: { $type: 'fontFamily', $value: ['ui-monospace', 'SFMono-Regular', 'Menlo', 'monospace'] } },
      weight: { bold: { $type: 'fontWeight', $value: 700 } },
    });
    expect(staff['shadow']).toMatchObject({
      sm: { $type: 'shadow', $value: { offsetX: '0px', offsetY: '1px', blur: '2px', spread: '0px', color: 'rgba(23,32,51,0.08)' } },
    });
    expect(staff['motion']).toMatchObject({ easing: { $type: 'cubicBezier', $value: [0.2, 0, 0, 1] } });
  });

  it('writes one custom property per token, named by its path', () => {
    const lines = toCustomProperties(themeTokens.dealer);
    expect(lines).toContain('--joinery-color-accent: #6b3e1f;');
    expect(lines).toContain('--joinery-font-line-height-normal: 1.5;');
    expect(lines).toContain('--joinery-z-index-modal: 300;');
    const leaves = JSON.stringify(themeTokens.dealer).match(/":"/g)?.length;
    expect(lines).toHaveLength(leaves ?? 0);
    expect(toThemesStylesheet(themeTokens)).toContain('[data-theme="staffDark"] {\n  --joinery-space-none: 0;');
  });
});

describe('an unknown theme name (issue 44)', () => {
  it('shows the default theme and warns once, naming the themes there are', () => {
    resetWarnings();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(resolveThemeName('staff')).toBe('staff');
    expect(resolveThemeName('unknown')).toBe('dealer');
    expect(resolveThemeName('unknown')).toBe('dealer');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/Unknown theme "unknown": showing the "dealer" theme instead\. The themes are "dealer", "retail", "staff", "staffDark"\./);
    warn.mockRestore();
  });
});
