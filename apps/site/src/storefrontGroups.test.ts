import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  importStatements,
  reachedModules,
  storefrontGroup,
  storefrontGroups,
  type GraphModule,
} from '../storefrontGroups';

/** A module graph for Rolldown's `getModuleInfo`, built from each module's code and import ids. */
function graphOf(modules: Record<string, { code?: string; imports?: string[]; lazy?: string[] }>) {
  const ids = Object.keys(modules);
  const info = new Map<string, GraphModule>();
  for (const id of ids) {
    const { code = '', imports = [], lazy = [] } = modules[id]!;
    info.set(id, {
      code,
      exports: [...code.matchAll(/export (?:const|function) (\w+)/g)].map((match) => match[1]!),
      importedIds: imports,
      dynamicallyImportedIds: lazy,
      importers: ids.filter((other) => modules[other]!.imports?.includes(id)),
      dynamicImporters: ids.filter((other) => modules[other]!.lazy?.includes(id)),
      inputFormat: 'es',
    });
  }
  return (id: string) => info.get(id) ?? null;
}

describe('storefrontGroup: the chunk a module goes into, by the routes that load it first', () => {
  it('keeps a module one route alone loads in that route’s chunk', () => {
    expect(storefrontGroup(['checkout'])).toBe('storefront-checkout');
  });
  it('puts what every data route loads into `storefront`', () => {
    expect(storefrontGroup(['catalog', 'checkout', 'quoteCheckout', 'wishlists'])).toBe('storefront');
    expect(storefrontGroup(['home', 'catalog', 'checkout', 'quoteCheckout', 'wishlists'])).toBe(
      'storefront',
    );
  });
  it('puts what only the product listings load into `storefront-catalogue`', () => {
    expect(storefrontGroup(['home', 'product'])).toBe('storefront-catalogue');
    expect(storefrontGroup(['catalog', 'orderConfirmation'])).toBe('storefront-catalogue');
  });
  it('puts what only the two checkouts load into `storefront-checkouts`', () => {
    expect(storefrontGroup(['checkout', 'quoteCheckout'])).toBe('storefront-checkouts');
  });
  it('puts any other shared module into `storefront-forms`', () => {
    expect(storefrontGroup(['product', 'wishlists'])).toBe('storefront-forms');
    expect(storefrontGroup(['checkout', 'orderConfirmation'])).toBe('storefront-forms');
  });
});

describe('importStatements: a module’s imports, read as Rolldown holds its code', () => {
  it('reads named, default, namespace and bare imports in source order', () => {
    const read = importStatements(
      [
        "import React, { useState as useLocal, useEffect } from 'react';",
        "import * as ui from '@joinery/ui';",
        "import './theme.css';",
        '// import { gone } from "commented";',
        'export const x = useLocal;',
      ].join('\n'),
    );
    expect(read.specs).toEqual(['react', '@joinery/ui', './theme.css']);
    expect(read.takes.get('react')).toEqual(new Set(['useState', 'useEffect', 'default']));
    expect(read.takes.get('@joinery/ui')).toBe('all');
    expect(read.bare).toEqual(['./theme.css']);
    expect(read.barrel).toBe(false);
  });
  it('knows a barrel, and where each name it passes on comes from', () => {
    const read = importStatements(
      [
        "export { Button, Link as TextLink } from './Button';",
        "export * from './Field';",
        "export * as icons from './icons';",
        "import { Dialog } from './Dialog';",
        'export { Dialog as Modal };',
      ].join('\n'),
    );
    expect(read.barrel).toBe(true);
    expect(read.reexports.get('TextLink')).toEqual({ spec: './Button', name: 'Link' });
    expect(read.reexports.get('icons')).toEqual({ spec: './icons', name: '*' });
    expect(read.reexports.get('Modal')).toEqual({ spec: './Dialog', name: 'Dialog' });
    expect(read.stars).toEqual(['./Field']);
  });
});

