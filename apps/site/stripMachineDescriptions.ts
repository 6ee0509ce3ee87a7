import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/**
 * A state's `description` in a machine (`packages/flows/src/**\/*.machine.ts`) is written for
 * designers: Storybook's flow maps show it, the site never reads it. The site's build drops each
 * `description: '…'` property whose value is a plain string, so shoppers do not download the
 * maps' prose (0.7 kB gzip on the checkout alone). Storybook compiles the machines with its own
 * config and keeps them.
 */
export function stripMachineDescriptionsPlugin(): Plugin {
  return {
    name: 'joinery:strip-machine-descriptions',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!/\.machine\.ts$/.test(id.split('?')[0] ?? '')) return null;
      const ast = this.parse(code) as unknown as Node;
      const edit = new MagicString(code);
      let removed = 0;
      walk(ast, (node) => {
        if (node.type !== 'ObjectExpression') return;
        for (const property of (node as ObjectNode).properties) {
          if (property.type !== 'Property' || property.computed) continue;
          const key = property.key as Node & { name?: string; value?: unknown };
          const named = key.type === 'Identifier' ? key.name : key.type === 'Literal' ? key.value : undefined;
          const value = property.value as Node & { expressions?: unknown[] };
          const plainText =
            value.type === 'Literal' || (value.type === 'TemplateLiteral' && (value.expressions ?? []).length === 0);
          if (named !== 'description' || !plainText) continue;
          // The property and the comma after it (there is one unless it is the last).
          const after = code.slice(property.end).match(/^\s*,/);
          edit.remove(property.start, property.end + (after ? after[0].length : 0));
          removed += 1;
        }
      });
      return removed ? { code: edit.toString(), map: edit.generateMap({ hires: 'boundary' }) } : null;
    },
  };
}

interface Node {
  type: string;
  start: number;
  end: number;
}
interface PropertyNode extends Node {
  key: Node;
  value: Node;
  computed: boolean;
}
interface ObjectNode extends Node {
  properties: PropertyNode[];
}

function walk(node: unknown, visit: (node: Node) => void): void {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  if (!node || typeof node !== 'object' || typeof (node as Node).type !== 'string') return;
  visit(node as Node);
  for (const [key, child] of Object.entries(node)) {
    if (key !== 'type' && child && typeof child === 'object') walk(child, visit);
  }
}
