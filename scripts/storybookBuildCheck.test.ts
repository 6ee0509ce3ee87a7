import { describe, expect, it } from 'vitest';
import { customProperties, undeclaredVariables } from './check-storybook-build.mjs';

describe('the static Storybook reads only the CSS variables it declares', () => {
  it('finds what a stylesheet declares and reads, minified or not', () => {
    const { declared, read } = customProperties(
      ':root{--_31fveq14:system-ui}.a{font-family:var(--_31fveq14);margin:var( --space-1 , 4px)}',
    );
    expect([...declared]).toEqual(['--_31fveq14']);
    expect([...read]).toEqual(['--_31fveq14', '--space-1']);
  });

  it('names a variable read under another copy of the theme, with the stylesheets that read it', () => {
    // Session 59: Checkout's .css.ts compiled against @joinery/ui's dist/ read `--_181m70e…` while the
    // theme it ships declares `--_31fveq…`.
    const files = {
      'assets/themes-1.css': '.dealer{--_31fveq14:system-ui;--_31fveq1b:2rem}',
      'assets/Button-2.css': '.b{font-family:var(--_31fveq14)}',
      'assets/Checkout-3.css': '.h{font-family:var(--_181m70e14);font-size:var(--_181m70e1b)}',
      'assets/Summary-4.css': '.s{font-size:var(--_181m70e1b)}',
    };
    expect(undeclaredVariables(files)).toEqual([
      { name: '--_181m70e14', sheets: ['assets/Checkout-3.css'] },
      { name: '--_181m70e1b', sheets: ['assets/Checkout-3.css', 'assets/Summary-4.css'] },
    ]);
  });

  it('accepts a variable a script sets inline (assignInlineVars) and nothing else', () => {
    const files = {
      'assets/InlineField-1.css': '.f{width:var(--_9dg1yd0)}',
      'assets/InlineField-1.js': 'const style={"--_9dg1yd0":width+"ch"};',
    };
    expect(undeclaredVariables(files)).toEqual([]);
    expect(undeclaredVariables({ 'assets/InlineField-1.css': files['assets/InlineField-1.css'] })).toEqual([
      { name: '--_9dg1yd0', sheets: ['assets/InlineField-1.css'] },
    ]);
  });
});
