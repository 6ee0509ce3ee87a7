import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement, Fragment, type ComponentType } from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import mdxLoader from '@storybook/addon-docs/mdx-loader';
import type { Root } from 'mdast';
import { remarkPlugins } from '../.storybook/mdxOptions';

/*
 * Every documentation page (.mdx) is compiled by Storybook's own MDX compiler with the remark
 * plugins Storybook gets (.storybook/mdxOptions.ts), run, and rendered to static HTML: its
 * Markdown tables must come out as <table>s and no line of the page may still read as a raw
 * Markdown table row ("| --- |", a line starting with "|"), which is how a broken table looks.
 * Storybook's doc blocks (Meta, Canvas, ArgTypes…) are trivial stand-ins; the page's own
 * components (TokenTable, Box…) render for real.
 */

const root = path.resolve(import.meta.dirname, '..');

function mdxUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : mdxUnder(full);
    return entry.name.endsWith('.mdx') ? [full] : [];
  });
}
const pages = [
  path.join(root, '.storybook/docs'),
  ...readdirSync(path.join(root, 'packages')).map((pkg) => path.join(root, 'packages', pkg, 'src')),
].flatMap(mdxUnder);

interface Import {
  source: string;
  specifiers: { type: string; local: { name: string }; imported?: { name?: string; value?: string } }[];
}
interface EsmNode {
  type: 'mdxjsEsm';
  data?: { estree?: { body: { type: string }[] } };
}

/** Takes the page's `import`s out of the program (a function body cannot import) and records them. */
function liftImports(into: Import[]) {
  return () => (tree: Root) => {
    tree.children = tree.children.filter((node) => {
      if ((node.type as string) !== 'mdxjsEsm') return true;
      const program = (node as unknown as EsmNode).data?.estree;
      if (!program) return true;
      program.body = program.body.filter((statement) => {
        if (statement.type !== 'ImportDeclaration') return true;
        const declaration = statement as unknown as { source: { value: string }; specifiers: Import['specifiers'] };
        into.push({ source: declaration.source.value, specifiers: declaration.specifiers });
        return false;
      });
      return program.body.length > 0;
    });
  };
}

async function compile(page: string, imports: Import[]): Promise<string> {
  let compiled = '';
  await new Promise<void>((resolve, reject) => {
    void mdxLoader.call(
      {
        resourcePath: page,
        getOptions: () => ({
          mdxCompileOptions: {
            outputFormat: 'function-body',
            providerImportSource: undefined,
            remarkPlugins: [...remarkPlugins, liftImports(imports)],
          },
        }),
        async: () => (error, code) => {
          if (error) reject(error instanceof Error ? error : new Error(String(error)));
          else {
            compiled = code ?? '';
            resolve();
          }
        },
      },
      readFileSync(page, 'utf8'),
    );
  });
  // The loader prefixes `import React from 'react'` for webpack; the function body needs none.
  return compiled.replace(/^\s*import React from 'react';\s*/, '');
}

/** Storybook's doc blocks as trivial stand-ins: each renders its children, if any. */
const block = (name: string): ComponentType<{ children?: unknown }> => {
  const Block = ({ children }: { children?: unknown }) => createElement('div', { 'data-block': name }, children as never);
  Block.displayName = name;
  return Block;
};
const blocks = new Proxy({} as Record<string, unknown>, {
  // Not `then`: an async function returning this module must not mistake it for a promise.
  get: (_, name) => (name === 'then' ? undefined : block(String(name))),
});

async function load(page: string, source: string): Promise<Record<string, unknown>> {
  if (source.startsWith('@storybook/')) return blocks;
  const specifier = source.startsWith('.') ? path.resolve(path.dirname(page), source) : source;
  return (await import(/* @vite-ignore */ specifier)) as Record<string, unknown>;
}

async function render(page: string): Promise<string> {
  const imports: Import[] = [];
  const body = await compile(page, imports);
  const scope: Record<string, unknown> = {};
  for (const { source, specifiers } of imports) {
    const module = await load(page, source);
    for (const specifier of specifiers) {
      const imported = specifier.imported?.name ?? specifier.imported?.value;
      scope[specifier.local.name] =
        specifier.type === 'ImportNamespaceSpecifier' ? module : module[specifier.type === 'ImportDefaultSpecifier' ? 'default' : String(imported)];
    }
  }
  const names = Object.keys(scope);
  const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (...args: string[]) => (...args: unknown[]) => Promise<{ default: ComponentType }>;
  const run = new AsyncFunction(...names, `return (async function () {\n${body}\n}).call(this, arguments[${names.length}]);`);
  const { default: Content } = (await run(...names.map((name) => scope[name]), { ...jsxRuntime, Fragment })) as { default: ComponentType<{ components: object }> };
  // With its imports lifted, MDX looks a page's components up in `components`; expressions
  // (`{themeNames.length}`) find the same bindings as the function's parameters.
  return renderToStaticMarkup(createElement(Content, { components: scope }));
}

/** The page's Markdown delimiter rows ("| --- | :-: |"), outside fenced code. */
function delimiterRows(source: string): number {
  let fenced = false;
  let count = 0;
  for (const line of source.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    else if (!fenced && /^\s*\|?(\s*:?-{3,}:?\s*\|)+\s*(:?-{3,}:?\s*)?$/.test(line)) count += 1;
  }
  return count;
}

/** The page's HTML as lines of text, code blocks left out (a code sample may hold a pipe). */
const textLines = (html: string): string[] =>
  html
    .replace(/<pre[\s\S]*?<\/pre>/g, '')
    .replace(/<[^>]+>/g, '\n')
    .split('\n')
    .map((line) => line.trim());

describe('Storybook documentation pages', () => {
  it('finds the docs pages', () => {
    expect(pages.map((page) => path.relative(root, page))).toEqual(
      expect.arrayContaining(['.storybook/docs/Introduction.mdx', 'packages/ui/src/docs/Tokens.mdx']),
    );
    expect(pages.length).toBeGreaterThanOrEqual(5);
  });

  it.each(pages.map((page) => [path.relative(root, page), page]))('%s renders its tables as tables', async (_, page) => {
    const html = await render(page);
    // Markdown's tables come out bare (`<table>`); a component's own (TokenTable) carry a class.
    const markdownTables = html.match(/<table>/g) ?? [];
    expect(markdownTables).toHaveLength(delimiterRows(readFileSync(page, 'utf8')));
    expect(textLines(html).filter((line) => line.startsWith('|') || /\|\s*:?-{3,}:?\s*\|/.test(line))).toEqual([]);
    // A page that imports components compiles their styles (vanilla-extract) first: 2-12 s on a loaded machine.
  }, 60_000);
});
