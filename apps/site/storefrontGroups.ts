import path from 'node:path';
import { lazyChunks, storefrontRoutes } from '../../scripts/route-chunks.mjs';

/** A module as Rolldown's `getModuleInfo` describes it (the fields the grouping reads). */
export interface GraphModule {
  code: string | null;
  exports: readonly string[];
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
  dynamicImporters: readonly string[];
  importers: readonly string[];
  inputFormat?: string;
}

/** Names a module takes from another: 'all' for `import *`, a bare import or a namespace re-export. */
type Wanted = Set<string> | 'all';

interface Statements {
  /** Import and re-export sources, in source order (the order of Rolldown's `importedIds`). */
  specs: string[];
  /** Source → the names the module takes from it, when it runs its own code. */
  takes: Map<string, Wanted>;
  /** Exported name → where it comes from (`name` '*' for a namespace); `export *` sources in `stars`. */
  reexports: Map<string, { spec: string; name: string }>;
  stars: string[];
  /** Sources imported for their side effects only (`import './x.css'`). */
  bare: string[];
  /** The module only passes on what it imports (a barrel, `radix-ui`'s index). */
  barrel: boolean;
}

/** A module's static import and re-export statements, read from its code as Rolldown holds it. */
export function importStatements(code: string): Statements {
  const text = code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const result: Statements = {
    specs: [],
    takes: new Map(),
    reexports: new Map(),
    stars: [],
    bare: [],
    barrel: false,
  };
  const take = (spec: string, names: Wanted) => {
    if (!result.specs.includes(spec)) result.specs.push(spec);
    const had = result.takes.get(spec);
    if (had === 'all' || names === 'all') result.takes.set(spec, 'all');
    else result.takes.set(spec, new Set([...(had ?? []), ...names]));
  };
  const list = (braces: string) =>
    braces
      .split(',')
      .map((part) => part.trim().split(/\s+as\s+/))
      .filter(([name]) => name)
      .map(([name, as = name]) => [name!, as!] as const);
  /** Local binding → where it was imported from. */
  const bindings = new Map<string, { spec: string; name: string }>();
  const statement =
    /(?:^|[;\n])\s*(import|export)\s*([^'";]*?)\s*from\s*["']([^"']+)["']\s*;?|(?:^|[;\n])\s*import\s*["']([^"']+)["']\s*;?/g;
  let rest = text;
  for (const match of text.matchAll(statement)) {
    rest = rest.replace(match[0], '\n');
    const [, kind, clause = '', spec = '', bare] = match;
    if (bare) {
      take(bare, 'all');
      result.bare.push(bare);
      continue;
    }
    const braces = /\{([^}]*)\}/.exec(clause)?.[1];
    const outside = clause
      .replace(/\{[^}]*\}/, '')
      .replace(/,/g, ' ')
      .trim();
    if (kind === 'import') {
      const names = new Set<string>();
      for (const [name, as] of list(braces ?? '')) {
        names.add(name);
        bindings.set(as, { spec, name });
      }
      const namespace = /\*\s*as\s+(\S+)/.exec(outside)?.[1];
      const fallback = outside.replace(/\*\s*as\s+\S+/, '').trim();
      if (fallback) {
        names.add('default');
        bindings.set(fallback, { spec, name: 'default' });
      }
      if (namespace) bindings.set(namespace, { spec, name: '*' });
      take(spec, namespace ? 'all' : names);
    } else {
      if (!result.specs.includes(spec)) result.specs.push(spec);
      if (braces !== undefined)
        for (const [name, as] of list(braces)) result.reexports.set(as, { spec, name });
      else {
        const namespace = /^\*\s*as\s+(\S+)$/.exec(clause.trim())?.[1];
        if (namespace) result.reexports.set(namespace, { spec, name: '*' });
        else result.stars.push(spec);
      }
      // Run as a module of its own, it takes what it passes on.
      take(spec, braces === undefined ? 'all' : new Set(list(braces).map(([name]) => name)));
    }
  }
  // What is left: `export { a as b }` of imported bindings only, in a barrel.
  let own = rest;
  for (const match of rest.matchAll(/(?:^|[;\n])\s*export\s*\{([^}]*)\}\s*;?/g)) {
    const entries = list(match[1] ?? '');
    if (!entries.every(([local]) => bindings.has(local))) continue;
    for (const [local, as] of entries) result.reexports.set(as, bindings.get(local)!);
    own = own.replace(match[0], '\n');
  }
  result.barrel = !own.trim();
  return result;
}

/**
 * The modules a module graph runs from `starts`, as Rolldown's tree-shaking keeps them: through a
 * barrel only to the modules that give what the importer takes. `follow` names the dynamically
 * imported modules to go on to.
 */
export function reachedModules(
  graph: (id: string) => GraphModule | null,
  starts: string[],
  follow: (lazy: string) => boolean = () => false,
): Set<string> {
  const parsed = new Map<string, Statements & { targets: Map<string, string> | undefined }>();
  const parse = (id: string, module: GraphModule) => {
    let entry = parsed.get(id);
    if (!entry) {
      const statements = importStatements(module.code ?? '');
      const ids = module.importedIds.filter((target) => !target.startsWith('\0'));
      // Rolldown lists a module's imports in source order: each source's module by position.
      const targets =
        statements.specs.length === ids.length
          ? new Map(statements.specs.map((spec, i) => [spec, ids[i]!]))
          : undefined;
      entry = { ...statements, targets };
      parsed.set(id, entry);
    }
    return entry;
  };
  const reached = new Set<string>();
  const barrelNames = new Map<string, Set<string>>();
  const queue: [string, Wanted][] = starts.map((id) => [id, 'all']);
  while (queue.length) {
    const [id, wanted] = queue.pop()!;
    const module = graph(id);
    if (!module) continue;
    const statements = parse(id, module);
    const { targets } = statements;
    if (statements.barrel && targets) {
      // Only the names not asked of this barrel before.
      const asked = barrelNames.get(id) ?? new Set();
      if (asked.has('*')) continue;
      const fresh: Wanted =
        wanted === 'all' ? 'all' : new Set([...wanted].filter((name) => !asked.has(name)));
      if (fresh !== 'all' && !fresh.size) continue;
      barrelNames.set(id, fresh === 'all' ? new Set(['*']) : new Set([...asked, ...fresh]));
      reached.add(id);
      for (const spec of statements.bare) queue.push([targets.get(spec)!, 'all']);
      for (const [as, { spec, name }] of statements.reexports)
        if (fresh === 'all' || fresh.has(as))
          queue.push([targets.get(spec)!, name === '*' ? 'all' : new Set([name])]);
      for (const spec of statements.stars) queue.push([targets.get(spec)!, fresh]);
      continue;
    }
    // A module that gives none of the names asked is dropped, as Rolldown drops it.
    if (
      wanted !== 'all' &&
      module.inputFormat === 'es' &&
      !module.exports.includes('*') &&
      !module.exports.some((name) => wanted.has(name))
    )
      continue;
    if (reached.has(id)) continue;
    reached.add(id);
    if (targets)
      for (const [spec, names] of statements.takes) queue.push([targets.get(spec)!, names]);
    else for (const target of module.importedIds) queue.push([target, 'all']);
    for (const lazy of module.dynamicallyImportedIds) if (follow(lazy)) queue.push([lazy, 'all']);
  }
  return reached;
}

/**
 * The routes whose chunks are grouped (those the bench measures; the sign-in hand-off and the
 * not-found page load the groups that hold what they need), and the chunks they share. A module
 * every data route (catalog, checkout, quote checkout, wish lists) loads goes into `storefront`;
 * one only the product listings (home, catalog, product, order confirmation) load into
 * `storefront-catalogue`; one only the two checkouts load into `storefront-checkouts`; any other
 * one two or more routes load (the forms and choosers the product page, the wish lists and the
 * checkouts share, what the confirmation shares with the checkouts) into `storefront-forms`.
 */
const groupedRoutes = [
  'home',
  'catalog',
  'product',
  'checkout',
  'orderConfirmation',
  'quoteCheckout',
  'wishlists',
];
const dataRoutes = ['catalog', 'checkout', 'quoteCheckout', 'wishlists'];
const listingRoutes = ['home', 'catalog', 'product', 'orderConfirmation'];
const checkoutRoutes = ['checkout', 'quoteCheckout'];

/** The chunk for a module the `routes` load before their content. */
export function storefrontGroup(routes: string[]): string {
  if (routes.length === 1) return `storefront-${routes[0]}`;
  if (dataRoutes.every((route) => routes.includes(route))) return 'storefront';
  if (routes.every((route) => listingRoutes.includes(route))) return 'storefront-catalogue';
  if (routes.every((route) => checkoutRoutes.includes(route))) return 'storefront-checkouts';
  return 'storefront-forms';
}

/**
 * Issue 47: the storefront's chunks grouped by the routes that load them before their content.
 * Left to itself, Rolldown makes a shared chunk for each set of lazy chunks that import a module
 * (every route, page, dialog and back-office screen counts), so /checkout loaded 28 files before
 * its content, a dozen under 1 kB, and a phone's six connections took them a few at a time. Here
 * every module a storefront route loads before its content (the route's imports and those of the
 * lazy chunks its content waits for, scripts/route-chunks.mjs `lazyChunks.content`; not the
 * entry's, nor a lazily loaded chunk's own module) goes into the chunk storefrontGroup names for
 * the routes that load it: /checkout loads six files. A module one route alone loads stays in that
 * route's chunks, unless code loaded later imports it too (Rolldown would give it a chunk of its
 * own): it goes into `storefront-{route}`, with what it imports that only that route loads. A chunk
 * so only ever imports wider ones, never back. Every other module is split as Rolldown splits it.
 * A route may load a little it does not need (what its group holds for the others): the size step
 * weighs every route's files against its budget.
 */
export function storefrontGroups(root: string) {
  const resolve = (file: string) => path.resolve(root, file);
  const routeIds = Object.keys(storefrontRoutes)
    .map((key) => [key.replace(/^src\/routes\/storefront\/|\.tsx$/g, ''), resolve(key)] as const)
    .filter(([name]) => groupedRoutes.includes(name));
  const contentIds = new Set(lazyChunks.content.map((file) => resolve(`../../${file}`)));
  const entryId = resolve('src/main.tsx');
  const routesLoading = (graph: (id: string) => GraphModule | null) => {
    const entry = reachedModules(graph, [entryId]);
    const routesOf = new Map<string, string[]>();
    const reachedBy = new Map<string, Set<string>>();
    for (const [name, id] of routeIds) {
      if (!graph(id)) continue;
      const reached = reachedModules(graph, [id], (lazy) => contentIds.has(lazy));
      reachedBy.set(name, reached);
      for (const module of reached) {
        if (entry.has(module) || graph(module)?.dynamicImporters.length) continue;
        routesOf.set(module, [...(routesOf.get(module) ?? []), name]);
      }
    }
    const only = (module: string) =>
      routesOf.get(module)?.length === 1 ? routesOf.get(module)![0] : undefined;
    const kept = new Set<string>();
    const keep = (module: string) => {
      if (kept.has(module)) return;
      kept.add(module);
      for (const dependency of graph(module)?.importedIds ?? [])
        if (only(dependency) === only(module)) keep(dependency);
    };
    for (const module of routesOf.keys()) {
      const route = only(module);
      if (
        route &&
        graph(module)?.importers.some((importer) => !reachedBy.get(route)!.has(importer))
      )
        keep(module);
    }
    for (const module of [...routesOf.keys()])
      if (only(module) && !kept.has(module)) routesOf.delete(module);
    return routesOf;
  };
  let routesOf: Map<string, string[]> | undefined;
  return {
    // A group takes the modules named, not everything they import (those are grouped on their own).
    includeDependenciesRecursively: false,
    groups: [
      {
        debugName: 'storefront',
        name: (id: string, context: { getModuleInfo(id: string): GraphModule | null }) => {
          routesOf ??= routesLoading((moduleId) => context.getModuleInfo(moduleId));
          const routes = routesOf.get(id);
          return routes ? storefrontGroup(routes) : null;
        },
      },
    ],
  };
}
