import type { ArgTypesEnhancer, StrictInputType } from 'storybook/internal/types';

/**
 * Some stories pass a machine (or another live object) as an arg: `args: { machine: … }`.
 * Storybook infers each arg's type by walking its value; a machine's definition refers back to
 * itself, so every such story logged "We've detected a cycle in arg …" (341 times in a full
 * `npm test`). An arg whose value is not plain data (a class instance, or an object that holds
 * itself) gets its type here, as `other`, so Storybook never walks it; the value reaches the
 * story unchanged, and such args are left out of the controls, which could not edit them anyway.
 */
const isPlain = (value: object) => {
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null || Array.isArray(value);
};

function isOpaque(value: unknown, seen = new Set<object>()): boolean {
  if (!value || typeof value !== 'object') return false;
  if (!isPlain(value) || seen.has(value)) return true;
  seen.add(value);
  const opaque = Object.values(value).some((field) => isOpaque(field, seen));
  seen.delete(value);
  return opaque;
}

export const typeOpaqueArgs: ArgTypesEnhancer = (context) => {
  const initialArgs = (context as { initialArgs?: Record<string, unknown> }).initialArgs ?? {};
  const opaque = Object.entries(initialArgs).filter(([, value]) => isOpaque(value));
  if (!opaque.length) return context.argTypes;
  const argTypes: Record<string, StrictInputType> = { ...context.argTypes };
  for (const [name, value] of opaque) {
    const kind = (Object.getPrototypeOf(value) as { constructor?: { name?: string } } | null)?.constructor?.name;
    argTypes[name] = {
      name,
      ...argTypes[name],
      type: { name: 'other', value: kind && kind !== 'Object' ? kind : 'object' },
      control: false,
    };
  }
  return argTypes;
};
