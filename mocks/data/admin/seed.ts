/**
 * Seeds are generated once and handed out as deep copies, so collections that refer to one
 * another (a user's location, a bid's sales person) agree with each other's seed, and writes to
 * one collection never leak into another's seed.
 */
export function seedOnce<T>(generate: () => T): () => T {
  let cached: T | undefined;
  return () => {
    cached ??= generate();
    return structuredClone(cached);
  };
}

/** Rounds to `decimals` places (money, scores, SOW versions). */
export function round(value: number, decimals = 2): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