describe('reachedModules: what runs from a start, as tree-shaking keeps it', () => {
  const graph = graphOf({
    page: { code: "import { Button } from './ui';\nexport const page = Button;", imports: ['ui'], lazy: ['dialog'] },
    ui: { code: "export { Button } from './Button';\nexport { Table } from './Table';", imports: ['Button', 'Table'] },
    Button: { code: 'export const Button = 1;' },
    Table: { code: 'export const Table = 2;', imports: ['virtual'] },
    virtual: { code: 'export const v = 3;' },
    dialog: { code: "import { Table } from './ui';\nexport const dialog = Table;", imports: ['ui'] },
  });

  it('goes through a barrel only to the modules that give the names taken', () => {
    // The barrel itself runs (it holds nothing), and Button: not Table, which nothing here takes.
    expect([...reachedModules(graph, ['page'])].sort()).toEqual(['Button', 'page', 'ui']);
  });
  it('follows a lazy import only when asked', () => {
    expect([...reachedModules(graph, ['page'], (lazy) => lazy === 'dialog')].sort()).toEqual([
      'Button',
      'Table',
      'dialog',
      'page',
      'ui',
      'virtual',
    ]);
  });
});

describe('storefrontGroups: the storefront’s chunks, grouped by the routes that load them', () => {
  const root = '/site';
  const at = (file: string) => path.resolve(root, file);
  const route = (name: string) => at(`src/routes/storefront/${name}.tsx`);
  const checkoutContent = at('../../packages/pages/src/storefront/Checkout/index.ts');
  const graph = graphOf({
    [at('src/main.tsx')]: { code: "import './router';", imports: ['router'] },
    router: { code: "import { core } from 'core';\nexport const router = core;", imports: ['core'], lazy: [route('checkout'), route('quoteCheckout'), route('catalog')] },
    [route('checkout')]: {
      code: "import { form } from 'forms';\nimport { own } from 'checkoutOnly';\nimport { shared } from 'shared';\nimport { core } from 'core';\nexport default [form, own, shared, core];",
      imports: ['forms', 'checkoutOnly', 'shared', 'core'],
      lazy: [checkoutContent],
    },
    [checkoutContent]: { code: "import { deep } from 'deep';\nexport default deep;", imports: ['deep'], lazy: ['later'] },
    [route('quoteCheckout')]: {
      code: "import { form } from 'forms';\nimport { shared } from 'shared';\nexport default [form, shared];",
      imports: ['forms', 'shared'],
    },
    [route('catalog')]: { code: "import { shared } from 'shared';\nexport default shared;", imports: ['shared'] },
    core: { code: 'export const core = 1;' },
    forms: { code: 'export const form = 1;' },
    checkoutOnly: { code: 'export const own = 1;' },
    shared: { code: 'export const shared = 1;' },
    deep: { code: 'export const deep = 1;' },
    later: { code: "import { deep } from 'deep';\nexport const later = deep;", imports: ['deep'] },
  });
  const nameOf = (id: string) => {
    const { groups } = storefrontGroups(root);
    return groups[0]!.name(id, { getModuleInfo: graph });
  };

  it('groups what the two checkouts both load before their content', () => {
    expect(nameOf('forms')).toBe('storefront-checkouts');
  });
  it('groups what a checkout and the catalogue both load as shared forms', () => {
    expect(nameOf('shared')).toBe('storefront-forms');
  });
  it('keeps a lone route’s module with the route, unless code loaded later imports it too', () => {
    // checkoutOnly: only the checkout route imports it, so Rolldown keeps it in the route's chunk.
    expect(nameOf('checkoutOnly')).toBeNull();
    // deep: the checkout's content needs it first, and a later chunk imports it too.
    expect(nameOf('deep')).toBe('storefront-checkout');
  });
  it('leaves the entry’s modules and lazily loaded chunks to Rolldown', () => {
    expect(nameOf('router')).toBeNull();
    // core: the checkout imports it, but the entry already holds it.
    expect(nameOf('core')).toBeNull();
    expect(nameOf('later')).toBeNull();
    expect(nameOf(checkoutContent)).toBeNull();
  });
});
