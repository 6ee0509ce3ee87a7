import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { unified, type PluggableList } from 'unified';
import remarkParse from 'remark-parse';
import config from '../.storybook/main';

/*
 * Every documentation page renders its Markdown tables as tables: parsed with the remark
 * plugins Storybook's MDX compiler gets from .storybook/main.ts, no paragraph may still hold a
 * pipe table's delimiter row ("| --- |"), which is how a raw table looks on the page.
 */
function remarkPluginsOfStorybook(): PluggableList {
  const docs = (config.addons ?? []).find(
    (addon): addon is { name: string; options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: PluggableList } } } } =>
      typeof addon === 'object' && addon.name === '@storybook/addon-docs',
  );
  return docs?.options.mdxPluginOptions.mdxCompileOptions.remarkPlugins ?? [];
}

interface Node {
  type: string;
  value?: string;
  children?: Node[];
}
const textOf = (node: Node): string => node.value ?? (node.children ?? []).map(textOf).join('');
function collect(node: Node, type: string, into: Node[] = []): Node[] {
  if (node.type === type) into.push(node);
  for (const child of node.children ?? []) collect(child, type, into);
  return into;
}

function mdxUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : mdxUnder(full);
    return entry.name.endsWith('.mdx') ? [full] : [];
  });
}
const pages = ['.storybook/docs', 'packages/ui/src', 'packages/pages/src', 'packages/flows/src'].flatMap(mdxUnder);

describe('Storybook documentation pages', () => {
  it('finds the docs pages', () => {
    expect(pages.length).toBeGreaterThanOrEqual(5);
  });

  it.each(pages)('%s renders its pipe tables as tables', (page) => {
    const source = readFileSync(page, 'utf8');
    const tree = unified().use(remarkParse).use(remarkPluginsOfStorybook()).parse(source) as Node;
    const processed = unified().use(remarkParse).use(remarkPluginsOfStorybook()).runSync(tree as never) as Node;
    const rawTables = collect(processed, 'paragraph').filter((p) => /\|\s*-{3,}\s*\|/.test(textOf(p)));
    expect(rawTables.map(textOf)).toEqual([]);
    const delimiterRows = source.split('\n').filter((line) => /^\|(\s*:?-{3,}:?\s*\|)+\s*$/.test(line.trim())).length;
    expect(collect(processed, 'table')).toHaveLength(delimiterRows);
  });
});
