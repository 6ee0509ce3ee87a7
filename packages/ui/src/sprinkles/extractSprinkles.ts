import { sprinkles, type Sprinkles } from './sprinkles.css';

/**
 * Splits a component's props into sprinkle props and the rest, so a primitive can accept
 * `padding="md"` beside ordinary DOM attributes without passing unknown attributes to the DOM.
 */
export function extractSprinkles<Props extends object>(props: Props): {
  atoms: Sprinkles;
  rest: Omit<Props, keyof Sprinkles>;
} {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else rest[key] = value;
  }
  return { atoms: atoms as Sprinkles, rest: rest as Omit<Props, keyof Sprinkles> };
}
