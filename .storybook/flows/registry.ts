import type { AnyStateMachine } from 'xstate';

/**
 * Every machine in packages/flows, found by looking at what the flow modules export (no list to
 * keep up to date). Pure: the Storybook maps pass `import.meta.glob`'s modules, the coverage
 * script passes the same files bundled for Node.
 */
export const flowDomains = ['storefront', 'staff', 'catalogue', 'admin'] as const;
export type FlowDomain = (typeof flowDomains)[number];

export interface FlowEntry {
  /** The export name less `Machine` (`checkout`, `holidaysList`): the key stories use in `machineStates`. */
  key: string;
  /** For people: `Checkout`, `Holidays List`. */
  title: string;
  domain: FlowDomain;
  /** packages/flows/src/… of the module that defines it. */
  file: string;
  exportName: string;
  machine: AnyStateMachine;
}

function isMachine(value: unknown): value is AnyStateMachine {
  return (
    typeof value === 'object' &&
    value !== null &&
    'root' in value &&
    'config' in value &&
    typeof (value as { provide?: unknown }).provide === 'function' &&
    typeof (value as { getInitialSnapshot?: unknown }).getInitialSnapshot === 'function'
  );
}

export function flowTitle(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** `modules`: file path (anything ending in packages/flows/src/…) → the module's exports. */
export function flowsFrom(modules: Record<string, Record<string, unknown>>): FlowEntry[] {
  const files = Object.keys(modules)
    .map((raw) => ({ raw, file: raw.slice(raw.indexOf('packages/flows/src/')) }))
    // Where a machine is defined, not where an index re-exports it.
    .sort(
      (a, b) =>
        Number(/\/index\.ts$/.test(a.file)) - Number(/\/index\.ts$/.test(b.file)) ||
        a.file.localeCompare(b.file),
    );
  const seen = new Map<AnyStateMachine, FlowEntry>();
  for (const { raw, file } of files) {
    const domain = file.split('/')[3] as FlowDomain;
    for (const [exportName, value] of Object.entries(modules[raw] ?? {})) {
      if (!isMachine(value) || seen.has(value)) continue;
      const key = exportName.replace(/Machine$/, '');
      // Runs record actors by their machine's id (recorder.ts): the id is the flow's key.
      if (value.id !== key)
        throw new Error(
          `${exportName} (${file}) has the id "${value.id}": give it the id "${key}", the key its map and recorded runs use`,
        );
      seen.set(value, { key, title: flowTitle(key), domain, file, exportName, machine: value });
    }
  }
  const entries = [...seen.values()].filter((e) =>
    (flowDomains as readonly string[]).includes(e.domain),
  );
  const keys = new Set<string>();
  for (const entry of entries) {
    if (keys.has(entry.key))
      throw new Error(
        `Two machines are exported as ${entry.exportName}: rename one (${entry.file})`,
      );
    keys.add(entry.key);
  }
  return entries.sort((a, b) => a.domain.localeCompare(b.domain) || a.key.localeCompare(b.key));
}
