// renderToString of ThemeProvider and a Button in Node: it renders the themed markup and no
// @joinery module reads `window` or `document` (each read is recorded by a getter).
import assert from 'node:assert/strict';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';

const touched = [];
for (const name of ['window', 'document']) {
  Object.defineProperty(globalThis, name, {
    configurable: true,
    get() {
      const stack = new Error().stack ?? '';
      const ours = stack.split('\n').find((line) => line.includes('@joinery'));
      if (ours) touched.push(`${name} read at ${ours.trim()}`);
      return undefined;
    },
  });
}

const { Button, ThemeProvider } = await import('@joinery/ui');
const html = renderToString(createElement(ThemeProvider, { theme: 'staff' }, createElement(Button, null, 'Save')));

assert.deepEqual(touched, [], 'no @joinery module touched window or document');
assert.match(html, /data-theme="staff"/, 'the theme is rendered');
assert.match(html, /<button[^>]*>.*Save<\/button>/, 'the button is rendered');
console.log(`node: renderToString(ThemeProvider + Button) gave ${html.length} characters without touching window`);
