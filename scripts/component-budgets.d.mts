/** kB gzip per design-system component (React excluded), checked by `npm run size`. */
export declare const componentBudgets: Record<string, number>;
