/**
 * The embedded back end's in-memory store: named collections seeded from deterministic
 * fixtures. `resetStore()` brings every collection back to its seed; the site snapshots the
 * store to localStorage so a reload keeps what the user did.
 */
type Entry = { seed: () => unknown; value: unknown; loaded: boolean };
const registry = new Map<string, Entry>();
const listeners = new Set<() => void>();

function entry(name: string): Entry {
  const found = registry.get(name);
  if (!found) throw new Error(`No store collection named ${name}`);
  if (!found.loaded) {
    found.value = found.seed();
    found.loaded = true;
  }
  return found;
}

function changed(): void {
  for (const listener of listeners) listener();
}

/** A single value (a cart, the signed-in shopper). */
export function defineValue<T>(name: string, seed: () => T) {
  registry.set(name, { seed, value: undefined, loaded: false });
  return {
    get: (): T => entry(name).value as T,
    set: (value: T): void => {
      entry(name).value = value;
      changed();
    },
    update: (fn: (value: T) => T): T => {
      const next = fn(entry(name).value as T);
      entry(name).value = next;
      changed();
      return next;
    },
  };
}

export interface Versioned {
  /** Bumped on every write; a write that carries an older version is a 409 conflict. */
  version: number;
}

/** A keyed table of records. Records carry a version so stale writes can be refused. */
export function defineTable<T extends object, K extends string | number = string | number>(
  name: string,
  key: (record: T) => K,
  seed: () => T[],
) {
  registry.set(name, { seed: () => seed().map((r) => ({ ...r, version: 1 })), value: [], loaded: false });
  const rows = () => entry(name).value as (T & Versioned)[];
  return {
    all: (): (T & Versioned)[] => rows(),
    find: (id: K): (T & Versioned) | undefined => rows().find((r) => key(r) === id),
    where: (pred: (r: T & Versioned) => boolean) => rows().filter(pred),
    insert: (record: T, at: 'start' | 'end' = 'end'): T & Versioned => {
      const row = { ...record, version: 1 };
      if (at === 'start') rows().unshift(row);
      else rows().push(row);
      changed();
      return row;
    },
    /** Replaces a record; returns `conflict` when `expectedVersion` is older than the stored one. */
    update: (
      id: K,
      patch: Partial<T>,
      expectedVersion?: number,
    ): { ok: true; row: T & Versioned } | { ok: false; reason: 'missing' | 'conflict' } => {
      const list = rows();
      const index = list.findIndex((r) => key(r) === id);
      const current = list[index];
      if (index < 0 || !current) return { ok: false, reason: 'missing' };
      if (expectedVersion !== undefined && expectedVersion !== current.version) return { ok: false, reason: 'conflict' };
      const row = { ...current, ...patch, version: current.version + 1 };
      list[index] = row;
      changed();
      return { ok: true, row };
    },
    remove: (id: K): boolean => {
      const list = rows();
      const index = list.findIndex((r) => key(r) === id);
      if (index < 0) return false;
      list.splice(index, 1);
      changed();
      return true;
    },
    replaceAll: (records: (T & Versioned)[]): void => {
      entry(name).value = records;
      changed();
    },
  };
}

/** Back to the seed, everywhere. */
export function resetStore(): void {
  for (const e of registry.values()) e.loaded = false;
  changed();
}

/** Everything loaded so far, as JSON-safe data. */
export function snapshotStore(): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, e] of registry) if (e.loaded) out[name] = e.value;
  return out;
}

export function restoreStore(snapshot: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(snapshot)) {
    const e = registry.get(name);
    if (e) {
      e.value = value;
      e.loaded = true;
    }
  }
}

export function onStoreChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
